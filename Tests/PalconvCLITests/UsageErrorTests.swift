import PaletteCore
import PaletteKit
import Testing

@testable import PalconvCLI

@Suite struct UsageErrorTests {
  @Test func unknownOptionSuggestsAndShowsUsage() {
    let result = palconv(["in.tpal", "--dedup"])
    #expect(result.code == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.errLines == [
        "Error: unknown option '--dedup', did you mean '--dedupe'?",
        "Usage: palconv convert <inputs> ... [-o <output> | --out-dir <dir>] [--to <format>] [<steps>] [<options>]",
        "  See 'palconv convert --help' for more information.",
      ])
  }

  /// A first run with no arguments gets the overview on standard output, as `--help` does.
  @Test func noArgumentsPrintsTheOverview() {
    let result = palconv([])
    #expect(result.code == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.out == palconv(["--help"]).out)
    #expect(result.out.hasPrefix("OVERVIEW: "))
  }

  /// Application names are format names too, and a misspelt one gets a suggestion.
  @Test func applicationNamesNameFormats() {
    let temp = TempFolder()
    let input = temp.write("in.gpl", "GIMP Palette\nName: B\n255 0 0 Red\n")
    let gimp = palconv([input, "--to", "GIMP"], registry: .builtIn)
    #expect(gimp.code == 0, "\(gimp.stderr)")
    #expect(gimp.out == palconv([input, "--to", "gpl"], registry: .builtIn).out)
    let photoshop = palconv(
      [input, "--to", "photoshop", "-o", temp.url("out.aco")], registry: .builtIn)
    #expect(photoshop.code == 0, "\(photoshop.stderr)")
    #expect(temp.read("out.aco")?.prefix(2) == [0, 1])
    let typo = palconv([input, "--to", "krta"], registry: .builtIn)
    #expect(typo.code == 64)
    #expect(typo.errLines.first == "Error: unknown format 'krta' for '--to', did you mean 'krita'?")
    // An alias names a format only where the registry has it.
    #expect(palconv([input, "--to", "gimp"]).code == 64)
  }

  /// Empty standard input, and input no format recognises, say how to name the format.
  @Test func standardInputThatTellsNothingSuggestsFrom() {
    let empty = palconv(["-", "--to", "json"], registry: .builtIn)
    #expect(empty.code == 2)
    #expect(
      empty.errLines == [
        "<stdin>: error: standard input is empty; give palconv a palette there (palconv - --to "
          + "json < brand.gpl) or name a file as the input [error.unknown-format]"
      ])
    let unknown = palconv(
      ["-", "--to", "json"], environment: PalconvEnvironment(standardInput: Array("hello\n".utf8)),
      registry: .builtIn)
    #expect(unknown.code == 2)
    #expect(
      unknown.errLines == [
        "<stdin>: error: cannot tell the format: no format recognised the content and there is "
          + "no file name extension; name it with --from FORMAT ('palconv formats' lists them) "
          + "[error.unknown-format]"
      ])
  }

  /// The overview and the manual name every format of the registry, and the exit codes of
  /// the signals palconv stops on.
  @Test func theOverviewNamesEveryFormatAndExitCode() {
    let help = palconv(["--help"], registry: .builtIn).out
    let text = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for format in FormatRegistry.builtIn.formats {
      #expect(text.contains(" \(format.identifier),") || text.contains(" \(format.identifier)."))
    }
    let formats = FormatRegistry.builtIn.formats
    let reads = formats.count(where: \.isReadable)
    let writes = formats.count(where: \.isWritable)
    #expect(reads > 30 && writes > 30)
    #expect(text.contains("reads \(reads) palette formats and writes \(writes)"))
    #expect(text.contains("129, 130, 131, 143 Stopped by SIGHUP, SIGINT (Ctrl-C), SIGQUIT"))
  }

  @Test(arguments: [
    (["--to", "tbin"], "missing expected argument '<inputs> ...'"),
    (
      ["a.tpal", "-o", "b.tbin", "--out-dir", "d"],
      "'--output' and '--out-dir' cannot be used together"
    ),
    (["a.tpal", "--out-dir", "d"], "'--out-dir' needs '--to <format>' to name the output format"),
    (
      ["a.tpal"],
      "no output given: use '-o <output>', '--out-dir <dir>', or '--to <format>' to write to standard output"
    ),
    (["a.tpal", "--to", "tbn"], "unknown format 'tbn' for '--to', did you mean 'tbin'?"),
    (
      ["a.tpal", "--to", "zzzzzz"],
      "unknown format 'zzzzzz' for '--to'; known formats: tbin, tpal, wonly"
    ),
    (
      ["a.tpal", "--from", "wonly", "--to", "tbin"],
      "palconv cannot read wonly files: it only writes them"
    ),
    (
      ["a.tpal", "-o", "b.unknown"],
      "cannot tell the output format from 'b.unknown'; use '--to <format>'"
    ),

    (["a.tpal", "-o", "-"], "writing to standard output needs '--to <format>'"),
    (
      ["a.tpal", "b.tpal", "-o", "c.tbin"],
      "'-o' takes one input file; use '--out-dir' for several inputs or a folder"
    ),
    (["a.tpal", "b.tpal", "--to", "tbin"], "several inputs or a folder need '--out-dir <dir>'"),
    (["-", "-", "--to", "tbin"], "standard input ('-') can be read only once"),
    (
      ["-", "--to", "tbin", "--out-dir", "d"],
      "standard input ('-') cannot be used with '--out-dir'; use '-o'"
    ),
    (
      ["a.tpal", "--to", "tbin", "--check"],
      "'--check' compares output files; give '-o <output>' or '--out-dir <dir>'"
    ),
    (
      ["a.tpal", "-o", "-", "--to", "tbin", "--check"],
      "'--check' compares output files; it cannot check standard output"
    ),
    (
      ["a.tpal", "--to", "tbin", "--jobs", "0"],
      "the value of '--jobs' must be a whole number of at least 1, not '0'"
    ),
    (
      ["a.tpal", "--to", "tbin", "--color", "sometimes"],
      "the value of '--color' must be auto, always or never, not 'sometimes'"
    ),
    (
      ["a.tpal", "--to", "tbin", "--diagnostics", "xml"],
      "the value of '--diagnostics' must be text or json, not 'xml'"
    ),
    (["a.tpal", "--to", "tbin", "-q", "-v"], "'--quiet' and '--verbose' cannot be used together"),
    (
      ["a.tpal", "--to", "tbin", "--sort", "hue,lightnes"],
      "unknown sort key 'lightnes' for '--sort', did you mean 'lightness'?"
    ),
    (["a.tpal", "--to", "tbin", "--reverse"], "'--reverse' modifies '--sort', which is missing"),
    (
      ["a.tpal", "--to", "tbin", "--metric", "oklab"],
      "'--metric' modifies '--dedupe', which is missing"
    ),
    (
      ["a.tpal", "--to", "tbin", "--prefer-named"],
      "'--prefer-named' modifies '--dedupe', which is missing"
    ),
    (
      ["a.tpal", "--to", "tbin", "--dedupe", "--metric", "cie76"],
      "the value of '--metric' must be ciede2000 or oklab, not 'cie76'"
    ),
    (
      ["a.tpal", "--to", "tbin", "--dedupe=-1"],
      "the value of '--dedupe' must be a number of at least 0, not '-1'"
    ),
    (
      ["a.tpal", "--to", "tbin", "--pastelize", "1.5"],
      "the value of '--pastelize' must be a number from 0 to 1, not '1.5'"
    ),
    // Format options come from the registry's formats: these test formats declare none.
    (["a.tpal", "--to", "tbin", "--css-syntax", "hsl"], "unknown option '--css-syntax'"),
    (
      ["a.tpal", "--to", "tbin", "--max-input-size", "lots"],
      "the value of '--max-input-size' must be a size such as 1000, 64K or 256M, not 'lots'"
    ),
    // A value that looks like a number is the option's value, checked, never a file name or
    // another option.
    (
      ["a.tpal", "--dedupe", "nan", "--to", "tbin"],
      "the value of '--dedupe' must be a plain decimal number of at least 0, not 'nan'"
    ),
    (
      ["a.tpal", "--to", "tbin", "--pastelize", "-inf"],
      "the value of '--pastelize' must be a plain decimal number from 0 to 1, not '-inf'"
    ),
    (
      ["a.tpal", "--to", "tbin", "--dedupe", "0x10"],
      "the value of '--dedupe' must be a plain decimal number of at least 0, not '0x10'"
    ),
    (
      ["a.tpal", "--to", "tbin", "--dedupe", "1e3"],
      "the value of '--dedupe' must be a plain decimal number of at least 0, not '1e3'"
    ),
    (
      ["a.tpal", "--to", "tbin", "--pastelize=inf"],
      "the value of '--pastelize' must be a plain decimal number from 0 to 1, not 'inf'"
    ),
    (
      ["a.tpal", "-o", "a.tbin", "-o", "b.tbin"],
      "'--output' is given twice ('a.tbin' and 'b.tbin'); give it once"
    ),
    (
      ["a.tpal", "--to", "tpal", "--to", "tbin"],
      "'--to' is given twice ('tpal' and 'tbin'); give it once"
    ),
    (
      ["a.tpal", "--to", "tbin", "--dedupe", "--metric", "oklab", "--metric", "ciede2000"],
      "'--metric' is given twice ('oklab' and 'ciede2000'); give it once"
    ),
    (
      ["a.tpal", "--to", "tbin", "--allow", "loss.order"],
      "'--allow' modifies '--strict', which is missing"
    ),
    (
      ["a.tpal", "--to", "tbin", "--strict=loss.alpha,,loss.order"],
      "the value of '--strict' must be diagnostic codes separated by commas, such as loss.order or 'loss.*', not 'loss.alpha,,loss.order'"
    ),
    (
      ["a.tpal", "--to", "tbin", "--strict", "--allow", "loss.[a"],
      "the pattern 'loss.[a' has a '[' without its ']'"
    ),
    (["a.tpal", "--to", "tbin", "--strict="], "'--strict=' needs a value: '--strict=<codes>'"),
  ])
  func convertUsageErrors(_ arguments: [String], _ message: String) {
    let result = palconv(arguments)
    #expect(result.code == 64)
    #expect(result.errLines.first == "Error: \(message)")
    #expect(result.errLines.last == "  See 'palconv convert --help' for more information.")
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    (["validate"], "missing expected argument '<inputs> ...'", "validate"),
    (
      ["validate", "a.tpal", "--target", "gpx"],
      "unknown format 'gpx' for '--target'; known formats: tbin, tpal, wonly", "validate"
    ),
    (["show"], "missing expected argument '<input>'", "show"),
    (["show", "a", "b"], "'show' takes one input", "show"),
    (["inspect"], "missing expected argument '<input>'", "inspect"),
    (
      ["inspect", "a", "--from", "tpl"], "unknown format 'tpl' for '--from', did you mean 'tpal'?",
      "inspect"
    ),
    (["formats", "extra"], "unexpected argument 'extra'", "formats"),
    (["formats", "--verbose"], "unknown option '--verbose'", "formats"),
  ])
  func otherUsageErrors(_ arguments: [String], _ message: String, _ command: String) {
    let result = palconv(arguments)
    #expect(result.code == 64)
    #expect(result.errLines.first == "Error: \(message)")
    #expect(result.errLines.last == "  See 'palconv \(command) --help' for more information.")
  }

  /// Steps may repeat; they run once per occurrence.
  @Test func stepsMayRepeat() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", "TPAL\n#ff0000 Red\n#00ff00 Green\n")
    let result = palconv([
      input, "--to", "tpal", "--sort", "name", "--dedupe", "--sort", "hue", "--dedupe", "2",
    ])
    #expect(result.code == 0)
    #expect(result.out == "TPAL\n#ff0000 Red\n#00ff00 Green\n")
  }

  /// A following argument that is not a number is not taken: it stays an input.
  @Test func aFileAfterAnOptionalNumberIsAnInput() {
    let temp = TempFolder()
    let input = temp.write("1e3.tpal", "TPAL\n#ff0000 Red\n")
    let result = palconv(["--dedupe", input, "--to", "tpal"])
    #expect(result.code == 0)
    #expect(result.out == "TPAL\n#ff0000 Red\n")
  }

  @Test func sizeSuffixes() throws {
    for (text, value) in [
      ("1000", 1000), ("64K", 65536), ("2M", 2 << 20), ("1G", 1 << 30), ("3MiB", 3 << 20),
      ("5k", 5120),
    ] {
      let parsed = try ArgumentParser(options: [CommonOptions.maxInputSize.spec]).parse([
        "--max-input-size", text,
      ])
      #expect(try CommonOptions.sizeLimit(parsed) == value)
    }
  }

  /// An output named after a format instead of its extension, or with the extension of a
  /// format palconv only reads, gets an error that says what to write instead.
  @Test func outputExtensionsThatNameAFormatOrAReadOnlyOne() {
    let temp = TempFolder()
    let input = temp.write("a.gpl", "GIMP Palette\n255 0 0 red\n")
    let named = palconv([input, "-o", temp.url("out.procreate")], registry: .builtIn)
    #expect(named.code == 64)
    #expect(
      named.errLines.first
        == "Error: cannot tell the output format from '\(temp.url("out.procreate"))': procreate "
        + "files end in .swatches; name the output 'out.swatches' or add '--to procreate'")
    // `.acb` is written as an Autodesk colour book; Adobe's XML books are read only.
    let readOnly = palconv([input, "-o", temp.url("out.acbl")], registry: .builtIn)
    #expect(readOnly.code == 64)
    #expect(
      readOnly.errLines.first
        == "Error: palconv cannot write acbl files (.acbl): it only reads them; use '--to <format>' "
        + "for another format")
  }
}
