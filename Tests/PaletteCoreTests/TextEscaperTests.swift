import Testing

@testable import PaletteCore

/// The table-driven `TextEscaper` and the marker-comment escaper, each with exact expected
/// text.
@Suite struct TextEscaperTests {
  @Test func escaperUsesItsTableForASCIIAndItsRuleBeyond() {
    let escaper = TextEscaper { scalar in
      switch scalar {
      case "&": "&amp;"
      case "\u{2028}": "&#8232;"
      default: nil
      }
    }
    #expect(escaper.escaping("a&b\u{2028}c") == "a&amp;b&#8232;c")
    #expect(escaper.escaping("plain é 墨") == "plain é 墨")
    #expect(escaper.escaping("") == "")
    #expect(escaper.escaping("&", between: "'", and: "'") == "'&amp;'")
    #expect(escaper.escape("&") == "&amp;")
    #expect(escaper.escape("x") == nil)
    #expect(TextEscaper.hex(0x1F, digits: 4) == "001f")
    #expect(TextEscaper.hex(0x1F, digits: 4, uppercase: true) == "001F")
    #expect(TextEscaper.hex(0x12345, digits: 4) == "12345")
  }

  @Test func everyLiteralAndMarkupEscaperKeepsItsBytes() {
    #expect(
      CodeText.stringLiteral("a'b\\\u{1}\u{100}\t", in: .javaScript)
        == "'a\\'b\\\\\\x01\u{100}\\x09'")
    #expect(CodeText.stringLiteral("\"\u{1F}\n", in: .json) == "\"\\\"\\u001f\\n\"")
    #expect(CodeText.stringLiteral("\\(x)\u{85}", in: .swift) == "\"\\\\(x)\\u{85}\"")
    #expect(CodeText.stringLiteral("$a\u{1}", in: .kotlin) == "\"\\$a\\u0001\"")
    #expect(CodeText.stringLiteral("\"\u{0}\u{1}", in: .css) == "\"\\\"\u{FFFD}\\1 \"")
    #expect(MarkupText.xmlText("a&<>\"\t\u{1}") == "a&amp;&lt;&gt;\"&#9;\u{FFFD}")
    #expect(MarkupText.xmlAttribute("\"\n") == "&quot;&#10;")
    #expect(MarkupText.htmlText("<a href='x'>\u{1}") == "&lt;a href=&#39;x&#39;&gt;\u{FFFD}")
    #expect(DiagnosticRenderer.escapingControls("a\nb\u{1B}[0m") == "a\\nb\\u{1B}[0m")
    #expect(DiagnosticRenderer.escapingControls("plain \\ text") == "plain \\ text")
  }

  @Test func markerCommentsEscapeWhatEndsThemAndTheirEdges() {
    #expect(MarkerCommentText.css.escaping(" a*/b\\c ") == "\\20 a\\2a /b\\5c c\\20 ")
    #expect(MarkerCommentText.css.escaping("l1\nl2", keepingLineFeeds: true) == "l1\nl2")
    #expect(MarkerCommentText.css.escaping("\u{0}") == "\\0 ")
    #expect(MarkerCommentText.xml.escaping("a--b-") == "a&#45;-b&#45;")
    #expect(MarkerCommentText.xml.escaping(" &\u{1} ") == "&#32;&amp;&#1;&#32;")
    #expect(MarkerCommentText.xml.escaping("l1\nl2", keepingLineFeeds: true) == "l1\nl2")
    #expect(MarkerCommentText.xml.escaping("l1\nl2") == "l1&#10;l2")
  }
}
