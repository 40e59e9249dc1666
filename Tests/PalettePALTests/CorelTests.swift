import PaletteCore
import TestSupport
import Testing

@testable import PalettePAL

@Suite struct CorelTests {
  let format = CorelPaletteFormat()

  func decode(_ text: String) throws -> DecodedPalette {
    try format.decode(Array(text.utf8))
  }

  @Test func readsNamesAndInkPercentages() throws {
    let decoded = try decode(
      "\"Black\"                           0   0   0 100\r\n\"90% Black\"\t0 0 0 90 \r\n")
    #expect(decoded.warnings.isEmpty)
    #expect(
      decoded.palette.allSwatches == [
        Swatch(name: "Black", color: PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 0, black: 1))),
        Swatch(
          name: "90% Black",
          color: PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 0, black: Float(0.9)))),
      ])
    #expect(
      decoded.palette.allSwatches.map(\.location) == [
        .text(line: 1, column: 1), .text(line: 2, column: 1),
      ])
  }

  @Test func theNameRunsFromTheFirstToTheLastQuote() throws {
    let decoded = try decode("\"Jade\"Forever\"\"   0  20  12  44\r\n\"\" 1 2 3 4\r\n")
    #expect(decoded.palette.allSwatches.map(\.name) == ["Jade\"Forever\"", ""])
    let full = try decode("\"Pink Diamond\"0   12  8   6   \r\n")
    #expect(full.palette.allSwatches.map(\.name) == ["Pink Diamond"])
    #expect(
      decoded.palette.allSwatches[0].color
        == PaletteColor(
          .cmyk(cyan: 0, magenta: Float(0.2), yellow: Float(0.12), black: Float(0.44))))
  }

  @Test func theDOSEndOfFileByteEndsTheText() throws {
    let clean = try format.decode(Array("\"A\" 1 2 3 4\r\n".utf8) + [0x1A])
    #expect(clean.palette.swatchCount == 1)
    #expect(clean.warnings.isEmpty)
    let after = try format.decode(Array("\"A\" 1 2 3 4\r\n".utf8) + [0x1A] + Array("junk".utf8))
    #expect(PALTest.codes(after) == ["corel.after-end"])
    #expect(after.palette.swatchCount == 1)
  }

  @Test func namesAreWindows1252UnlessTheFileIsUTF8() throws {
    let ansi = try format.decode(
      [0x22, 0x43, 0x61, 0x66, 0xE9, 0x20, 0x80, 0x22] + Array(" 0 0 0 0\r\n".utf8))
    #expect(ansi.palette.allSwatches[0].name == "Café €")
    #expect(PALTest.codes(ansi) == ["corel.encoding"])
    #expect(ansi.warnings[0].severity == .note)
    #expect(ansi.warnings[0].location == .text(line: 1, column: 5))
    let utf8 = try decode("\"Café €\" 0 0 0 0\r\n")
    #expect(utf8.palette.allSwatches[0].name == "Café €")
    #expect(utf8.warnings.isEmpty)
  }

  @Test func valuesOver100AreClamped() throws {
    let decoded = try decode("\"A\" 101 0 0 0\n")
    #expect(PALTest.codes(decoded) == ["corel.range"])
    #expect(decoded.palette.allSwatches[0].color.components.values == [1, 0, 0, 0])
    let huge = try decode("\"A\" 0 0 -5 99999999999999999999999\n")
    #expect(huge.palette.allSwatches[0].color.components.values == [0, 0, 0, 1])
    #expect(
      huge.warnings.map(\.location) == [.text(line: 1, column: 9), .text(line: 1, column: 12)])
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    var text: String
    var testDescription: String { text.debugDescription }
  }

  @Test(arguments: [
    BadInput(text: "1️⃣Black 0 0 0 100\n"),
    BadInput(text: "1️⃣\"Black 0 0 0 100\n"),
    BadInput(text: "\"A\" 1 2 31️⃣\n"),
    BadInput(text: "\"A\" 1 2 3 4 1️⃣5\n"),
    BadInput(text: "\"A\" 1 2 1️⃣3.5 4\n"),
    BadInput(text: "\"A\" 1 2 3 4\n1️⃣GIMP Palette\n"),
  ])
  func badInputIsASyntaxErrorAtItsPosition(_ input: BadInput) throws {
    let marked = MarkedText(input.text)
    #expect {
      try format.decode(marked.bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == .syntax && error.location == marked.markers[0]
    }
  }

  @Test func emptyInputIsAnEmptyPalette() throws {
    #expect(try format.decode([]).palette.groups.isEmpty)
    #expect(try format.decode([0x1A]).palette.groups.isEmpty)
  }

  @Test func everyPrefixOfARealFileDecodesOrFailsWithALocation() {
    let bytes = Fixtures.bytes("pal/real/WithQuote.PAL")
    #expect(bytes.count == 1714)
    let result = EveryPrefix.check(bytes) { (prefix) throws(PaletteError) in
      try format.decode(prefix)
    }
    #expect(result.decoded > 0 && result.failed > 0)
  }

  @Test func sniffing() {
    #expect(format.sniff(Array("\r\n\"Black\" 0 0 0 100\r\n".utf8)[...]) == .weak)
    #expect(format.sniff(Array("\"Black\" 0 0 0\r\n".utf8)[...]) == .none)
    #expect(format.sniff(Array("JASC-PAL\r\n".utf8)[...]) == .none)
    #expect(format.sniff(Array("--x: \"a\";".utf8)[...]) == .none)
  }
}
