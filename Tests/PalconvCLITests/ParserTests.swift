import Testing

@testable import PalconvCLI

@Suite struct ParserTests {
  let parser = ArgumentParser(options: [
    OptionSpec("output", short: "o", kind: .text(named: "file"), repeatable: true, help: ""),
    OptionSpec("recursive", short: "r", help: ""),
    OptionSpec("verbose", short: "v", help: ""),
    OptionSpec(
      "dedupe", kind: .decimal(-1...Double.infinity, named: "delta-e", optional: true),
      repeatable: true, help: ""),
    OptionSpec("sort", kind: .text(named: "keys"), repeatable: true, help: ""),
    OptionSpec("to", kind: .text(named: "format"), help: ""),
    OptionSpec(
      "strict", kind: .list(named: "codes", items: "codes", example: "a", inline: true),
      repeatable: true, help: ""),
  ])

  @Test func formsOfValues() throws {
    let parsed = try parser.parse(["-o", "a", "--output=b", "-oc", "--output", "d", "in"])
    #expect(parsed.occurrences.map(\.text) == ["a", "b", "c", "d"])
    #expect(parsed.positionals == ["in"])
    #expect(parsed.occurrences.last?.value == .text("d"))
  }

  @Test func groupedShortFlags() throws {
    let parsed = try parser.parse(["-rv", "-rvo", "x"])
    #expect(
      parsed.occurrences.map(\.name) == ["recursive", "verbose", "recursive", "verbose", "output"])
    #expect(parsed.occurrences.last?.value == .text("x"))
  }

  @Test func optionalNumberTakesOnlyNumbers() throws {
    let parsed = try parser.parse([
      "--dedupe", "in.gpl", "--dedupe", "2.5", "--dedupe=3", "--dedupe", "-1",
    ])
    #expect(parsed.occurrences.map(\.text) == [nil, "2.5", "3", "-1"])
    #expect(
      parsed.occurrences.map(\.value) == [.present, .decimal(2.5), .decimal(3), .decimal(-1)])
    #expect(parsed.positionals == ["in.gpl"])
  }

  @Test func dashIsPositionalAndDoubleDashEndsOptions() throws {
    let parsed = try parser.parse(["-", "--", "--recursive", "-o"])
    #expect(parsed.positionals == ["-", "--recursive", "-o"])
    #expect(parsed.occurrences.isEmpty)
  }

  @Test func dashIsAValue() throws {
    #expect(try parser.parse(["-o", "-"]).occurrences.map(\.text) == ["-"])
  }

  @Test func orderIsKept() throws {
    let parsed = try parser.parse(["--sort", "hue", "--dedupe", "--sort", "name"])
    #expect(parsed.occurrences.map(\.name) == ["sort", "dedupe", "sort"])
  }

  @Test(arguments: [
    (["--dedup"], "unknown option '--dedup', did you mean '--dedupe'?"),
    (["--outptu", "x"], "unknown option '--outptu', did you mean '--output'?"),
    (["--zzzzzz"], "unknown option '--zzzzzz'"),
    (["-x"], "unknown option '-x'"),
    (["-o"], "missing value for '-o <file>'"),
    (["--output", "--recursive"], "missing value for '--output <file>'"),
    (["--recursive=yes"], "option '--recursive' does not take a value"),
    (
      ["--dedupe=abc"],
      "the value of '--dedupe' must be a plain decimal number of at least -1, not 'abc'"
    ),
    (
      ["--dedupe", "nan"],
      "the value of '--dedupe' must be a plain decimal number of at least -1, not 'nan'"
    ),
    (
      ["--dedupe", "-inf"],
      "the value of '--dedupe' must be a plain decimal number of at least -1, not '-inf'"
    ),
    (
      ["--dedupe", "0x10"],
      "the value of '--dedupe' must be a plain decimal number of at least -1, not '0x10'"
    ),
    (
      ["--dedupe", "1e3"],
      "the value of '--dedupe' must be a plain decimal number of at least -1, not '1e3'"
    ),
    (
      ["--dedupe", "Infinity"],
      "the value of '--dedupe' must be a plain decimal number of at least -1, not "
        + "'Infinity'"
    ),
    (["--to", "css", "--to", "json"], "'--to' is given twice ('css' and 'json'); give it once"),
    (["--to=css", "--to", "css"], "'--to' is given twice ('css' and 'css'); give it once"),
    (["--strict="], "'--strict=' needs a value: '--strict=<codes>'"),
  ])
  func errors(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError(message)) { try parser.parse(arguments) }
  }

  @Test func editDistance() {
    #expect(Suggestion.editDistance(Array("dedupe".utf8), Array("dedupe".utf8)) == 0)
    #expect(Suggestion.editDistance(Array("dedup".utf8), Array("dedupe".utf8)) == 1)
    #expect(Suggestion.editDistance(Array("ab".utf8), Array("ba".utf8)) == 1)
    #expect(Suggestion.editDistance(Array("".utf8), Array("abc".utf8)) == 3)
    #expect(Suggestion.closest(to: "--to", among: ["--jobs"]) == nil)
  }

  @Test func numbers() {
    for text in ["3", "-0.5", ".5", "+2"] {
      #expect(OptionKind.isPlainDecimal(text), "\(text)")
    }
    for text in ["nan", "inf", "3x", "-v", "1e3", "0x10", ".", "1.2.3", ""] {
      #expect(!OptionKind.isPlainDecimal(text), "\(text)")
    }
    for text in ["nan", "NaN", "inf", "-inf", "Infinity", "0x10", "1e3", "-2", "0.5"] {
      #expect(ArgumentParser.looksLikeNumber(text), "\(text)")
    }
    for text in ["in.gpl", "-v", "--to", "", "e3", "x10"] {
      #expect(!ArgumentParser.looksLikeNumber(text), "\(text)")
    }
  }
}
