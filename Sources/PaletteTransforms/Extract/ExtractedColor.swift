public import PaletteCore

/// One colour found in an image, with how many of the image's pixels it stands for.
public struct ExtractedColor: Hashable, Sendable {
  /// The colour: the OKLab mean of its pixels, in 8-bit sRGB, with their mean alpha.
  public var color: RGBA8
  /// The number of pixels it stands for (fully transparent pixels are never counted).
  public var pixelCount: Int

  /// Creates a colour with its pixel count.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - pixelCount: The number of pixels it stands for.
  public init(color: RGBA8, pixelCount: Int) {
    self.color = color
    self.pixelCount = pixelCount
  }
}
