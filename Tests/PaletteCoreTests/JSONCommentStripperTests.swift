import Testing

@testable import PaletteCore

@Suite struct JSONCommentStripperTests {
  func strip(_ text: String) throws(PaletteError) -> String {
    String(decoding: try JSONCommentStripper.strip(Array(text.utf8), format: "test"), as: UTF8.self)
  }

  @Test func commentsAndTrailingCommasBecomeSpacesInPlace() throws {
    let text = "{ // one\n  \"a\": [1, 2, /* x\n y */ ],\n  \"b\": \"// kept /* too */\",\n}"
    let stripped = try strip(text)
    #expect(
      stripped == "{       \n  \"a\": [1, 2      \n      ],\n  \"b\": \"// kept /* too */\" \n}")
    #expect(stripped.utf8.count == text.utf8.count)
    var parser = JSONParser(bytes: Array(stripped.utf8), format: "test")
    let root = try parser.parseDocument()
    #expect(root.member("b")?.string == "// kept /* too */")
  }

  @Test func anEscapedQuoteDoesNotEndAString() throws {
    #expect(try strip("[\"a\\\" // b\", 1,]") == "[\"a\\\" // b\", 1 ]")
  }

  @Test func strictJSONIsReturnedAsItIs() throws {
    let text = "{\"a\": [1, 2]}"
    #expect(try strip(text) == text)
  }

  @Test func anUnclosedCommentOrInvalidUTF8IsAnError() {
    #expect(throws: PaletteError.self) { try strip("[1 /* open") }
    let error = #expect(throws: PaletteError.self) {
      try JSONCommentStripper.strip(Array("[1, // ".utf8) + [0xC0, 0x80], format: "test")
    }
    #expect(error?.kind == .invalidEncoding)
    #expect(error?.location == .text(line: 1, column: 5))
  }
}
