import Foundation
import PaletteCore
import PaletteXcassets
import Testing

@testable import PaletteKit

/// Folder documents on disk: reading with paths, whole-folder replacement, unchanged folders.
@Suite struct PaletteFolderTests {
  let tree = XcassetsFormat().encodeFolder(
    Palette(swatches: [Swatch(name: "A", color: .srgb8(1, 2, 3))]))
  let format = XcassetsFormat()

  func listing(_ scratch: Scratch, _ name: String) -> [String] {
    (FileManager.default.subpaths(atPath: scratch.url(name)) ?? []).sorted()
  }

  @Test func writesANewFolderAndLeavesNothingElse() throws {
    let scratch = Scratch()
    #expect(
      try PaletteFolder.write(tree, to: scratch.url("C.xcassets"), format: format) == .written)
    #expect(
      listing(scratch, "C.xcassets") == ["A.colorset", "A.colorset/Contents.json", "Contents.json"])
    #expect(scratch.names() == ["C.xcassets"])
    #expect(try PaletteFolder.files(at: scratch.url("C.xcassets"), fileNamed: nil) == tree)
  }

  @Test func readingListsFilesInByteOrderAndFollowsNoLink() throws {
    let scratch = Scratch()
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: scratch.url("C/b.colorset/.hidden"), withIntermediateDirectories: true)
    try manager.createDirectory(atPath: scratch.url("outside"), withIntermediateDirectories: true)
    try PaletteFile.write([1], to: scratch.url("C/b.colorset/Contents.json"))
    try PaletteFile.write([2], to: scratch.url("C/b.colorset/.hidden/Contents.json"))
    try PaletteFile.write([3], to: scratch.url("C/Z.txt"))
    try PaletteFile.write([4], to: scratch.url("outside/Contents.json"))
    try manager.createSymbolicLink(
      atPath: scratch.url("C/linked.colorset"), withDestinationPath: scratch.url("outside"))
    try manager.createSymbolicLink(
      atPath: scratch.url("C/Contents.json"),
      withDestinationPath: scratch.url("outside/Contents.json"))
    try manager.createSymbolicLink(
      atPath: scratch.url("C/dangling.json"), withDestinationPath: scratch.url("nowhere"))
    let all = try PaletteFolder.files(at: scratch.url("C"), fileNamed: nil)
    // The links (to a folder, to a file outside, to nothing) are passed over.
    #expect(
      all.paths == ["Z.txt", "b.colorset/.hidden/Contents.json", "b.colorset/Contents.json"])
    #expect(all.files["Z.txt"] == [3])
    let named = try PaletteFolder.files(at: scratch.url("C"), fileNamed: "Contents.json")
    #expect(named.paths == ["b.colorset/.hidden/Contents.json", "b.colorset/Contents.json"])
    #expect(named.files["b.colorset/Contents.json"] == [1])
  }

  @Test func readingRefusesAFileOverTheLimitWithItsPath() throws {
    let scratch = Scratch()
    try FileManager.default.createDirectory(
      atPath: scratch.url("C/big.colorset"), withIntermediateDirectories: true)
    let big = [UInt8](repeating: 0x20, count: FolderFiles.maxFileSize + 1)
    try PaletteFile.write(big, to: scratch.url("C/big.colorset/Contents.json"))
    let error = #expect(throws: PaletteError.self) {
      try PaletteFolder.files(at: scratch.url("C"), fileNamed: nil)
    }
    #expect(error?.kind == .limitExceeded)
    #expect(error?.path == scratch.url("C") + "/big.colorset/Contents.json")
    let notAFolder = #expect(throws: PaletteError.self) {
      try PaletteFolder.files(at: scratch.url("C/big.colorset/Contents.json"), fileNamed: nil)
    }
    #expect(notAFolder?.kind == .io)
  }

  @Test func anUnchangedFolderIsNotTouched() throws {
    let scratch = Scratch()
    try PaletteFolder.write(tree, to: scratch.url("C.xcassets"), format: format)
    let inode = scratch.inode("C.xcassets")
    #expect(
      !PaletteFolder.plan(tree, at: scratch.url("C.xcassets"), format: format)
        .wouldChange(replacingConflicts: false))
    #expect(
      try PaletteFolder.write(tree, to: scratch.url("C.xcassets"), format: format) == .unchanged)
    #expect(scratch.inode("C.xcassets") == inode)
  }

  @Test func replacingKeepsOnlyTheNewFilesAndThePermissions() throws {
    let scratch = Scratch()
    try PaletteFolder.write(tree, to: scratch.url("C.xcassets"), format: format)
    chmod(scratch.url("C.xcassets"), 0o750)
    let smaller = format.encodeFolder(Palette())
    #expect(
      PaletteFolder.plan(smaller, at: scratch.url("C.xcassets"), format: format)
        .wouldChange(replacingConflicts: false))
    #expect(
      try PaletteFolder.write(smaller, to: scratch.url("C.xcassets"), format: format) == .written)
    #expect(listing(scratch, "C.xcassets") == ["Contents.json"])
    #expect(scratch.permissions("C.xcassets") == 0o750)
    #expect(scratch.names() == ["C.xcassets"])
  }

  @Test func writingThroughALinkReplacesItsTarget() throws {
    let scratch = Scratch()
    try PaletteFolder.write(
      FileTree(files: ["x": [1]]), to: scratch.url("real.xcassets"), format: format)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("link.xcassets"), withDestinationPath: scratch.url("real.xcassets"))
    try PaletteFolder.write(tree, to: scratch.url("link.xcassets"), format: format)
    // `x` is not palconv's: it is kept.
    #expect(
      listing(scratch, "real.xcassets") == [
        "A.colorset", "A.colorset/Contents.json", "Contents.json", "x",
      ])
    let attributes = try FileManager.default.attributesOfItem(atPath: scratch.url("link.xcassets"))
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
  }

  @Test func failuresLeaveNothingBehind() {
    let scratch = Scratch()
    _ = FileManager.default.createFile(atPath: scratch.url("file"), contents: Data([1]))
    let inTheWay = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: scratch.url("file"), format: format)
    }
    #expect(inTheWay?.kind == .io)
    #expect(inTheWay?.path == scratch.url("file"))
    let unsafe = FileTree(files: ["../escape": [1]])
    let escape = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(unsafe, to: scratch.url("C.xcassets"), format: format)
    }
    #expect(escape?.kind == .invalidValue)
    #expect(escape?.path == scratch.url("C.xcassets"))
    #expect(scratch.names() == ["file"])
    let missing = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: scratch.url("no/C.xcassets"), format: format)
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
    try PaletteFolder.write(catalog, to: scratch.url("C.xcassets"), format: format)
    let error = #expect(throws: PaletteError.self) {
      try PaletteFolder.read(at: scratch.url("C.xcassets"), format: XcassetsFormat())
    }
    #expect(error?.path == scratch.url("C.xcassets") + "/Bad.colorset/Contents.json")
    #expect(error?.location == .text(line: 2, column: 1))

    var good = catalog
    good.files["Bad.colorset/Contents.json"] = nil
    try PaletteFolder.write(good, to: scratch.url("G.xcassets"), format: format)
    // A catalog whose only colour set has no colour yields none while its reader warns: an
    // error at the file that says so, not an empty palette.
    let nothing = #expect(throws: PaletteError.self) {
      try PaletteFolder.read(at: scratch.url("G.xcassets"), format: XcassetsFormat())
    }
    #expect(nothing?.kind == .nothingRead)
    #expect(nothing?.path == scratch.url("G.xcassets") + "/Empty.colorset/Contents.json")
    #expect(nothing?.location == .text(line: 1, column: 1))
    var withColour = good
    withColour.files["Red.colorset/Contents.json"] = Array(
      """
      {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0xFF",
      "green": "0x00", "blue": "0x00", "alpha": "1.000"}}, "idiom": "universal"}]}
      """.utf8)
    try PaletteFolder.write(withColour, to: scratch.url("R.xcassets"), format: format)
    let red = try PaletteFolder.read(at: scratch.url("R.xcassets"), format: XcassetsFormat())
    #expect(red.palette.allSwatches.map(\.name) == ["Red"])
    #expect(red.palette.allSwatches.map(\.location) == [nil])
    #expect(
      red.warnings.map(\.path) == [scratch.url("R.xcassets") + "/Empty.colorset/Contents.json"])

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
