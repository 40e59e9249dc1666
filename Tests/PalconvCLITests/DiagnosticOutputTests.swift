import Testing

@testable import PalconvCLI

@Suite struct DiagnosticOutputTests {
  func run(
    _ extra: [String], environment: PalconvEnvironment = PalconvEnvironment()
  ) -> (CLIResult, String) {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Samples.uppercase)
    return (palconv([input, "-o", temp.url("b.tpal")] + extra, environment: environment), input)
  }

  @Test func colourOnlyOnATerminal() {
    let (plain, _) = run([])
    #expect(!plain.stderr.contains("\u{1B}"))
    let (terminal, input) = run([], environment: PalconvEnvironment(stderrIsTerminal: true))
    #expect(
      terminal.stderr
        == "\(input):2:2: \u{1B}[1;33mwarning:\u{1B}[0m upper-case hex digits [tpal.uppercase]\n")
  }

  @Test func noColorIsHonoured() {
    let environment = PalconvEnvironment(variables: ["NO_COLOR": "1"], stderrIsTerminal: true)
    #expect(!run([], environment: environment).0.stderr.contains("\u{1B}"))
    let empty = PalconvEnvironment(variables: ["NO_COLOR": ""], stderrIsTerminal: true)
    #expect(run([], environment: empty).0.stderr.contains("\u{1B}"))
    #expect(run(["--color", "always"], environment: environment).0.stderr.contains("\u{1B}"))
  }

  @Test func colorFlag() {
    #expect(run(["--color", "always"]).0.stderr.contains("\u{1B}[1;33m"))
    #expect(
      !run(["--color", "never"], environment: PalconvEnvironment(stderrIsTerminal: true)).0.stderr
        .contains("\u{1B}"))
  }

  @Test func jsonDiagnostics() {
    let (result, input) = run(["--diagnostics", "json"])
    #expect(
      result.stderr
        == "{\"severity\": \"warning\", \"code\": \"tpal.uppercase\", \"message\": \"upper-case hex digits\", \"path\": \"\(input)\", \"line\": 2, \"column\": 2}\n"
    )
  }

  @Test func quietAndVerbose() {
    #expect(run(["-q"]).0.stderr.isEmpty)
    let (verbose, input) = run(["-v"])
    #expect(verbose.errLines.count == 3)
    #expect(
      verbose.errLines[0]
        == "\(input): note: read as tpal: the content matches tpal (strong) [detect.format]")
  }
}
