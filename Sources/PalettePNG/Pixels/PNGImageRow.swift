public import PaletteCore

/// Pixels of one image row as ``PNGRowReader`` hands them over: the whole row of a plain
/// image, or the pixels one Adam7 pass holds of it (every `step`-th pixel from `x`).
public struct PNGImageRow: Hashable, Sendable {
  /// The row, from 0 at the top.
  public var y: Int
  /// The column of the first pixel.
  public var x: Int
  /// The distance between the columns of consecutive pixels: 1 for a plain image.
  public var step: Int
  /// The pixels, left to right, as 8-bit RGBA (as ``PNGImage`` decodes them).
  public var pixels: [RGBA8]

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - y: The row.
  ///   - x: The column of the first pixel.
  ///   - step: The distance between the columns of consecutive pixels.
  ///   - pixels: The pixels.
  public init(y: Int, x: Int, step: Int, pixels: [RGBA8]) {
    self.y = y
    self.x = x
    self.step = step
    self.pixels = pixels
  }
}
