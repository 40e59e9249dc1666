import PaletteCore

extension Swatch {
  /// The colour a resolver document without a context for `appearance` gives this swatch
  /// there: the variant the appearance falls back to (dark, for high contrast dark), else the
  /// base colour. The reader keeps a context's colour only where it differs from this, and the
  /// writer writes a context only where some swatch's colour does.
  ///
  /// - Parameter appearance: The appearance whose context is missing.
  /// - Returns: The colour the swatch has in that appearance without the context.
  func colorWithoutContext(for appearance: Appearance) -> PaletteColor {
    for candidate in appearance.fallbacks.dropFirst() {
      if let variant = appearances[candidate] { return variant }
    }
    return color
  }
}
