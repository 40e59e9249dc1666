import PaletteCore

/// Helpers shared by the desktop formats' tests.
enum DesktopTest {
  /// The palette every writer's golden file and round trip start from: names that need
  /// trimming, a description, alpha, CMYK, and 8-bit sRGB.
  static let palette = Palette(
    name: "Harbour", description: "Colours of the harbour\n\nsecond paragraph",
    columns: 4,
    groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Deep", color: .srgb8(0x0D, 0x3B, 0x66)),
        Swatch(name: "  Foam  ", color: .srgb8(0xDE, 0xEB, 0xEE)),
      ]),
      PaletteGroup(
        name: "Print",
        swatches: [
          Swatch(
            name: "Magenta", color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0, black: 0))),
          Swatch(name: "Glass", color: .srgb8(0x33, 0x99, 0x8C, alpha: 0x80)),
          Swatch(color: .srgb8(0, 0, 0)),
        ]),
    ])

  /// Lower-case `rrggbb` of each swatch.
  static func hex(_ palette: Palette) -> [String] {
    palette.allSwatches.map { String($0.color.rgba8.hexString().dropFirst()).lowercased() }
  }
}
