import Testing

@testable import PaletteCore

/// The one JSON parser's parameters: nesting limit and what a repeated member name does.
@Suite struct JSONParserTests {
  static let repeated = Array(#"{"a": 1, "b": {"x": true}, "a": "two"}"#.utf8)

  @Test func aRepeatedNameIsAnErrorByDefault() {
    var parser = JSONParser(bytes: Self.repeated, format: "json")
    let error = #expect(throws: PaletteError.self) { try parser.parseDocument() }
    #expect(error?.kind == .invalidValue)
    #expect(error?.message == #"duplicate member name "a"; the first is at 1:2"#)
    #expect(error?.location == .text(line: 1, column: 28))
  }

  @Test func aRepeatedNameIsKeptAndListedWhenAsked() throws {
    var parser = JSONParser(bytes: Self.repeated, format: "dtcg", duplicateKeys: .keep)
    let root = try parser.parseDocument()
    #expect(root.members?.map(\.key) == ["a", "b", "a"])
    #expect(root.member("a")?.string == "two")
    #expect(parser.duplicateKeys.map(\.key) == ["a"])
    #expect(parser.duplicateKeys.first?.position == JSONPosition(offset: 27, line: 1, column: 28))
  }

  @Test func repeatsAreFoundInLargeObjectsToo() throws {
    // Past 16 members the parser indexes the names instead of searching them.
    let members = (0..<40).map { #""k\#($0)": \#($0)"# } + [#""k7": "again""#]
    let bytes = Array(("{" + members.joined(separator: ", ") + "}").utf8)
    var keeping = JSONParser(bytes: bytes, format: "dtcg", duplicateKeys: .keep)
    let root = try keeping.parseDocument()
    #expect(keeping.duplicateKeys.map(\.key) == ["k7"])
    #expect(root.member("k7")?.string == "again")
    var rejecting = JSONParser(bytes: bytes, format: "json")
    #expect(throws: PaletteError.self) { try rejecting.parseDocument() }
  }

  @Test(arguments: [64, 200])
  func nestingStopsAtTheLimitGiven(limit: Int) throws {
    let fits =
      Array(repeating: UInt8(ascii: "["), count: limit)
      + Array(repeating: UInt8(ascii: "]"), count: limit)
    var parser = JSONParser(bytes: fits, format: "json", maximumDepth: limit)
    _ = try parser.parseDocument()
    let deeper = [UInt8(ascii: "[")] + fits + [UInt8(ascii: "]")]
    var deep = JSONParser(bytes: deeper, format: "json", maximumDepth: limit)
    let error = #expect(throws: PaletteError.self) { try deep.parseDocument() }
    #expect(error?.kind == .limitExceeded)
    #expect(error?.location == .text(line: 1, column: limit + 1))
    #expect(error?.format == "json")
  }

  @Test func aLeadingZeroIsNamed() {
    var parser = JSONParser(bytes: Array(#"{"a": 01}"#.utf8), format: "dtcg")
    let error = #expect(throws: PaletteError.self) { try parser.parseDocument() }
    #expect(error?.message == "a number must not start with a leading zero")
    #expect(error?.location == .text(line: 1, column: 7))
  }

  @Test(arguments: [1, 15, 16, 17, 30])
  func aRepeatIsFoundWhereverTheFirstIs(members: Int) {
    // The repeat of the last member, at the 16-name boundary of the linear search and past it.
    let names = (0..<members).map { #""member name \#($0)": \#($0)"# }
    let text = "{" + names.joined(separator: ", ") + #", "member name \#(members - 1)": 0}"#
    var parser = JSONParser(bytes: Array(text.utf8), format: "json")
    let error = #expect(throws: PaletteError.self) { try parser.parseDocument() }
    let before = "{" + names.dropLast().map { $0 + ", " }.joined()
    let firstColumn = before.utf8.count + 1
    let expected =
      #"duplicate member name "member name \#(members - 1)"; the first is at 1:\#(firstColumn)"#
    #expect(error?.message == expected)
  }

  @Test func namesAreComparedWithTheirEscapesResolved() throws {
    let short = Array(#"{"ab": 1, "a\u0062": 2}"#.utf8)
    var parser = JSONParser(bytes: short, format: "dtcg", duplicateKeys: .keep)
    _ = try parser.parseDocument()
    #expect(parser.duplicateKeys.map(\.key) == ["ab"])
    #expect(parser.duplicateKeys.first?.position.column == 11)
    let long = Array(#"{"a long name": 1, "a long nam\u0065": 2, "a long namf": 3}"#.utf8)
    var keeping = JSONParser(bytes: long, format: "dtcg", duplicateKeys: .keep)
    _ = try keeping.parseDocument()
    #expect(keeping.duplicateKeys.map(\.key) == ["a long name"])
  }
}
