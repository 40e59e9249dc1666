/// Colour differences and contrast between two colours, for library users: the designed public
/// form of the formulas that ``PaletteColor`` and the transforms use (alpha is ignored).
extension PaletteColor {
  /// The CIEDE2000 colour difference (ΔE00) between the two colours' CIE Lab (D50) values; about
  /// 1 is just noticeable.
  ///
  ///     PaletteColor.srgb8(255, 0, 0).deltaE2000(to: .srgb8(250, 5, 5))   // ≈ 1.6
  ///
  /// - Parameter other: The other colour, in any model.
  /// - Returns: ΔE00, 0 or more.
  public func deltaE2000(to other: PaletteColor) -> Double {
    ColorMath.deltaE2000(labValues, other.labValues)
  }

  /// The Euclidean distance between the two colours in OKLab (ΔEOK); about 0.02 is just
  /// noticeable.
  ///
  /// - Parameter other: The other colour, in any model.
  /// - Returns: ΔEOK, 0 or more.
  public func deltaEOK(to other: PaletteColor) -> Double {
    ColorMath.deltaEOK(oklabValues, other.oklabValues)
  }

  /// The WCAG 2 relative luminance of the colour as shown on an sRGB screen (gamut-mapped),
  /// 0 for black to 1 for white.
  public var relativeLuminance: Double {
    ColorMath.relativeLuminance(srgbInGamut)
  }

  /// The WCAG 2 contrast ratio between the two colours as shown on an sRGB screen, from 1
  /// (none) to 21 (black on white); 4.5 is the AA threshold for normal text.
  ///
  /// - Parameter other: The other colour, in any model.
  /// - Returns: The ratio, the lighter colour's luminance over the darker's (each plus 0.05).
  public func contrastRatio(with other: PaletteColor) -> Double {
    ColorMath.contrastRatio(srgbInGamut, other.srgbInGamut)
  }
}
