import PaletteCore
import Testing

@testable import PaletteGPL

@Suite struct GPLDecodingTests {
  private func decode(_ text: String) throws -> DecodedPalette {
    try GPLFormat().decode(Array(text.utf8))
  }

  @Test func readsGIMPShape() throws {
    let text =
      "GIMP Palette\nName: Test palette\nColumns: 4\n#\n# Made by hand\n255   0   0\tRed\n  0 128 255\tDeep Sky\n"
    let decoded = try decode(text)
    #expect(decoded.warnings.isEmpty)
    let palette = decoded.palette
    #expect(palette.name == "Test palette")
    #expect(palette.columns == 4)
    #expect(palette.description == "Made by hand")
    #expect(palette.groups.count == 1)
    #expect(palette.groups[0].name == nil)
    let swatches = palette.allSwatches
    #expect(swatches.map(\.name) == ["Red", "Deep Sky"])
    #expect(swatches[0].color == .srgb8(255, 0, 0))
    #expect(swatches[1].color == .srgb8(0, 128, 255))
    #expect(swatches[0].location == .text(line: 6, column: 1))
    #expect(swatches[1].location == .text(line: 7, column: 3))
    #expect(swatches.allSatisfy { $0.kind == .process && !$0.color.hasAlpha })
  }

  @Test func keepsInteriorEmptyCommentsAndDropsEdgeOnes() throws {
    let text = "GIMP Palette\nName: x\n#\n# first\n#\n#  indented\n#\n1 2 3 a\n#\n# after\n#\n"
    let palette = try decode(text).palette
    // The comments between two colours count as they stand: two lone `#` lines, two empty lines.
    #expect(palette.description == "first\n\n indented\n\n\nafter")
  }

  @Test func onlyLoneHashCommentsGiveNoDescription() throws {
    #expect(try decode("GIMP Palette\nName: x\n#\n#\n1 2 3\n").palette.description == nil)
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func readsEveryLineEnding(_ eol: String) throws {
    let lines = [
      "GIMP Palette", "Name: Ends", "", "# note", "10 20 30\tTen", "", "40 50 60\tForty",
    ]
    let palette = try decode(lines.joined(separator: eol) + eol).palette
    #expect(palette.name == "Ends")
    #expect(palette.description == "note")
    #expect(palette.allSwatches.map(\.name) == ["Ten", "Forty"])
    #expect(
      palette.allSwatches.map(\.location) == [.text(line: 5, column: 1), .text(line: 7, column: 1)])
  }

  @Test func readsMixedLineEndingsAndNoFinalNewline() throws {
    let palette = try decode("GIMP Palette\r\nName: M\n1 1 1 a\r2 2 2 b\r\n\n3 3 3 c").palette
    #expect(palette.allSwatches.map(\.name) == ["a", "b", "c"])
    #expect(
      palette.allSwatches.map(\.location) == [
        .text(line: 3, column: 1), .text(line: 4, column: 1), .text(line: 6, column: 1),
      ])
  }

  @Test func acceptsByteOrderMarkWithWarning() throws {
    let decoded = try GPLFormat().decode(
      [0xEF, 0xBB, 0xBF] + Array("GIMP Palette\n1 2 3 x\n".utf8))
    #expect(decoded.palette.swatchCount == 1)
    #expect(decoded.warnings.map(\.code) == ["gpl.bom"])
    #expect(decoded.warnings.first?.location == .text(line: 1, column: 1))
  }

  @Test func splitsOnAnyMixOfSpacesAndTabsAndTrimsNames() throws {
    let swatch = try decode("GIMP Palette\n \t1\t \t2 \t3\t  Name with  inner\tgaps \t \n").palette
      .allSwatches[0]
    #expect(swatch.color == .srgb8(1, 2, 3))
    #expect(swatch.name == "Name with  inner\tgaps")
    #expect(swatch.location == .text(line: 2, column: 3))
  }

  @Test(
    arguments: [
      ("1 2 3\n", nil), ("1 2 3 \t \n", nil), ("1 2 3\tUntitled\n", "Untitled"),
      ("255 0 0 #FF0000\n", "#FF0000"), ("1 2 3 128 extra\n", "128 extra"), ("1 2 3 0\n", "0"),
    ] as [(String, String?)])
  func readsNamesAsWritten(_ line: String, _ name: String?) throws {
    let swatches = try decode("GIMP Palette\n" + line).palette.allSwatches
    #expect(swatches.count == 1)
    #expect(swatches.first?.name == name)
  }

  @Test func readsAsepriteAlphaColumn() throws {
    let text =
      "GIMP Palette\nChannels: RGBA\n#\n  0   0   0   0\tTransparent\n 62 184  73 128\tHalf green\n"
    let decoded = try decode(text)
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.color) == [.srgb8(0, 0, 0, alpha: 0), .srgb8(62, 184, 73, alpha: 128)])
    #expect(swatches.map(\.name) == ["Transparent", "Half green"])
  }

  @Test func channelsRGBKeepsThreeColumns() throws {
    let swatch = try decode("GIMP Palette\nChannels: RGB\n1 2 3 4 four\n").palette.allSwatches[0]
    #expect(swatch.color == .srgb8(1, 2, 3))
    #expect(swatch.name == "4 four")
  }

  @Test func readsOldFormatWithoutName() throws {
    let decoded = try decode("GIMP Palette\n# -- GIMP Palette file\n1 2 3 x\n")
    #expect(decoded.palette.name == nil)
    #expect(decoded.palette.columns == nil)
    #expect(decoded.palette.description == "-- GIMP Palette file")
    #expect(decoded.warnings.isEmpty)
  }

  @Test func readsColumnsWithoutNameWithPositionWarning() throws {
    let decoded = try decode("GIMP Palette\nColumns: 16\n#\n  0   0   0\tUntitled\n")
    #expect(decoded.palette.columns == 16)
    #expect(decoded.palette.name == nil)
    #expect(decoded.palette.swatchCount == 1)
    #expect(decoded.warnings.map(\.code) == ["gpl.header-position"])
    #expect(decoded.warnings.first?.location == .text(line: 2, column: 1))
  }

  @Test func emptyPaletteHasNoGroups() throws {
    let palette = try decode("GIMP Palette\nName: Empty\nColumns: 0\n#\n").palette
    #expect(palette.groups.isEmpty)
    #expect(palette.columns == 0)
    #expect(palette.name == "Empty")
  }

  @Test func headerValuesAreTrimmedAndMayBeEmpty() throws {
    let palette = try decode("GIMP Palette \nName:\tSpaced name  \nColumns:8\n").palette
    #expect(palette.name == "Spaced name")
    #expect(palette.columns == 8)
    #expect(try decode("GIMP Palette\nName: \n").palette.name == "")
  }

  @Test func keepsNonASCIINames() throws {
    let swatch = try decode("GIMP Palette\n1 2 3 墨 Café 🎨\n").palette.allSwatches[0]
    #expect(swatch.name == "墨 Café 🎨")
  }

  @Test func sniffsTheHeader() {
    let format = GPLFormat()
    #expect(format.sniff(Array("GIMP Palette\n".utf8)[...]) == .strong)
    #expect(format.sniff(([0xEF, 0xBB, 0xBF] + Array("GIMP Palette".utf8))[...]) == .strong)
    #expect(format.sniff(Array("GIMP Palett".utf8)[...]) == .none)
    #expect(format.sniff(Array("KDE RGB Palette\n".utf8)[...]) == .none)
    #expect(format.sniff(Array("ff0000\n".utf8)[...]) == .none)
    #expect(format.sniff([][...]) == .none)
    let sliced = Array("xxGIMP Palette\n".utf8)[2...]
    #expect(format.sniff(sliced) == .strong)
  }
}
