public import PaletteCore

extension Palette {
  /// A palette of the main colours of an image's pixels, found by ``ColorExtraction``: at
  /// most `count` unnamed 8-bit sRGB swatches, the colour standing for the most pixels first.
  ///
  /// - Parameters:
  ///   - count: How many colours to find, at least 1.
  ///   - pixels: The pixels, in any order; fully transparent ones are left out.
  /// - Complexity: As ``ColorExtraction/colors(in:count:)``.
  public init(extracting count: Int, from pixels: [RGBA8]) {
    let colors = ColorExtraction.colors(in: pixels, count: count)
    self.init(swatches: colors.map { Swatch(color: $0.color.paletteColor) })
  }

  /// A palette of the main colours of the pixels counted in `tally`, found by
  /// ``ColorExtraction``: at most ``ColorTally/count`` unnamed 8-bit sRGB swatches, the colour
  /// standing for the most pixels first.
  ///
  /// - Parameter tally: The image's pixels, counted.
  /// - Complexity: As ``ColorExtraction/colors(in:)``.
  public init(extracting tally: ColorTally) {
    let colors = ColorExtraction.colors(in: tally)
    self.init(swatches: colors.map { Swatch(color: $0.color.paletteColor) })
  }
}
