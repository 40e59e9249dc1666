import Foundation
import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PalconvCLI

/// `palconv man` and the committed `docs/palconv.1`.
@Suite struct ManPageTests {
  static let committed = Fixtures.packageRoot.appending(path: "docs/palconv.1")

  static var generated: String {
    let result = palconv(["man"], registry: .builtIn)
    #expect(result.code == 0)
    #expect(result.stderr.isEmpty)
    return result.out
  }

  @Test func theCommittedPageIsTheGeneratedOne() throws {
    let generated = Self.generated
    if ProcessInfo.processInfo.environment["PALCONV_RECORD"] == "1" {
      try Data(generated.utf8).write(to: Self.committed)
    }
    let committed = try String(contentsOf: Self.committed, encoding: .utf8)
    #expect(
      committed == generated,
      "docs/palconv.1 is out of date: PALCONV_RECORD=1 swift test --filter ManPageTests")
  }

  @Test func manRendersThePageWithoutWarnings() throws {
    guard
      let result = try ExternalTool.run(
        "man", ["--warnings", "-l", Self.committed.path],
        environment: ["MANWIDTH": "80", "MAN_KEEP_FORMATTING": "", "PAGER": "cat"])
    else { return }
    #expect(result.code == 0)
    #expect(result.stderr == "", "groff warnings: \(result.stderr)")
    let text = result.stdout
    for expected in [
      "PALCONV(1)", "palconv - convert, check and preview colour palette files",
      "palconv completions <shell>", "--to <format>", "-o, --output <output>", "EXIT STATUS",
      "--swift-access <level>", "NO_COLOR",
    ] {
      #expect(text.contains(expected), "missing \(expected)")
    }
    for line in text.split(separator: "\n") {
      #expect(line.count <= 80, "too wide: \(line)")
    }
  }

  @Test func everySubcommandOptionAndFormatIsOnThePage() {
    let page = Self.generated
    for command in Palconv.commands.map({ $0.spec(for: .builtIn) }) {
      #expect(page.contains(".SS \"\(command.name)\"\n"))
      for option in command.documentedOptions {
        #expect(page.contains(ManPage.text("--" + option.long)), "--\(option.long)")
      }
    }
    for format in FormatRegistry.builtIn.formats {
      #expect(page.contains(".TP\n\\fB\(ManPage.text(format.identifier))\\fR\n"))
    }
  }

  @Test func textIsEscapedForRoff() {
    #expect(ManPage.text("--to a-b") == "\\-\\-to a\\-b")
    #expect(ManPage.text("C:\\path") == "C:\\epath")
    #expect(ManPage.text(".start") == "\\&.start")
    #expect(ManPage.text("'quoted' at the start") == "\\&'quoted' at the start")
    #expect(ManPage.text("one\n.two") == "one\n\\&.two")
  }

  @Test func thePageHasNoDate() {
    // The same palconv writes the same bytes on any day.
    let header = Self.generated.split(separator: "\n").first { $0.hasPrefix(".TH ") }
    #expect(header == ".TH PALCONV 1 \"\" \"palconv \(Palconv.version)\" \"User Commands\"")
  }
}
