import PaletteCore
import TestSupport
import Testing

@testable import PaletteSass

/// palconv's own Sass, Less and Stylus output reads back to the same palette, and writing
/// that again gives the same bytes; the golden files pin the writers.
@Suite struct StylesheetRoundTripTests {
  static let formats: [any PaletteDecoder & PaletteEncoder] = [
    SCSSFormat(), LessFormat(), StylusFormat(),
  ]

  /// Groups (one named twice), names that need slugs or clash, alpha, an unnamed swatch.
  static let palette = Palette(
    name: "Brand\nColours",
    groups: [
      PaletteGroup(swatches: [Swatch(name: "Paper", color: .srgb8(250, 250, 250))]),
      PaletteGroup(
        name: "Brand",
        swatches: [
          Swatch(name: "Ocean Blue", color: .srgb8(0, 80, 200)),
          Swatch(name: "brand-500", color: .srgb8(59, 130, 246)),
          Swatch(name: "Glass", color: .srgb8(0, 128, 255, alpha: 128)),
          Swatch(name: "colors", color: .srgb8(9, 9, 9)),
        ]),
      PaletteGroup(
        swatches: [
          Swatch(name: "paper", color: .srgb8(255, 255, 255)),
          Swatch(name: "1st", color: .srgb8(1, 1, 1)),
          Swatch(name: nil, color: .srgb8(2, 2, 2)),
          Swatch(name: "Brand Colors", color: .srgb8(3, 3, 3)),
        ]),
      PaletteGroup(
        name: "brand", swatches: [Swatch(name: "Ocean Blue", color: .srgb8(4, 5, 6))]),
    ])

  static func golden(_ format: any PaletteFormat) -> String {
    "sass/brand.\(format.fileExtensions[0])"
  }

  @Test(arguments: 0..<3)
  func goldenAndExactRoundTrip(_ index: Int) throws {
    let format = Self.formats[index]
    let first = try format.encode(Self.palette)
    Golden.check(first, against: Self.golden(format))
    let read = try format.decode(first)
    #expect(read.warnings.isEmpty, "\(read.warnings)")
    #expect(read.palette.name == "Brand Colours")
    #expect(
      read.palette.allSwatches.map(\.color.rgba8) == Self.palette.allSwatches.map(\.color.rgba8))
    #expect(try format.encode(read.palette) == first)
    #expect(try WrittenNamesCheck.mismatch(format, Self.palette) == nil)
  }

  @Test func scssGroupsReadBackAsGroups() throws {
    let read = try SCSSFormat().decode(try SCSSFormat().encode(Self.palette)).palette
    #expect(read.groups.map(\.name) == [nil, "brand", nil, "brand"])
    #expect(
      read.groups[1].swatches.map(\.name) == ["ocean-blue", "brand-500", "glass", "colors"])
    #expect(read.groups[3].swatches.map(\.name) == ["ocean-blue-2"])
    #expect(
      read.groups[2].swatches.map(\.name) == ["paper-2", "c-1st", "color-8", "brand-colors-3"])
  }

  /// Hostile names and random palettes: the names announced are the names read back, and
  /// the output is stable from the first write.
  @Test(arguments: 0..<3)
  func hostileAndRandomPalettes(_ index: Int) throws {
    let format = Self.formats[index]
    var palettes = [WrittenNamesCheck.hostilePalette]
    for seed in 0..<30 as Range<UInt64> { palettes.append(RandomPalette.make(seed: seed)) }
    for palette in palettes {
      #expect(try WrittenNamesCheck.mismatch(format, palette) == nil)
      let first = try format.encode(palette)
      let read = try format.decode(first)
      #expect(read.warnings.isEmpty, "\(format.identifier): \(read.warnings)")
      let second = try format.encode(read.palette)
      #expect(
        String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self),
        "\(format.identifier)")
      #expect(
        read.palette.allSwatches.map(\.color.rgba8) == palette.allSwatches.map(\.color.rgba8))
    }
  }
}
