import PaletteCore

/// The colour the writer stores for a palette colour, and the bound on its values that the
/// reader and the writer share, so that whatever one accepts the other does too.
enum WrittenColor {
  /// The largest magnitude of a component or alpha: far beyond any colour, near enough to
  /// zero that every conversion of such a value stays finite.
  static let maximumMagnitude: Float = 1_000_000

  /// The colour as written: sRGB, gray and CMYK as they are, every other model converted to
  /// sRGB; `nil` when a value (after conversion) is not finite or beyond
  /// ``maximumMagnitude``.
  ///
  /// - Parameter color: A palette colour.
  /// - Returns: The colour the archive stores.
  static func of(_ color: PaletteColor) -> PaletteColor? {
    let written: PaletteColor
    switch color.model {
    case .srgb, .gray, .cmyk: written = color
    default:
      guard inRange(color) else { return nil }
      written = color.converted(to: .srgb)
    }
    return inRange(written) ? written : nil
  }

  /// Whether every value of `color` is finite and within ``maximumMagnitude``.
  static func inRange(_ color: PaletteColor) -> Bool {
    func ok(_ value: Float) -> Bool { value.isFinite && abs(value) <= maximumMagnitude }
    return ok(color.alpha) && color.components.values.allSatisfy(ok)
  }
}
