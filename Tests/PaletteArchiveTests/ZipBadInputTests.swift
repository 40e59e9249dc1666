import PaletteCore
import Testing

@testable import PaletteArchive

/// Malformed and hostile zips: each an error with a byte offset before anything is inflated.
@Suite struct ZipBadInputTests {
  static func open(
    _ bytes: [UInt8], limits: ArchiveLimits = .standard
  ) throws(PaletteError)
    -> ZipArchive
  {
    try ZipArchive(bytes, limits: limits, format: "test")
  }

  @Test func notAZip() {
    expectError(.invalidSignature, at: 0) { () throws(PaletteError) in try Self.open([]) }
    expectError(.invalidSignature) { () throws(PaletteError) in
      try Self.open(Array("GIMP Palette\nName: not a zip at all, but long enough\n".utf8))
    }
  }

  /// Every proper prefix of a real archive is an error (the end record is gone or points
  /// past the end), never a crash.
  @Test func truncated() {
    let bytes = ArchiveFixtures.bytes("py-descriptor.zip")
    for cut in 0..<bytes.count {
      let error = expectError(.invalidSignature) { () throws(PaletteError) in
        try Self.open(Array(bytes[..<cut]))
      }
      if case .byte(let offset) = error?.location { #expect(offset >= 0 && offset <= cut) }
    }
  }

  /// Flipping any single byte of an archive never crashes: either it still opens or the
  /// error has an offset inside the file, and contents then fail or match.
  @Test func everyByteFlipped() {
    let bytes = ArchiveFixtures.bytes("py-plain.zip")
    for position in bytes.indices {
      var damaged = bytes
      damaged[position] ^= 0x5A
      do {
        let archive = try Self.open(damaged)
        for entry in archive.entries { _ = try? archive.contents(of: entry.name) }
      } catch {
        guard case .byte(let offset) = error.location else {
          Issue.record("no offset: \(error)")
          continue
        }
        #expect(offset >= 0 && offset <= damaged.count)
      }
    }
  }

  @Test func wrongCRC() throws {
    var bytes = ZipBytes.stored([("a.txt", Array("hello".utf8))])
    bytes[14] ^= 1  // the local CRC is not used
    bytes[40 + 16] ^= 1  // the central record's CRC (a 35-byte local header, 5 data bytes)
    let archive = try Self.open(bytes)
    let error = expectError(.invalidValue, at: 35) { () throws(PaletteError) in
      try archive.contents(of: "a.txt")
    }
    #expect(error?.message.contains("CRC-32") == true)
  }

  /// A stream of 1 032 001 bytes (a literal and 4000 matches of 258).
  static let bomb: [UInt8] = InflateBadInputTests.fixedBlock {
    $0.fixed(0)
    for _ in 0..<4000 {
      $0.fixed(285)
      $0.code(0, 5)
    }
    $0.fixed(256)
  }
  static let bombCRC = CRC32.checksum([UInt8](repeating: 0, count: 1_032_001))

  @Test func bombWithinLimitsReads() throws {
    let bytes = ZipBytes.deflated(
      name: "zeros", stream: Self.bomb, crc: Self.bombCRC, uncompressed: 1_032_001)
    #expect(try Self.open(bytes).contents(of: "zeros")?.count == 1_032_001)
  }

  @Test func declaredSizeOverLimit() {
    let bytes = ZipBytes.deflated(
      name: "zeros", stream: Self.bomb, crc: Self.bombCRC, uncompressed: 1_032_001)
    let error = expectError(.limitExceeded, at: bytes.count - 22 - 51 + 24) {
      () throws(PaletteError) in
      try Self.open(bytes, limits: ArchiveLimits(maxOutputBytes: 1_000_000))
    }
    #expect(error?.message.contains("1000000") == true)
  }

  @Test func declaredRatioOverLimit() {
    let bytes = ZipBytes.deflated(
      name: "zeros", stream: Self.bomb, crc: Self.bombCRC, uncompressed: 1_032_001)
    let error = expectError(.limitExceeded) { () throws(PaletteError) in
      try Self.open(bytes, limits: ArchiveLimits(maxCompressionRatio: 100))
    }
    #expect(error?.message.contains("100:1") == true)
  }

  /// The directory understates the size: inflating stops at the declared size.
  @Test func actualSizeOverDeclared() throws {
    let bytes = ZipBytes.deflated(
      name: "zeros", stream: Self.bomb, crc: Self.bombCRC, uncompressed: 1000)
    let archive = try Self.open(bytes)
    let error = expectError(.invalidValue) { () throws(PaletteError) in
      try archive.contents(of: "zeros")
    }
    #expect(error?.message.contains("more than the 1000 bytes") == true)
    let short = ZipBytes.deflated(
      name: "zeros", stream: Self.bomb, crc: Self.bombCRC, uncompressed: 2_000_000)
    expectError(.invalidValue, at: 35) { () throws(PaletteError) in
      try Self.open(short).contents(of: "zeros")
    }
  }

  /// The non-recursive zip bomb: entries whose data ranges share bytes (here one entry's data
  /// covers the next entry's local header and data).
  @Test func overlappingEntries() {
    let kernel = Array("shared".utf8)
    let crc = CRC32.checksum(kernel)
    let inner = ZipBytes.local(Array("b".utf8), crc: crc, compressed: 6, uncompressed: 6) + kernel
    let outerLocal = ZipBytes.local(
      Array("a".utf8), compressed: inner.count, uncompressed: inner.count)
    let body = outerLocal + inner
    let directory =
      ZipBytes.central(Array("a".utf8), compressed: inner.count, uncompressed: inner.count)
      + ZipBytes.central(
        Array("b".utf8), crc: crc, compressed: 6, uncompressed: 6, offset: outerLocal.count)
    let bytes = body + directory + ZipBytes.end(count: 2, size: directory.count, offset: body.count)
    let error = expectError(.invalidValue, at: outerLocal.count) { () throws(PaletteError) in
      try Self.open(bytes)
    }
    #expect(error?.message.contains("overlap") == true)
    // Two directory records for one local header overlap too.
    let one = ZipBytes.stored([("c", kernel)])
    let record = Array(one[(31 + 6)..<(one.count - 22)])
    let twice =
      Array(one[..<(31 + 6)]) + record + record
      + ZipBytes.end(count: 2, size: 2 * record.count, offset: 37)
    expectError(.invalidValue, at: 0) { () throws(PaletteError) in try Self.open(twice) }
  }

  @Test func entryCountOverLimit() {
    let bytes = ZipBytes.stored([("a", [1]), ("b", [2]), ("c", [3])])
    let error = expectError(.limitExceeded, at: bytes.count - 12) { () throws(PaletteError) in
      try Self.open(bytes, limits: ArchiveLimits(maxEntries: 2))
    }
    #expect(error?.message.contains("3 entries") == true)
    #expect(throws: Never.self) { try Self.open(bytes, limits: ArchiveLimits(maxEntries: 3)) }
  }

  @Test func hugeEntryCount() {
    // 65 535 entries declared in a 46-byte directory.
    let directory = ZipBytes.central(Array("a".utf8))
    let bytes = directory + ZipBytes.end(count: 0xFFFF, size: directory.count, offset: 0)
    expectError(.invalidValue, at: bytes.count - 12) { () throws(PaletteError) in
      try Self.open(bytes)
    }
  }

  @Test func centralDirectoryPastTheEnd() {
    let bytes = ZipBytes.stored([("a", [1])])
    var moved = bytes
    moved.replaceSubrange((moved.count - 6)..<(moved.count - 2), with: ZipBytes.u32(5000))
    let error = expectError(.invalidValue, at: bytes.count - 10) { () throws(PaletteError) in
      try Self.open(moved)
    }
    #expect(error?.message.contains("reaches past") == true)
    var larger = bytes
    larger.replaceSubrange(
      (larger.count - 10)..<(larger.count - 6), with: ZipBytes.u32(0xFFFF_FFF0 as UInt32))
    expectError(.invalidValue) { () throws(PaletteError) in try Self.open(larger) }
  }

  @Test func localHeaderProblems() {
    let good = ZipBytes.stored([("name", [1, 2, 3])])
    var signature = good
    signature[2] = 9
    expectError(.invalidSignature, at: 0) { () throws(PaletteError) in try Self.open(signature) }
    var renamed = good
    renamed[30] = UInt8(ascii: "N")
    let error = expectError(.invalidValue, at: 30) { () throws(PaletteError) in
      try Self.open(renamed)
    }
    #expect(error?.message.contains("'Name'") == true)
    // The local header's extra length pushes the data into the directory.
    var longExtra = good
    longExtra[28] = 40
    expectError(.invalidValue, at: 0) { () throws(PaletteError) in try Self.open(longExtra) }
  }

  @Test func unsupportedEntries() {
    let local = ZipBytes.local(Array("x".utf8), method: 12)
    let bzip2 = ZipBytes.central(Array("x".utf8), method: 12)
    let bytes = local + bzip2 + ZipBytes.end(count: 1, size: bzip2.count, offset: local.count)
    let error = expectError(.invalidValue, at: local.count + 10) { () throws(PaletteError) in
      try Self.open(bytes)
    }
    #expect(error?.message.contains("bzip2") == true)
    let encrypted = ZipBytes.central(Array("x".utf8), flags: 1)
    let locked =
      local + encrypted + ZipBytes.end(count: 1, size: encrypted.count, offset: local.count)
    expectError(.invalidValue, at: local.count + 8) { () throws(PaletteError) in
      try Self.open(locked)
    }
    let multi = ZipBytes.central(Array("x".utf8), disk: 2)
    let disks = local + multi + ZipBytes.end(count: 1, size: multi.count, offset: local.count)
    expectError(.invalidValue, at: local.count + 34) { () throws(PaletteError) in
      try Self.open(disks)
    }
    let stored = ZipBytes.central(Array("x".utf8), compressed: 0, uncompressed: 10)
    let sizes = local + stored + ZipBytes.end(count: 1, size: stored.count, offset: local.count)
    expectError(.invalidValue, at: local.count + 20) { () throws(PaletteError) in
      try Self.open(sizes)
    }
  }

  @Test func invalidUTF8Name() {
    let raw: [UInt8] = [0x61, 0xC3, 0x28]
    let local = ZipBytes.local(raw, flags: 0x800)
    let directory = ZipBytes.central(raw, flags: 0x800)
    let bytes =
      local + directory + ZipBytes.end(count: 1, size: directory.count, offset: local.count)
    expectError(.invalidEncoding, at: local.count + 46) { () throws(PaletteError) in
      try Self.open(bytes)
    }
  }

  /// ZIP64 records that contradict the end record, or are missing or short.
  @Test func zip64Lies() {
    let data: [UInt8] = [1, 2, 3]
    let name = Array("z".utf8)
    let local = ZipBytes.local(name, crc: CRC32.checksum(data), compressed: 3, uncompressed: 3)
    let body = local + data
    let directory = ZipBytes.central(
      name, crc: CRC32.checksum(data), compressed: 3, uncompressed: 3)
    // The ZIP64 record's directory offset disagrees with the end record's (not saturated).
    let lying = ZipBytes.zip64End(
      count: 1, size: directory.count, offset: 1, at: body.count + directory.count)
    let bytes =
      body + directory + lying
      + ZipBytes.end(count: 1, size: directory.count, offset: body.count)
    let error = expectError(.invalidValue, at: body.count + directory.count + 48) {
      () throws(PaletteError) in try Self.open(bytes)
    }
    #expect(error?.message.contains("directory offset") == true)
    // A locator pointing past itself.
    var pointer =
      body + directory
      + ZipBytes.zip64End(count: 1, size: directory.count, offset: body.count, at: 100_000)
    pointer += ZipBytes.end(count: 1, size: directory.count, offset: body.count)
    expectError(.invalidValue) { () throws(PaletteError) in try Self.open(pointer) }
    // A saturated size with no ZIP64 extra field.
    let saturated = ZipBytes.central(name, compressed: 3, uncompressed: 0xFFFF_FFFF)
    let noExtra =
      body + saturated + ZipBytes.end(count: 1, size: saturated.count, offset: body.count)
    expectError(.invalidValue, at: body.count) { () throws(PaletteError) in try Self.open(noExtra) }
    // A ZIP64 extra field too short for the saturated fields.
    let short = ZipBytes.central(
      name, compressed: 0xFFFF_FFFF, uncompressed: 0xFFFF_FFFF,
      extra: ZipBytes.u16(1) + ZipBytes.u16(8) + ZipBytes.u64(3))
    let shortExtra = body + short + ZipBytes.end(count: 1, size: short.count, offset: body.count)
    expectError(.invalidValue, at: body.count + 47) { () throws(PaletteError) in
      try Self.open(shortExtra)
    }
    // A ZIP64 extra field declaring an absurd size.
    let huge = ZipBytes.central(
      name, compressed: 3, uncompressed: 0xFFFF_FFFF,
      extra: ZipBytes.u16(1) + ZipBytes.u16(8) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])
    let hugeSize = body + huge + ZipBytes.end(count: 1, size: huge.count, offset: body.count)
    expectError(.invalidValue) { () throws(PaletteError) in try Self.open(hugeSize) }
    // An extra field whose length runs past the record.
    let overrun = ZipBytes.central(
      name, crc: CRC32.checksum(data), compressed: 3, uncompressed: 3,
      extra: ZipBytes.u16(0x7075) + ZipBytes.u16(50))
    let runs = body + overrun + ZipBytes.end(count: 1, size: overrun.count, offset: body.count)
    expectError(.invalidValue, at: body.count + 49) { () throws(PaletteError) in try Self.open(runs)
    }
  }
}
