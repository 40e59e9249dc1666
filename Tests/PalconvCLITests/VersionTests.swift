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

  @Test func aBuildInAGitCheckoutKnowsItsCommit() throws {
    // Built from a checkout, the commit is the checkout's (possibly -dirty); elsewhere none.
    let head = try ExternalTool.run(
      "git", ["-C", Fixtures.packageRoot.path, "rev-parse", "HEAD"])
    guard let head, head.code == 0 else {
      #expect(VersionText.commit == nil)
      return
    }
    let commit = try #require(VersionText.commit, "a build in a checkout embeds its commit")
    let hash = commit.hasSuffix("-dirty") ? String(commit.dropLast(6)) : commit
    #expect(hash.count == 12)
    // The manifest is read when the package is built, so the commit is HEAD or an ancestor.
    let known = try ExternalTool.run(
      "git", ["-C", Fixtures.packageRoot.path, "merge-base", "--is-ancestor", hash, "HEAD"])
    #expect(known?.code == 0, "\(hash) is not HEAD or one of its ancestors")
  }
}
