import Foundation
import PaletteKit
import Testing

@testable import PalconvCLI

/// File and swatch names with control characters print as escapes in every text line, so a
/// name cannot break a diagnostic in two or repaint the terminal (docs/cli.md, "Diagnostics").
@Suite struct EscapingTests {
  /// A file name with a newline, ESC and NEL (U+0085, a C1 control).
  static let fileName = "a\nb\u{1B}\u{85}.json"
  static let shownFileName = #"a\nb\u{1B}\u{85}.json"#

  /// A palconv JSON palette named "Pal\nette" with two swatches whose names hold ESC, tab and
  /// CSI (U+009B), and a newline, CR, U+2028 and RIGHT-TO-LEFT OVERRIDE.
  static let palette = """
    {"format": "palconv-palette", "version": 1, "name": "Pal\\nette", "groups": [{"swatches": [
    {"name": "Red\\u001b[2J\\ttab\\u009bz", "hex": "#FF0000"},
    {"name": "Green\\nline\\rcr\\u2028\\u202e", "hex": "#00FF00"}]}]}
    """

  @Test func notesWarningsAndSummariesOfABatch() {
    let temp = TempFolder()
    temp.write("in/" + Self.fileName, Self.palette)
    temp.write("in/x\ty\r.md", "notes")
    let result = palconv(
      [temp.url("in"), "--to", "css", "--out-dir", temp.url("out"), "-v", "-j", "1"],
      registry: .builtIn)
    #expect(result.code == 0)
    let input = temp.url("in/") + Self.shownFileName
    #expect(
      result.errLines == [
        temp.url("in/") + #"x\ty\r.md: note: skipped: no format reads .md files [input.skipped]"#,
        "\(input): note: read as json: the content matches json (strong) [detect.format]",
        "\(input):2:1: warning: css changes 2 names to fit its syntax: "
          + #""Red\u{1B}[2J\ttab\u{9B}z" becomes "red-2j-tab-z", "#
          + #""Green\nline\rcr\u{2028}\u{202E}" becomes "green-line-cr" [loss.renamed]"#,
        "\(input): note: wrote \(temp.url("out/a\\nb\\u{1B}\\u{85}.css")) [output.written]",
        "palconv: 1 converted, 0 unchanged, 0 failed, 1 skipped (1 warning)",
      ])
    #expect(temp.exists("out/a\nb\u{1B}\u{85}.css"))
  }

  @Test func errorsNameTheFileEscaped() {
    let temp = TempFolder()
    let input = temp.write("bad\r\t\u{1B}.tpal", Samples.broken)
    let result = palconv([input, "--to", "tpal"])
    #expect(result.code == 2)
    #expect(
      result.errLines == [
        temp.url(#"bad\r\t\u{1B}.tpal"#) + ":2:2: error: bad colour '12345g' [error.invalid-value]"
      ])
    let missing = palconv([temp.url("gone\u{9B}.tpal"), "--to", "tpal"])
    #expect(
      missing.errLines == [
        temp.url(#"gone\u{9B}.tpal"#) + ": error: cannot open: no such file or directory [error.io]"
      ])
  }

  @Test func jsonDiagnosticsKeepTheCharacters() {
    let temp = TempFolder()
    let input = temp.write("bad\n.tpal", Samples.broken)
    let result = palconv([input, "--to", "tpal", "--diagnostics", "json"])
    #expect(
      result.errLines == [
        #"{"severity": "error", "code": "error.invalid-value", "message": "bad colour '12345g'", "path": ""#
          + temp.url("bad\\n.tpal") + #"", "line": 2, "column": 2}"#
      ])
  }

  @Test func showEscapesPaletteGroupAndSwatchNames() {
    let temp = TempFolder()
    let input = temp.write(Self.fileName, Self.palette)
    let result = palconv(["show", input, "--color", "never"], registry: .builtIn)
    #expect(result.code == 0)
    #expect(
      result.out == """
        Pal\\nette (2 swatches, json)

          #FF0000  Red\\u{1B}[2J\\ttab\\u{9B}z
          #00FF00  Green\\nline\\rcr\\u{2028}\\u{202E}

        """)
  }

  @Test func inspectIsJSONAndStaysExact() throws {
    let temp = TempFolder()
    let input = temp.write(Self.fileName, Self.palette)
    let result = palconv(["inspect", input], registry: .builtIn)
    #expect(result.code == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
    #expect(object?["path"] as? String == input)
  }

  @Test func usageErrorsEscapeWhatTheyQuote() {
    let result = palconv(["a.tpal", "--to", "t\u{1B}[2Jpal"])
    #expect(result.code == 64)
    #expect(
      result.errLines.first
        == #"Error: unknown format 't\u{1B}[2Jpal' for '--to'; known formats: tbin, tpal, wonly"#)
  }
}
