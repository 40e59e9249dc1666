import Foundation
import PaletteCore
import PaletteXcassets
import Testing

@testable import PaletteKit

#if canImport(Glibc)
  import Glibc
#endif

/// Writing into an existing asset catalog: palconv's entries are rewritten or removed,
/// everything else survives byte for byte, and conflicts are refused before any change.
@Suite struct CatalogMergeTests {
  let format = XcassetsFormat()

  /// Xcode's stock files of a new project's catalog.
  static let xcodeRoot =
    "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
  static let accentColor =
    "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ],\n"
    + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
  static let appIcon =
    "{\n  \"images\" : [\n    {\n      \"idiom\" : \"universal\",\n      \"platform\" : \"ios\",\n"
    + "      \"size\" : \"1024x1024\"\n    }\n  ],\n"
    + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]

  /// One entry as found on disk, without following links.
  enum Entry: Equatable, CustomStringConvertible {
    case folder(mode: mode_t)
    case file(mode: mode_t, bytes: [UInt8])
    case link(String)
    case other(mode_t)

    var description: String {
      switch self {
      case .folder(let mode): "folder \(String(mode, radix: 8))"
      case .file(let mode, let bytes): "file \(String(mode, radix: 8)) \(bytes.count) bytes"
      case .link(let target): "link to \(target)"
      case .other(let mode): "other \(String(mode, radix: 8))"
      }
    }
  }

  /// Every entry under `folder`, by relative path.
  static func snapshot(_ folder: String) -> [String: Entry] {
    var result: [String: Entry] = [:]
    func walk(_ relative: String) {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      for name in FileRemoval.entries(of: path) {
        let child = relative.isEmpty ? name : relative + "/" + name
        var info = stat()
        guard lstat(folder + "/" + child, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          result[child] = .folder(mode: info.st_mode & 0o7777)
          walk(child)
        case S_IFREG:
          let data = FileManager.default.contents(atPath: folder + "/" + child) ?? Data()
          result[child] = .file(mode: info.st_mode & 0o7777, bytes: Array(data))
        case S_IFLNK:
          result[child] = .link(WriteTarget.linkTarget(folder + "/" + child) ?? "?")
        default:
          result[child] = .other(info.st_mode)
        }
      }
    }
    walk("")
    return result
  }

  func write(_ text: String, to path: String) {
    let folder = URL(filePath: path).deletingLastPathComponent().path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  /// A new Xcode project's catalog.
  func makeXcodeCatalog(at path: String) {
    write(Self.xcodeRoot, to: path + "/Contents.json")
    write(Self.accentColor, to: path + "/AccentColor.colorset/Contents.json")
    write(Self.appIcon, to: path + "/AppIcon.appiconset/Contents.json")
  }

  func palette(_ names: [String], group: String? = nil) -> Palette {
    var groups = [
      PaletteGroup(
        swatches: names.enumerated().map {
          Swatch(name: $0.element, color: .srgb8(UInt8($0.offset * 40), 0x80, 0x40))
        })
    ]
    if let group {
      groups.append(
        PaletteGroup(name: group, swatches: [Swatch(name: "Deep", color: .srgb8(1, 2, 3))]))
    }
    return Palette(groups: groups)
  }

  @Test func aNewXcodeProjectsCatalogKeepsItsAppIconAndAccentColor() throws {
    let scratch = Scratch()
    let catalog = scratch.url("Assets.xcassets")
    makeXcodeCatalog(at: catalog)
    let before = Self.snapshot(catalog)
    let tree = format.encodeFolder(palette(["Red", "Blue"]))
    #expect(try PaletteFolder.write(tree, to: catalog, format: format) == .written)
    let after = Self.snapshot(catalog)
    // Every entry of Xcode's is there, byte for byte, the root Contents.json included.
    for (path, entry) in before { #expect(after[path] == entry, "\(path)") }
    #expect(
      after.keys.sorted() == [
        "AccentColor.colorset", "AccentColor.colorset/Contents.json", "AppIcon.appiconset",
        "AppIcon.appiconset/Contents.json", "Blue.colorset", "Blue.colorset/Contents.json",
        "Contents.json", "Red.colorset", "Red.colorset/Contents.json",
      ])
    #expect(
      after["Red.colorset/Contents.json"]
        == .file(mode: 0o644, bytes: tree.files["Red.colorset/Contents.json"] ?? []))
    #expect(scratch.names() == ["Assets.xcassets"])

    // Idempotent: a second run changes nothing, not even the folder's inode.
    let inode = scratch.inode("Assets.xcassets")
    let plan = PaletteFolder.plan(tree, at: catalog, format: format)
    #expect(!plan.wouldChange(replacingConflicts: false))
    #expect(try PaletteFolder.write(tree, to: catalog, format: format) == .unchanged)
    #expect(scratch.inode("Assets.xcassets") == inode)
    #expect(Self.snapshot(catalog) == after)
  }

  @Test func everyKindOfEntryPalconvDidNotWriteSurvives() throws {
    let scratch = Scratch()
    let catalog = scratch.url("Assets.xcassets")
    makeXcodeCatalog(at: catalog)
    write("{\"images\" : []}\n", to: catalog + "/Logo.imageset/Contents.json")
    _ = FileManager.default.createFile(
      atPath: catalog + "/Logo.imageset/logo.png", contents: Data(Self.png))
    chmod(catalog + "/Logo.imageset", 0o750)
    chmod(catalog + "/Logo.imageset/logo.png", 0o600)
    write("{\"data\" : []}\n", to: catalog + "/Config.dataset/Contents.json")
    write("{\"k\": 1}", to: catalog + "/Config.dataset/config.json")
    write("{\"symbols\" : []}\n", to: catalog + "/Star.symbolset/Contents.json")
    write("<svg/>", to: catalog + "/Star.symbolset/star.svg")
    write("notes", to: catalog + "/README.txt")
    write("", to: catalog + "/.DS_Store")
    write(Self.accentColor, to: catalog + "/Theirs.colorset/Contents.json")
    write("outside", to: scratch.url("outside.txt"))
    #expect(symlink("../outside.txt", catalog + "/Shared.txt") == 0)
    #expect(symlink("Logo.imageset", catalog + "/Alias.imageset") == 0)
    #expect(mkfifo(catalog + "/pipe", 0o600) == 0)
    let before = Self.snapshot(catalog)
    let inode = try #require(
      (try? FileManager.default.attributesOfItem(atPath: catalog + "/Logo.imageset/logo.png"))?[
        .systemFileNumber] as? Int)

    let tree = format.encodeFolder(palette(["Red", "Blue"], group: "Brand"))
    #expect(try PaletteFolder.write(tree, to: catalog, format: format) == .written)
    let after = Self.snapshot(catalog)
    for (path, entry) in before { #expect(after[path] == entry, "\(path)") }
    #expect(
      Set(after.keys).subtracting(before.keys)
        == Set(tree.paths + ["Red.colorset", "Blue.colorset", "Brand", "Brand/Deep.colorset"])
        .subtracting(["Contents.json"]))
    // Files are carried over as hard links: the same file, not a copy.
    #expect(
      (try? FileManager.default.attributesOfItem(atPath: catalog + "/Logo.imageset/logo.png"))?[
        .systemFileNumber] as? Int == inode)
    #expect(scratch.names() == ["Assets.xcassets", "outside.txt"])
    #expect(try PaletteFolder.write(tree, to: catalog, format: format) == .unchanged)
  }

  @Test func aConflictIsRefusedBeforeAnythingChangesAndForceReplacesOnlyIt() throws {
    let scratch = Scratch()
    let catalog = scratch.url("Assets.xcassets")
    makeXcodeCatalog(at: catalog)
    write("mine", to: catalog + "/AccentColor.colorset/notes.txt")
    let before = Self.snapshot(catalog)
    let tree = format.encodeFolder(palette(["AccentColor", "Red"]))
    let plan = PaletteFolder.plan(tree, at: catalog, format: format)
    #expect(plan.conflicts == ["AccentColor.colorset/Contents.json"])
    #expect(plan.blocked.isEmpty)
    let error = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: catalog, format: format)
    }
    #expect(error?.kind == .io)
    #expect(
      error?.message
        == "refusing to overwrite files palconv did not write (AccentColor.colorset/Contents.json); "
        + "rename those swatches, or use --force to overwrite these files")
    #expect(Self.snapshot(catalog) == before)
    #expect(scratch.names() == ["Assets.xcassets"])

    #expect(
      try PaletteFolder.write(tree, to: catalog, format: format, replacingConflicts: true)
        == .written)
    let after = Self.snapshot(catalog)
    #expect(
      after["AccentColor.colorset/Contents.json"]
        == .file(mode: 0o644, bytes: tree.files["AccentColor.colorset/Contents.json"] ?? []))
    #expect(after["AccentColor.colorset/notes.txt"] == before["AccentColor.colorset/notes.txt"])
    #expect(after["AppIcon.appiconset/Contents.json"] == before["AppIcon.appiconset/Contents.json"])
    // Now palconv's: the next run owns it.
    #expect(try PaletteFolder.write(tree, to: catalog, format: format) == .unchanged)
  }

  @Test func somethingInTheWayIsBlockedEvenWithForce() throws {
    let scratch = Scratch()
    let catalog = scratch.url("Assets.xcassets")
    makeXcodeCatalog(at: catalog)
    write("a file", to: catalog + "/Red.colorset")
    #expect(symlink("/", catalog + "/Brand") == 0)
    let before = Self.snapshot(catalog)
    let tree = format.encodeFolder(palette(["Red"], group: "Brand"))
    #expect(
      PaletteFolder.plan(tree, at: catalog, format: format).blocked == ["Brand", "Red.colorset"])
    let error = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: catalog, format: format, replacingConflicts: true)
    }
    #expect(
      error?.message.hasPrefix("cannot write: something palconv did not write stands") == true)
    #expect(Self.snapshot(catalog) == before)
  }

  @Test func staleColourSetsAndGroupsOfPalconvsAreRemovedOnARerun() throws {
    let scratch = Scratch()
    let catalog = scratch.url("Assets.xcassets")
    makeXcodeCatalog(at: catalog)
    try PaletteFolder.write(
      format.encodeFolder(palette(["Red", "Blue", "Green", "Kept"], group: "Brand")), to: catalog,
      format: format)
    // Something of the user's inside a colour set of palconv's keeps that colour set.
    write("note", to: catalog + "/Kept.colorset/note.txt")
    let before = Self.snapshot(catalog)
    let tree = format.encodeFolder(palette(["Red"]))
    let plan = PaletteFolder.plan(tree, at: catalog, format: format)
    #expect(plan.removals == ["Blue.colorset", "Brand", "Green.colorset"])
    #expect(plan.writes.isEmpty)
    #expect(plan.wouldChange(replacingConflicts: false))
    #expect(try PaletteFolder.write(tree, to: catalog, format: format) == .written)
    let after = Self.snapshot(catalog)
    #expect(
      after.keys.sorted() == [
        "AccentColor.colorset", "AccentColor.colorset/Contents.json", "AppIcon.appiconset",
        "AppIcon.appiconset/Contents.json", "Contents.json", "Kept.colorset",
        "Kept.colorset/Contents.json", "Kept.colorset/note.txt", "Red.colorset",
        "Red.colorset/Contents.json",
      ])
    for path in after.keys { #expect(after[path] == before[path], "\(path)") }
  }

  @Test func aGroupFolderOfPalconvsKeepsWhatTheUserPutInIt() throws {
    let scratch = Scratch()
    let catalog = scratch.url("C.xcassets")
    try PaletteFolder.write(
      format.encodeFolder(palette(["Red"], group: "Brand")), to: catalog, format: format)
    write(Self.appIcon, to: catalog + "/Brand/Icon.appiconset/Contents.json")
    try PaletteFolder.write(format.encodeFolder(palette(["Red"])), to: catalog, format: format)
    // The group is no longer written; its colour set goes, the folder and the icon stay.
    #expect(
      Self.snapshot(catalog).keys.sorted() == [
        "Brand", "Brand/Contents.json", "Brand/Icon.appiconset",
        "Brand/Icon.appiconset/Contents.json", "Contents.json", "Red.colorset",
        "Red.colorset/Contents.json",
      ])
  }

  @Test func aFolderThatIsNotACatalogIsRefused() throws {
    let scratch = Scratch()
    write("letter", to: scratch.url("Documents/letter.txt"))
    let tree = format.encodeFolder(palette(["Red"]))
    #expect(PaletteFolder.plan(tree, at: scratch.url("Documents"), format: format).isForeignFolder)
    #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: scratch.url("Documents"), format: format)
    }
    #expect(Self.snapshot(scratch.url("Documents")).keys.sorted() == ["letter.txt"])
    // An empty folder, or one named like a catalog, is written into.
    try FileManager.default.createDirectory(
      atPath: scratch.url("Empty"), withIntermediateDirectories: true)
    #expect(try PaletteFolder.write(tree, to: scratch.url("Empty"), format: format) == .written)
    write("letter", to: scratch.url("Named.xcassets/letter.txt"))
    #expect(
      try PaletteFolder.write(tree, to: scratch.url("Named.xcassets"), format: format) == .written)
    #expect(FileManager.default.fileExists(atPath: scratch.url("Named.xcassets/letter.txt")))
  }

  @Test func theMarkIsPalconvsAuthor() {
    #expect(format.isMarkedAsWritten(format.encodeFolder(palette(["Red"])).files["Contents.json"]!))
    #expect(!format.isMarkedAsWritten(Array(Self.xcodeRoot.utf8)))
    #expect(!format.isMarkedAsWritten(Array("{\"info\": {\"author\": \"palconv\"".utf8)))
    #expect(format.isMarkedAsWritten(Array("{\"info\": {\"author\": \"palconv\"}}".utf8)))
  }
}
