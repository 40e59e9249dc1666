import PaletteCore
import TestSupport
import Testing

/// Shared expectations of the `.pal` tests.
enum PALTest {
  /// The palette behind `Fixtures/pal/golden/golden-*.pal`, which were written by hand.
  static let goldenPalette = Palette(
    name: "Golden", description: "Not written",
    groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Red", color: .srgb8(255, 0, 0)),
        Swatch(color: .srgb8(0, 128, 255, alpha: 64)),
      ]),
      PaletteGroup(
        name: "Greys",
        swatches: [
          Swatch(name: "Mid", color: .srgb8(128, 128, 128)), Swatch(color: .srgb8(1, 2, 3)),
        ]),
    ])

  /// The 8-bit RGB values of every swatch, as hex text (`"ff0000"`), for exact comparisons.
  static func hex(_ palette: Palette) -> [String] {
    palette.allSwatches.map { swatch in
      let c = swatch.color.rgba8
      return [c.red, c.green, c.blue].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
    }
  }

  /// The codes of the diagnostics, in order.
  static func codes(_ decoded: DecodedPalette) -> [String] {
    decoded.warnings.map(\.code)
  }
}
