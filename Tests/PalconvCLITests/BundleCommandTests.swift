import Foundation
import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PalconvCLI

/// `palconv bundle` (docs/cli.md, "bundle"): every format, the README and the manifest, their
/// bytes pinned, checked for CI, written again only when something changed.
@Suite struct BundleCommandTests {
  static let brand = Fixtures.root.appending(path: "json/valid/brand.json").path

  /// Runs palconv with the built-in formats.
  func run(_ arguments: [String]) -> CLIResult {
    palconv(arguments, registry: .builtIn)
  }

  /// Every file below `folder`, relative, sorted by bytes.
  func listing(_ temp: TempFolder, _ folder: String) -> [String] {
    var isFolder: ObjCBool = false
    return (FileManager.default.subpaths(atPath: temp.url(folder)) ?? []).filter {
      FileManager.default.fileExists(atPath: temp.url(folder + "/" + $0), isDirectory: &isFolder)
        && !isFolder.boolValue
    }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  @Test func theBundleOfTheBrandFixtureIsPinned() throws {
    let temp = TempFolder()
    let result = run(["bundle", Self.brand, "--out", temp.url("dist")])
    #expect(result.code == 0, "\(result.stderr)")
    let files = listing(temp, "dist")
    Golden.check(files.joined(separator: "\n") + "\n", against: "bundle/listing.txt")
    Golden.check(try #require(temp.read("dist/README.md")), against: "bundle/README.md")
    Golden.check(try #require(temp.read("dist/manifest.json")), against: "bundle/manifest.json")
    #expect(
      result.errLines.last?.hasPrefix("palconv: bundle of ") == true
        && result.errLines.last?.hasSuffix(" written, 0 unchanged, 0 removed") == true,
      "\(result.stderr)")
  }

  /// The manifest's sizes and SHA-256 are those of the files, as `sha256sum` computes them,
  /// and it lists every file of the folder but itself.
  @Test func theManifestDescribesTheFilesWritten() throws {
    let temp = TempFolder()
    #expect(run(["bundle", Self.brand, "--out", temp.url("dist")]).code == 0)
    let manifest = try #require(temp.read("dist/manifest.json"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any])
    var listed: [[String: Any]] = [try #require(object["readme"] as? [String: Any])]
    for output in try #require(object["outputs"] as? [[String: Any]]) {
      listed += try #require(output["files"] as? [[String: Any]])
    }
    let paths = listed.compactMap { $0["path"] as? String }
    #expect(paths.sorted() == listing(temp, "dist").filter { $0 != "manifest.json" }.sorted())
    for file in listed {
      let path = try #require(file["path"] as? String)
      let bytes = try #require(temp.read("dist/" + path))
      #expect(file["size"] as? Int == bytes.count, "\(path)")
      if let oracle = try ExternalTool.run("sha256sum", [temp.url("dist/" + path)]) {
        #expect(file["sha256"] as? String == String(oracle.stdout.prefix(64)), "\(path)")
      }
    }
    #expect(object["format"] as? String == "palconv-bundle")
    #expect(object["colors"] as? Int == 7)
  }

  /// Each file reads back, as its format, with the palette's colours (formats palconv reads).
  @Test func everyReadableFileReadsBack() throws {
    let temp = TempFolder()
    #expect(run(["bundle", Self.brand, "--out", temp.url("dist")]).code == 0)
    let registry = FormatRegistry.builtIn
    let bundle = try PaletteBundle(
      try registry.open(.path(Self.brand)).palette, name: "brand", source: "brand.json")
    for output in bundle.outputs where output.format.format.isReadable {
      let opened = try registry.open(
        .path(temp.url("dist/" + output.path)), as: output.format.identifier)
      #expect(opened.palette.swatchCount >= 1, "\(output.path)")
    }
  }

  @Test func aSecondRunChangesNothingAndTheCheckPasses() throws {
    let temp = TempFolder()
    #expect(run(["bundle", Self.brand, "--out", temp.url("dist")]).code == 0)
    let before = listing(temp, "dist").map { temp.read("dist/" + $0) }
    let again = run(["bundle", Self.brand, "--out", temp.url("dist"), "-v"])
    #expect(again.code == 0)
    #expect(!again.stderr.contains("[output.written]"))
    #expect(listing(temp, "dist").map { temp.read("dist/" + $0) } == before)
    let check = run(["bundle", Self.brand, "--out", temp.url("dist"), "--check"])
    #expect(check.code == 0, "\(check.stderr)")
    // 48 formats, the README and the manifest.
    #expect(
      check.errLines.last?.hasSuffix(
        "0 would change, 0 missing, 0 would be removed, 50 up to date") == true,
      "\(check.stderr)")
  }

  @Test func theCheckListsWhatWouldChange() throws {
    let temp = TempFolder()
    let dist = temp.url("dist")
    let missing = run(["bundle", Self.brand, "--out", dist, "--check", "--formats", "gpl"])
    #expect(missing.code == 1)
    #expect(
      missing.errLines.contains(
        "\(Self.brand): error: \(dist)/brand.gpl is missing [check.missing]"))
    #expect(!temp.exists("dist"))
    #expect(run(["bundle", Self.brand, "--out", dist, "--formats", "gpl,ase"]).code == 0)
    temp.write("dist/brand.gpl", "GIMP Palette\n")
    let stale = run(["bundle", Self.brand, "--out", dist, "--check", "--formats", "gpl,ase"])
    #expect(stale.code == 1)
    #expect(
      stale.errLines.contains(
        "\(Self.brand): error: \(dist)/brand.gpl would change [check.would-change]"))
    #expect(temp.read("dist/brand.gpl") == Array("GIMP Palette\n".utf8))
    let dropped = run(["bundle", Self.brand, "--out", dist, "--check", "--formats", "gpl"])
    #expect(dropped.code == 1)
    #expect(
      dropped.errLines.contains(
        "\(Self.brand): error: \(dist)/brand.ase would be removed: the bundle no longer has it "
          + "[check.would-be-removed]"))
  }

  /// Only files the previous manifest lists, unchanged since, are removed; a file of the
  /// user's is never touched.
  @Test func filesItDidNotWriteStay() throws {
    let temp = TempFolder()
    let dist = temp.url("dist")
    temp.write("dist/notes.txt", "mine")
    temp.write("dist/brand.aco.bak", "mine too")
    #expect(run(["bundle", Self.brand, "--out", dist, "--formats", "ase,gpl,aco"]).code == 0)
    temp.write("dist/brand.gpl", "GIMP Palette\n# edited by hand\n")
    let narrower = run(["bundle", Self.brand, "--out", dist, "--formats", "aco", "-v"])
    #expect(narrower.code == 0, "\(narrower.stderr)")
    #expect(!temp.exists("dist/brand.ase"))
    #expect(temp.read("dist/brand.gpl") == Array("GIMP Palette\n# edited by hand\n".utf8))
    #expect(temp.read("dist/notes.txt") == Array("mine".utf8))
    #expect(temp.read("dist/brand.aco.bak") == Array("mine too".utf8))
    #expect(
      narrower.errLines.contains(
        "\(Self.brand): note: removed \(dist)/brand.ase, which the previous bundle wrote [bundle.removed]"
      ))
    #expect(
      narrower.errLines.contains(
        "\(Self.brand): warning: kept \(dist)/brand.gpl: the previous bundle wrote it, and it has changed since [bundle.kept]"
      ))
    #expect(
      listing(temp, "dist") == [
        "README.md", "brand.aco", "brand.aco.bak", "brand.gpl", "brand.html", "manifest.json",
        "notes.txt",
      ])
  }

  /// A format that would drop swatches is left out by default, and written when named.
  @Test func aFormatThatCannotHoldThePaletteIsLeftOut() throws {
    let temp = TempFolder()
    var hex = "GIMP Palette\n"
    for index in 0..<40 { hex += "\(index) \(index * 2) \(index * 3) c\(index)\n" }
    let input = temp.write("many.gpl", hex)
    #expect(run(["bundle", input, "--out", temp.url("dist")]).code == 0)
    #expect(!temp.exists("dist/many.swatches"))
    let readme = String(decoding: try #require(temp.read("dist/README.md")), as: UTF8.self)
    let leftOut = try #require(readme.split(separator: "## Left out\n\n").last)
    #expect(leftOut.contains("- `procreate`: "), "\(readme)")
    #expect(leftOut.contains("- `office-theme`: "), "\(readme)")
    #expect(run(["bundle", input, "--out", temp.url("named"), "--formats", "procreate"]).code == 0)
    #expect(temp.exists("named/many.swatches"))
  }

  @Test func usageErrors() {
    let cases: [([String], String)] = [
      (["bundle", Self.brand], "missing expected option '--out <dir>'"),
      (["bundle", "--out", "dist"], "missing expected argument '<input>'"),
      (["bundle", Self.brand, "--out", "d", "--formats", "acb"], "palconv cannot write acb files"),
      (
        ["bundle", Self.brand, "--out", "d", "--formats", "gpll"],
        "unknown format 'gpll' for '--formats', did you mean 'gpl'?"
      ),
    ]
    for (arguments, message) in cases {
      let result = run(arguments)
      #expect(result.code == 64, "\(arguments)")
      #expect(result.errLines.first == "Error: \(message)", "\(arguments)")
    }
  }

  /// The README's text is Markdown: a name's punctuation and line breaks stay text.
  @Test func namesInTheReadmeStayText() throws {
    let temp = TempFolder()
    let input = temp.write("x.gpl", "GIMP Palette\nName: [a](b) *c*\n0 0 0 Black\n")
    #expect(run(["bundle", input, "--out", temp.url("dist"), "--formats", "gpl"]).code == 0)
    let readme = String(decoding: try #require(temp.read("dist/README.md")), as: UTF8.self)
    #expect(readme.hasPrefix("# \\[a\\](b) \\*c\\*\n"))
  }
}
