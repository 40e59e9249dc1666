import TestSupport
import Testing

@testable import PaletteArchive

/// Streams made by Python's zlib at levels 0, 1, 6 and 9 and with fixed Huffman codes only.
@Suite struct InflateVectorTests {
  static let cases: [(String, String)] = ArchiveFixtures.inputs.flatMap { input in
    ArchiveFixtures.levels.map { (input, $0) }
  }

  @Test(arguments: cases)
  func zlibStreams(input: String, level: String) throws {
    let expected = ArchiveFixtures.bytes("\(input).bin")
    let stream = ArchiveFixtures.bytes("\(input)-\(level).zlib")
    #expect(!stream.isEmpty)
    #expect(try Zlib.decompress(stream[...], format: "test") == expected)
  }

  @Test(arguments: ArchiveFixtures.inputs, ["0", "1", "6", "9"])
  func rawStreams(input: String, level: String) throws {
    let expected = ArchiveFixtures.bytes("\(input).bin")
    let stream = ArchiveFixtures.bytes("\(input)-\(level).deflate")
    // Trailing bytes are not read, and the stream reports where it ended.
    let (output, consumed) = try Inflate.decompress(stream[...] + [1, 2, 3], format: "test")
    #expect(output == expected)
    #expect(consumed == stream.count)
  }

  /// The vectors cover every block type: BTYPE is bits 1–2 of the first byte.
  @Test func blockTypesCovered() {
    func firstType(_ name: String) -> UInt8 { ArchiveFixtures.bytes(name)[0] >> 1 & 3 }
    #expect(firstType("text-0.deflate") == 0)
    #expect(firstType("random-9.deflate") == 0)
    #expect(firstType("text-6.deflate") == 2)
    #expect(firstType("text-9.deflate") == 2)
    #expect(ArchiveFixtures.bytes("text-fixed.zlib")[2] >> 1 & 3 == 1)
    #expect(firstType("small-6.deflate") == 1)
  }

  @Test func sliceOffsetsAreKept() throws {
    let stream = ArchiveFixtures.bytes("small-6.deflate")
    let padded = [UInt8](repeating: 0xAA, count: 100) + stream
    let (output, consumed) = try Inflate.decompress(padded[100...], format: "test")
    #expect(output == ArchiveFixtures.bytes("small.bin"))
    #expect(consumed == stream.count)
  }

  @Test func storedBlockExample() throws {
    // formats-2.md §5.4: "hello" as one stored block.
    let (output, consumed) = try Inflate.decompress(
      [0x01, 0x05, 0x00, 0xFA, 0xFF, 0x68, 0x65, 0x6C, 0x6C, 0x6F], format: "test")
    #expect(output == Array("hello".utf8))
    #expect(consumed == 10)
    // An empty final fixed block: 3 header bits and the 7-bit end code.
    #expect(try Inflate.decompress([0x03, 0x00], format: "test") == ([], 2))
  }

  @Test func runLengthMatchAtDistanceOne() throws {
    var writer = BitWriter()
    writer.bits(1, 1)
    writer.bits(1, 2)
    writer.fixed(0x41)
    writer.fixed(285)  // length 258
    writer.code(0, 5)  // distance 1
    writer.fixed(256)
    #expect(
      try Inflate.decompress(writer.finish()[...], format: "test").output
        == [UInt8](repeating: 0x41, count: 259))
  }
}
