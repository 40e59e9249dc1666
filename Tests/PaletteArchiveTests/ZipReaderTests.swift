import PaletteCore
import TestSupport
import Testing

@testable import PaletteArchive

/// Archives made by Python's zipfile, and crafted ones for each layout the reader handles.
@Suite struct ZipReaderTests {
  static let krita = Array("application/x-krita-palette".utf8)
  static let colorset = Array(
    ("<Colorset version=\"1.0\">" + String(repeating: "<ColorSetEntry name=\"x\"/>", count: 200)
      + "</Colorset>").utf8)
  static let utf8Name = "caf\u{E9}/na\u{EF}ve.txt"
  static let utf8Text = Array("caf\u{E9} na\u{EF}ve \u{2014} UTF-8 name\n".utf8)

  /// Every Python archive holds the same four members.
  @Test(arguments: ["py-plain.zip", "py-zip64.zip", "py-descriptor.zip", "py-comment.zip"])
  func pythonArchives(file: String) throws {
    let archive = try ZipArchive(ArchiveFixtures.bytes(file), format: "test")
    #expect(archive.entries.map(\.name) == ["mimetype", "colorset.xml", Self.utf8Name, "empty"])
    #expect(archive.entries.map(\.method) == [.stored, .deflate, .deflate, .deflate])
    #expect(archive.entries[0].localHeaderOffset == 0)
    #expect(archive.entries[1].uncompressedSize == Self.colorset.count)
    #expect(archive.entries[1].compressedSize < Self.colorset.count / 10)
    #expect(archive.entries[1].crc32 == CRC32.checksum(Self.colorset))
    #expect(try archive.contents(of: "mimetype") == Self.krita)
    #expect(try archive.contents(of: "colorset.xml") == Self.colorset)
    #expect(try archive.contents(of: Self.utf8Name) == Self.utf8Text)
    #expect(try archive.contents(of: "empty") == [])
    #expect(try archive.contents(of: "missing") == nil)
    #expect(archive.entry(named: "missing") == nil)
    #expect(archive.entry(named: "empty")?.uncompressedSize == 0)
  }

  @Test func emptyArchive() throws {
    let bytes = ArchiveFixtures.bytes("py-empty.zip")
    #expect(bytes.count == 22)
    #expect(try ZipArchive(bytes, format: "test").entries.isEmpty)
    #expect(ZipArchive.looksLikeZip(bytes[...]))
  }

  @Test func sniffing() {
    #expect(ZipArchive.looksLikeZip(ArchiveFixtures.bytes("py-plain.zip")[...]))
    #expect(ZipArchive.looksLikeZip([0x50, 0x4B, 3, 4, 0, 0]))
    #expect(!ZipArchive.looksLikeZip([0x50, 0x4B, 3]))
    #expect(!ZipArchive.looksLikeZip([0x50, 0x4B, 7, 8]))
    #expect(!ZipArchive.looksLikeZip(Array("GIMP Palette".utf8)[...]))
    let padded: [UInt8] = [0, 0x50, 0x4B, 5, 6]
    #expect(ZipArchive.looksLikeZip(padded[1...]))
  }

  /// A comment holding the end record's signature does not mislead the search.
  @Test func commentWithSignature() throws {
    let bytes = ArchiveFixtures.bytes("py-comment.zip")
    #expect(bytes.suffix(30).contains(0x06))
    #expect(try ZipArchive(bytes, format: "test").entries.count == 4)
  }

  /// The ZIP64 end record and locator with saturated end-record fields, and a ZIP64 extra
  /// field with the sizes and offset.
  @Test func zip64Records() throws {
    let data = Array("zip64 contents".utf8)
    let crc = CRC32.checksum(data)
    let name = Array("big.txt".utf8)
    let prefix = [UInt8](repeating: 0x20, count: 10)
    let localExtra =
      ZipBytes.u16(1) + ZipBytes.u16(16) + ZipBytes.u64(data.count) + ZipBytes.u64(data.count)
    let local = ZipBytes.local(
      name, crc: crc, compressed: 0xFFFF_FFFF, uncompressed: 0xFFFF_FFFF, extra: localExtra)
    let body = prefix + local + data
    // A foreign extra field first, then ZIP64 with uncompressed, compressed and offset.
    let centralExtra =
      ZipBytes.u16(0x5455) + ZipBytes.u16(5) + [1, 0, 0, 0, 0] + ZipBytes.u16(1) + ZipBytes.u16(24)
      + ZipBytes.u64(data.count) + ZipBytes.u64(data.count) + ZipBytes.u64(prefix.count)
    let directory = ZipBytes.central(
      name, crc: crc, compressed: 0xFFFF_FFFF, uncompressed: 0xFFFF_FFFF, extra: centralExtra,
      offset: 0xFFFF_FFFF)
    let zip64 = ZipBytes.zip64End(
      count: 1, size: directory.count, offset: body.count, at: body.count + directory.count)
    let end =
      [0x50, 0x4B, 5, 6] + ZipBytes.u16(0) + ZipBytes.u16(0) + ZipBytes.u16(0xFFFF)
      + ZipBytes.u16(0xFFFF) + ZipBytes.u32(0xFFFF_FFFF as UInt32)
      + ZipBytes.u32(0xFFFF_FFFF as UInt32)
      + ZipBytes.u16(0)
    let bytes = body + directory + zip64 + end
    let archive = try ZipArchive(bytes, format: "test")
    #expect(
      archive.entries == [
        ZipEntry(
          name: "big.txt", method: .stored, compressedSize: data.count,
          uncompressedSize: data.count, crc32: crc, localHeaderOffset: 10)
      ])
    #expect(try archive.contents(of: "big.txt") == data)
  }

  /// Names are text to look up: `../`, a leading `/` and backslashes are kept as they are.
  @Test func traversalNamesAreJustNames() throws {
    let names = ["../../etc/passwd", "/absolute", "C:\\windows\\x", "a/../../b"]
    let bytes = ZipBytes.stored(names.map { ($0, Array($0.utf8)) })
    let archive = try ZipArchive(bytes, format: "test")
    #expect(archive.entries.map(\.name) == names)
    for name in names { #expect(try archive.contents(of: name) == Array(name.utf8)) }
  }

  @Test func codePage437Names() throws {
    // Flag bit 11 clear: 0x80 0x81 0xE1 are "Çüß" in code page 437.
    let raw: [UInt8] = [0x80, 0x81, 0xE1, 0x2E, 0x74]
    let local = ZipBytes.local(raw)
    let directory = ZipBytes.central(raw)
    let bytes =
      local + directory + ZipBytes.end(count: 1, size: directory.count, offset: local.count)
    #expect(try ZipArchive(bytes, format: "test").entries.map(\.name) == ["\u{C7}\u{FC}\u{DF}.t"])
  }

  @Test func duplicateNamesUseTheFirst() throws {
    let bytes = ZipBytes.stored([("a", [1]), ("a", [2])])
    let archive = try ZipArchive(bytes, format: "test")
    #expect(archive.entries.count == 2)
    #expect(try archive.contents(of: "a") == [1])
  }

  /// Every zip in the corpus (Krita, Procreate, SwatchBooker) reads, each entry's CRC-32 checked.
  @Test(
    .enabled(if: Fixtures.hasCorpus, "needs the shared corpus"),
    arguments: Corpus.entries.filter { entry in
      [".kpl", ".swatches", ".sbz"].contains { entry.path.hasSuffix($0) }
    })
  func corpusArchives(file: CorpusEntry) throws {
    let archive = try ZipArchive(file.bytes, format: "test")
    #expect(!archive.entries.isEmpty)
    var total = 0
    for entry in archive.entries {
      let contents = try #require(try archive.contents(of: entry.name))
      #expect(contents.count == entry.uncompressedSize)
      total += contents.count
    }
    #expect(total > 0)
    if file.path.hasSuffix(".kpl") {
      #expect(try archive.contents(of: "mimetype") == Array("krita/x-colorset".utf8))
      #expect(archive.entry(named: "colorset.xml") != nil)
    } else if file.path.hasSuffix(".swatches") {
      #expect(archive.entry(named: "Swatches.json") != nil)
    } else {
      #expect(archive.entries.first?.name == "swatchbook.xml")
    }
  }

  /// The 613-byte Procreate file is ZIP64 with a data descriptor (formats-2.md §12.5).
  @Test(.enabled(if: Fixtures.hasCorpus, "needs the shared corpus"))
  func procreateZip64() throws {
    let file = try #require(Corpus.entries.first { $0.path.hasSuffix("Cathode.swatches") })
    let archive = try ZipArchive(file.bytes, format: "test")
    #expect(archive.entries.count == 1)
    #expect(archive.entries[0].uncompressedSize == 7993)
    #expect(archive.entries[0].compressedSize == 425)
    #expect(try archive.contents(of: "Swatches.json")?.count == 7993)
  }
}
