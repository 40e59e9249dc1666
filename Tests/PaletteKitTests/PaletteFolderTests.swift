import Foundation
import PaletteCore
import PaletteXcassets
import Testing

@testable import PaletteKit

/// Folder documents on disk: reading with paths, whole-folder replacement, unchanged folders.
@Suite struct PaletteFolderTests {
  let tree = FileTree(files: [
    "Contents.json": Array("{}\n".utf8), "A.colorset/Contents.json": Array("a\n".utf8),
  ])

  func listing(_ scratch: Scratch, _ name: String) -> [String] {
    (FileManager.default.subpaths(atPath: scratch.url(name)) ?? []).sorted()
  }

  @Test func writesANewFolderAndLeavesNothingElse() throws {
    let scratch = Scratch()
    #expect(try PaletteFolder.write(tree, to: scratch.url("C.xcassets")) == .written)
    #expect(
      listing(scratch, "C.xcassets") == ["A.colorset", "A.colorset/Contents.json", "Contents.json"])
    #expect(scratch.names() == ["C.xcassets"])
    #expect(try PaletteFolder.files(at: scratch.url("C.xcassets"), fileNamed: nil) == tree)
  }

  @Test func anUnchangedFolderIsNotTouched() throws {
    let scratch = Scratch()
    try PaletteFolder.write(tree, to: scratch.url("C.xcassets"))
    let inode = scratch.inode("C.xcassets")
    #expect(!PaletteFolder.wouldChange(tree, at: scratch.url("C.xcassets")))
    #expect(try PaletteFolder.write(tree, to: scratch.url("C.xcassets")) == .unchanged)
    #expect(scratch.inode("C.xcassets") == inode)
  }

  @Test func replacingKeepsOnlyTheNewFilesAndThePermissions() throws {
    let scratch = Scratch()
    try PaletteFolder.write(tree, to: scratch.url("C.xcassets"))
    chmod(scratch.url("C.xcassets"), 0o750)
    let smaller = FileTree(files: ["Contents.json": Array("{}\n".utf8)])
    #expect(PaletteFolder.wouldChange(smaller, at: scratch.url("C.xcassets")))
    #expect(try PaletteFolder.write(smaller, to: scratch.url("C.xcassets")) == .written)
    #expect(listing(scratch, "C.xcassets") == ["Contents.json"])
    #expect(scratch.permissions("C.xcassets") == 0o750)
    #expect(scratch.names() == ["C.xcassets"])
  }

  @Test func otherEntriesAreThoseTheTreeDoesNotWriteAgain() throws {
    let scratch = Scratch()
    try PaletteFolder.write(tree, to: scratch.url("C.xcassets"))
    let extra = scratch.url("C.xcassets/Icon.imageset")
    try FileManager.default.createDirectory(atPath: extra, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: extra + "/icon.png", contents: Data([1]))
    _ = FileManager.default.createFile(atPath: extra + "/Contents.json", contents: Data([1]))
    _ = FileManager.default.createFile(
      atPath: scratch.url("C.xcassets/.DS_Store"), contents: Data())
    #expect(
      PaletteFolder.otherEntries(in: scratch.url("C.xcassets"), keeping: tree) == [
        ".DS_Store", "Icon.imageset/icon.png",
      ])
    #expect(PaletteFolder.otherEntries(in: scratch.url("missing"), keeping: tree).isEmpty)
    #expect(PaletteFolder.wouldChange(tree, at: scratch.url("C.xcassets")))
  }

  @Test func writingThroughALinkReplacesItsTarget() throws {
    let scratch = Scratch()
    try PaletteFolder.write(FileTree(files: ["x": [1]]), to: scratch.url("real.xcassets"))
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("link.xcassets"), withDestinationPath: scratch.url("real.xcassets"))
    try PaletteFolder.write(tree, to: scratch.url("link.xcassets"))
    #expect(
      listing(scratch, "real.xcassets") == [
        "A.colorset", "A.colorset/Contents.json", "Contents.json",
      ])
    let attributes = try FileManager.default.attributesOfItem(atPath: scratch.url("link.xcassets"))
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
  }

  @Test func failuresLeaveNothingBehind() {
    let scratch = Scratch()
    _ = FileManager.default.createFile(atPath: scratch.url("file"), contents: Data([1]))
    let inTheWay = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: scratch.url("file"))
    }
    #expect(inTheWay?.kind == .io)
    #expect(inTheWay?.path == scratch.url("file"))
    let unsafe = FileTree(files: ["../escape": [1]])
    let escape = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(unsafe, to: scratch.url("C.xcassets"))
    }
    #expect(escape?.kind == .invalidValue)
    #expect(escape?.path == scratch.url("C.xcassets"))
    #expect(scratch.names() == ["file"])
    let missing = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: scratch.url("no/C.xcassets"))
    }
    #expect(missing?.kind == .io)
  }

  @Test func readingPutsTheFolderInFrontOfPaths() throws {
    let scratch = Scratch()
    let catalog = FileTree(files: [
      "Contents.json": Array("{\"info\": {\"author\": \"xcode\", \"version\": 1}}\n".utf8),
      "Empty.colorset/Contents.json": Array("{\"info\": {}}\n".utf8),
      "Bad.colorset/Contents.json": Array("{\"colors\": [\n".utf8),
    ])
    try PaletteFolder.write(catalog, to: scratch.url("C.xcassets"))
    let error = #expect(throws: PaletteError.self) {
      try PaletteFolder.read(at: scratch.url("C.xcassets"), format: XcassetsFormat())
    }
    #expect(error?.path == scratch.url("C.xcassets") + "/Bad.colorset/Contents.json")
    #expect(error?.location == .text(line: 2, column: 1))

    var good = catalog
    good.files["Bad.colorset/Contents.json"] = nil
    try PaletteFolder.write(good, to: scratch.url("C.xcassets"))
    let decoded = try PaletteFolder.read(at: scratch.url("C.xcassets"), format: XcassetsFormat())
    #expect(decoded.palette.swatchCount == 0)
    var withColour = good
    withColour.files["Red.colorset/Contents.json"] = Array(
      """
      {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0xFF",
      "green": "0x00", "blue": "0x00", "alpha": "1.000"}}, "idiom": "universal"}]}
      """.utf8)
    try PaletteFolder.write(withColour, to: scratch.url("R.xcassets"))
    let red = try PaletteFolder.read(at: scratch.url("R.xcassets"), format: XcassetsFormat())
    #expect(red.palette.allSwatches.map(\.name) == ["Red"])
    #expect(red.palette.allSwatches.map(\.location) == [nil])
    #expect(
      decoded.warnings.map(\.path) == [scratch.url("C.xcassets") + "/Empty.colorset/Contents.json"])

    let notFolder = #expect(throws: PaletteError.self) {
      try PaletteFolder.read(at: scratch.url("C.xcassets/Contents.json"), format: XcassetsFormat())
    }
    #expect(notFolder?.message == "cannot read: it is not a folder")
    let missing = #expect(throws: PaletteError.self) {
      try PaletteFolder.read(at: scratch.url("none.xcassets"), format: XcassetsFormat())
    }
    #expect(missing?.message == "cannot open the folder: no such file or directory")
  }
}
