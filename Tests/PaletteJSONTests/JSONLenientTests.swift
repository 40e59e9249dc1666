import PaletteCore
import TestSupport
import Testing

@testable import PaletteJSON

/// The reader accepts what people write by hand: a byte order mark, CRLF, tabs, any member
/// order, lower-case hex, escapes, explicit defaults, and unknown members (with a warning).
@Suite struct JSONLenientTests {
  let format = JSONPaletteFormat()

  @Test func handWrittenFileDecodes() throws {
    let decoded = try format.decode(Fixtures.bytes("json/lenient/hand-written.json"))
    let expected = Palette(groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Orange", color: .srgb8(0xFF, 0x88, 0x00)),
        Swatch(color: PaletteColor(.oklch(l: 0.25, c: 0.5, h: 750))),
        Swatch(name: "Opaque / é🎨", color: .srgb8(0xAB, 0x12, 0xCD)),
      ]),
      PaletteGroup(name: "Future", swatches: [Swatch(color: .srgb8(0, 0, 0))]),
    ])
    #expect(decoded.palette == expected)
    #expect(decoded.palette.groups[0].swatches[0].location == .text(line: 7, column: 4))
    #expect(
      decoded.warnings.map(\.location) == [
        .text(line: 10, column: 6), .text(line: 13, column: 38), .text(line: 16, column: 2),
      ])
    #expect(
      decoded.warnings.map(\.message) == [
        "unknown member \"comment\" in /groups/0 is ignored",
        "unknown member \"tint\" in /groups/1/swatches/0 is ignored",
        "unknown member \"author\" at the top level is ignored",
      ])
    #expect(
      decoded.warnings.allSatisfy { $0.severity == .warning && $0.code == "json.unknown-member" })
  }

  @Test func tokenPositionsAgreeWithSourceLocation() throws {
    // Locations tracked while parsing must equal the ones computed from byte offsets.
    let bytes = Fixtures.bytes("json/lenient/hand-written.json")
    let palette = try format.decode(bytes).palette
    let objectStarts = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }
    let swatchStarts = [objectStarts[2], objectStarts[3], objectStarts[4], objectStarts[6]]
    #expect(
      palette.allSwatches.map(\.location)
        == swatchStarts.map { SourceLocation.text(offset: $0, in: bytes) })
    #expect(
      palette.groups.map(\.location)
        == [objectStarts[1], objectStarts[5]].map { SourceLocation.text(offset: $0, in: bytes) })
  }

  @Test func unknownMemberNamesAreQuotedAsWritten() throws {
    let text = #"{"format": "palconv-palette", "version": 1, "groups": [], "a/b~c": 1}"#
    let decoded = try format.decode(Array(text.utf8))
    #expect(
      decoded.warnings.map(\.message) == ["unknown member \"a/b~c\" at the top level is ignored"])
  }

  @Test func numbersInAnySpellingReadAsTheNearestFloat() throws {
    let text = """
      {"format": "palconv-palette", "version": 1, "groups": [{"swatches": [
        {"model": "lab", "values": [1E2, 0.50000000000000000000001, -2.5e-1]},
        {"model": "gray", "values": [1e-50]}
      ]}]}
      """
    let swatches = try format.decode(Array(text.utf8)).palette.allSwatches
    #expect(swatches[0].color.components == .lab(l: 100, a: 0.5, b: -0.25))
    // Underflow rounds to zero like any other rounding; only overflow is an error.
    #expect(swatches[1].color.components == .gray(0))
  }

  @Test func escapedAndRawTextDecodeToTheSameString() throws {
    let text = #"""
      {"format": "palconv-palette", "version": 1, "name": "\u00e9\ud83c\udfa8\/\b\f", "groups": []}
      """#
    let palette = try format.decode(Array(text.utf8)).palette
    #expect(palette.name.map { Array($0.utf8) } == Array("é🎨/\u{8}\u{C}".utf8))
  }
}

extension JSONLenientTests {
  @Test func pointersEscapeTildeAndSlash() {
    let pointer = JSONPointer.root.appending("groups").appending(3).appending("a/b~c")
    #expect(pointer.description == "/groups/3/a~1b~0c")
    #expect(JSONPointer.root.description == "(document)")
    #expect(JSONPointer.root.isRoot && !pointer.isRoot)
  }
}
