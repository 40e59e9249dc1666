import PaletteCore
import PaletteKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `PaletteFile.write`: a temporary file renamed over the destination, permissions kept,
/// nothing left behind on failure, devices written in place.
///
/// Tests run as root in CI, where `chmod` does not stop a write; failures are provoked with
/// what stops root too: a "folder" that is a regular file (`ENOTDIR`) and a device node that
/// is always full (`ENOSPC`, a private copy of `/dev/full` made with `mknod`).
@Suite struct AtomicWriteTests {
  static let bytes = Array("GIMP Palette\n255 0 0\tRed\n".utf8)

  /// Whether this process may create device nodes (root outside a restricted container).
  static let canMakeDevices: Bool = {
    guard let scratch = try? Scratch() else { return false }
    defer { scratch.remove() }
    return mknod(scratch.file("probe"), S_IFCHR | 0o666, 0x103) == 0
  }()

  @Test func replacesTheFileAndKeepsItsPermissions() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("old", to: "out.gpl")
    #expect(chmod(scratch.file("out.gpl"), 0o640) == 0)
    #expect(try PaletteFile.write(Self.bytes, to: scratch.file("out.gpl")) == .written)
    #expect(scratch.text("out.gpl") == String(decoding: Self.bytes, as: UTF8.self))
    var info = stat()
    #expect(stat(scratch.file("out.gpl"), &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o640)
    #expect(scratch.listing() == ["out.gpl"])
    #expect(try PaletteFile.write(Self.bytes, to: scratch.file("out.gpl")) == .unchanged)
  }

  @Test func aFolderThatIsAFileFailsAndLeavesNothing() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("not a folder", to: "file")
    let error = #expect(throws: PaletteError.self) {
      try PaletteFile.write(Self.bytes, to: scratch.file("file/out.gpl"))
    }
    #expect(error?.kind == .io)
    #expect(error?.path == scratch.file("file/out.gpl"))
    #expect(error?.message.contains("not a directory") == true)
    #expect(scratch.listing() == ["file"])
    #expect(scratch.text("file") == "not a folder")
  }

  @Test func aSymbolicLinkIsFollowedAndKept() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("old", to: "real.gpl")
    #expect(symlink("real.gpl", scratch.file("link.gpl")) == 0)
    #expect(try PaletteFile.write(Self.bytes, to: scratch.file("link.gpl")) == .written)
    var info = stat()
    #expect(lstat(scratch.file("link.gpl"), &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFLNK)
    #expect(scratch.text("real.gpl") == String(decoding: Self.bytes, as: UTF8.self))
    #expect(scratch.listing() == ["link.gpl", "real.gpl"])
  }

  @Test(.enabled(if: canMakeDevices)) func aDeviceIsWrittenInPlaceNotReplaced() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // Private copies of /dev/null (1, 3) and /dev/full (1, 7).
    #expect(mknod(scratch.file("null"), S_IFCHR | 0o666, 0x103) == 0)
    #expect(mknod(scratch.file("full"), S_IFCHR | 0o666, 0x107) == 0)
    #expect(try PaletteFile.write(Self.bytes, to: scratch.file("null")) == .written)
    let error = #expect(throws: PaletteError.self) {
      try PaletteFile.write(Self.bytes, to: scratch.file("full"))
    }
    #expect(error?.kind == .io)
    #expect(error?.message.contains("no space left") == true)
    for name in ["null", "full"] {
      var info = stat()
      #expect(lstat(scratch.file(name), &info) == 0)
      #expect(info.st_mode & S_IFMT == S_IFCHR, "\(name) was replaced")
    }
    #expect(scratch.listing() == ["full", "null"])
  }
}
