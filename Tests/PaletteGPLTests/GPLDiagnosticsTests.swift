import PaletteCore
import TestSupport
import Testing

@testable import PaletteGPL

/// A crafted file that must be rejected, with the error kind and position it must report.
struct GPLErrorCase: Sendable, CustomTestStringConvertible {
  var file: String
  var kind: PaletteError.Kind
  var line: Int
  var column: Int
  var testDescription: String { file }
}

@Suite struct GPLDiagnosticsTests {
  static let fixtureErrors = [
    GPLErrorCase(file: "bad-header.gpl", kind: .invalidSignature, line: 1, column: 1),
    GPLErrorCase(file: "missing-header.gpl", kind: .invalidSignature, line: 1, column: 1),
    GPLErrorCase(file: "missing-blue.gpl", kind: .syntax, line: 4, column: 8),
    GPLErrorCase(file: "junk-bytes.gpl", kind: .syntax, line: 4, column: 1),
    GPLErrorCase(file: "letter-in-number.gpl", kind: .syntax, line: 4, column: 5),
    GPLErrorCase(file: "bad-columns.gpl", kind: .invalidValue, line: 3, column: 10),
    GPLErrorCase(file: "bad-channels.gpl", kind: .invalidValue, line: 2, column: 11),
    GPLErrorCase(file: "missing-alpha-crlf.gpl", kind: .syntax, line: 5, column: 13),
  ]

  @Test func everyInvalidFixtureIsListed() {
    #expect(
      Fixtures.files(in: "gpl/invalid", ext: "gpl")
        == Self.fixtureErrors.map { "gpl/invalid/\($0.file)" }.sorted())
  }

  @Test(arguments: fixtureErrors)
  func invalidFixtureFailsAtPosition(_ testCase: GPLErrorCase) {
    let bytes = Fixtures.bytes("gpl/invalid/\(testCase.file)")
    #expect(!bytes.isEmpty)
    let error = #expect(throws: PaletteError.self) { try GPLFormat().decode(bytes) }
    #expect(error?.kind == testCase.kind)
    #expect(error?.format == "gpl")
    #expect(error?.location == .text(line: testCase.line, column: testCase.column))
  }

  @Test(
    arguments: [
      ("1️⃣GIMP Pallete\n1 2 3\n", PaletteError.Kind.invalidSignature),
      ("1️⃣", .invalidSignature),
      ("1️⃣\n", .invalidSignature),
      ("1️⃣ GIMP Palette\n", .invalidSignature),
      ("GIMP Palette\n255 0 1️⃣\n", .syntax),
      ("GIMP Palette\n255 1️⃣0x 0\n", .syntax),
      ("GIMP Palette\n1 2 1️⃣3.5 name\n", .syntax),
      ("GIMP Palette\n1️⃣- 2 3\n", .syntax),
      ("GIMP Palette\n1 2 1️⃣3#name\n", .syntax),
      ("GIMP Palette\n1️⃣hello world\n", .syntax),
      ("GIMP Palette\n  1️⃣@ 1 2 3\n", .syntax),
      ("GIMP Palette\r\n1 2 3\r\n4 5 1️⃣\r\n", .syntax),
      ("GIMP Palette\r1 2 3\r\t4\t1️⃣x\t6\r", .syntax),
      ("GIMP Palette\nChannels: RGBA\n1 2 3 1️⃣\n", .syntax),
      ("GIMP Palette\nChannels: RGBA\n1 2 3 1️⃣Name\n", .syntax),
      ("GIMP Palette\nName: n\nColumns: 1️⃣4.5\n", .invalidValue),
      ("GIMP Palette\nName: n\nColumns: 1️⃣\n", .invalidValue),
      ("GIMP Palette\nChannels: 1️⃣rgba\n", .invalidValue),
    ] as [(String, PaletteError.Kind)])
  func malformedTextFailsAtMarker(_ text: String, _ kind: PaletteError.Kind) {
    let marked = MarkedText(text)
    let error = #expect(throws: PaletteError.self) { try GPLFormat().decode(marked.bytes) }
    #expect(error?.kind == kind)
    #expect(error?.location == marked.markers.first)
  }

  @Test(arguments: [
    ("GIMP Palette\n1️⃣300 2️⃣-5 128 Out\n", "gpl.out-of-range"),
    ("GIMP Palette\n0 0 1️⃣99999999999999999999999 Huge\n", "gpl.out-of-range"),
    ("GIMP Palette\n1 2 3 x\n1️⃣  \t \n", "gpl.blank-line"),
    ("GIMP Palette\n1 2 3 x\n1️⃣Name: late\n", "gpl.late-header"),
    ("GIMP Palette\n1️⃣Author: me\n1 2 3\n", "gpl.unknown-header"),
    ("GIMP Palette\n# c\n1️⃣Name: second line\n", "gpl.header-position"),
    ("GIMP Palette\nName: a\n1️⃣Name: b\n", "gpl.duplicate-header"),
    ("GIMP Palette\nName: a\nColumns: 1️⃣300\n", "gpl.columns-range"),
    ("GIMP Palette 1️⃣v2\n", "gpl.header-text"),
  ])
  func recoverableOdditiesWarnAtMarkers(_ text: String, _ code: String) throws {
    let marked = MarkedText(text)
    let decoded = try GPLFormat().decode(marked.bytes)
    #expect(decoded.warnings.map(\.code) == Array(repeating: code, count: marked.markers.count))
    #expect(decoded.warnings.map(\.location) == marked.markers)
    #expect(decoded.warnings.allSatisfy { $0.severity == .warning })
  }

  @Test func outOfRangeValuesAreClamped() throws {
    let decoded = try GPLFormat().decode(Fixtures.bytes("gpl/warning/out-of-range.gpl"))
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb8(255, 0, 128)])
    #expect(
      decoded.warnings.map(\.location) == [.text(line: 4, column: 1), .text(line: 4, column: 6)])
    #expect(decoded.warnings.map(\.code) == ["gpl.out-of-range", "gpl.out-of-range"])
  }

  @Test func invalidUTF8NameIsReadAsLatin1() throws {
    let decoded = try GPLFormat().decode(Fixtures.bytes("gpl/warning/latin1-name.gpl"))
    #expect(decoded.palette.allSwatches.map(\.name) == ["Caf\u{E9} cr\u{E8}me"])
    #expect(decoded.warnings.map(\.code) == ["gpl.encoding"])
    #expect(decoded.warnings.first?.location == .text(line: 4, column: 16))
  }

  @Test func invalidUTF8InHeaderAndCommentsIsReadAsLatin1() throws {
    let bytes = Array("GIMP Palette\nName: A".utf8) + [0xE0, 0x41] + Array("\n# ".utf8) + [0xFF]
    let decoded = try GPLFormat().decode(bytes + [0x0A])
    #expect(decoded.palette.name == "A\u{E0}A")
    #expect(decoded.palette.description == "\u{FF}")
    #expect(
      decoded.warnings.map(\.location) == [.text(line: 2, column: 8), .text(line: 3, column: 3)])
  }

  @Test func overlongAndSurrogateEncodingsAreNotUTF8() throws {
    for sequence: [UInt8] in [
      [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] {
      let bytes = Array("GIMP Palette\n1 2 3 ".utf8) + sequence + [0x0A]
      let decoded = try GPLFormat().decode(bytes)
      #expect(decoded.warnings.map(\.code) == ["gpl.encoding"])
      #expect(decoded.palette.allSwatches.first?.name?.unicodeScalars.count == sequence.count)
    }
  }

  @Test func megabyteNameIsKept() throws {
    let name = String(repeating: "n", count: 1 << 20)
    let decoded = try GPLFormat().decode(Array("GIMP Palette\n1 2 3 \(name)\n4 5 6 next\n".utf8))
    #expect(decoded.palette.allSwatches.map { $0.name?.utf8.count } == [1 << 20, 4])
  }

  @Test func megabyteJunkLineFailsAtItsStart() {
    let junk = String(repeating: "x", count: 1 << 20)
    let error = #expect(throws: PaletteError.self) {
      try GPLFormat().decode(Array("GIMP Palette\n1 2 3\n\(junk)\n".utf8))
    }
    #expect(error?.kind == .syntax)
    #expect(error?.location == .text(line: 3, column: 1))
    #expect((error?.message.utf8.count ?? .max) < 200)
  }

  @Test func megabyteNumberIsClampedNotOverflowed() throws {
    let digits = String(repeating: "9", count: 1 << 20)
    let decoded = try GPLFormat().decode(Array("GIMP Palette\n\(digits) 0 0\n".utf8))
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb8(255, 0, 0)])
    #expect(decoded.warnings.map(\.location) == [.text(line: 2, column: 1)])
  }

  @Test func millionEntriesDecode() throws {
    let count = 1_000_000
    var bytes = Array("GIMP Palette\nName: Big\n".utf8)
    let line = Array(" 10  20  30\tN\n".utf8)
    bytes.reserveCapacity(bytes.count + line.count * count)
    for _ in 0..<count { bytes.append(contentsOf: line) }
    let palette = try GPLFormat().decode(bytes).palette
    #expect(palette.swatchCount == count)
    #expect(palette.groups[0].swatches.last?.location == .text(line: count + 2, column: 2))
    #expect(palette.groups[0].swatches.last?.color == .srgb8(10, 20, 30))
  }

  @Test func everyPrefixOfARealFileDecodesOrFailsWithPosition() {
    let bytes = Fixtures.bytes("gpl/real/atari-800xl-palette.gpl")
    #expect(bytes.count > 1000)
    EveryPrefix.check(bytes, step: 7, with: GPLFormat())
  }
}
