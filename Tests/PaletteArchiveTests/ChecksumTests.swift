import TestSupport
import Testing

@testable import PaletteArchive

/// CRC-32 and Adler-32 against their published check values and Python's zlib.
@Suite struct ChecksumTests {
  @Test func publishedCheckValues() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(CRC32.checksum([UInt8]()) == 0)
    #expect(Adler32.checksum([UInt8]()) == 1)
    // zlib.crc32(b"a") and zlib.adler32(b"a").
    #expect(CRC32.checksum([0x61]) == 0xE8B7_BE43)
    #expect(Adler32.checksum([0x61]) == 0x0062_0062)
  }

  /// The values `make-vectors.py` recorded from Python's zlib for each input.
  @Test(arguments: [
    ("text", UInt32(0xAD26_1438), UInt32(0x7EBB_B146)),
    ("runs", 0x36EE_D21F, 0x004B_680B),
    ("random", 0x3D6E_09D9, 0x4FE4_C88D),
    ("small", 0x2B46_5D87, 0x7DAE_0927),
  ])
  func pythonValues(name: String, crc: UInt32, adler: UInt32) {
    let data = ArchiveFixtures.bytes("\(name).bin")
    #expect(!data.isEmpty)
    #expect(CRC32.checksum(data) == crc)
    #expect(Adler32.checksum(data) == adler)
    // Any collection, contiguous or not, and in pieces.
    #expect(CRC32.checksum(data.reversed().reversed()) == crc)
    let cut = data.count / 3
    #expect(CRC32.checksum(data[cut...], continuing: CRC32.checksum(data[..<cut])) == crc)
    #expect(Adler32.checksum(data[cut...], continuing: Adler32.checksum(data[..<cut])) == adler)
  }

  @Test func adlerReducesLongRunsOfHighBytes() {
    // 1 MiB of 0xFF: s1 and s2 would overflow 32 bits without reduction every 5552 bytes.
    // Python: zlib.adler32(b"\xff" * (1 << 20)) == 0x2EB5_1AE7... computed below by definition.
    let data = [UInt8](repeating: 0xFF, count: 1 << 20)
    var s1: UInt64 = 1
    var s2: UInt64 = 0
    for byte in data {
      s1 = (s1 + UInt64(byte)) % 65521
      s2 = (s2 + s1) % 65521
    }
    #expect(Adler32.checksum(data) == UInt32(s2 << 16 | s1))
  }
}
