import Foundation
import PaletteCore
import PaletteGPL
import Testing

@testable import PaletteKit

/// A unique temporary folder, removed when released.
final class Scratch {
  let path = FileManager.default.temporaryDirectory.path + "/palettekit-" + UUID().uuidString
  init() {
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
  deinit { try? FileManager.default.removeItem(atPath: path) }
  func url(_ name: String) -> String { path + "/" + name }
  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
  func inode(_ name: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: url(name)))?[.systemFileNumber] as? Int
  }
  func permissions(_ name: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: url(name)))?[.posixPermissions] as? Int
  }
}

@Suite struct PaletteFileTests {
  @Test func readsAFile() throws {
    let scratch = Scratch()
    try PaletteFile.write([1, 2, 3], to: scratch.url("a.bin"))
    #expect(try PaletteFile.read(at: scratch.url("a.bin")) == [1, 2, 3])
  }

  @Test func readLimit() throws {
    let scratch = Scratch()
    try PaletteFile.write([UInt8](repeating: 7, count: 100), to: scratch.url("a.bin"))
    #expect(try PaletteFile.read(at: scratch.url("a.bin"), limit: 100).count == 100)
    let error = #expect(throws: PaletteError.self) {
      try PaletteFile.read(at: scratch.url("a.bin"), limit: 99)
    }
    #expect(error?.kind == .limitExceeded)
    #expect(error?.path == scratch.url("a.bin"))
  }

  @Test func readErrors() throws {
    let scratch = Scratch()
    let missing = #expect(throws: PaletteError.self) {
      try PaletteFile.read(at: scratch.url("nope"))
    }
    #expect(missing?.kind == .io)
    #expect(missing?.message == "cannot open: no such file or directory")
    let folder = #expect(throws: PaletteError.self) { try PaletteFile.read(at: scratch.path) }
    #expect(folder?.message == "cannot read: it is a directory")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("link"), withDestinationPath: scratch.url("gone"))
    let dangling = #expect(throws: PaletteError.self) {
      try PaletteFile.read(at: scratch.url("link"))
    }
    #expect(dangling?.kind == .io)
  }

  @Test func readsFromADescriptorWithALimit() throws {
    let scratch = Scratch()
    try PaletteFile.write(Array("hello".utf8), to: scratch.url("h"))
    let handle = try #require(FileHandle(forReadingAtPath: scratch.url("h")))
    defer { try? handle.close() }
    let error = #expect(throws: PaletteError.self) {
      try PaletteFile.read(descriptor: handle.fileDescriptor, limit: 4, path: "<stdin>")
    }
    #expect(error?.kind == .limitExceeded)
    #expect(error?.path == "<stdin>")
  }

  @Test func writeIsAtomicAndSkipsUnchangedBytes() throws {
    let scratch = Scratch()
    #expect(try PaletteFile.write([1], to: scratch.url("out")) == .written)
    let first = scratch.inode("out")
    #expect(try PaletteFile.write([1], to: scratch.url("out")) == .unchanged)
    #expect(scratch.inode("out") == first)
    #expect(try PaletteFile.write([2], to: scratch.url("out")) == .written)
    #expect(scratch.inode("out") != first)
    #expect(try PaletteFile.read(at: scratch.url("out")) == [2])
    #expect(scratch.names() == ["out"])
  }

  @Test func permissionsOfAnExistingOutputAreKept() throws {
    let scratch = Scratch()
    try PaletteFile.write([1], to: scratch.url("out"))
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o640], ofItemAtPath: scratch.url("out"))
    try PaletteFile.write([2], to: scratch.url("out"))
    #expect(scratch.permissions("out") == 0o640)
  }

  @Test func writingThroughALinkReplacesItsTarget() throws {
    let scratch = Scratch()
    try PaletteFile.write([1], to: scratch.url("real"))
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("link"), withDestinationPath: scratch.url("real"))
    try PaletteFile.write([9], to: scratch.url("link"))
    #expect(try PaletteFile.read(at: scratch.url("real")) == [9])
    let kind =
      try FileManager.default.attributesOfItem(atPath: scratch.url("link"))[.type]
      as? FileAttributeType
    #expect(kind == .typeSymbolicLink)
  }

  @Test func failedWritesLeaveNothingBehind() throws {
    let scratch = Scratch()
    let noFolder = #expect(throws: PaletteError.self) {
      try PaletteFile.write([1], to: scratch.url("missing/out"))
    }
    #expect(noFolder?.kind == .io)
    try FileManager.default.createDirectory(
      atPath: scratch.url("dir"), withIntermediateDirectories: false)
    let onFolder = #expect(throws: PaletteError.self) {
      try PaletteFile.write([1], to: scratch.url("dir"))
    }
    #expect(onFolder?.message == "cannot write: it is a directory")
    #expect(scratch.names() == ["dir"])
  }

  /// Outputs of several chunks are compared a chunk at a time: equal, a difference in the
  /// last byte, in the first byte of a later chunk, and an empty file.
  @Test func wouldChangeComparesLargeFilesWhole() throws {
    let scratch = Scratch()
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    try PaletteFile.write(bytes, to: scratch.url("big"))
    #expect(!PaletteFile.wouldChange(bytes, at: scratch.url("big")))
    var last = bytes
    last[last.count - 1] &+= 1
    #expect(PaletteFile.wouldChange(last, at: scratch.url("big")))
    var second = bytes
    second[65_536] &+= 1
    #expect(PaletteFile.wouldChange(second, at: scratch.url("big")))
    try PaletteFile.write([], to: scratch.url("empty"))
    #expect(!PaletteFile.wouldChange([], at: scratch.url("empty")))
    #expect(PaletteFile.wouldChange([0], at: scratch.url("empty")))
  }

  @Test func wouldChange() throws {
    let scratch = Scratch()
    #expect(PaletteFile.wouldChange([1], at: scratch.url("none")))
    try PaletteFile.write([1, 2], to: scratch.url("f"))
    #expect(!PaletteFile.wouldChange([1, 2], at: scratch.url("f")))
    #expect(PaletteFile.wouldChange([1, 3], at: scratch.url("f")))
    #expect(PaletteFile.wouldChange([1], at: scratch.url("f")))
  }

  @Test func decodeFillsThePath() {
    let format = SniffStub(identifier: "s", fileExtensions: [], magic: "S", answer: .strong)
    let error = #expect(throws: PaletteError.self) {
      try PaletteFile.decode([0], path: "p.s", format: format)
    }
    #expect(error?.path == "p.s")
    #expect(error?.location == .byte(offset: 0))
    // The stub reads no colour and warns: the rule every reader is held to makes it an error,
    // which carries the path and the warning's words.
    let nothing = #expect(throws: PaletteError.self) {
      try PaletteFile.decode(Array("S".utf8), path: "p.s", format: format)
    }
    #expect(nothing?.kind == .nothingRead)
    #expect(nothing?.path == "p.s")
    #expect(nothing?.format == "s")
    #expect(
      nothing?.message == "no colour was read, and the reader left something aside: w [stub.warn]")
    #expect(nothing?.location == .byte(offset: 0))
    let decoded = try? PaletteFile.decode(
      Array("GIMP Palette\nFoo: bar\n0 0 0\n".utf8), path: "p.gpl", format: GPLFormat())
    #expect(decoded?.warnings.map(\.path) == ["p.gpl"])
  }
}
