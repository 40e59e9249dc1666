import Testing

@testable import PalconvCLI

/// `palconv watch` and `convert --watch` refuse what cannot be watched before they start; a
/// running watch is tested as a process (`Tests/RobustnessTests/WatchTests`).
@Suite struct WatchCommandTests {
  @Test func usageErrors() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Samples.uppercase)
    let cases: [([String], String)] = [
      (
        ["watch", input, "--to", "tpal"],
        "'--watch' writes files: give '-o <output>' or '--out-dir <dir>'"
      ),
      (
        ["watch", "-", "-o", temp.url("b.tpal")],
        "'--watch' reads files; standard input ('-') cannot be watched"
      ),
      (
        [input, "-o", temp.url("b.tpal"), "--watch", "--check"],
        "'--watch' and '--check' cannot be used together"
      ),
      (["watch", input, "-o", temp.url("b.tpal"), "--check"], "unknown option '--check'"),
    ]
    for (arguments, message) in cases {
      let result = palconv(arguments)
      #expect(result.code == 64, "\(arguments)")
      #expect(result.errLines.first == "Error: \(message)", "\(arguments): \(result.stderr)")
    }
    #expect(!temp.exists("b.tpal"))
  }

  @Test func theWatchHelpHasConvertsOptionsButCheckAndJobs() {
    let help = palconv(["watch", "--help"]).out
    #expect(help.contains("--poll"))
    #expect(help.contains("--out-dir <dir>"))
    #expect(help.contains("--sort"))
    #expect(!help.contains("  --check"))
    #expect(!help.contains("--jobs <n>"))
  }
}
