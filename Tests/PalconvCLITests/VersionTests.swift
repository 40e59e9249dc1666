import Foundation
import TestSupport
import Testing

@testable import PalconvCLI

/// `palconv --version`: the version, and the build's commit when known.
@Suite struct VersionTests {
  @Test func theLineHasTheCommitOnlyWhenKnown() {
    #expect(VersionText.line(version: "0.1.0", commit: nil) == "palconv 0.1.0")
    #expect(VersionText.line(version: "0.1.0", commit: "3f2c1a9") == "palconv 0.1.0 (3f2c1a9)")
  }

  @Test func anEmbeddedCommitIsCheckedBeforeItIsPrinted() {
    #expect(VersionText.commit("") == nil)
    #expect(VersionText.commit("3f2c1a9") == "3f2c1a9")
    #expect(VersionText.commit("3f2c1a9b0c4d-dirty") == "3f2c1a9b0c4d-dirty")
    #expect(VersionText.commit("unknown") == nil)
    #expect(VersionText.commit("3f2c") == nil)
    #expect(VersionText.commit(String(repeating: "a", count: 41)) == nil)
  }

  @Test func versionPrintsTheLine() {
    let result = palconv(["--version"])
    #expect(result.code == 0)
    #expect(result.stderr.isEmpty)
    #expect(
      result.out == VersionText.line(version: Palconv.version, commit: VersionText.commit) + "\n")
  }

  @Test func theEmbeddedCommitIsTheOneTheBuildWasGiven() {
    // `make` builds with PALCONV_GIT_COMMIT set; a plain `swift build` embeds none.
    let given = ProcessInfo.processInfo.environment["PALCONV_GIT_COMMIT"].flatMap(
      VersionText.commit)
    #expect(VersionText.commit == given)
  }
}
