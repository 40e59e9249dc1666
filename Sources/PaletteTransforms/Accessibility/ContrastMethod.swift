import PaletteCore

/// How the contrast of text on a background is measured when colours are made to reach a
/// contrast (`--contrast-method`).
public enum ContrastMethod: String, Hashable, Sendable, CaseIterable {
  /// The WCAG 2 contrast ratio, 1...21.
  case wcag
  /// The APCA lightness contrast |Lc| (APCA-W3 0.0.98G-4g), 0...about 108, polarity ignored.
  case apca

  /// The contrast of `text` on `background`, both encoded sRGB inside 0...1, in this method's
  /// units.
  public func contrast(text: SIMD3<Double>, background: SIMD3<Double>) -> Double {
    switch self {
    case .wcag: ColorMath.contrastRatio(text, background)
    case .apca: abs(APCA.lightnessContrast(text: text, background: background))
    }
  }

}
