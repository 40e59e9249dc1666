import PaletteKit
import Testing

@testable import PalconvCLI

@Suite struct HelpTests {
  @Test func rootHelpMatchesGolden() {
    // The overview names the built-in formats.
    let result = palconv(["--help"], registry: .builtIn)
    #expect(result.code == 0)
    #expect(result.stderr.isEmpty)
    Snapshot.check(result.out, named: "help.txt")
  }

  @Test func convertHelpMatchesGolden() {
    // The format options are those the built-in formats declare.
    let result = palconv(["convert", "--help"], registry: .builtIn)
    #expect(result.code == 0)
    Snapshot.check(result.out, named: "help-convert.txt")
  }

  @Test func validateHelpMatchesGoldenAndListsEveryRule() {
    let result = palconv(["validate", "--help"])
    #expect(result.code == 0)
    Snapshot.check(result.out, named: "help-validate.txt")
    #expect(result.out.contains("\n  lint.duplicate-name     warning: "))
  }

  @Test(arguments: [
    "convert", "validate", "diff", "merge", "show", "inspect", "formats", "completions", "man",
  ])
  func everySubcommandHasHelp(_ name: String) {
    for flag in ["--help", "-h"] {
      let result = palconv([name, flag])
      #expect(result.code == 0)
      #expect(result.out.hasPrefix("OVERVIEW: "))
      #expect(result.out.contains("USAGE: palconv \(name)"))
      #expect(result.out.contains("  -h, --help              Show help information.\n"))
      #expect(result.stderr.isEmpty)
    }
    #expect(palconv(["help", name]).out == palconv([name, "--help"]).out)
  }

  @Test func helpWinsOverOtherArguments() {
    let result = palconv(["convert", "missing.tpal", "--to", "tbin", "--help"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("OVERVIEW: Convert palettes"))
  }

  @Test func rootHelpListsExitCodesAndSubcommands() {
    let help = palconv(["-h"]).out
    for line in [
      "  convert (default)       ", "  validate                ", "  formats                 ",
      "  64                      Usage error", "  2                       An input could not",
    ] {
      #expect(help.contains(line), "missing \(line)")
    }
    #expect(palconv(["help"]).out == help)
  }

  @Test func helpLinesFitIn80Columns() {
    for name in [
      "convert", "validate", "diff", "merge", "show", "inspect", "formats", "completions", "man",
    ] {
      for line in palconv([name, "--help"]).out.split(separator: "\n") {
        #expect(line.count <= 80, "\(name): \(line)")
      }
    }
  }

  @Test func version() {
    let result = palconv(["--version"])
    #expect(result.code == 0)
    // The version, then the build's commit in parentheses when the build knew it.
    let line = result.out.dropLast()
    #expect(result.out.hasSuffix("\n"))
    #expect(
      line == "palconv \(Palconv.version)"
        || (line.hasPrefix("palconv \(Palconv.version) (") && line.hasSuffix(")")))
  }

  @Test func helpForUnknownSubcommandSuggests() {
    let result = palconv(["help", "valdate"])
    #expect(result.code == 64)
    #expect(
      result.errLines.first == "Error: unknown subcommand 'valdate', did you mean 'validate'?")
  }

  @Test func entryLayout() {
    #expect(HelpFormatter.entry("--to <format>", "Short.") == "  --to <format>           Short.\n")
    let long = HelpFormatter.entry("--a-very-long-option-name <value>", "Text.")
    #expect(long == "  --a-very-long-option-name <value>\n                          Text.\n")
    let wrapped = HelpFormatter.entry("-x", String(repeating: "word ", count: 20))
    let lines = wrapped.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines[1].hasPrefix(String(repeating: " ", count: 26) + "word"))
  }
}

@Suite struct SubcommandSuggestionTests {
  @Test func misspelledSubcommand() {
    let result = palconv(["valdate", "x.tpal"])
    #expect(result.code == 64)
    #expect(
      result.errLines.first
        == "Error: 'valdate' is neither a file nor a subcommand; did you mean 'validate'?")
  }

  @Test func anExistingFileIsNotASubcommand() {
    let temp = TempFolder()
    temp.write("show", "TPAL\n#ff0000\n")
    let path = temp.url("show")
    #expect(palconv([path, "--to", "tpal"]).out == "TPAL\n#ff0000\n")
  }
}
