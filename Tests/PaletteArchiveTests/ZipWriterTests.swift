import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteArchive

/// The zip writer: read back here, by Python's zipfile and by `unzip -t`; golden bytes.
@Suite struct ZipWriterTests {
  static func sample() -> [UInt8] {
    var writer = ZipWriter()
    writer.add("mimetype", Array("krita/x-colorset".utf8), method: .stored)
    writer.add("colorset.xml", ArchiveFixtures.bytes("text.bin"))
    writer.add("caf\u{E9}/\u{2014}.json", Array("{\"name\": \"caf\u{E9}\"}".utf8))
    writer.add("empty", [])
    writer.add("random", SampleData.random(5_000, seed: 3))
    return writer.finish()
  }

  @Test func readsBack() throws {
    let bytes = Self.sample()
    let archive = try ZipArchive(bytes, format: "test")
    #expect(
      archive.entries.map(\.name) == [
        "mimetype", "colorset.xml", "caf\u{E9}/\u{2014}.json", "empty", "random",
      ])
    #expect(archive.entries.map(\.method) == [.stored, .deflate, .deflate, .deflate, .deflate])
    #expect(try archive.contents(of: "mimetype") == Array("krita/x-colorset".utf8))
    #expect(try archive.contents(of: "colorset.xml") == ArchiveFixtures.bytes("text.bin"))
    #expect(
      try archive.contents(of: "caf\u{E9}/\u{2014}.json") == Array("{\"name\": \"caf\u{E9}\"}".utf8)
    )
    #expect(try archive.contents(of: "empty") == [])
    #expect(try archive.contents(of: "random") == SampleData.random(5_000, seed: 3))
    // The stored mimetype first, its text at byte 38 as ODF-style readers expect.
    #expect(Array(bytes[38..<54]) == Array("krita/x-colorset".utf8))
    #expect(ZipArchive.looksLikeZip(bytes[...]))
    #expect(ZipWriter().finish() == ArchiveFixtures.bytes("py-empty.zip"))
  }

  @Test func golden() {
    Golden.check(Self.sample(), against: "archive/golden/writer.zip")
  }

  /// More than 65 534 entries need the ZIP64 end record and locator.
  @Test func zip64ForManyEntries() throws {
    var writer = ZipWriter()
    for index in 0..<70_000 { writer.add("e\(index)", [UInt8(index & 0xFF)], method: .stored) }
    let bytes = writer.finish()
    #expect(bytes.count > 70_000 * 70)
    #expect(bytes[bytes.count - 42..<bytes.count - 38] == [0x50, 0x4B, 6, 7])
    expectError(.limitExceeded) { () throws(PaletteError) in try ZipArchive(bytes, format: "test") }
    let archive = try ZipArchive(bytes, limits: ArchiveLimits(maxEntries: 100_000), format: "test")
    #expect(archive.entries.count == 70_000)
    #expect(try archive.contents(of: "e69999") == [UInt8(69_999 & 0xFF)])
    if PythonOracle.hasPython {
      let folder = try PythonOracle.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appending(path: "many.zip")
      try Data(bytes).write(to: file)
      let (status, output) = try PythonOracle.python(
        "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(len(z.infolist()))",
        [file.path])
      #expect(status == 0 && output == "70000\n", "\(output)")
    }
  }

  @Test(.enabled(if: PythonOracle.hasPython, "needs python3"))
  func pythonZipfileReadsIt() throws {
    let folder = try PythonOracle.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "sample.zip")
    try Data(Self.sample()).write(to: file)
    try Data(ArchiveFixtures.bytes("text.bin")).write(to: folder.appending(path: "text.bin"))
    let script = """
      import sys, zipfile
      z = zipfile.ZipFile(sys.argv[1])
      assert z.testzip() is None
      assert z.read('colorset.xml') == open(sys.argv[2], 'rb').read()
      assert z.read('caf\\u00e9/\\u2014.json') == '{"name": "caf\\u00e9"}'.encode()
      for i in z.infolist():
          print(i.filename, i.compress_type, i.date_time, i.flag_bits, len(i.extra))
      """
    let (status, output) = try PythonOracle.python(
      script, [file.path, folder.appending(path: "text.bin").path])
    #expect(status == 0, "\(output)")
    #expect(
      output == """
        mimetype 0 (1980, 1, 1, 0, 0, 0) 0 0
        colorset.xml 8 (1980, 1, 1, 0, 0, 0) 0 0
        caf\u{E9}/\u{2014}.json 8 (1980, 1, 1, 0, 0, 0) 2048 0
        empty 8 (1980, 1, 1, 0, 0, 0) 0 0
        random 8 (1980, 1, 1, 0, 0, 0) 0 0

        """)
  }

  @Test(.enabled(if: PythonOracle.hasUnzip, "needs unzip"))
  func unzipTestsIt() throws {
    let folder = try PythonOracle.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "sample.zip")
    try Data(Self.sample()).write(to: file)
    let (status, output) = try PythonOracle.run("unzip", ["-t", file.path])
    #expect(status == 0, "\(output)")
    #expect(output.contains("No errors detected"), "\(output)")
  }
}
