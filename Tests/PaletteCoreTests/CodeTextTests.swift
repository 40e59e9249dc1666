import Foundation
import TestSupport
import Testing

@testable import PaletteCore

/// The shared rules that keep a name from becoming code: which characters are control
/// characters, what replaces them, and how each language's comments and string literals take
/// a name. Expected texts are written out by hand; the string literals are also read back by
/// the real languages where they are installed (Python's `json`, Node, `swiftc`).
@Suite struct CodeTextTests {
  /// Every C0 control, DEL, every C1 control, the two separators and the bidirectional
  /// controls: the characters the rules call control characters.
  static let controls: [Unicode.Scalar] =
    (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) } + [Unicode.Scalar(UInt8(0x7F))]
    + (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }
    + [0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
    .map { Unicode.Scalar($0)! }

  /// Every control character in a row, between two letters.
  static let allControls = "a" + String(String.UnicodeScalarView(controls)) + "z"

  @Test func controlCharactersAreExactlyTheListedOnes() {
    for value in 0...0x2FFF as ClosedRange<UInt32> {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(
        ControlCharacters.isControl(scalar) == Self.controls.contains(scalar),
        "U+\(String(value, radix: 16))")
    }
    // Marks that shape right-to-left text are not controls: names in Arabic or Hebrew keep them.
    #expect(!ControlCharacters.isControl("\u{200E}"))
    #expect(!ControlCharacters.isControl("\u{200F}"))
    #expect(!ControlCharacters.isControl("\u{FEFF}"))
  }

  @Test func replacementsAreSpacesForLineBreaksAndTabsOtherwiseU_FFFD() {
    #expect(
      ControlCharacters.oneLine("a\tb\nc\u{B}d\u{C}e\rf\u{85}g\u{2028}h\u{2029}i")
        == "a b c d e f g h i")
    #expect(
      ControlCharacters.oneLine("a\u{0}b\u{1B}c\u{7F}d\u{9B}e\u{202E}f")
        == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f")
    #expect(ControlCharacters.oneLine("Café ok") == "Café ok")
    #expect(
      ControlCharacters.replacing("a\u{0}\t\n\u{85}\u{FFFE}", .notInXML)
        == "a\u{FFFD}\t\n\u{85}\u{FFFD}")
    #expect(ControlCharacters.replacing("a\u{0}\u{1}", .nul) == "a\u{FFFD}\u{1}")
  }

  @Test func linesSplitAtEveryLineBreakOnce() {
    #expect(
      ControlCharacters.lines("a\r\nb\rc\nd\u{85}e\u{2028}f\u{2029}g\u{B}h\u{0}")
        == ["a", "b", "c", "d", "e", "f", "g h\u{FFFD}"])
    #expect(ControlCharacters.lines("") == [""])
    #expect(ControlCharacters.lines("\n") == ["", ""])
  }

  @Test func countsFollowTheLimit() {
    #expect(ControlCharacters.count(in: Self.allControls, .all, multiline: false) == 76)
    // A description keeps its line feeds as lines.
    #expect(ControlCharacters.count(in: Self.allControls, .all, multiline: true) == 75)
    #expect(ControlCharacters.count(in: Self.allControls, .notInXML, multiline: false) == 29)
    #expect(ControlCharacters.count(in: Self.allControls, .nul, multiline: false) == 1)
  }

  @Test func lineCommentsHoldOneLine() {
    let payload = "Brand\u{2028}require(\"fs\").writeFileSync(\"PWNED\",\"x\")//"
    #expect(
      CodeText.lineComment(payload) == "Brand require(\"fs\").writeFileSync(\"PWNED\",\"x\")//")
    #expect(CodeText.lineComment("a\rb\u{2029}c\u{C}d") == "a b c d")
    #expect(
      CodeText.lineCommentLines("one\r\ntwo\u{2028}three\u{7}") == ["one", "two", "three\u{FFFD}"])
  }

  @Test func blockCommentsCannotBeClosedOrNested() {
    #expect(CodeText.blockComment("x */ y /* z", in: .kotlin) == "x * / y / * z")
    #expect(CodeText.blockComment("x */ y /* z", in: .swift) == "x * / y / * z")
    // CSS and JavaScript comments do not nest: `/*` is harmless there.
    #expect(CodeText.blockComment("x */ y /* z", in: .css) == "x * / y /* z")
    #expect(CodeText.blockComment("*/*/", in: .javaScript) == "* /* /")
    #expect(CodeText.blockComment("/*/", in: .kotlin) == "/ * /")
    #expect(CodeText.blockComment("a\nb*/", in: .css) == "a b* /")
    #expect(CodeText.blockCommentLines("a*/\r\nb/*", in: .swift) == ["a* /", "b/ *"])
  }

  @Test func stringLiteralsEscapePerLanguage() {
    let text = "a\"b'c\\d$e\n\r\t\u{0}\u{7F}\u{85}\u{2028}\u{202E}${x}\\(y)é"
    #expect(
      CodeText.stringLiteral(text, in: .javaScript)
        == #"'a"b\'c\\d$e\n\r\x09\x00\x7f\x85\u2028\u202e${x}\\(y)é'"#)
    #expect(
      CodeText.stringLiteral(text, in: .json)
        == #""a\"b'c\\d$e\n\r\t\u0000\u007f\u0085\u2028\u202e${x}\\(y)é""#)
    #expect(
      CodeText.stringLiteral(text, in: .swift)
        == #""a\"b'c\\d$e\n\r\t\u{0}\u{7F}\u{85}\u{2028}\u{202E}${x}\\(y)é""#)
    #expect(
      CodeText.stringLiteral(text, in: .kotlin)
        == #""a\"b'c\\d\$e\n\r\t\u0000\u007F\u0085\u2028\u202E\${x}\\(y)é""#)
    #expect(
      CodeText.stringLiteral(text, in: .css)
        == #""a\"b'c\\d$e\a \d \9 �\7f \85 \2028 \202e ${x}\\(y)é""#)
  }

  @Test(.enabled(if: ExternalTool.path("python3") != nil, "needs python3"))
  func jsonLiteralsReadBackExactlyInPython() throws {
    let text = Self.allControls + "\"\\/é\u{1F600}"
    let literal = CodeText.stringLiteral(text, in: .json)
    // No control character is left raw in the literal.
    #expect(!literal.unicodeScalars.contains(where: { Self.controls.contains($0) }))
    let output = try ExternalTool.pythonOutput(
      "import json, sys; s = json.loads(sys.stdin.read()); print(' '.join('%x' % ord(c) for c in s))",
      input: Array(literal.utf8))
    #expect(
      String(decoding: output, as: UTF8.self)
        == text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + "\n")
  }

  @Test(.enabled(if: ExternalTool.path("node") != nil, "needs Node"))
  func javaScriptLiteralsReadBackExactlyInNode() throws {
    let text = Self.allControls + "'\"\\`${x}é\u{1F600}"
    let literal = CodeText.stringLiteral(text, in: .javaScript)
    #expect(!literal.unicodeScalars.contains(where: { Self.controls.contains($0) }))
    let program =
      "const s = \(literal);\n"
      + "console.log(Array.from(s).map(c => c.codePointAt(0).toString(16)).join(' '));\n"
    let result = try #require(try ExternalTool.run("node", ["-e", program]))
    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + "\n")
  }

  @Test func cssCommentEscapesAreReversibleAndCloseNothing() {
    #expect(MarkerCommentText.css.escaping(" a*/b\\c ") == "\\20 a\\2a /b\\5c c\\20 ")
    #expect(MarkerCommentText.css.escaping("l1\nl2\tx\u{85}") == "l1\\a l2\\9 x\\85 ")
    #expect(
      MarkerCommentText.css.escaping("l1\nl2\u{2028}", keepingLineFeeds: true) == "l1\nl2\\2028 ")
  }

  @Test func xmlEscapesKeepWhatXMLCanHold() throws {
    let text = "a&<>\"'\t\n\r\u{0}\u{B}\u{1B}\u{7F}\u{85}\u{2028}\u{202E}\u{FFFE}]]>-->"
    #expect(
      MarkupText.xmlAttribute(text)
        == "a&amp;&lt;&gt;&quot;'&#9;&#10;&#13;\u{FFFD} \u{FFFD}&#127;&#133;&#8232;&#8238;\u{FFFD}]]&gt;--&gt;"
    )
    #expect(
      MarkupText.xmlText(text)
        == "a&amp;&lt;&gt;\"'&#9;&#10;&#13;\u{FFFD} \u{FFFD}&#127;&#133;&#8232;&#8238;\u{FFFD}]]&gt;--&gt;"
    )
    #expect(
      MarkupText.xmlWritable(text)
        == "a&<>\"'\t\n\r\u{FFFD} \u{FFFD}\u{7F}\u{85}\u{2028}\u{202E}\u{FFFD}]]>-->")
    // Read back by palconv's own XML reader: exactly the writable text.
    let root = XMLElement(
      "r", attributes: [XMLAttribute("v", text)], children: [.text(XMLText(text))])
    let document = try XMLReader.parse(XMLWriter().write(root), format: "t")
    #expect(document.root.attribute("v")?.value == MarkupText.xmlWritable(text))
    #expect(document.root.text == MarkupText.xmlWritable(text))
  }

  @Test func xmlCommentsCannotBeClosed() {
    #expect(MarkupText.xmlComment("a-->b--c-") == "a- ->b- -c- ")
    #expect(MarkupText.xmlComment("l1\nl2\r\u{0}\u{85}") == "l1\nl2 \u{FFFD} ")
    #expect(
      MarkerCommentText.xml.escaping(" a&b--c\u{1}\u{85}\n-")
        == "&#32;a&amp;b&#45;-c&#1;&#133;&#10;&#45;")
    #expect(MarkerCommentText.xml.escaping("l1\nl2", keepingLineFeeds: true) == "l1\nl2")
  }

  @Test func pageTextHasNoMarkupAndNoControls() {
    #expect(
      MarkupText.htmlText("<script>x</script>\"'&\u{0}\u{85}\n")
        == "&lt;script&gt;x&lt;/script&gt;&quot;&#39;&amp;\u{FFFD}  ")
    #expect(MarkupText.htmlText("a\r\nb\u{7}", multiline: true) == "a\nb\u{FFFD}")
  }
}
