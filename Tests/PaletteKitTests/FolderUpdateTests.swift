import Foundation
import PaletteAndroid
import PaletteCore
import PaletteXcassets
import TestSupport
import Testing

@testable import PaletteKit

#if canImport(Glibc)
  import Glibc
#endif

/// Writing into a folder that exists updates it in place: what another program adds during the
/// write survives, mounted file systems are never entered to remove anything, folders keep
/// their extended attributes and times, and a folder that cannot be written says why.
@Suite struct FolderUpdateTests {
  let format = XcassetsFormat()

  static func write(_ text: String, to path: String) {
    let folder = URL(filePath: path).deletingLastPathComponent().path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  static func text(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  func palette(_ names: [String], group: String? = nil, offset: UInt8 = 0) -> Palette {
    var groups = [
      PaletteGroup(
        swatches: names.enumerated().map {
          Swatch(name: $0.element, color: .srgb8(UInt8($0.offset * 40) &+ offset, 0x80, 0x40))
        })
    ]
    if let group {
      groups.append(
        PaletteGroup(name: group, swatches: [Swatch(name: "Deep", color: .srgb8(1, 2, 3))]))
    }
    return Palette(groups: groups)
  }

  /// Every path under `folder` whose name has palconv's temporary suffixes.
  static func temporaries(in folder: String) -> [String] {
    CatalogMergeTests.snapshot(folder).keys.filter { $0.contains(".palconv-") }.sorted()
  }

  /// A catalog of Xcode's with colour sets and a group of palconv's.
  func makeCatalog(_ scratch: Scratch) throws -> String {
    let catalog = scratch.url("Assets.xcassets")
    Self.write(CatalogMergeTests.xcodeRoot, to: catalog + "/Contents.json")
    Self.write(CatalogMergeTests.appIcon, to: catalog + "/AppIcon.appiconset/Contents.json")
    try PaletteFolder.write(
      format.encodeFolder(palette(["Red", "Blue", "Old"], group: "Brand")), to: catalog,
      format: format)
    return catalog
  }

  // MARK: Entries another program adds

  @Test func whatAnotherProgramAddsDuringTheWriteSurvives() throws {
    let scratch = Scratch()
    let catalog = try makeCatalog(scratch)
    // Red changes, Blue stays, Old and the group go, Green comes.
    let tree = format.encodeFolder(palette(["Red", "Blue", "Green"], offset: 1))
    var added: [String: String] = [:]
    let outcome = try PaletteFolder.write(
      tree, to: catalog, format: format, replacingConflicts: false
    ) {
      // Xcode or a sync tool at work while palconv writes: a new image set, a file in the
      // catalog, in an icon set, in a colour set palconv rewrites, and in ones it removes.
      added = [
        "Logo.imageset/Contents.json": "{\"images\" : []}\n",
        "Logo.imageset/logo.png": "png",
        "notes.txt": "notes",
        "AppIcon.appiconset/icon-1024.png": "icon",
        "Red.colorset/comment.txt": "red",
        "Old.colorset/late.txt": "late",
        "Brand/Deep.colorset/late.txt": "deep",
      ]
      for (path, text) in added { Self.write(text, to: catalog + "/" + path) }
    }
    #expect(outcome == .written)
    for (path, text) in added { #expect(Self.text(catalog + "/" + path) == text, "\(path)") }
    let after = CatalogMergeTests.snapshot(catalog)
    #expect(
      after.keys.sorted() == [
        "AppIcon.appiconset", "AppIcon.appiconset/Contents.json",
        "AppIcon.appiconset/icon-1024.png", "Blue.colorset", "Blue.colorset/Contents.json",
        // The stale group and colour set lose palconv's files and keep what was added.
        "Brand", "Brand/Deep.colorset", "Brand/Deep.colorset/late.txt",
        "Contents.json", "Green.colorset", "Green.colorset/Contents.json", "Logo.imageset",
        "Logo.imageset/Contents.json", "Logo.imageset/logo.png", "Old.colorset",
        "Old.colorset/late.txt", "Red.colorset", "Red.colorset/Contents.json",
        "Red.colorset/comment.txt", "notes.txt",
      ])
    for path in ["Red.colorset/Contents.json", "Green.colorset/Contents.json"] {
      #expect(after[path] == .file(mode: 0o644, bytes: tree.files[path] ?? []), "\(path)")
    }
    #expect(Self.text(catalog + "/Contents.json") == CatalogMergeTests.xcodeRoot)
    #expect(scratch.names() == ["Assets.xcassets"])
  }

  @Test func somethingAppearingWherePalconvWritesStopsTheWriteWithNothingChanged() throws {
    let scratch = Scratch()
    let catalog = try makeCatalog(scratch)
    let before = CatalogMergeTests.snapshot(catalog)
    let tree = format.encodeFolder(palette(["Red", "Blue", "Green"], offset: 1))
    let error = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: catalog, format: format, replacingConflicts: false) {
        Self.write("{}", to: catalog + "/Green.colorset/Contents.json")
      }
    }
    #expect(error?.path == catalog)
    #expect(
      error?.message
        == "cannot write Green.colorset: something else appeared there while palconv wrote; "
        + "nothing was changed")
    var expected = before
    expected["Green.colorset"] = .folder(mode: 0o755)
    expected["Green.colorset/Contents.json"] = .file(mode: 0o644, bytes: Array("{}".utf8))
    // Red not rewritten, Old and the group not removed, nothing left behind.
    #expect(CatalogMergeTests.snapshot(catalog) == expected)
    #expect(scratch.names() == ["Assets.xcassets"])
  }

  @Test func aFileAnotherProgramReplacesDuringTheWriteIsNotOverwritten() throws {
    let scratch = Scratch()
    let catalog = try makeCatalog(scratch)
    let tree = format.encodeFolder(palette(["Red", "Blue"], offset: 1))
    let theirs = "{\"colors\" : [], \"info\" : {\"author\" : \"xcode\", \"version\" : 1}}\n"
    var expected: [String: CatalogMergeTests.Entry] = [:]
    let error = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: catalog, format: format, replacingConflicts: false) {
        // Saved the way editors save: a new file renamed over the old one.
        Self.write(theirs, to: catalog + "/Red.colorset/.saving")
        rename(catalog + "/Red.colorset/.saving", catalog + "/Red.colorset/Contents.json")
        // As it is now, without palconv's staged temporaries.
        expected = CatalogMergeTests.snapshot(catalog).filter { !$0.key.contains(".palconv-") }
      }
    }
    #expect(
      error?.message
        == "cannot write Red.colorset/Contents.json: another program replaced it while palconv "
        + "wrote; nothing was changed")
    #expect(Self.text(catalog + "/Red.colorset/Contents.json") == theirs)
    // Blue put back from its backup, Old and the group back from aside, nothing left behind.
    #expect(CatalogMergeTests.snapshot(catalog) == expected)
    #expect(Self.temporaries(in: catalog).isEmpty)
  }

  // MARK: Mount points

  /// Whether this process may mount a tmpfs (root outside a restricted container).
  static let canMount: Bool = {
    let scratch = Scratch()
    let point = scratch.url("probe")
    try? FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
    guard Self.mount(point) else { return false }
    Self.unmount(point)
    return true
  }()

  @discardableResult
  static func mount(_ point: String) -> Bool {
    (try? ExternalTool.run("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", point]))??.code
      == 0
  }

  static func unmount(_ point: String) {
    _ = try? ExternalTool.run("umount", [point])
  }

  @Test(.enabled(if: canMount, "mounting a tmpfs needs root outside a restricted container"))
  func aMountedFolderInsideACatalogIsNeverEmptied() throws {
    let scratch = Scratch()
    let catalog = try makeCatalog(scratch)
    // A shared volume of images, and a stale colour set and group of palconv's on mounts.
    let mounts = ["Shared.imageset", "Old.colorset", "Brand/Deep.colorset"]
    var saved: [String: Data] = [:]
    for mount in mounts {
      let point = catalog + "/" + mount
      let keep = FileManager.default.contents(atPath: point + "/Contents.json")
      try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
      #expect(Self.mount(point))
      if let keep {
        // palconv's colour set alone on its mount: purely palconv's but for the mount.
        _ = FileManager.default.createFile(atPath: point + "/Contents.json", contents: keep)
      } else {
        _ = FileManager.default.createFile(atPath: point + "/data.bin", contents: Data([1, 2, 3]))
      }
    }
    defer {
      for mount in mounts.reversed() { Self.unmount(scratch.url("Assets.xcassets/" + mount)) }
    }
    for mount in mounts {
      saved[mount] = FileManager.default.contents(atPath: catalog + "/" + mount + "/Contents.json")
    }
    let tree = format.encodeFolder(palette(["Red", "Blue"], offset: 1))
    #expect(try PaletteFolder.write(tree, to: catalog, format: format) == .written)
    #expect(
      FileManager.default.contents(atPath: catalog + "/Shared.imageset/data.bin")
        == Data([1, 2, 3]))
    for mount in mounts {
      #expect(
        FileManager.default.contents(atPath: catalog + "/" + mount + "/Contents.json")
          == saved[mount], "\(mount)")
    }
    // The group holds a mount: it is not palconv's alone, so it stays with its file.
    #expect(FileManager.default.fileExists(atPath: catalog + "/Brand/Contents.json"))
    #expect(
      FileManager.default.contents(atPath: catalog + "/Red.colorset/Contents.json")
        == Data(tree.files["Red.colorset/Contents.json"] ?? []))
    #expect(scratch.names() == ["Assets.xcassets"])
    #expect(Self.temporaries(in: catalog).isEmpty)
  }

  @Test(.enabled(if: canMount, "mounting a tmpfs needs root outside a restricted container"))
  func removingATemporaryNeverEntersAMountedFileSystem() throws {
    let scratch = Scratch()
    let folder = scratch.url(".C.xcassets.1.a.palconv-tmp")
    try FileManager.default.createDirectory(
      atPath: folder + "/inner/mounted", withIntermediateDirectories: true)
    Self.write("ours", to: folder + "/inner/ours.txt")
    #expect(Self.mount(folder + "/inner/mounted"))
    defer { Self.unmount(scratch.url(".C.xcassets.1.a.palconv-tmp/inner/mounted")) }
    Self.write("theirs", to: folder + "/inner/mounted/theirs.txt")
    FileRemoval.removeTree(folder)
    #expect(Self.text(folder + "/inner/mounted/theirs.txt") == "theirs")
    #expect(!FileManager.default.fileExists(atPath: folder + "/inner/ours.txt"))
  }

  // MARK: Extended attributes and times

  /// Sets a `user.` extended attribute with Python's `os.setxattr` (Swift's Glibc module has
  /// no `<sys/xattr.h>`); `false` where the file system has none or Python is missing.
  static func setAttribute(_ path: String, _ name: String, _ value: String) -> Bool {
    let program = "import os, sys; os.setxattr(sys.argv[1], sys.argv[2], sys.argv[3].encode())"
    return (try? ExternalTool.python(program, [path, name, value]))??.code == 0
  }

  static func attribute(_ path: String, _ name: String) -> String? {
    let program = "import os, sys; sys.stdout.write(os.getxattr(sys.argv[1], sys.argv[2]).decode())"
    guard let result = (try? ExternalTool.python(program, [path, name])) ?? nil, result.code == 0
    else { return nil }
    return result.stdout
  }

  static let hasUserAttributes: Bool = {
    let scratch = Scratch()
    Self.write("", to: scratch.url("probe"))
    return setAttribute(scratch.url("probe"), "user.probe", "1")
  }()

  @Test(
    .enabled(
      if: hasUserAttributes,
      "needs python3 and a temporary folder on a file system with user extended attributes"))
  func foldersKeepTheirExtendedAttributesAndTimes() throws {
    let scratch = Scratch()
    let catalog = try makeCatalog(scratch)
    let folders = ["", "AppIcon.appiconset", "Red.colorset", "Brand"]
    for folder in folders {
      #expect(Self.setAttribute(catalog + "/" + folder, "user.origin", "tag \(folder)"))
    }
    // An icon set untouched by the write keeps its times to the nanosecond.
    var times = [
      timespec(tv_sec: 1_000_000_000, tv_nsec: 123_456_789),
      timespec(tv_sec: 1_100_000_000, tv_nsec: 987_654_321),
    ]
    #expect(utimensat(AT_FDCWD, catalog + "/AppIcon.appiconset", &times, 0) == 0)
    var before = stat()
    #expect(stat(catalog, &before) == 0)
    let tree = format.encodeFolder(palette(["Red", "Green"], group: "Brand", offset: 1))
    #expect(try PaletteFolder.write(tree, to: catalog, format: format) == .written)
    for folder in folders {
      #expect(Self.attribute(catalog + "/" + folder, "user.origin") == "tag \(folder)", "\(folder)")
    }
    var icon = stat()
    #expect(stat(catalog + "/AppIcon.appiconset", &icon) == 0)
    #expect(icon.st_atim.tv_sec == 1_000_000_000 && icon.st_atim.tv_nsec == 123_456_789)
    #expect(icon.st_mtim.tv_sec == 1_100_000_000 && icon.st_mtim.tv_nsec == 987_654_321)
    // The catalog is the same folder.
    var after = stat()
    #expect(stat(catalog, &after) == 0)
    #expect(after.st_ino == before.st_ino)
  }

  // MARK: Folders that cannot be written

  /// Whether `chattr +i` works here (root, a file system with the flag).
  static let canMakeImmutable: Bool = {
    let scratch = Scratch()
    Self.write("", to: scratch.url("probe"))
    guard (try? ExternalTool.run("chattr", ["+i", scratch.url("probe")]))??.code == 0 else {
      return false
    }
    _ = try? ExternalTool.run("chattr", ["-i", scratch.url("probe")])
    return true
  }()

  static func immutable(_ path: String, _ on: Bool) {
    _ = try? ExternalTool.run("chattr", [on ? "+i" : "-i", path])
  }

  @Test(.enabled(if: canMakeImmutable, "chattr +i needs root and a file system with the flag"))
  func anImmutableFolderSaysThatAtomicReplacementNeedsItWritable() throws {
    let scratch = Scratch()
    let catalog = try makeCatalog(scratch)
    let locked = scratch.url("locked")
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
    Self.write("old", to: locked + "/out.gpl")
    Self.immutable(locked, true)
    Self.immutable(catalog, true)
    defer {
      Self.immutable(scratch.url("locked"), false)
      Self.immutable(scratch.url("Assets.xcassets"), false)
    }
    func message(_ folder: String) -> String {
      "cannot write: palconv replaces files atomically, by renaming a new file into the folder "
        + "that holds them, so that folder must be writable, and \(folder) is not (operation "
        + "not permitted: an immutable folder cannot be written)"
    }
    // A single file.
    let file = #expect(throws: PaletteError.self) {
      try PaletteFile.write(Array("new".utf8), to: locked + "/out.gpl")
    }
    #expect(file?.message == message(locked))
    #expect(file?.path == locked + "/out.gpl")
    #expect(Self.text(locked + "/out.gpl") == "old")
    // A new catalog in it.
    let tree = format.encodeFolder(palette(["Red", "Green"]))
    let new = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: locked + "/C.xcassets", format: format)
    }
    #expect(new?.message == message(locked))
    // An existing catalog that gains a colour set at its top.
    let before = CatalogMergeTests.snapshot(catalog)
    let existing = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: catalog, format: format)
    }
    #expect(existing?.message == message(catalog))
    #expect(existing?.path == catalog)
    #expect(CatalogMergeTests.snapshot(catalog) == before)
  }
}
