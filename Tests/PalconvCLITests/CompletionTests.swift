import Foundation
import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PalconvCLI

/// `palconv completions`: scripts checked by the shells themselves, and bash's and fish's
/// completion run for real on typed command lines.
@Suite struct CompletionTests {
  /// The script for `shell` with the built-in formats, as the installed palconv prints it.
  static func script(_ shell: String, registry: FormatRegistry = .builtIn) -> String {
    let result = palconv(["completions", shell], registry: registry)
    #expect(result.code == 0)
    #expect(result.stderr.isEmpty)
    return result.out
  }

  /// What bash's completion function offers for `words` (the last is the word being
  /// completed), run in `folder`; `nil` without bash.
  static func bashComplete(
    _ words: [String], registry: FormatRegistry = .builtIn, in folder: TempFolder = TempFolder()
  ) throws -> [String]? {
    let path = folder.write(".palconv-completion.bash", script("bash", registry: registry))
    let quoted = words.map { "'" + $0.replacing("'", with: "'\\''") + "'" }
    let program = """
      source '\(path)'
      COMP_WORDS=(\(quoted.joined(separator: " ")))
      COMP_CWORD=\(words.count - 1)
      COMPREPLY=()
      _palconv
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    guard let result = try ExternalTool.run("bash", ["--norc", "-c", program], in: folder.path)
    else { return nil }
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    return result.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(".") }
  }

  static var writable: [String] {
    FormatRegistry.builtIn.formats.filter(\.isWritable).map(\.identifier)
  }
  static var readable: [String] {
    FormatRegistry.builtIn.formats.filter(\.isReadable).map(\.identifier)
  }

  @Test func bashScriptPassesTheSyntaxCheck() throws {
    let folder = TempFolder()
    let path = folder.write("palconv.bash", Self.script("bash"))
    let result = try ExternalTool.run("bash", ["-n", path])
    try #require(result != nil, "bash is not installed")
    #expect(result?.code == 0)
    #expect(result?.stderr == "")
  }

  @Test func bashOffersTheWritableFormatsAfterTo() throws {
    guard let offered = try Self.bashComplete(["palconv", "--to", ""]) else { return }
    #expect(offered == Self.writable)
    #expect(offered.contains("gpl") && offered.contains("swift") && offered.contains("json"))
    // acb is read only: never offered as an output.
    #expect(!offered.contains("acb"))
    #expect(
      try Self.bashComplete(["palconv", "in.ase", "--to", "s"]) == [
        "sketch", "sip", "scribus", "soc", "skencil", "scss", "stylus", "swift", "svg",
      ])
  }

  @Test func bashOffersTheReadableFormatsAfterFrom() throws {
    guard let offered = try Self.bashComplete(["palconv", "validate", "--from", ""]) else { return }
    #expect(offered == Self.readable)
    #expect(offered.contains("acb"))
    #expect(!offered.contains("swift"))
  }

  @Test func bashCompletesTheValueAfterAnEqualsSign() throws {
    // bash splits '--to=js' into '--to', '=', 'js'.
    #expect(try Self.bashComplete(["palconv", "--to", "=", "j"]) == ["jcw", "json", "jasc"])
    #expect(try Self.bashComplete(["palconv", "--to", "="]) == Self.writable)
    // An option whose value has no list offers nothing after '='.
    #expect(try Self.bashComplete(["palconv", "--strict", "="]) == [])
  }

  @Test func bashCompletesEachSubcommandsOwnOptions() throws {
    #expect(try Self.bashComplete(["palconv", "validate", "--tar"]) == ["--target"])
    #expect(try Self.bashComplete(["palconv", "--str"]) == ["--strict"])
    // diff has no --to; convert (the default) does.
    #expect(try Self.bashComplete(["palconv", "diff", "--to"]) == [])
    #expect(try Self.bashComplete(["palconv", "a.gpl", "--out"]) == ["--output", "--out-dir"])
    // The first word may also be --version.
    #expect(try Self.bashComplete(["palconv", "--vers"]) == ["--version"])
    #expect(try Self.bashComplete(["palconv", "formats", "--"]) == ["--help"])
  }

  @Test func bashCompletesWordListsAndCommaSeparatedItems() throws {
    #expect(
      try Self.bashComplete(["palconv", "diff", "--format", ""]) == [
        "text", "json", "markdown", "html", "svg",
      ])
    #expect(try Self.bashComplete(["palconv", "diff", "--ba"]) == ["--base"])
    #expect(
      try Self.bashComplete(["palconv", "--sort", "name,h"]) == ["name,hue", "name,hue-bands"])
    #expect(try Self.bashComplete(["palconv", "--css-syntax", "o"]) == ["oklch"])
    #expect(try Self.bashComplete(["palconv", "completions", ""]) == ["bash", "zsh", "fish"])
  }

  /// The words of a choice come from the option's declaration: an appearance, a deficiency,
  /// a metric, the word of --scale, each offered without a word list of its own.
  @Test func bashCompletesTheWordsOfEveryChoice() throws {
    #expect(
      try Self.bashComplete(["palconv", "contrast", "--appearance", "high"])
        == ["high-contrast", "high-contrast-dark"])
    #expect(try Self.bashComplete(["palconv", "--appearance", "d"]) == ["dark"])
    #expect(try Self.bashComplete(["palconv", "--metric", ""]) == ["ciede2000", "oklab"])
    #expect(try Self.bashComplete(["palconv", "--scale", ""]) == ["tailwind", "contrast:"])
    #expect(try Self.bashComplete(["palconv", "show", "--simulate", "trit"]) == ["tritanopia"])
    #expect(
      try Self.bashComplete(["palconv", "validate", "--cvd", "protanopia,a"])
        == ["protanopia,all", "protanopia,achromatopsia"])
    #expect(
      try Self.bashComplete(["palconv", "merge", "--on-conflict", ""])
        == ["first", "last", "keep-both", "error"])
  }

  @Test func bashCompletesSubcommandsAndFiles() throws {
    let folder = TempFolder()
    folder.write("colors.gpl", "GIMP Palette\n")
    folder.write("brand.ase", [0x41, 0x53, 0x45, 0x46])
    folder.write("out/keep", "")
    #expect(
      try Self.bashComplete(["palconv", "co"], in: folder) == [
        "convert", "contrast", "completions", "colors.gpl",
      ])
    #expect(try Self.bashComplete(["palconv", "brand.ase", "-o", "o"], in: folder) == ["out"])
    #expect(
      try Self.bashComplete(["palconv", "brand.ase", "--out-dir", ""], in: folder) == ["out"])
    // formats takes no file.
    #expect(try Self.bashComplete(["palconv", "formats", ""], in: folder) == [])
  }

  @Test func bashCompletesBundleAndWatch() throws {
    let folder = TempFolder()
    folder.write("dist/keep", "")
    #expect(try Self.bashComplete(["palconv", "bun"], in: folder) == ["bundle"])
    #expect(try Self.bashComplete(["palconv", "bundle", "--fo"]) == ["--formats", "--force"])
    #expect(
      try Self.bashComplete(["palconv", "bundle", "brand.json", "--out", ""], in: folder)
        == ["dist"])
    #expect(try Self.bashComplete(["palconv", "bundle", "--formats", "procr"]) == ["procreate"])
    #expect(try Self.bashComplete(["palconv", "watch", "--po"]) == ["--poll"])
    // watch writes files and runs until stopped: no --check, no --jobs.
    #expect(try Self.bashComplete(["palconv", "watch", "--che"]) == [])
    #expect(try Self.bashComplete(["palconv", "watch", "--to", "cs"]) == ["css", "csv"])
    #expect(try Self.bashComplete(["palconv", "a.gpl", "--wat"]) == ["--watch"])
  }

  @Test func fishAndZshCompleteBundleAndWatch() throws {
    let folder = TempFolder()
    let fish = folder.write("palconv.fish", Self.script("fish"))
    if let result = try ExternalTool.run(
      "fish", ["--no-config", "-c", "source '\(fish)'; complete -C 'palconv bundle --for'"])
    {
      let offered = result.stdout.split(separator: "\n").map {
        String($0.split(separator: "\t")[0])
      }
      #expect(offered == ["--force", "--formats"])
    }
    let zsh = Self.script("zsh")
    #expect(zsh.contains("bundle") && zsh.contains("--formats") && zsh.contains("--poll"))
  }

  @Test func theScriptsFollowTheRegistry() throws {
    // The test formats: tpal and tbin are read and written, wonly only written.
    guard
      let offered = try Self.bashComplete(
        ["palconv", "--to", ""], registry: TestFormats.configurable)
    else { return }
    #expect(offered == ["tbin", "tpal", "wonly", "tpad"])
    #expect(
      try Self.bashComplete(["palconv", "--from", ""], registry: TestFormats.configurable) == [
        "tbin", "tpal",
      ])
    // A format's declared options are completed as convert's.
    #expect(
      try Self.bashComplete(["palconv", "--tpad"], registry: TestFormats.configurable) == [
        "--tpad-width", "--tpad-shout",
      ])
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func everyOptionOfEverySubcommandIsInTheScript(_ shell: String) {
    let script = Self.script(shell)
    for command in Palconv.commands.map({ $0.spec(for: .builtIn) }) {
      #expect(script.contains(command.name), "\(shell): \(command.name)")
      for option in command.documentedOptions {
        let spelled = shell == "fish" ? "-l \(option.long) " : "--\(option.long)"
        #expect(script.contains(spelled), "\(shell): \(command.name) --\(option.long)")
      }
    }
  }

  @Test func zshScriptPassesTheSyntaxCheck() throws {
    let folder = TempFolder()
    let path = folder.write("_palconv", Self.script("zsh"))
    guard let result = try ExternalTool.run("zsh", ["-n", path]) else { return }
    #expect(result.code == 0)
    #expect(result.stderr == "")
    #expect(Self.script("zsh").hasPrefix("#compdef palconv\n"))
  }

  @Test func fishScriptPassesTheSyntaxCheckAndCompletes() throws {
    let folder = TempFolder()
    let path = folder.write("palconv.fish", Self.script("fish"))
    guard let check = try ExternalTool.run("fish", ["--no-execute", path]) else { return }
    #expect(check.code == 0)
    #expect(check.stderr == "")
    func complete(_ line: String) throws -> [String] {
      let program = "source '\(path)'; complete -C '\(line)'"
      let result = try #require(
        try ExternalTool.run("fish", ["--no-config", "-c", program], in: folder.path))
      #expect(result.code == 0)
      // Each line is a candidate, a tab, its description.
      return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }
    #expect(
      try complete("palconv --to s") == [
        "scribus", "scss", "sip", "skencil", "sketch", "soc", "stylus", "svg", "swift",
      ])
    #expect(try complete("palconv validate --tar") == ["--target"])
    #expect(try complete("palconv completions ") == ["bash", "fish", "zsh"])
    #expect(try complete("palconv diff --format m") == ["markdown"])
    #expect(try complete("palconv diff --ba") == ["--base"])
  }

  @Test func unknownOrMissingShellIsAUsageError() {
    let unknown = palconv(["completions", "bsh"])
    #expect(unknown.code == 64)
    #expect(unknown.out.isEmpty)
    #expect(unknown.errLines.first == "Error: unknown shell 'bsh', did you mean 'bash'?")
    let missing = palconv(["completions"])
    #expect(missing.code == 64)
    #expect(
      missing.errLines.first == "Error: missing expected argument '<shell>' (bash, zsh, fish)")
    #expect(palconv(["completions", "bash", "zsh"]).code == 64)
  }

  @Test func summariesEndAtTheFirstSentence() {
    #expect(CompletionModel.summary("Print errors only.") == "Print errors only")
    #expect(
      CompletionModel.summary("The output file. Its extension gives the format.")
        == "The output file")
    // '...' and '0.02 for' do not end a sentence.
    #expect(
      CompletionModel.summary("Soften, AMOUNT 0...1 (default 0.75). More.")
        == "Soften, AMOUNT 0...1 (default 0.75)")
  }
}
