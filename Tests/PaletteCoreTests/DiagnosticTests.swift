import Foundation
import PaletteCore
import Testing

@Suite struct DiagnosticTests {
  @Test(arguments: [
    ("ab\ncd", 4, 2, 2), ("ab\r\ncd", 5, 2, 2), ("ab\rcd", 3, 2, 1), ("abc", 2, 1, 3),
    ("a\r\n", 1, 1, 2), ("", 0, 1, 1), ("x\n\ny", 3, 3, 1), ("é\nz", 3, 2, 1),
  ])
  func lineAndColumn(text: String, offset: Int, line: Int, column: Int) {
    #expect(
      SourceLocation.text(offset: offset, in: Array(text.utf8)) == .text(line: line, column: column)
    )
  }

  @Test func compilerStyleRendering() {
    let error = PaletteError(
      .invalidValue, "invalid colour '#12g'", format: "gpl", location: .text(line: 3, column: 7),
      path: "brand.gpl")
    #expect(
      error.description == "brand.gpl:3:7: error: invalid colour '#12g' [error.invalid-value]")
    #expect("\(error)" == error.description)
    let binary = Diagnostic(
      .warning, code: "ase.block-count", message: "m", location: .byte(offset: 8), path: "a.ase")
    #expect(
      DiagnosticRenderer.plain.render(binary) == "a.ase: byte 8: warning: m [ase.block-count]")
    let bare = Diagnostic(.note, code: "x.y", message: "hello")
    #expect(DiagnosticRenderer(useColor: false, showCodes: false).render(bare) == "note: hello")
    #expect(
      DiagnosticRenderer(useColor: true, showCodes: false).render(bare)
        == "\u{1B}[1;36mnote:\u{1B}[0m hello")
  }

  @Test func jsonRendering() {
    let d = Diagnostic(
      .error, code: "a.b", message: "say \"hi\"\n/", location: .text(line: 1, column: 2),
      path: "p/q.gpl")
    #expect(
      DiagnosticRenderer.json(d)
        == #"{"severity": "error", "code": "a.b", "message": "say \"hi\"\n/", "path": "p/q.gpl", "line": 1, "column": 2}"#
    )
    #expect(DiagnosticRenderer.jsonString("\u{1}") == #""\u0001""#)
  }

  @Test(arguments: [
    ("plain é ✓ \\ text", "plain é ✓ \\ text"),
    ("a\nb\rc\td", #"a\nb\rc\td"#),
    ("\u{0}\u{1B}[2J\u{1F}", #"\u{0}\u{1B}[2J\u{1F}"#),
    ("del\u{7F}", #"del\u{7F}"#),
    ("c1\u{80}\u{85}\u{9B}\u{9F}", #"c1\u{80}\u{85}\u{9B}\u{9F}"#),
    ("\u{A0}nbsp", "\u{A0}nbsp"),
    ("ls\u{2028}ps\u{2029}", #"ls\u{2028}ps\u{2029}"#),
    (
      "\u{202E}evil\u{202C}\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}",
      #"\u{202E}evil\u{202C}\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}"#
    ),
    ("zwj\u{200D}kept", "zwj\u{200D}kept"),
  ])
  func controlCharactersAreEscaped(text: String, escaped: String) {
    #expect(DiagnosticRenderer.escapingControls(text) == escaped)
  }

  /// The path, the message and the code of a text diagnostic are escaped, so it stays one line;
  /// JSON keeps the characters (JSON-escaped).
  @Test func textDiagnosticsStayOnOneLine() {
    let d = Diagnostic(
      .warning, code: "x.y", message: "name \"a\nb\u{1B}[31m\"",
      location: .text(line: 1, column: 2),
      path: "in\r\n.gpl")
    #expect(
      DiagnosticRenderer.plain.render(d)
        == #"in\r\n.gpl:1:2: warning: name "a\nb\u{1B}[31m" [x.y]"#)
    #expect(
      DiagnosticRenderer.json(d)
        == #"{"severity": "warning", "code": "x.y", "message": "name \"a\nb\u001b[31m\"", "path": "in\r\n.gpl", "line": 1, "column": 2}"#
    )
    #expect(
      PaletteError(.io, "cannot open", path: "a\tb").description
        == #"a\tb: error: cannot open [error.io]"#)
  }

  @Test func severityOrder() {
    #expect(Severity.note < .warning && Severity.warning < .error)
  }
}
