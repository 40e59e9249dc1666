import Foundation
import Glibc
import TestSupport
import Testing

@testable import PalconvCLI
@testable import PaletteKit

/// What a folder walk reads, skips and cannot reach, with the summary counts and every `-v`
/// line (docs/cli.md, "Folder inputs").
@Suite struct FolderPolicyTests {
  /// in/: a.tpal, .hidden.tpal, .git/x.tpal, link.tpal -> a.tpal, linkdir -> sub,
  /// loop.tpal -> loop.tpal, notes.md, sub/b.tpal, up -> .. (a loop through folders).
  func makeTree(_ temp: TempFolder) throws {
    temp.write("in/a.tpal", "TPAL\n#ff0000\n")
    temp.write("in/.hidden.tpal", "TPAL\n#000000\n")
    temp.write("in/.git/x.tpal", "TPAL\n#000000\n")
    temp.write("in/notes.md", "not a palette")
    temp.write("in/sub/b.tpal", "TPAL\n#00ff00\n")
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: temp.url("in/link.tpal"), withDestinationPath: "a.tpal")
    try manager.createSymbolicLink(atPath: temp.url("in/linkdir"), withDestinationPath: "sub")
    try manager.createSymbolicLink(
      atPath: temp.url("in/loop.tpal"), withDestinationPath: "loop.tpal")
    try manager.createSymbolicLink(atPath: temp.url("in/up"), withDestinationPath: "..")
  }

  @Test func everyEntryIsCountedAndListedWithItsReason() throws {
    let temp = TempFolder()
    try makeTree(temp)
    let result = palconv([
      temp.url("in"), "-r", "--to", "tpal", "--out-dir", temp.url("out"), "-v", "-j", "1",
    ])
    #expect(result.code == 2)
    let detected = "note: read as tpal: the content matches tpal (strong) [detect.format]"
    let expected: [String] = [
      "\(temp.url("in/.git")): note: skipped: a hidden folder (not entered) [input.skipped]",
      "\(temp.url("in/.hidden.tpal")): note: skipped: a hidden file [input.skipped]",
      "\(temp.url("in/linkdir")): note: skipped: a link to a folder (not followed) [input.skipped]",
      "\(temp.url("in/notes.md")): note: skipped: no format reads .md files [input.skipped]",
      "\(temp.url("in/up")): note: skipped: a link to a folder (not followed) [input.skipped]",
      "\(temp.url("in/a.tpal")): \(detected)",
      "\(temp.url("in/a.tpal")): note: wrote \(temp.url("out/a.tpal")) [output.written]",
      "\(temp.url("in/link.tpal")): \(detected)",
      "\(temp.url("in/link.tpal")): note: wrote \(temp.url("out/link.tpal")) [output.written]",
      "\(temp.url("in/loop.tpal")): error: cannot open: too many symbolic links (a link loop?) [error.io]",
      "\(temp.url("in/sub/b.tpal")): \(detected)",
      "\(temp.url("in/sub/b.tpal")): note: wrote \(temp.url("out/sub/b.tpal")) [output.written]",
      "palconv: 3 converted, 0 unchanged, 1 failed, 5 skipped (0 warnings)",
    ]
    #expect(result.errLines == expected)
    #expect(temp.read("out/link.tpal") == Array("TPAL\n#ff0000\n".utf8))
    #expect(!temp.exists("out/linkdir"))
    #expect(!temp.exists("out/up"))
  }

  @Test func withoutVerboseTheSummaryStillCountsEverything() throws {
    let temp = TempFolder()
    try makeTree(temp)
    let result = palconv([temp.url("in"), "--to", "tpal", "--out-dir", temp.url("out")])
    #expect(
      result.errLines == [
        "\(temp.url("in/loop.tpal")): error: cannot open: too many symbolic links (a link loop?) [error.io]",
        "palconv: 2 converted, 0 unchanged, 1 failed, 6 skipped (0 warnings)",
      ])
    let json = palconv([
      temp.url("in"), "--to", "tpal", "--out-dir", temp.url("out"), "--diagnostics", "json",
    ])
    #expect(
      json.errLines.last
        == "{\"summary\": {\"files\": 9, \"converted\": 0, \"unchanged\": 2, \"wouldChange\": 0, "
        + "\"missing\": 0, \"failed\": 1, \"skipped\": 6, \"warnings\": 0}}")
  }

  @Test func validateWalksTheSameWay() throws {
    let temp = TempFolder()
    try makeTree(temp)
    let result = palconv(["validate", temp.url("in"), "-r", "-v"])
    #expect(result.code == 2)
    let detected = "note: read as tpal: the content matches tpal (strong) [detect.format]"
    let expected: [String] = [
      "\(temp.url("in/.git")): note: skipped: a hidden folder (not entered) [input.skipped]",
      "\(temp.url("in/.hidden.tpal")): note: skipped: a hidden file [input.skipped]",
      "\(temp.url("in/linkdir")): note: skipped: a link to a folder (not followed) [input.skipped]",
      "\(temp.url("in/notes.md")): note: skipped: no format reads .md files [input.skipped]",
      "\(temp.url("in/up")): note: skipped: a link to a folder (not followed) [input.skipped]",
      "\(temp.url("in/a.tpal")): \(detected)",
      "\(temp.url("in/a.tpal")): note: swatch #FF0000 has no name [lint.unnamed]",
      "\(temp.url("in/link.tpal")): \(detected)",
      "\(temp.url("in/link.tpal")): note: swatch #FF0000 has no name [lint.unnamed]",
      "\(temp.url("in/loop.tpal")): error: cannot open: too many symbolic links (a link loop?) [error.io]",
      "\(temp.url("in/sub/b.tpal")): \(detected)",
      "\(temp.url("in/sub/b.tpal")): note: swatch #00FF00 has no name [lint.unnamed]",
      "palconv: 4 checked, 1 failed, 5 skipped (0 warnings)",
    ]
    #expect(result.errLines == expected)
  }

  @Test func excludePatternsSkipFilesAndFolders() throws {
    let temp = TempFolder()
    temp.write("in/a.tpal", "TPAL\n#ff0000\n")
    temp.write("in/drafts/b.tpal", "TPAL\n#00ff00\n")
    temp.write("in/sub/old-c.tpal", "TPAL\n#0000ff\n")
    temp.write("in/sub/d.tpal", "TPAL\n#0000ff\n")
    let result = palconv([
      temp.url("in"), "-r", "--to", "tpal", "--out-dir", temp.url("out"), "--exclude", "drafts",
      "--exclude", "**/old-*", "-v",
    ])
    #expect(result.code == 0)
    #expect(
      result.errLines.filter { $0.contains("[input.skipped]") } == [
        "\(temp.url("in/drafts")): note: skipped: excluded by 'drafts' [input.skipped]",
        "\(temp.url("in/sub/old-c.tpal")): note: skipped: excluded by '**/old-*' [input.skipped]",
      ])
    #expect(
      result.errLines.last == "palconv: 2 converted, 0 unchanged, 0 failed, 2 skipped (0 warnings)")
    #expect(temp.exists("out/sub/d.tpal"))
    #expect(!temp.exists("out/drafts"))
  }

  @Test func aBadExcludePatternIsAUsageError() {
    let result = palconv(["in", "--to", "tpal", "--out-dir", "out", "--exclude", "[a-"])
    #expect(result.code == 64)
    #expect(result.errLines.first == "Error: the pattern '[a-' has a '[' without its ']'")
  }

  @Test(
    .enabled(
      if: geteuid() != 0,
      "running as root: folder permissions do not stop root, so this cannot be provoked"))
  func anUnreadableFolderIsAnErrorAndCounted() throws {
    let temp = TempFolder()
    temp.write("in/a.tpal", "TPAL\n#ff0000\n")
    temp.write("in/locked/b.tpal", "TPAL\n#00ff00\n")
    chmod(temp.url("in/locked"), 0)
    defer { chmod(temp.url("in/locked"), 0o755) }
    let result = palconv([temp.url("in"), "-r", "--to", "tpal", "--out-dir", temp.url("out")])
    #expect(result.code == 2)
    #expect(
      result.errLines == [
        "\(temp.url("in/locked")): error: cannot open the folder: permission denied [input.unreachable]",
        "palconv: 1 converted, 0 unchanged, 1 failed, 0 skipped (0 warnings)",
      ])
  }

  /// A tree deeper than PATH_MAX: listed, read and written through descriptors.
  @Test func filesDeeperThanThePathLimitAreConverted() throws {
    let temp = TempFolder()
    defer { DeepTree.empty(temp.path) }
    let levels = (0..<22).map { DeepTree.name(Character(UnicodeScalar(UInt8(97 + $0 % 26)))) }
    let deep = DeepTree.make(
      below: temp.path, levels: ["in"] + levels, files: [("deep.tpal", "TPAL\n#123456\n")])
    temp.write("in/top.tpal", "TPAL\n#ff0000\n")
    #expect(temp.url(deep + "/deep.tpal").utf8.count > Int(PATH_MAX))
    let arguments = [temp.url("in"), "-r", "--to", "tpal", "--out-dir", temp.url("out")]
    let result = palconv(arguments + ["-v"])
    #expect(result.code == 0)
    let input = temp.url(deep + "/deep.tpal")
    let output = temp.url("out/" + levels.joined(separator: "/") + "/deep.tpal")
    #expect(
      result.errLines == [
        "\(input): note: read as tpal: the content matches tpal (strong) [detect.format]",
        "\(input): note: wrote \(output) [output.written]",
        "\(temp.url("in/top.tpal")): note: read as tpal: the content matches tpal (strong) [detect.format]",
        "\(temp.url("in/top.tpal")): note: wrote \(temp.url("out/top.tpal")) [output.written]",
        "palconv: 2 converted, 0 unchanged, 0 failed, 0 skipped (0 warnings)",
      ])
    #expect(DeepTree.read(below: temp.url("out"), levels + ["deep.tpal"]) == "TPAL\n#123456\n")
    let again = palconv(arguments + ["--check"])
    #expect(again.code == 0)
    #expect(
      again.errLines == [
        "palconv: 0 would change, 0 missing, 2 up to date, 0 failed, 0 skipped (0 warnings)"
      ])
    let validate = palconv(["validate", temp.url("in"), "-r"])
    #expect(validate.errLines == ["palconv: 2 checked, 0 failed, 0 skipped (0 warnings)"])
  }

  /// A folder output (an asset catalog) deeper than PATH_MAX cannot be written: the error
  /// says why, instead of blaming the output folder.
  @Test func aFolderOutputPastThePathLimitNamesTheRealReason() throws {
    let temp = TempFolder()
    defer { DeepTree.empty(temp.path) }
    let levels = (0..<21).map { _ in DeepTree.name("x") }
    let deep = DeepTree.make(
      below: temp.path, levels: ["in"] + levels,
      files: [("deep.gpl", "GIMP Palette\nName: Deep\n255 0 0 Red\n")])
    let result = palconv(
      [temp.url("in"), "-r", "--to", "xcassets", "--out-dir", temp.url("out")],
      registry: .builtIn)
    #expect(result.code == 2)
    let output = temp.url("out/" + levels.joined(separator: "/") + "/deep.xcassets")
    #expect(
      result.errLines.filter { !$0.contains(": warning: ") } == [
        "\(temp.url(deep + "/deep.gpl")): error: cannot write the output: its path is "
          + "\(output.utf8.count) bytes, which with its temporary file is longer than the system "
          + "allows (4095) [output.path-too-long]",
        "palconv: 0 converted, 0 unchanged, 1 failed, 0 skipped (1 warning)",
      ])
  }

  /// In a folder, a .txt or .json file that no format recognises is not a palette: skipped;
  /// named on its own, it is an error. A damaged file with a palette's own extension stays
  /// an error.
  @Test func filesNoFormatRecognisesAreSkippedInFolders() {
    let temp = TempFolder()
    temp.write("in/README.txt", "How to use these palettes.\n")
    temp.write("in/package.json", "{\"name\": \"brand\", \"version\": \"1.0.0\"}\n")
    temp.write("in/.DS_Store", [0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31])
    temp.write("in/brand.gpl", "GIMP Palette\nName: Brand\n255 0 0 Red\n")
    temp.write("in/broken.gpl", "not a palette at all\n")
    let result = palconv(
      [temp.url("in"), "--to", "json", "--out-dir", temp.url("out"), "-v"], registry: .builtIn)
    #expect(result.code == 2)
    let notes = result.errLines.filter { $0.contains("[input.skipped]") }
    #expect(notes.count == 3)
    #expect(notes[0] == "\(temp.url("in/.DS_Store")): note: skipped: a hidden file [input.skipped]")
    #expect(
      notes[1].hasPrefix(
        "\(temp.url("in/README.txt")): note: skipped: no format recognises its content (read as "))
    #expect(
      notes[2].hasPrefix(
        "\(temp.url("in/package.json")): note: skipped: no format recognises its content (read as json by its extension: "
      ))
    #expect(
      result.errLines.contains {
        $0.hasPrefix("\(temp.url("in/broken.gpl")):") && $0.contains(": error: ")
      })
    #expect(
      result.errLines.last == "palconv: 1 converted, 0 unchanged, 1 failed, 3 skipped (0 warnings)")
    let single = palconv(
      [temp.url("in/README.txt"), "--to", "json", "-o", temp.url("readme.json")],
      registry: .builtIn)
    #expect(single.code == 2)
    #expect(single.errLines.count == 1)
    #expect(single.errLines[0].hasPrefix("\(temp.url("in/README.txt")):"))
    #expect(single.errLines[0].contains(": error: "))
    let validate = palconv(["validate", temp.url("in")], registry: .builtIn)
    #expect(validate.errLines.last == "palconv: 2 checked, 1 failed, 3 skipped (0 warnings)")
  }

  /// A project folder's files that hold no palette (a site's style sheet without custom
  /// properties, Android's strings.xml and layout.xml, a photo) are skipped with a reason in
  /// `convert`, `validate` and `merge`; named on the command line, a file that no format
  /// recognises and that holds no colours fails clearly.
  @Test func projectFilesThatHoldNoPaletteAreSkippedWithAReason() {
    let temp = TempFolder()
    temp.write("in/brand.gpl", "GIMP Palette\nName: Brand\n255 0 0 Red\n")
    temp.write("in/site.css", "body { color: red; margin: 0 }\n")
    temp.write(
      "in/strings.xml",
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        + "  <string name=\"app_name\">Brand</string>\n</resources>\n")
    temp.write(
      "in/layout.xml",
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<LinearLayout xmlns:android="
        + "\"http://schemas.android.com/apk/res/android\" android:orientation=\"vertical\"/>\n")
    // A picture: a gradient of more colours than a palette image holds.
    temp.write("in/photo.png", Fixtures.bytes("png/picture/gradient-64.png"))

    let result = palconv(
      [temp.url("in"), "--to", "json", "--out-dir", temp.url("out"), "-v"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(temp.listing().filter { $0.hasPrefix("out") } == ["out", "out/brand.json"])
    let skipped = result.errLines.filter { $0.contains("[input.skipped]") }
    #expect(
      skipped == [
        "\(temp.url("in/layout.xml")): note: skipped: no format recognises its content: the "
          + "content is an XML document whose root element is <LinearLayout>, which no format "
          + "reads [input.skipped]",
        "\(temp.url("in/photo.png")): note: skipped: a picture, not a palette image (the "
          + "truecolour image has more than 256 distinct colours, so it is a picture rather than "
          + "a palette strip; `palconv extract` makes a palette of its main colours) "
          + "[input.skipped]",
        "\(temp.url("in/site.css")): note: skipped: it holds no colours (read as css) "
          + "[input.skipped]",
        "\(temp.url("in/strings.xml")): note: skipped: it holds no colours (read as android) "
          + "[input.skipped]",
      ])
    #expect(
      result.errLines.last == "palconv: 1 converted, 0 unchanged, 0 failed, 4 skipped (0 warnings)")

    let validate = palconv(["validate", temp.url("in")], registry: .builtIn)
    #expect(validate.code == 0, "\(validate.stderr)")
    #expect(validate.errLines.last == "palconv: 1 checked, 0 failed, 4 skipped (0 warnings)")
    let merge = palconv(
      ["merge", temp.url("in"), "--to", "hex", "-o", temp.url("merged.hex")], registry: .builtIn)
    #expect(merge.code == 0, "\(merge.stderr)")
    #expect(temp.read("merged.hex") == Array("ff0000\n".utf8))

    // Named on the command line: an error, or an empty palette when --from says it is one.
    let named = palconv([temp.url("in/site.css"), "-o", temp.url("site.json")], registry: .builtIn)
    #expect(named.code == 2)
    #expect(
      named.errLines == [
        "\(temp.url("in/site.css")): error: no format recognises the content and, read as css by "
          + "its extension, it holds no colours; give '--from css' if it is an empty palette "
          + "[input.not-a-palette]"
      ])
    #expect(!temp.exists("site.json"))
    let layout = palconv([temp.url("in/layout.xml"), "-o", temp.url("l.json")], registry: .builtIn)
    #expect(layout.code == 2)
    #expect(layout.errLines.first?.contains("error: cannot tell the format") == true)
    let empty = palconv(
      [temp.url("in/site.css"), "--from", "css", "-o", temp.url("site.json"), "-q"],
      registry: .builtIn)
    #expect(empty.code == 0, "\(empty.stderr)")
    #expect(temp.exists("site.json"))
  }

  /// Links inside an asset catalog are not followed; each one that hides colours is a warning,
  /// not a silent gap.
  @Test func linkedColourSetsInACatalogAreReported() throws {
    let temp = TempFolder()
    let source = temp.write(
      "brand.gpl", "GIMP Palette\nName: B\n255 0 0 red\n0 0 255 navy\n0 255 0 mint\n")
    let manager = FileManager.default
    try manager.createDirectory(atPath: temp.url("in"), withIntermediateDirectories: true)
    #expect(palconv([source, "-o", temp.url("in/Cat.xcassets")], registry: .builtIn).code == 0)
    try manager.createDirectory(atPath: temp.url("elsewhere"), withIntermediateDirectories: true)
    try manager.moveItem(
      atPath: temp.url("in/Cat.xcassets/red.colorset"), toPath: temp.url("elsewhere/red.colorset"))
    try manager.createSymbolicLink(
      atPath: temp.url("in/Cat.xcassets/red.colorset"),
      withDestinationPath: temp.url("elsewhere/red.colorset"))
    try manager.moveItem(
      atPath: temp.url("in/Cat.xcassets/navy.colorset/Contents.json"),
      toPath: temp.url("elsewhere/navy.json"))
    try manager.createSymbolicLink(
      atPath: temp.url("in/Cat.xcassets/navy.colorset/Contents.json"),
      withDestinationPath: temp.url("elsewhere/navy.json"))
    let warning =
      "warning: a link inside an asset catalog is not followed; its colours are not read [input.link-skipped]"
    let expected = [
      "\(temp.url("in/Cat.xcassets/navy.colorset/Contents.json")): \(warning)",
      "\(temp.url("in/Cat.xcassets/red.colorset")): \(warning)",
    ]
    let show = palconv(
      ["show", temp.url("in/Cat.xcassets"), "--color", "never"], registry: .builtIn)
    #expect(show.code == 0)
    #expect(show.errLines == expected)
    #expect(show.out.hasPrefix("Untitled palette (1 swatch, xcassets)"))
    let batch = palconv(
      [temp.url("in"), "--to", "json", "--out-dir", temp.url("out")], registry: .builtIn)
    #expect(batch.code == 0)
    #expect(
      batch.errLines == expected + [
        "palconv: 1 converted, 0 unchanged, 0 failed, 0 skipped (2 warnings)"
      ])
    let strict = palconv(
      [temp.url("in/Cat.xcassets"), "-o", temp.url("cat.json"), "--strict"], registry: .builtIn)
    #expect(strict.code == 1)
  }

  /// An output just under the path limit, whose temporary file would be over it: written
  /// through its folder's descriptor, not refused as "outside the output folder".
  @Test func anOutputAtThePathLimitIsWritten() throws {
    let temp = TempFolder()
    defer { DeepTree.empty(temp.path) }
    temp.write("in/a.tpal", "TPAL\n#ff0000\n")
    // An output folder whose path leaves 20 bytes: "/a.tpal" fits, its temporary file not.
    var levels: [String] = []
    var length = temp.url("out").utf8.count
    while length + 201 < LongPath.limit - 20 {
      levels.append(DeepTree.name("o"))
      length += 201
    }
    levels.append(DeepTree.name("p", length: LongPath.limit - 20 - length - 1))
    DeepTree.make(below: temp.path, levels: ["out"] + levels, files: [])
    let outDir = temp.url("out/" + levels.joined(separator: "/"))
    #expect(outDir.utf8.count == LongPath.limit - 20)
    let result = palconv([temp.url("in"), "--to", "tpal", "--out-dir", outDir])
    #expect(result.code == 0)
    #expect(
      result.errLines == ["palconv: 1 converted, 0 unchanged, 0 failed, 0 skipped (0 warnings)"])
    #expect(DeepTree.read(below: temp.url("out"), levels + ["a.tpal"]) == "TPAL\n#ff0000\n")
  }
}
