import Foundation
import Testing

@testable import PalconvCLI

@Suite struct BatchTests {
  /// palettes/a.tpal, palettes/b.tbin, palettes/sub/c.tpal, palettes/notes.md, .hidden.tpal
  func makeTree(_ temp: TempFolder) {
    temp.write("palettes/a.tpal", "TPAL\n#ff0000\n")
    temp.write("palettes/b.tbin", Samples.flatBinary)
    temp.write("palettes/sub/c.tpal", "TPAL\n#00ff00\n")
    temp.write("palettes/notes.md", "not a palette")
    temp.write("palettes/.hidden.tpal", "TPAL\n#000000\n")
  }

  @Test func mirrorsTheTreeRecursively() {
    let temp = TempFolder()
    makeTree(temp)
    let result = palconv([
      temp.url("palettes"), "--to", "tpal", "--out-dir", temp.url("build"), "-r",
    ])
    #expect(result.code == 0)
    #expect(temp.read("build/a.tpal") == Array("TPAL\n#ff0000\n".utf8))
    #expect(temp.read("build/b.tpal") == Array("TPAL\n#ff0000\n#0000ff\n".utf8))
    #expect(temp.read("build/sub/c.tpal") == Array("TPAL\n#00ff00\n".utf8))
    #expect(!temp.exists("build/.hidden.tpal"))
    #expect(!temp.exists("build/notes.tpal"))
    #expect(
      result.errLines == ["palconv: 3 converted, 0 unchanged, 0 failed, 2 skipped (0 warnings)"])
  }

  /// Folder names that start with a combining mark, or end with U+0600, join the `/` next to
  /// them into one `Character`; the output folders are still made one by one, by bytes.
  @Test func mirrorsFoldersWhoseNamesJoinTheSlash() {
    let temp = TempFolder()
    temp.write("in/\u{301}c/a.tpal", "TPAL\n#ff0000\n")
    temp.write("in/\u{600}/b.tpal", "TPAL\n#00ff00\n")
    let result = palconv([temp.url("in"), "--to", "tpal", "--out-dir", temp.url("out"), "-r"])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(temp.read("out/\u{301}c/a.tpal") == Array("TPAL\n#ff0000\n".utf8))
    #expect(temp.read("out/\u{600}/b.tpal") == Array("TPAL\n#00ff00\n".utf8))
  }

  @Test func withoutRecursiveSubfoldersAreSkipped() {
    let temp = TempFolder()
    makeTree(temp)
    let result = palconv([temp.url("palettes"), "--to", "tbin", "--out-dir", temp.url("build")])
    #expect(result.code == 0)
    #expect(temp.exists("build/a.tbin"))
    #expect(!temp.exists("build/sub"))
    #expect(
      result.errLines.last == "palconv: 2 converted, 0 unchanged, 0 failed, 3 skipped (0 warnings)")
  }

  @Test func verboseNotesSkippedFiles() {
    let temp = TempFolder()
    makeTree(temp)
    let result = palconv([
      temp.url("palettes"), "--to", "tbin", "--out-dir", temp.url("build"), "-v",
    ])
    #expect(
      Array(result.errLines.prefix(3)) == [
        "\(temp.url("palettes/.hidden.tpal")): note: skipped: a hidden file [input.skipped]",
        "\(temp.url("palettes/notes.md")): note: skipped: no format reads .md files [input.skipped]",
        "\(temp.url("palettes/sub")): note: skipped: a folder (-r reads subfolders) [input.skipped]",
      ])
    #expect(
      result.errLines.last == "palconv: 2 converted, 0 unchanged, 0 failed, 3 skipped (0 warnings)")
  }

  @Test func keepsGoingAfterABadFileAndExitsWithTheWorstCode() {
    let temp = TempFolder()
    temp.write("in/1-good.tpal", "TPAL\n#ff0000\n")
    temp.write("in/2-bad.tpal", Samples.broken)
    temp.write("in/3-warn.tpal", Samples.uppercase)
    temp.write("in/4-empty.tbin", [])
    temp.write("in/5-good.tbin", Samples.flatBinary)
    let result = palconv([temp.url("in"), "--to", "tpal", "--out-dir", temp.url("out")])
    #expect(result.code == 2)
    #expect(temp.exists("out/1-good.tpal"))
    #expect(temp.exists("out/3-warn.tpal"))
    #expect(temp.exists("out/5-good.tpal"))
    #expect(!temp.exists("out/2-bad.tpal"))
    #expect(
      result.errLines == [
        "\(temp.url("in/2-bad.tpal")):2:2: error: bad colour '12345g' [error.invalid-value]",
        "\(temp.url("in/3-warn.tpal")):2:2: warning: upper-case hex digits [tpal.uppercase]",
        "\(temp.url("in/4-empty.tbin")): byte 0: error: missing TBIN signature [error.invalid-signature]",
        "palconv: 3 converted, 0 unchanged, 2 failed, 0 skipped (1 warning)",
      ])
  }

  @Test func worstCodeIsOneWhenOnlyStrictFails() {
    let temp = TempFolder()
    temp.write("in/a.tpal", "TPAL\n#ff0000\n")
    temp.write("in/b.tpal", Samples.uppercase)
    let result = palconv([temp.url("in"), "--to", "tpal", "--out-dir", temp.url("out"), "--strict"])
    #expect(result.code == 1)
    #expect(temp.exists("out/a.tpal"))
    #expect(!temp.exists("out/b.tpal"))
  }

  @Test func checkWritesNothingAndReportsDrift() throws {
    let temp = TempFolder()
    makeTree(temp)
    let arguments = [temp.url("palettes"), "--to", "tpal", "--out-dir", temp.url("build"), "-r"]
    let before = palconv(arguments + ["--check"])
    #expect(before.code == 1)
    #expect(!temp.exists("build"))
    #expect(
      before.errLines.last
        == "palconv: 0 would change, 3 missing, 0 up to date, 0 failed, 2 skipped (0 warnings)")
    #expect(palconv(arguments).code == 0)
    let after = palconv(arguments + ["--check"])
    #expect(after.code == 0)
    #expect(
      after.errLines == [
        "palconv: 0 would change, 0 missing, 3 up to date, 0 failed, 2 skipped (0 warnings)"
      ])
    temp.write("build/sub/c.tpal", "TPAL\n#000000 Tampered\n")
    let drift = palconv(arguments + ["--check"])
    #expect(drift.code == 1)
    #expect(
      drift.errLines.first
        == "\(temp.url("palettes/sub/c.tpal")): error: \(temp.url("build/sub/c.tpal")) would change [check.would-change]"
    )
    #expect(temp.read("build/sub/c.tpal") == Array("TPAL\n#000000 Tampered\n".utf8))
  }

  @Test func secondRunLeavesFilesAlone() throws {
    let temp = TempFolder()
    makeTree(temp)
    let arguments = [temp.url("palettes"), "--to", "tbin", "--out-dir", temp.url("build"), "-r"]
    #expect(palconv(arguments).code == 0)
    let inode =
      try FileManager.default.attributesOfItem(atPath: temp.url("build/sub/c.tbin"))[
        .systemFileNumber] as? Int
    let second = palconv(arguments)
    #expect(second.code == 0)
    #expect(
      second.errLines == ["palconv: 0 converted, 3 unchanged, 0 failed, 2 skipped (0 warnings)"])
    let again =
      try FileManager.default.attributesOfItem(atPath: temp.url("build/sub/c.tbin"))[
        .systemFileNumber] as? Int
    #expect(inode == again)
  }

  @Test(arguments: [1, 2, 8])
  func outputDoesNotDependOnJobs(_ jobs: Int) {
    let temp = TempFolder()
    var expected: [String] = []
    for index in 0..<24 {
      let name = String(format: "in/p%02d.tpal", index)
      if index % 5 == 0 {
        temp.write(name, Samples.broken)
        expected.append("\(temp.url(name)):2:2: error: bad colour '12345g' [error.invalid-value]")
      } else {
        temp.write(name, "TPAL\n#\(String(format: "%06x", index * 1000))\n")
      }
    }
    let result = palconv([
      temp.url("in"), "--to", "tbin", "--out-dir", temp.url("out"), "--jobs", "\(jobs)",
    ])
    #expect(result.code == 2)
    #expect(
      result.errLines == expected + [
        "palconv: 19 converted, 0 unchanged, 5 failed, 0 skipped (0 warnings)"
      ])
    #expect(temp.read("out/p01.tbin") == Array("TBIN".utf8) + [1, 0, 0x03, 0xE8])
  }

  @Test func severalFileInputsGoIntoOutDir() {
    let temp = TempFolder()
    let a = temp.write("x/a.tpal", "TPAL\n#ff0000\n")
    let b = temp.write("y/b.tbin", Samples.flatBinary)
    let result = palconv([b, a, "--to", "tpal", "--out-dir", temp.url("out")])
    #expect(result.code == 0)
    #expect(temp.exists("out/a.tpal"))
    #expect(temp.exists("out/b.tpal"))
  }

  @Test func outputClashesAreRefused() {
    let temp = TempFolder()
    temp.write("in/a.tpal", "TPAL\n#ff0000\n")
    temp.write("in/a.tbin", Samples.flatBinary)
    let result = palconv([temp.url("in"), "--to", "wonly", "--out-dir", temp.url("out")])
    #expect(result.code == 2)
    #expect(temp.read("out/a.wonly") == Array("2 swatches\n".utf8))
    #expect(
      result.errLines.first
        == "\(temp.url("in/a.tpal")): error: \(temp.url("out/a.wonly")) is already the output of \(temp.url("in/a.tbin")) [output.clash]"
    )
  }

  @Test func outDirInsideTheInputIsNotReadBack() {
    let temp = TempFolder()
    temp.write("p/a.tpal", "TPAL\n#ff0000\n")
    let arguments = [temp.url("p"), "--to", "tpal", "--out-dir", temp.url("p/build"), "-r"]
    #expect(palconv(arguments).code == 0)
    let second = palconv(arguments)
    #expect(
      second.errLines == ["palconv: 0 converted, 1 unchanged, 0 failed, 1 skipped (0 warnings)"])
  }

  @Test func sameFolderInAndOutNeedsForce() {
    let temp = TempFolder()
    temp.write("p/a.tpal", Samples.uppercase)
    let refused = palconv([temp.url("p"), "--to", "tpal", "--out-dir", temp.url("p")])
    #expect(refused.code == 2)
    #expect(refused.stderr.contains("refusing to overwrite the input"))
    #expect(temp.read("p/a.tpal") == Array(Samples.uppercase.utf8))
  }

  @Test func outputThroughALinkOutsideOutDirIsRefused() throws {
    let temp = TempFolder()
    temp.write("in/sub/a.tpal", "TPAL\n#ff0000\n")
    try FileManager.default.createDirectory(
      atPath: temp.url("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: temp.url("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: temp.url("out/sub"), withDestinationPath: temp.url("elsewhere"))
    let result = palconv([temp.url("in"), "--to", "tbin", "--out-dir", temp.url("out"), "-r"])
    #expect(result.code == 2)
    #expect(
      result.stderr.contains("refusing to write outside the output folder \(temp.url("out"))"))
    #expect(!temp.exists("elsewhere/a.tbin"))
  }

  @Test func danglingLinkIsReportedAndOthersConverted() throws {
    let temp = TempFolder()
    temp.write("in/a.tpal", "TPAL\n#ff0000\n")
    try FileManager.default.createSymbolicLink(
      atPath: temp.url("in/gone.tpal"), withDestinationPath: temp.url("nowhere.tpal"))
    let result = palconv([temp.url("in"), "--to", "tbin", "--out-dir", temp.url("out")])
    #expect(result.code == 2)
    #expect(temp.exists("out/a.tbin"))
    #expect(
      result.errLines.first
        == "\(temp.url("in/gone.tpal")): error: cannot open: no such file or directory [error.io]")
  }

  @Test func jsonSummary() {
    let temp = TempFolder()
    temp.write("in/a.tpal", Samples.uppercase)
    let result = palconv([
      temp.url("in"), "--to", "tpal", "--out-dir", temp.url("out"), "--diagnostics", "json",
    ])
    #expect(
      result.errLines == [
        "{\"severity\": \"warning\", \"code\": \"tpal.uppercase\", \"message\": \"upper-case hex digits\", \"path\": \"\(temp.url("in/a.tpal"))\", \"line\": 2, \"column\": 2}",
        "{\"summary\": {\"files\": 1, \"converted\": 1, \"unchanged\": 0, \"wouldChange\": 0, \"missing\": 0, \"failed\": 0, \"skipped\": 0, \"warnings\": 1}}",
      ])
  }

  @Test func quietHidesWarningsAndSummary() {
    let temp = TempFolder()
    temp.write("in/a.tpal", Samples.uppercase)
    temp.write("in/b.tpal", Samples.broken)
    let result = palconv([temp.url("in"), "--to", "tpal", "--out-dir", temp.url("out"), "-q"])
    #expect(result.code == 2)
    #expect(
      result.errLines == [
        "\(temp.url("in/b.tpal")):2:2: error: bad colour '12345g' [error.invalid-value]"
      ])
  }

  @Test func progressBarLines() {
    var bar = ProgressBar(width: 10)
    #expect(bar.clear() == "")
    #expect(bar.line(finished: 3, total: 10) == "\r[===       ] 3/10 files")
    #expect(bar.line(finished: 10, total: 10) == "\r[==========] 10/10 files")
    #expect(bar.clear() == "\r\u{1B}[K")
  }
}
