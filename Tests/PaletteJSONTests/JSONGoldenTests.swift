import PaletteCore
import TestSupport
import Testing

@testable import PaletteJSON

/// The canonical files in `Fixtures/json/valid/`: each decodes to the palette written out by
/// hand here, and encoding that palette gives the file byte for byte.
@Suite struct JSONGoldenTests {
  let format = JSONPaletteFormat()

  static let brand = Palette(
    name: "Brand / Café “Nord”",
    description: "Primary colours\nfor print and \"screen\"",
    columns: 4,
    groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Ink", color: .srgb8(0x1A, 0x1C, 0x2C)),
        Swatch(color: .srgb8(0xFF, 0xFF, 0xFF)),
      ]),
      PaletteGroup(
        name: "Spot inks",
        swatches: [
          Swatch(
            name: "Pantone 185 C", color: PaletteColor(.lab(l: 47.2, a: 71.5, b: 42.8)),
            kind: .spot),
          Swatch(
            name: "", color: PaletteColor(.cmyk(cyan: 0, magenta: 0.75, yellow: 1, black: 0.1)),
            kind: .global),
        ]),
      PaletteGroup(swatches: [
        Swatch(name: "Glass\ttint", color: .srgb8(0x00, 0x80, 0xFF, alpha: 0x80)),
        Swatch(name: "墨 back\\slash", color: .srgb8(0, 0, 0, alpha: 0)),
        Swatch(name: "Shadow", color: .srgb(0, 0, 0, alpha: 0.3)),
      ]),
    ])

  static let models = Palette(
    name: "Every model",
    groups: [
      PaletteGroup(
        name: "Models",
        swatches: [
          Swatch(name: "sRGB, not 8-bit", color: .srgb(0.1, 0.2, 0.3)),
          Swatch(name: "sRGB, out of gamut", color: .srgb(1.25, -0.05, 0)),
          Swatch(name: "P3", color: PaletteColor(.displayP3(red: 1, green: 0, blue: 0))),
          Swatch(
            name: "P3 8-bit",
            color: PaletteColor(
              .displayP3(red: PaletteColor.unitValue(byte: 128), green: 0, blue: 1),
              alpha: PaletteColor.unitValue(byte: 128))),
          Swatch(
            name: "Paper", color: PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 0, black: 0))),
          Swatch(name: "Lab", color: PaletteColor(.lab(l: 53.24, a: 80.09, b: -67.2))),
          Swatch(name: "Gray", color: PaletteColor(.gray(0.5))),
          Swatch(name: "OKLCH", color: PaletteColor(.oklch(l: 0.7, c: 0.15, h: 145.5))),
          Swatch(name: "Tiny", color: PaletteColor(.gray(0.000_01))),
          Swatch(name: "Negative zero", color: .srgb(-0.0, 0.5, 1)),
          Swatch(
            name: "Float32 from ASE",
            color: .srgb(
              PaletteColor.unitValue(byte: 233), PaletteColor.unitValue(byte: 85), 0.123_456_78)),
          Swatch(
            name: "Extremes",
            color: PaletteColor(
              .lab(l: .greatestFiniteMagnitude, a: -.leastNonzeroMagnitude, b: 100))),
          Swatch(
            name: "Bell\u{7}", color: PaletteColor(.oklch(l: 0, c: 0, h: 0), alpha: 0),
            kind: .global),
        ])
    ])

  static let emptyGroups = Palette(groups: [
    PaletteGroup(name: ""), PaletteGroup(), PaletteGroup(name: "Empty"),
  ])

  static let goldens: [(file: String, palette: Palette)] = [
    ("json/valid/brand.json", brand),
    ("json/valid/models.json", models),
    ("json/valid/empty-groups.json", emptyGroups),
    ("json/valid/minimal.json", Palette()),
    ("json/valid/appearances.json", JSONAppearanceTests.themed),
  ]

  @Test(arguments: 0..<goldens.count)
  func decodesToTheHandWrittenPalette(_ index: Int) throws {
    let (file, expected) = Self.goldens[index]
    let decoded = try format.decode(Fixtures.bytes(file))
    #expect(decoded.palette == expected, "\(file)")
    #expect(decoded.warnings.isEmpty, "\(file)")
  }

  @Test(arguments: 0..<goldens.count)
  func encodesToTheGoldenBytes(_ index: Int) throws {
    let (file, palette) = Self.goldens[index]
    let bytes = Fixtures.bytes(file)
    #expect(!bytes.isEmpty, "\(file) is missing")
    let encoded = try format.encode(palette)
    #expect(encoded == bytes, "\(file):\n\(String(decoding: encoded, as: UTF8.self))")
  }

  @Test(arguments: Fixtures.files(in: "json/valid", ext: "json"))
  func reencodingAGoldenFileGivesTheSameBytes(_ file: String) throws {
    let bytes = Fixtures.bytes(file)
    let decoded = try format.decode(bytes)
    #expect(try format.encode(decoded.palette) == bytes)
  }

  @Test func everyGoldenFileIsInTheTable() {
    #expect(Fixtures.files(in: "json/valid", ext: "json") == Self.goldens.map(\.file).sorted())
  }

  @Test func exactBitsOfPrintedNumbers() throws {
    let swatches = try format.decode(Fixtures.bytes("json/valid/models.json")).palette.allSwatches
    // `0.5019608` is the shortest text of 128/255, so it reads back as the canonical byte value.
    #expect(swatches[3].color.alpha.bitPattern == PaletteColor.unitValue(byte: 128).bitPattern)
    // `-0` keeps its sign bit.
    #expect(swatches[9].color.components.values[0].bitPattern == 0x8000_0000)
    // `-1e-45` is the smallest negative subnormal, not zero.
    #expect(swatches[11].color.components.values[1].bitPattern == 0x8000_0001)
  }

  @Test func groupsAndSwatchesCarryTheirLocations() throws {
    let palette = try format.decode(Fixtures.bytes("json/valid/brand.json")).palette
    #expect(
      palette.groups.map(\.location) == [
        .text(line: 8, column: 5), .text(line: 14, column: 5), .text(line: 21, column: 5),
      ])
    #expect(
      palette.groups[0].swatches.map(\.location) == [
        .text(line: 10, column: 9), .text(line: 11, column: 9),
      ])
    #expect(palette.groups[2].swatches[2].location == .text(line: 25, column: 9))
  }
}
