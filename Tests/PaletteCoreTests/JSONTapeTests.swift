import Testing

@testable import PaletteCore

/// The tape the one JSON parser records: kinds, extents, text, codes and positions.
@Suite struct JSONTapeTests {
  static let document = Array(
    "{\"a\": [1, -2.5e3, true],\r\n \"n\\u00e9\": null,\n\"long name\": {}}".utf8)

  static func tape(_ bytes: [UInt8]) throws -> JSONTape {
    var parser = JSONParser(bytes: bytes, format: "json")
    return try parser.parseTape()
  }

  @Test func entriesFollowDocumentOrder() throws {
    let tape = try Self.tape(Self.document)
    let kinds = tape.entries.map(\.kind)
    #expect(
      kinds == [
        .object, .string, .array, .number, .number, .true, .escapedString, .null, .string,
        .object,
      ])
    #expect(tape.end(of: 0) == 10)
    #expect(tape.end(of: 2) == 6)
    #expect(tape.end(of: 3) == 4)
    #expect(tape.count(0) == 3)
    #expect(tape.count(2) == 3)
    #expect(tape.count(9) == 0)
  }

  @Test func textAndNumbersAreReadFromTheBytes() throws {
    let tape = try Self.tape(Self.document)
    #expect(tape.string(1) == "a")
    #expect(tape.textRange(1) == 2..<3)
    #expect(tape.string(6) == "né")
    #expect(tape.textRange(6) == nil)
    #expect(Array(tape.utf8(6)) == Array("né".utf8))
    #expect(tape.string(8) == "long name")
    #expect(tape.text(8, equals: Array("long name".utf8)))
    #expect(!tape.text(8, equals: Array("long namf".utf8)))
    #expect(tape.text(6, equals: Array("né".utf8)))
    let number = tape.numberRange(4)
    #expect(String(decoding: Self.document[number], as: UTF8.self) == "-2.5e3")
  }

  @Test func codesMatchTheMemberCodesOfTheResolvedText() throws {
    let tape = try Self.tape(Self.document)
    #expect(tape.code(1) == JSONMember.code(of: "a"))
    #expect(tape.code(6) == JSONMember.code(of: "né"))
    #expect(tape.code(8) == 0)
    // A short string at the very end of the input, where fewer than 8 bytes follow it.
    let last = try Self.tape(Array(#""abc""#.utf8))
    #expect(last.code(0) == JSONMember.code(of: "abc"))
  }

  @Test func positionsCountCRLFAndLFLineBreaks() throws {
    let tape = try Self.tape(Self.document)
    #expect(tape.position(0) == JSONPosition(offset: 0, line: 1, column: 1))
    #expect(tape.position(6) == JSONPosition(offset: 27, line: 2, column: 2))
    #expect(tape.position(8) == JSONPosition(offset: 44, line: 3, column: 1))
    var hint = 0
    #expect(tape.position(6, from: &hint) == tape.position(6))
    #expect(hint == 1)
    #expect(tape.position(8, from: &hint) == tape.position(8))
    // Going back falls back to the search.
    #expect(tape.position(1, from: &hint) == JSONPosition(offset: 1, line: 1, column: 2))
    #expect(hint == 0)
  }

  @Test func aLoneCarriageReturnEndsALineAndABOMIsSkipped() throws {
    let tape = try Self.tape([0xEF, 0xBB, 0xBF] + Array("[1,\r2]".utf8))
    #expect(tape.position(0) == JSONPosition(offset: 3, line: 1, column: 4))
    #expect(tape.position(2) == JSONPosition(offset: 7, line: 2, column: 1))
  }

  @Test func theTreeIsBuiltFromTheTape() throws {
    var parser = JSONParser(bytes: Self.document, format: "json")
    let root = try parser.parseDocument()
    #expect(root.members?.map(\.key) == ["a", "né", "long name"])
    #expect(root.member("né")?.position == JSONPosition(offset: 38, line: 2, column: 13))
    #expect(root.members?[1].keyPosition == JSONPosition(offset: 27, line: 2, column: 2))
    #expect(root.member("a")?.elements?.count == 3)
    #expect(root.member("long name")?.members?.isEmpty == true)
  }
}
