import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `palconv watch` as a process: files changed under a running watch are converted again, a
/// file caught half saved keeps its last good output, new files are picked up, and Ctrl-C
/// (`SIGINT`) ends it with 130, leaving no temporary file. No timing is asserted beyond
/// generous timeouts.
@Suite(.serialized) struct WatchTests {
  /// What a running watch printed on standard error, collected as it arrives.
  final class Transcript: Sendable {
    let bytes = Mutex<[UInt8]>([])
    var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
    /// The lines printed so far.
    var lines: [String] { text.split(separator: "\n").map(String.init) }
  }

  /// A running `palconv` process, its standard error collected.
  struct Running {
    let process: Process
    let transcript: Transcript

    /// Waits until a line equal to `line` has been printed `count` times, for a minute at
    /// most.
    func waitFor(_ line: String, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation)
    {
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline, process.isRunning {
        if transcript.lines.count(where: { $0 == line }) >= count { return }
        usleep(20_000)
      }
      Issue.record(
        "no '\(line)' (×\(count)) within a minute; printed:\n\(transcript.text)",
        sourceLocation: sourceLocation)
    }
  }

  /// Starts `palconv arguments` in `folder`.
  func start(_ arguments: [String], in folder: String) throws -> Running {
    let executable = try #require(BuiltPalconv.path, "build palconv first")
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(filePath: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    let transcript = Transcript()
    errors.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      transcript.bytes.withLock { $0 += data }
    }
    try process.run()
    return Running(process: process, transcript: transcript)
  }

  /// Stops a watch with `SIGINT` and returns its exit status.
  func interrupt(_ running: Running) -> Int32 {
    kill(running.process.processIdentifier, SIGINT)
    running.process.waitUntilExit()
    return running.process.terminationStatus
  }

  /// Every path below `folder` whose name is a palconv temporary.
  func temporaries(in folder: String) -> [String] {
    (FileManager.default.subpaths(atPath: folder) ?? []).filter {
      $0.hasSuffix(".palconv-tmp") || $0.hasSuffix(".palconv-old")
    }
  }

  /// Replaces `name` as an editor saves: a new file renamed over the old one.
  func save(_ text: String, to name: String, in scratch: Scratch) throws {
    try scratch.write(text, to: name + ".saving")
    #expect(rename(scratch.file(name + ".saving"), scratch.file(name)) == 0)
  }

  static let red = "GIMP Palette\nName: Brand\n255 0 0 Red\n"
  static let green = "GIMP Palette\nName: Brand\n0 128 0 Green\n"
  static let broken = "GIMP Palette\nName: Brand\n0 x 0 Green\n"

  @Test(arguments: [false, true])
  func changedNewAndBrokenFilesUnderARunningWatch(polling: Bool) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try FileManager.default.createDirectory(
      atPath: scratch.file("palettes"), withIntermediateDirectories: true)
    try scratch.write(Self.red, to: "palettes/a.gpl")
    let running = try start(
      ["watch", "palettes", "--to", "css", "--out-dir", "web"] + (polling ? ["--poll"] : []),
      in: scratch.path)
    let mechanism = polling ? "polling" : "inotify"
    running.waitFor("palconv: watching 1 palette (\(mechanism)); Ctrl-C stops")
    running.waitFor("palconv: converted palettes/a.gpl -> web/a.css")
    let red = try #require(scratch.text("web/a.css"))
    #expect(red.contains("--red: #ff0000;"))

    // Saved by renaming a new file into place.
    try save(Self.green, to: "palettes/a.gpl", in: scratch)
    running.waitFor("palconv: converted palettes/a.gpl -> web/a.css", count: 2)
    let green = try #require(scratch.text("web/a.css"))
    #expect(green.contains("--green: #008000;"))

    // Written in place, broken: the error is shown, the output stays.
    try scratch.write(Self.broken, to: "palettes/a.gpl")
    running.waitFor("palconv: palettes/a.gpl failed; web/a.css keeps its last good content")
    #expect(running.transcript.text.contains("palettes/a.gpl:3:3: error: "))
    #expect(scratch.text("web/a.css") == green)

    // Mended, and a new file beside it.
    try scratch.write(Self.red, to: "palettes/a.gpl")
    running.waitFor("palconv: converted palettes/a.gpl -> web/a.css", count: 3)
    try save(Self.green, to: "palettes/b.gpl", in: scratch)
    running.waitFor("palconv: converted palettes/b.gpl -> web/b.css")
    #expect(scratch.text("web/a.css") == red)
    #expect(scratch.text("web/b.css") == green)

    #expect(interrupt(running) == 130)
    #expect(temporaries(in: scratch.path).isEmpty)
    #expect(scratch.listing("web") == ["a.css", "b.css"])
  }

  /// `convert --watch` with `-o`: the one output follows its input.
  @Test func convertWatchesOneFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(Self.red, to: "brand.gpl")
    let running = try start(["brand.gpl", "-o", "brand.json", "--watch"], in: scratch.path)
    running.waitFor("palconv: converted brand.gpl -> brand.json")
    try save(Self.green, to: "brand.gpl", in: scratch)
    running.waitFor("palconv: converted brand.gpl -> brand.json", count: 2)
    #expect(scratch.text("brand.json")?.contains("\"name\": \"Green\"") == true)
    #expect(interrupt(running) == 130)
    #expect(scratch.listing() == ["brand.gpl", "brand.json"])
  }
}
