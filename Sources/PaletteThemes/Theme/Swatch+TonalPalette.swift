public import PaletteCore

extension Swatch {
  /// The swatch's tonal palette: its colour's HCT hue and chroma at each tone, as a group
  /// named after the swatch whose swatches are named `<name>-<tone>` (`brand-40`).
  ///
  /// The colour is read as 8-bit sRGB (other models are converted first); variants are not
  /// used.
  ///
  /// - Parameters:
  ///   - tones: The tones, 0...100; Material Theme Builder's eighteen by default.
  ///   - fallbackName: The name used when the swatch has none.
  /// - Returns: One group of opaque sRGB swatches, in the order of `tones`.
  public func tonalPalette(
    tones: [Int] = TonalPalette.themeBuilderTones, fallbackName: String = "color"
  ) -> PaletteGroup {
    let palette = TonalPalette(of: color.rgba8)
    let base = name.flatMap { $0.isEmpty ? nil : $0 } ?? fallbackName
    return PaletteGroup(
      name: base,
      swatches: tones.map { tone in
        Swatch(name: "\(base)-\(tone)", color: palette.tone(Double(tone)).paletteColor)
      })
  }
}
