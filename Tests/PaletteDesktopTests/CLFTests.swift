import PaletteCore
import PaletteDesktop
import PaletteKit
import TestSupport
import Testing

@Suite struct CLFTests {
  let format = CLFFormat()

  @Test func readsNamesAndLabWithDecimalCommasOrPoints() throws {
    let decoded = try format.decode(Fixtures.bytes("clf/sample.clf"))
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["Sand", "Straw", "Signal white", nil])
    // The values as the file writes them, a comma or a point before the fraction.
    #expect(swatches[0].color == PaletteColor(.lab(l: 76.022, a: -0.366, b: 27.636)))
    #expect(swatches[1].color == PaletteColor(.lab(l: 73.595, a: 5.518, b: 26.95)))
    #expect(swatches[2].color == PaletteColor(.lab(l: 94.2, a: -0.9, b: 2.1)))
    #expect(swatches[3].location == .text(line: 5, column: 1))
    // Lab 50/0/0 (D50) is the sRGB grey #777777.
    #expect(swatches[3].color.rgba8 == RGBA8(red: 0x77, green: 0x77, blue: 0x77))
  }

  @Test func crlfAndAByteOrderMarkAreRead() throws {
    let decoded = try format.decode(Array("\u{FEFF}A\t10\t1\t-1\r\nB\t20\t2\t-2\r\n".utf8))
    #expect(decoded.palette.allSwatches.map(\.name) == ["A", "B"])
  }

  @Test func aNameThatIsNotUTF8IsReadAsLatin1WithAWarning() throws {
    let decoded = try format.decode([
      0x43, 0x61, 0x66, 0xE9, 0x09, 0x35, 0x30, 0x09, 0x30, 0x09, 0x30,
    ])
    #expect(decoded.palette.allSwatches[0].name == "Café")
    #expect(decoded.warnings.map(\.code) == ["clf.encoding"])
  }

  @Test(arguments: [
    BadInputCase(
      name: "two tabs", text: "Sand\t76\t0\n", kind: .syntax,
      message: "expected a name and three Lab values separated by tabs; the line has 2 tabs",
      location: .text(line: 1, column: 10)),
    BadInputCase(
      name: "four tabs", text: "Sand\t76\t0\t1\t2\n", kind: .syntax,
      message: "expected a name and three Lab values separated by tabs; the line has 4 tabs",
      location: .text(line: 1, column: 12)),
    BadInputCase(
      name: "not a number", text: "A\t1\t2\t3\nSand\t76\tx\t1\n", kind: .syntax,
      message: "invalid a value 'x'; expected a decimal number", location: .text(line: 2, column: 9)
    ),
    BadInputCase(
      name: "NaN", text: "Sand\tnan\t0\t1\n", kind: .syntax,
      message: "invalid L value 'nan'; expected a decimal number",
      location: .text(line: 1, column: 6)),
    BadInputCase(
      name: "both separators", text: "Sand\t7,6.1\t0\t1\n", kind: .syntax,
      message: "invalid L value '7,6.1'; expected a decimal number",
      location: .text(line: 1, column: 6)),
    BadInputCase(
      name: "L out of range", text: "Sand\t100,5\t0\t1\n", kind: .invalidValue,
      message: "L value 100,5 is outside 0...100", location: .text(line: 1, column: 6)),
    BadInputCase(
      name: "b out of range", text: "Sand\t50\t0\t1e3\n", kind: .syntax,
      message: "invalid b value '1e3'; expected a decimal number",
      location: .text(line: 1, column: 11)),
    BadInputCase(
      name: "huge b", text: "Sand\t50\t0\t-250\n", kind: .invalidValue,
      message: "b value -250 is outside -200...200", location: .text(line: 1, column: 11)),
  ])
  func badInputIsAnErrorWithAPosition(_ input: BadInputCase) {
    input.expectRefused(format: "clf") { _ = try format.decode($0) }
  }

  @Test func everyPrefixOfAFileDecodesOrThrowsWithAPosition() {
    EveryPrefix.check(Fixtures.bytes("clf/sample.clf"), with: format)
  }

  @Test func sniffingIsWeakAndTheExtensionDecides() {
    func sniff(_ text: String) -> DetectionConfidence { format.sniff(Array(text.utf8)[...]) }
    #expect(sniff("Sand\t76,022\t-0,366\t27,636\n") == .weak)
    #expect(sniff("Sand\t76\t0\t1\nStraw\t7") == .weak)
    #expect(sniff("Sand 76 0 1\n") == .none)
    #expect(sniff("name\tL\ta\tb\n") == .none)
    #expect(sniff("GIMP Palette\n") == .none)
    #expect(sniff("") == .none)
    let registry = FormatRegistry.builtIn
    let bytes = Fixtures.bytes("clf/sample.clf")
    #expect(registry.detect(bytes: bytes, pathExtension: "clf").identifier == "clf")
    #expect(registry.detect(bytes: bytes, pathExtension: nil).identifier == "clf")
  }
}
