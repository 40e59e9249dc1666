import PaletteCore
import TestSupport
import Testing

@testable import PaletteHex

/// A crafted file that must be rejected at a position.
struct HexErrorCase: Sendable, CustomTestStringConvertible {
  var file: String
  var line: Int
  var column: Int
  var testDescription: String { file }
}

@Suite struct HexListDiagnosticsTests {
  static let fixtureErrors = [
    HexErrorCase(file: "hex/invalid/bad-0x.hex", line: 2, column: 3),
    HexErrorCase(file: "hex/invalid/five-digits.hex", line: 3, column: 1),
    HexErrorCase(file: "hex/invalid/junk-bytes.hex", line: 2, column: 1),
    HexErrorCase(file: "hex/invalid/prose.txt", line: 3, column: 1),
  ]

  @Test func everyInvalidFixtureIsListed() {
    #expect(Fixtures.files(in: "hex/invalid") == Self.fixtureErrors.map(\.file))
  }

  @Test(arguments: fixtureErrors)
  func invalidFixtureFailsAtPosition(_ testCase: HexErrorCase) {
    let bytes = Fixtures.bytes(testCase.file)
    #expect(!bytes.isEmpty)
    let error = #expect(throws: PaletteError.self) { try HexListFormat().decode(bytes) }
    #expect(error?.kind == .syntax)
    #expect(error?.format == "hex")
    #expect(error?.location == .text(line: testCase.line, column: testCase.column))
  }

  @Test(arguments: [
    "1️⃣ff00f\n", "ff0000\n  1️⃣ff00000 seven\n", "1️⃣fffffffff\n", "1️⃣ff0000red\n", "1️⃣ff0000/red\n",
    "1️⃣0x\n", "1️⃣0xff00f\n", "\r\n\r\n 1️⃣zz\r\n", "1️⃣\u{7F}\n",
  ])
  func malformedLinesFailAtMarker(_ text: String) {
    let marked = MarkedText(text)
    let error = #expect(throws: PaletteError.self) { try HexListFormat().decode(marked.bytes) }
    #expect(error?.kind == .syntax)
    #expect(error?.location == marked.markers.first)
  }

  @Test func lonelyHashIsAComment() throws {
    #expect(try HexListFormat().decode(Array("#\n# \n##\n".utf8)).palette.swatchCount == 0)
  }

  @Test(arguments: [
    "1️⃣#12g456 typo\n", "ff0000\n  1️⃣#12345\n", "1️⃣#1\n",
    // Hex letters alone, of a length no colour has, are mistyped colours too.
    "1️⃣#fffff\n", "1️⃣#eeeeeee\n", "ff0000\n1️⃣#deadbeefcafe Brand\n", "1️⃣#ABCDEFABC\n",
  ])
  func mistypedHashColoursWarn(_ text: String) throws {
    let marked = MarkedText(text)
    let decoded = try HexListFormat().decode(marked.bytes)
    #expect(decoded.warnings.map(\.code) == ["hex.hash-comment"])
    #expect(decoded.warnings.map(\.location) == marked.markers)
  }

  @Test func wordsThatAreNotHexStayQuietComments() throws {
    let text = "#comment\n#Palette\n#fade\n#e-mail me\n#decoded\n"
    let decoded = try HexListFormat().decode(Array(text.utf8))
    #expect(decoded.warnings.isEmpty)
    // `#fade` is a colour of four digits; the others are comments.
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb8(0xFF, 0xAA, 0xDD, alpha: 0xEE)])
  }

  @Test func invalidUTF8NamesAreReadAsLatin1() throws {
    let decoded = try HexListFormat().decode(Fixtures.bytes("hex/warning/latin1-and-typo.hex"))
    #expect(decoded.palette.allSwatches.map(\.name) == ["Caf\u{E9}"])
    #expect(decoded.warnings.map(\.code) == ["hex.encoding", "hex.hash-comment"])
    #expect(
      decoded.warnings.map(\.location) == [.text(line: 1, column: 11), .text(line: 2, column: 1)])
  }

  @Test func megabyteLinesNeitherCrashNorHang() throws {
    let name = String(repeating: "n", count: 1 << 20)
    let named = try HexListFormat().decode(Array("ff0000 \(name)\n".utf8))
    #expect(named.palette.allSwatches.first?.name?.utf8.count == 1 << 20)
    let digits = String(repeating: "f", count: 1 << 20)
    let error = #expect(throws: PaletteError.self) {
      try HexListFormat().decode(Array("fff\n\(digits)\n".utf8))
    }
    #expect(error?.location == .text(line: 2, column: 1))
    #expect((error?.message.utf8.count ?? .max) < 200)
  }

  @Test func millionEntriesDecode() throws {
    let count = 1_000_000
    let line = Array("#1a2b3c\n".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(line.count * count)
    for _ in 0..<count { bytes.append(contentsOf: line) }
    let swatches = try HexListFormat().decode(bytes).palette.allSwatches
    #expect(swatches.count == count)
    #expect(swatches.last?.location == .text(line: count, column: 1))
    #expect(swatches.last?.color == .srgb8(0x1A, 0x2B, 0x3C))
  }
}
