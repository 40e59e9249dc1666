import Testing

@testable import PaletteCore

/// `JSONMemberWalk`: the root object and its colour list that the JSON dialects share, and
/// members taken one per key as browsers take them.
@Suite struct JSONMemberWalkTests {
  private func root(_ text: String) throws -> JSONNode {
    var parser = JSONParser(bytes: Array(text.utf8), format: "t", duplicateKeys: .keep)
    return try parser.parseDocument()
  }

  @Test func theListMemberIsFoundAndItsEntriesRead() throws {
    let walk = try JSONMemberWalk(
      try root(#"{"name": "x", "colors": [1, 2]}"#), listMember: "colors", document: "T palette",
      format: "t")
    #expect(walk.members.map(\.key) == ["name", "colors"])
    #expect(try walk.entries().count == 2)
  }

  @Test func aWrongRootOrListIsRefusedWhereItIs() throws {
    func failure(_ text: String) throws -> PaletteError? {
      do {
        let walk = try JSONMemberWalk(
          try root(text), listMember: "colors", document: "T palette", format: "t")
        _ = try walk.entries()
        return nil
      } catch { return error as? PaletteError }
    }
    let array = try failure("[]")
    #expect(array?.kind == .invalidSignature)
    #expect(array?.message == "not a T palette: the document is an array, not an object")
    let missing = try failure(#"{"a": 1, "b": 2}"#)
    #expect(
      missing?.message == #"not a T palette: the object has no "colors" member; found 'a', 'b'"#)
    #expect(
      try failure("{}")?.message
        == #"not a T palette: the object has no "colors" member; it is empty"#)
    let notArray = try failure("{\n  \"colors\": 5}")
    #expect(notArray?.kind == .invalidValue)
    #expect(notArray?.message == #""colors" must be an array, found a number"#)
    #expect(notArray?.location == .text(line: 2, column: 13))
  }

  @Test func repeatedKeysKeepTheFirstPlaceAndTheLastValue() throws {
    let node = try root(#"{"a": 1, "b": 2, "a": 3}"#)
    let members = JSONMemberWalk.distinct(node.members ?? [])
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members.first?.value.numberText(in: Array(#"{"a": 1, "b": 2, "a": 3}"#.utf8)) == "3")
  }
}
