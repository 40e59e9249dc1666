import PaletteCore
import TestSupport
import Testing

@testable import PalettePAL

@Suite struct JASCTests {
  let format = JASCFormat()

  func decode(_ text: String) throws -> DecodedPalette {
    try format.decode(Array(text.utf8))
  }

  @Test func readsPaintShopProShape() throws {
    let decoded = try decode("JASC-PAL\r\n0100\r\n2\r\n255 0 0\r\n0 128 255\r\n")
    #expect(decoded.warnings.isEmpty)
    #expect(PALTest.hex(decoded.palette) == ["ff0000", "0080ff"])
    #expect(decoded.palette.allSwatches.allSatisfy { $0.name == nil && !$0.color.hasAlpha })
    #expect(
      decoded.palette.allSwatches.map(\.location) == [
        .text(line: 4, column: 1), .text(line: 5, column: 1),
      ])
  }

  @Test func readsLFByteOrderMarkTrailingSpacesAndNoFinalLineBreak() throws {
    let decoded = try format.decode(
      ASCII.byteOrderMark + Array("JASC-PAL\n0100 \n2\n 1 2 3 \n4\t5 6".utf8))
    #expect(PALTest.hex(decoded.palette) == ["010203", "040506"])
    #expect(PALTest.codes(decoded) == ["jasc.bom"])
  }

  @Test func readsAsepriteAlpha() throws {
    let decoded = try decode("JASC-PAL\n0100\n2\n255 0 0 128\n0 0 255 255\n")
    #expect(
      decoded.palette.allSwatches.map(\.color) == [
        .srgb8(255, 0, 0, alpha: 128), .srgb8(0, 0, 255),
      ])
  }

  @Test func aCountThatDisagreesIsAWarningAndTheLinesWin() throws {
    let decoded = try decode("JASC-PAL\n0100\n3\n1 1 1\n\n2 2 2\n")
    #expect(decoded.palette.swatchCount == 2)
    #expect(PALTest.codes(decoded) == ["jasc.count"])
    #expect(decoded.warnings[0].location == .text(line: 3, column: 1))
    #expect(
      decoded.warnings[0].message
        == "the header declares 3 colours but the file has 2 colour lines; the lines are read")
    let huge = try decode("JASC-PAL\n0100\n99999999999999999999\n1 1 1\n")
    #expect(huge.palette.swatchCount == 1)
    #expect(PALTest.codes(huge) == ["jasc.count"])
  }

  @Test func emptyPaletteWithCountZero() throws {
    let decoded = try decode("JASC-PAL\n0100\n0")
    #expect(decoded.palette.groups.isEmpty)
    #expect(decoded.warnings.isEmpty)
  }

  @Test func outOfRangeValuesAreClampedWithAWarning() throws {
    let decoded = try decode("JASC-PAL\n0100\n1\n300 -4 7\n")
    #expect(decoded.palette.allSwatches[0].color == .srgb8(255, 0, 7))
    #expect(PALTest.codes(decoded) == ["jasc.range", "jasc.range"])
    #expect(
      decoded.warnings.map(\.location) == [
        .text(line: 4, column: 1), .text(line: 4, column: 5),
      ])
  }

  @Test func anotherVersionIsAWarning() throws {
    let decoded = try decode("JASC-PAL\n0110\n1\n1 2 3\n")
    #expect(PALTest.codes(decoded) == ["jasc.version"])
    #expect(decoded.palette.swatchCount == 1)
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    var text: String
    var kind: PaletteError.Kind
    var testDescription: String { text.debugDescription }
  }

  @Test(arguments: [
    BadInput(text: "1️⃣GIMP Palette\n", kind: .invalidSignature),
    BadInput(text: "1️⃣JASC-PAL2\n0100\n0\n", kind: .invalidSignature),
    BadInput(text: "1️⃣", kind: .invalidSignature),
    BadInput(text: "JASC-PAL\n1️⃣", kind: .unexpectedEndOfInput),
    BadInput(text: "JASC-PAL\n0100\n1️⃣", kind: .unexpectedEndOfInput),
    BadInput(text: "JASC-PAL\n0100\n1️⃣sixteen\n", kind: .syntax),
    BadInput(text: "JASC-PAL\n0100\n1️⃣-1\n", kind: .syntax),
    BadInput(text: "JASC-PAL\n0100\n1\n1 2 1️⃣x\n", kind: .syntax),
    BadInput(text: "JASC-PAL\n0100\n1\n1 21️⃣\n", kind: .syntax),
    BadInput(text: "JASC-PAL\n0100\n1\n1 2 3 4 1️⃣5\n", kind: .syntax),
    BadInput(text: "JASC-PAL\n0100\n1\n1️⃣#ff0000\n", kind: .syntax),
  ])
  func badInputIsAnErrorAtItsPosition(_ input: BadInput) throws {
    let marked = MarkedText(input.text)
    #expect {
      try format.decode(marked.bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == input.kind && error.location == marked.markers[0]
        && error.format == "jasc"
    }
  }

  @Test func invalidUTF8AndHugeNumbersAreErrorsNotCrashes() throws {
    var bytes = Array("JASC-PAL\n0100\n1\n".utf8)
    bytes += [0xFF, 0xFE, 0x20, 0x31]
    #expect(throws: PaletteError.self) { try format.decode(bytes) }
    let huge = try decode("JASC-PAL\n0100\n1\n1 2 99999999999999999999999\n")
    #expect(huge.palette.allSwatches[0].color == .srgb8(1, 2, 255))
  }

  @Test func everyPrefixOfAValidFileDecodesOrFailsWithALocation() {
    let bytes = Fixtures.bytes("pal/real/DB16.pal")
    #expect(bytes.count == 186)
    let result = EveryPrefix.check(bytes) { (prefix) throws(PaletteError) in
      try format.decode(prefix)
    }
    // Up to the end of line 3 the header is incomplete; after it every prefix reads.
    #expect(result.failed > 0 && result.decoded > 0)
  }

  @Test func sniffing() {
    #expect(format.sniff(Array("JASC-PAL\r\n0100".utf8)[...]) == .strong)
    #expect(format.sniff((ASCII.byteOrderMark + Array("  JASC-PAL \n".utf8))[...]) == .strong)
    #expect(format.sniff(Array("JASC-PAL2\n".utf8)[...]) == .none)
    #expect(format.sniff(Array("GIMP Palette\n".utf8)[...]) == .none)
    #expect(format.sniff([][...]) == .none)
  }

  @Test func matchesGoldenFileByteForByte() throws {
    Golden.check(try format.encode(PALTest.goldenPalette), against: "pal/golden/golden-jasc.pal")
  }

  @Test func encodesConvertedColoursAndAnEmptyPalette() throws {
    let text = String(decoding: try format.encode(Palette()), as: UTF8.self)
    #expect(text == "JASC-PAL\r\n0100\r\n0\r\n")
    let cmyk = Palette(swatches: [
      Swatch(color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 1, black: 0)))
    ])
    #expect(String(decoding: try format.encode(cmyk), as: UTF8.self).hasSuffix("\r\n255 0 0\r\n"))
  }

  @Test func roundTripKeepsTheColours() throws {
    let original = try format.decode(Fixtures.bytes("pal/real/atari-800xl-palette.psppalette"))
    let again = try format.decode(format.encode(original.palette))
    #expect(again.warnings.isEmpty)
    #expect(again.palette == original.palette)
    // A file PaintShop Pro wrote, without the byte order mark and trailing spaces, comes back
    // byte for byte.
    let bytes = Fixtures.bytes("pal/golden/golden-jasc.pal")
    #expect(try format.encode(format.decode(bytes).palette) == bytes)
  }

  @Test func lossReportSpeaksForNamesAlphaAndGroups() {
    let codes = Set(format.losses(writing: PALTest.goldenPalette).map(\.code))
    #expect(codes.isSuperset(of: ["loss.names", "loss.alpha", "loss.groups"]))
  }
}
