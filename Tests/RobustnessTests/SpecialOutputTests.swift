import Foundation
import PaletteCore
import PaletteKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Outputs that are not regular files are written in place, never replaced by a renamed
/// file: FIFOs, devices, and the names of the process's own descriptors (`/dev/stdout`,
/// `/dev/fd/N`, `/proc/self/fd/N`), which are written straight to the descriptor.
@Suite struct SpecialOutputTests {
  static let bytes = Array("GIMP Palette\n255 0 0\tRed\n".utf8)

  /// Reads everything from `path` on another thread (a FIFO's writer blocks until then).
  final class Reader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: [UInt8] = []

    init(_ path: String) {
      Thread.detachNewThread { [self] in
        let descriptor = open(path, O_RDONLY)
        if descriptor >= 0 {
          result = (try? PaletteFile.read(descriptor: descriptor, path: path)) ?? []
          close(descriptor)
        }
        done.signal()
      }
    }

    /// What was read, once the writer closed its end.
    var bytes: [UInt8] {
      done.wait()
      return result
    }
  }

  func type(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  @Test func aFIFOIsWrittenInPlace() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(mkfifo(scratch.file("fifo"), 0o600) == 0)
    let reader = Reader(scratch.file("fifo"))
    #expect(try PaletteFile.write(Self.bytes, to: scratch.file("fifo")) == .written)
    #expect(reader.bytes == Self.bytes)
    #expect(type(scratch.file("fifo")) == S_IFIFO)
    #expect(scratch.listing() == ["fifo"])
  }

  @Test func aLinkToAFIFOIsFollowedAndBothStay() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(mkfifo(scratch.file("fifo"), 0o600) == 0)
    #expect(symlink("fifo", scratch.file("out.gpl")) == 0)
    let reader = Reader(scratch.file("fifo"))
    #expect(try PaletteFile.write(Self.bytes, to: scratch.file("out.gpl")) == .written)
    #expect(reader.bytes == Self.bytes)
    #expect(type(scratch.file("fifo")) == S_IFIFO)
    #expect(type(scratch.file("out.gpl")) == S_IFLNK)
    #expect(scratch.listing() == ["fifo", "out.gpl"])
  }

  @Test func aLinkToARegularFileIsStillWrittenAtomically() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("old", to: "real.gpl")
    #expect(symlink(scratch.file("real.gpl"), scratch.file("out.gpl")) == 0)
    var before = stat()
    #expect(stat(scratch.file("real.gpl"), &before) == 0)
    #expect(try PaletteFile.write(Self.bytes, to: scratch.file("out.gpl")) == .written)
    var after = stat()
    #expect(stat(scratch.file("real.gpl"), &after) == 0)
    #expect(after.st_ino != before.st_ino, "the target was written in place, not replaced")
    #expect(scratch.text("real.gpl") == String(decoding: Self.bytes, as: UTF8.self))
    #expect(type(scratch.file("out.gpl")) == S_IFLNK)
    #expect(scratch.listing() == ["out.gpl", "real.gpl"])
  }

  @Test func devNullStaysADevice() throws {
    #expect(try PaletteFile.write(Self.bytes, to: "/dev/null") == .written)
    #expect(type("/dev/null") == S_IFCHR)
  }

  @Test(arguments: ["/proc/self/fd/", "/dev/fd/", "/proc/thread-self/fd/"])
  func aDescriptorNameOnAPipeWritesToThePipe(prefix: String) throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    #expect(try PaletteFile.write(Self.bytes, to: "\(prefix)\(ends[1])") == .written)
    close(ends[1])
    #expect(try PaletteFile.read(descriptor: ends[0], path: "pipe") == Self.bytes)
  }

  @Test(arguments: ["/proc/self/fd/", "/dev/fd/"])
  func aDescriptorNameOnAFileOpenedForAppendingAppends(prefix: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("earlier\n", to: "log")
    var before = stat()
    #expect(stat(scratch.file("log"), &before) == 0)
    let descriptor = open(scratch.file("log"), O_WRONLY | O_APPEND)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    // The same bytes twice: a descriptor is never "unchanged".
    #expect(try PaletteFile.write(Self.bytes, to: "\(prefix)\(descriptor)") == .written)
    #expect(try PaletteFile.write(Self.bytes, to: "\(prefix)\(descriptor)") == .written)
    #expect(
      scratch.text("log") == "earlier\n" + String(decoding: Self.bytes + Self.bytes, as: UTF8.self))
    var after = stat()
    #expect(stat(scratch.file("log"), &after) == 0)
    #expect(after.st_ino == before.st_ino, "the file was replaced")
    #expect(scratch.listing() == ["log"])
  }

  @Test func aLinkToADescriptorNameWritesToTheDescriptor() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    #expect(symlink("/dev/fd/\(ends[1])", scratch.file("out.gpl")) == 0)
    #expect(try WriteTarget(path: scratch.file("out.gpl")) == .descriptor(ends[1]))
    #expect(try PaletteFile.write(Self.bytes, to: scratch.file("out.gpl")) == .written)
    close(ends[1])
    #expect(try PaletteFile.read(descriptor: ends[0], path: "pipe") == Self.bytes)
    #expect(type(scratch.file("out.gpl")) == S_IFLNK)
  }

  @Test func aDescriptorPalconvOpenedItselfIsNotWrittenTo() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let descriptor = open(scratch.file("own"), O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    let error = #expect(throws: PaletteError.self) {
      try PaletteFile.write(Self.bytes, to: "/proc/self/fd/\(descriptor)")
    }
    #expect(error?.message == "cannot write: descriptor \(descriptor) was not given to palconv")
    #expect(scratch.text("own") == "")
  }

  @Test func namesAreResolved() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(try WriteTarget(path: "/dev/stdout") == .descriptor(1))
    #expect(try WriteTarget(path: "/dev/stderr") == .descriptor(2))
    #expect(try WriteTarget(path: "/dev/fd/7") == .descriptor(7))
    #expect(try WriteTarget(path: "/proc/self/fd/9") == .descriptor(9))
    #expect(try WriteTarget(path: "/proc/\(getpid())/fd/3") == .descriptor(3))
    #expect(try WriteTarget(path: "/dev/null") == .special("/dev/null"))
    #expect(try WriteTarget(path: scratch.file("new.gpl")) == .file(scratch.file("new.gpl")))
    #expect(symlink("/dev/stderr", scratch.file("err")) == 0)
    #expect(try WriteTarget(path: scratch.file("err")) == .descriptor(2))
    #expect(symlink("loop", scratch.file("loop")) == 0)
    #expect(throws: PaletteError.self) { try WriteTarget(path: scratch.file("loop")) }
    #expect(throws: PaletteError.self) { try WriteTarget(path: scratch.path) }
  }

  /// Runs the built `palconv` with standard output appended to `log` (as `>> log` does).
  func runAppending(_ arguments: [String], to log: String, in folder: String) throws -> Int32 {
    let executable = try #require(BuiltPalconv.path, "build palconv first")
    let descriptor = open(log, O_WRONLY | O_APPEND)
    try #require(descriptor >= 0)
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(filePath: folder)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test func endToEndDevStdoutAppendedToAFileAndIntoAPipe() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("GIMP Palette\n255 0 0\tRed\n0 0 255\tBlue\n", to: "in.gpl")
    try scratch.write("earlier line\n", to: "log")
    let code = try runAppending(
      ["in.gpl", "-o", "/dev/stdout", "--to", "hex"], to: scratch.file("log"), in: scratch.path)
    #expect(code == 0)
    #expect(scratch.text("log") == "earlier line\nff0000\n0000ff\n")
    let again = try runAppending(
      ["in.gpl", "-o", "/dev/stdout", "--to", "hex"], to: scratch.file("log"), in: scratch.path)
    #expect(again == 0)
    #expect(scratch.text("log") == "earlier line\nff0000\n0000ff\nff0000\n0000ff\n")
    #expect(scratch.listing() == ["in.gpl", "log"])

    // Into a pipe, as `palconv in.gpl -o /dev/stdout --to hex | head` does.
    let piped = try BuiltPalconv.run(
      ["in.gpl", "-o", "/dev/stdout", "--to", "hex"], in: scratch.path)
    #expect(piped.code == 0, "\(piped.stderr)")
    #expect(piped.stdout == "ff0000\n0000ff\n")

    // Appending to the input itself is still overwriting an input.
    let before = scratch.text("in.gpl")
    let refused = try runAppending(
      ["in.gpl", "-o", "/dev/stdout", "--to", "gpl"], to: scratch.file("in.gpl"), in: scratch.path)
    #expect(refused == 2)
    #expect(scratch.text("in.gpl") == before)
    // However standard output is spelt: `-o -`, or `--to` alone, with the shell's `>>`.
    for arguments in [["in.gpl", "-o", "-", "--to", "gpl"], ["in.gpl", "--to", "gpl"]] {
      #expect(try runAppending(arguments, to: scratch.file("in.gpl"), in: scratch.path) == 2)
      #expect(scratch.text("in.gpl") == before)
    }
    // A merge and an extraction to standard output are checked the same way.
    #expect(
      try runAppending(
        ["merge", "in.gpl", "--to", "gpl"], to: scratch.file("in.gpl"), in: scratch.path)
        == 2)
    #expect(scratch.text("in.gpl") == before)
    // --force allows it.
    #expect(
      try runAppending(
        ["in.gpl", "--to", "hex", "--force"], to: scratch.file("in.gpl"), in: scratch.path) == 0)
    #expect(scratch.text("in.gpl") == (before ?? "") + "ff0000\n0000ff\n")
  }
}
