public import PaletteCore

/// The palette every output golden file is made from: every model, alpha, groups and names
/// that need rewriting.
public enum GoldenPalette {
  /// The palette.
  public static let palette = Palette(
    name: "Brand Book", description: "Colours for the \"brand\" book",
    groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Red", color: .srgb8(255, 0, 0)),
        Swatch(name: "Sea Glass", color: .srgb(0.2, 0.6, 0.55, alpha: 0.5)),
      ]),
      PaletteGroup(
        name: "Print",
        swatches: [
          Swatch(
            name: "Magenta", color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0, black: 0)),
            kind: .spot),
          Swatch(name: "Ink", color: PaletteColor(.lab(l: 30, a: 20, b: -40))),
          Swatch(name: "Mid Gray", color: PaletteColor(.gray(0.5))),
        ]),
      PaletteGroup(
        name: "Screen",
        swatches: [
          Swatch(name: "Vivid", color: PaletteColor(.displayP3(red: 1, green: 0.2, blue: 0.1))),
          Swatch(name: "Lagoon", color: PaletteColor(.oklch(l: 0.7, c: 0.12, h: 200))),
          Swatch(name: "primary.500", color: .srgb8(0x33, 0x66, 0x99)),
          Swatch(name: "{odd}", color: .srgb8(1, 2, 3)),
          Swatch(name: "Red", color: .srgb8(200, 0, 0)),
          Swatch(name: nil, color: .srgb8(0, 0, 0)),
        ]),
    ])
}
