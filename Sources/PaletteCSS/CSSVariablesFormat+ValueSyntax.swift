public import PaletteCore

extension CSSVariablesFormat {
  /// How the writer spells colour values.
  public enum ValueSyntax: String, Hashable, Sendable, CaseIterable {
    /// `#rrggbb`, or `#rrggbbaa` when not opaque: 8-bit sRGB, other models converted and
    /// gamut-mapped.
    case hex
    /// `rgb(r g b / a)` in the modern syntax. sRGB (and gray) values are written so they
    /// read back bit-exact; other models are converted, gamut-mapped and written to three
    /// decimals.
    case rgb
    /// `oklch(l c h / a)`. OKLCH colours are written bit-exact; others are converted and
    /// written to four decimals (two for the hue).
    case oklch
    /// Each colour in its own model, bit-exact: 8-bit sRGB as hex, other sRGB as
    /// `color(srgb …)`, `color(display-p3 …)`, `lab()`, `oklch()` and CSS Color 5
    /// `device-cmyk()`. Gray is written as sRGB.
    case native

    /// The models this syntax writes without converting.
    public var preservedModels: Set<ColorModel> {
      switch self {
      case .hex, .rgb: [.srgb]
      case .oklch: [.oklch]
      case .native: [.srgb, .displayP3, .lab, .oklch, .cmyk]
      }
    }
  }
}
