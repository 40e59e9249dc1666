import Testing

@testable import PaletteCore

/// The parser's eight-bytes-at-a-time scans (plain string bytes, runs of spaces) stop at the
/// right byte wherever it falls in a word, and near the end of the input.
@Suite struct JSONScanTests {
  static func parse(_ text: String) throws(PaletteError) -> JSONTape {
    var parser = JSONParser(bytes: Array(text.utf8), format: "json")
    return try parser.parseTape()
  }

  @Test(arguments: 0..<20)
  func stringsEndAtTheirQuoteAndResolveEscapes(prefix: Int) throws {
    let head = String(repeating: "a", count: prefix)
    for tail in 0..<10 {
      let rest = String(repeating: "b", count: tail)
      let plain = try Self.parse("[\"\(head)\(rest)\", 1]")
      #expect(plain.string(1) == head + rest)
      #expect(plain.kind(2) == .number)
      let escaped = try Self.parse("[\"\(head)\\n\\\"\(rest)\"]")
      #expect(escaped.string(1) == head + "\n\"" + rest)
      let accented = try Self.parse("[\"\(head)é墨\(rest)\"]")
      #expect(accented.string(1) == head + "é墨" + rest)
      let delete = try Self.parse("[\"\(head)\u{7F}~\(rest)\"]")
      #expect(delete.string(1) == head + "\u{7F}~" + rest)
    }
  }

  @Test(arguments: 0..<20)
  func aControlCharacterIsFoundWhereItIs(prefix: Int) {
    let head = String(repeating: "a", count: prefix)
    for control in [0x01, 0x09, 0x1F] as [UInt8] {
      var bytes = Array("[\"\(head)".utf8)
      bytes.append(control)
      bytes += Array("bbbbbbbbbb\"]".utf8)
      var parser = JSONParser(bytes: bytes, format: "json")
      let error = #expect(throws: PaletteError.self) { try parser.parseTape() }
      #expect(error?.location == .text(line: 1, column: prefix + 3))
      #expect(error?.message.hasPrefix("control character U+00") == true)
    }
  }

  @Test(arguments: 0..<20)
  func invalidUTF8IsFoundWhereItIs(prefix: Int) {
    let head = String(repeating: "a", count: prefix)
    let bytes = Array("[\"\(head)".utf8) + [0xFF] + Array("bbbbbbbbbb\"]".utf8)
    var parser = JSONParser(bytes: bytes, format: "json")
    let error = #expect(throws: PaletteError.self) { try parser.parseTape() }
    #expect(error?.kind == .invalidEncoding)
    #expect(error?.location == .text(line: 1, column: prefix + 3))
  }

  @Test func anUnterminatedStringEndsTheInputAtAnyLength() {
    for length in 0..<20 {
      let text = "[\"" + String(repeating: "a", count: length)
      var parser = JSONParser(bytes: Array(text.utf8), format: "json")
      let error = #expect(throws: PaletteError.self) { try parser.parseTape() }
      #expect(error?.kind == .unexpectedEndOfInput)
      #expect(error?.location == .text(line: 1, column: length + 3))
    }
  }

  @Test(arguments: 0..<20)
  func runsOfSpacesAndLineBreaksKeepPositions(spaces: Int) throws {
    let indent = String(repeating: " ", count: spaces)
    let text = "[\n\(indent)1,\r\n\(indent)\t2,\r\(indent)3 ,  \(indent)4\(indent)]\(indent)"
    let tape = try Self.parse(text)
    #expect(tape.position(1) == JSONPosition(offset: 2 + spaces, line: 2, column: spaces + 1))
    #expect(tape.position(2).line == 3)
    #expect(tape.position(2).column == spaces + 2)
    #expect(tape.position(3).line == 4)
    #expect(tape.position(3).column == spaces + 1)
    #expect(tape.count(0) == 4)
    let after = text + "x"
    var parser = JSONParser(bytes: Array(after.utf8), format: "json")
    let error = #expect(throws: PaletteError.self) { try parser.parseTape() }
    #expect(error?.message == "unexpected 'x' after the end of the JSON document")
  }
}
