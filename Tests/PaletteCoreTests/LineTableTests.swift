import Testing

@testable import PaletteCore

/// `LineTable`, the one line table of every text reader (CSS, Sass, XML, JSON): line and
/// column of byte offsets, by search and walking forward.
@Suite struct LineTableTests {
  @Test func lineTableFindsLineAndColumn() {
    let text =
      Array("ab\ncd\r\nef\rg".utf8) + Array(repeating: UInt8(ascii: "x"), count: 20)
      + [UInt8(ascii: "\n"), UInt8(ascii: "z")]
    let lines = LineTable(text)
    #expect(lines.location(ofOffset: 0) == .text(line: 1, column: 1))
    #expect(lines.location(ofOffset: 2) == .text(line: 1, column: 3))
    #expect(lines.location(ofOffset: 3) == .text(line: 2, column: 1))
    // Inside `\r\n`: the line the pair ends.
    #expect(lines.location(ofOffset: 6) == .text(line: 2, column: 4))
    #expect(lines.location(ofOffset: 7) == .text(line: 3, column: 1))
    #expect(lines.location(ofOffset: 10) == .text(line: 4, column: 1))
    // The eight-byte skip stops at the line feed after the run of `x`.
    #expect(lines.location(ofOffset: 32) == .text(line: 5, column: 1))
    var hint = 0
    for offset in [0, 3, 7, 10, 32] {
      #expect(lines.location(ofOffset: offset, from: &hint) == lines.location(ofOffset: offset))
    }
    #expect(hint == 4)
    // A hint past the offset falls back to the search.
    #expect(lines.location(ofOffset: 1, from: &hint) == .text(line: 1, column: 2))
    // Built line by line, as the JSON parser builds it.
    var recorded = LineTable()
    recorded.append(lineStart: 3)
    #expect(recorded.position(ofOffset: 4) == JSONPosition(offset: 4, line: 2, column: 2))
    #expect(recorded == LineTable(Array("ab\ncd".utf8)))
  }
}
