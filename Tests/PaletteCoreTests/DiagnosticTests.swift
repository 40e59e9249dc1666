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
    #expect(error.localizedDescription == error.description)
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

  @Test func severityOrder() {
    #expect(Severity.note < .warning && Severity.warning < .error)
  }
}
