import PaletteCore
import Testing

@testable import PaletteArchive

/// Malformed DEFLATE and zlib streams: each an error with a byte offset, never a crash, a hang
/// or unbounded memory.
@Suite struct InflateBadInputTests {
  /// A fixed-Huffman block of the given symbols (lengths and distances as raw bit fields).
  static func fixedBlock(_ build: (inout BitWriter) -> Void) -> [UInt8] {
    var writer = BitWriter()
    writer.bits(1, 1)
    writer.bits(1, 2)
    build(&writer)
    return writer.finish()
  }

  @Test func empty() {
    expectError(.unexpectedEndOfInput, at: 0) { () throws(PaletteError) in
      try Inflate.decompress([], format: "test")
    }
  }

  /// Every proper prefix of real streams is an error, at an offset within the input.
  @Test(arguments: [
    "small-6.deflate", "small-1.deflate", "runs-9.deflate", "text-0.deflate", "text-9.deflate",
  ])
  func truncated(file: String) {
    let stream = ArchiveFixtures.bytes(file)
    let cuts =
      stream.count < 400
      ? Array(0..<stream.count) : Array(stride(from: 0, to: stream.count, by: 97))
    for cut in cuts {
      let error = expectError(.unexpectedEndOfInput) { () throws(PaletteError) in
        try Inflate.decompress(stream[..<cut], format: "test")
      }
      if case .byte(let offset) = error?.location { #expect(offset <= cut) }
    }
  }

  @Test func reservedBlockType() {
    // BFINAL 1, BTYPE 11.
    expectError(.invalidValue, at: 0) { () throws(PaletteError) in
      try Inflate.decompress([0x07, 0, 0, 0], format: "test")
    }
    // After a complete first block (stored, empty), at the second block's byte.
    expectError(.invalidValue, at: 5) { () throws(PaletteError) in
      try Inflate.decompress([0x00, 0, 0, 0xFF, 0xFF, 0x07], format: "test")
    }
  }

  @Test func storedLengthComplement() {
    let error = expectError(.invalidValue, at: 1) { () throws(PaletteError) in
      try Inflate.decompress([0x01, 0x05, 0x00, 0xFA, 0xFE, 1, 2, 3, 4, 5], format: "test")
    }
    #expect(error?.message.contains("complement") == true)
  }

  @Test func reservedFixedSymbols() {
    // Literal/length 286 and distance 30 exist in the fixed code but not in data.
    expectError(.invalidValue, at: 0) { () throws(PaletteError) in
      try Inflate.decompress(Self.fixedBlock { $0.fixed(286) }[...], format: "test")
    }
    let distance30 = Self.fixedBlock {
      $0.fixed(0x41)
      $0.fixed(257)
      $0.code(30, 5)
    }
    expectError(.invalidValue) { () throws(PaletteError) in
      try Inflate.decompress(distance30[...], format: "test")
    }
  }

  @Test func distanceTooFarBack() {
    let stream = Self.fixedBlock {
      $0.fixed(0x41)
      $0.fixed(0x42)
      $0.fixed(257)  // length 3
      $0.code(2, 5)  // distance 3, one more than the output holds
      $0.fixed(256)
    }
    let error = expectError(.invalidValue, at: 2) { () throws(PaletteError) in
      try Inflate.decompress(stream[...], format: "test")
    }
    #expect(error?.message.contains("before the start") == true)
    let first = Self.fixedBlock {
      $0.fixed(257)
      $0.code(0, 5)
    }
    expectError(.invalidValue, at: 0) { () throws(PaletteError) in
      try Inflate.decompress(first[...], format: "test")
    }
  }

  /// A dynamic block header: HLIT, HDIST, HCLEN and the code-length code lengths in
  /// transmission order.
  static func dynamicHeader(
    _ writer: inout BitWriter, literals: Int = 257, distances: Int = 1, codeLengths: [Int]
  ) {
    writer.bits(1, 1)
    writer.bits(2, 2)
    writer.bits(literals - 257, 5)
    writer.bits(distances - 1, 5)
    writer.bits(codeLengths.count - 4, 4)
    for length in codeLengths { writer.bits(length, 3) }
  }

  @Test func overSubscribedCodeLengths() {
    var writer = BitWriter()
    // Code-length symbols 16, 17, 18 and 0 all of length 1: four 1-bit codes.
    Self.dynamicHeader(&writer, codeLengths: [1, 1, 1, 1])
    let error = expectError(.invalidValue, at: 0) { () throws(PaletteError) in
      try Inflate.decompress(writer.finish()[...], format: "test")
    }
    #expect(error?.message.contains("over-subscribed") == true)
  }

  @Test func incompleteCodeLengths() {
    var writer = BitWriter()
    // Code-length symbols 16, 17, 18 of length 2: three of four 2-bit codes.
    Self.dynamicHeader(&writer, codeLengths: [2, 2, 2, 0])
    let error = expectError(.invalidValue, at: 0) { () throws(PaletteError) in
      try Inflate.decompress(writer.finish()[...], format: "test")
    }
    #expect(error?.message.contains("incomplete") == true)
  }

  /// The code-length code: symbols 0, 8 and 16 of length 2 and 18 of length 2 (the order is
  /// 16, 17, 18, 0, 8, 7, …), so 0 = 00, 8 = 01, 16 = 10, 18 = 11.
  static let codeLengthLengths = [2, 0, 2, 2, 2]

  @Test func repeatWithNothingBefore() {
    var writer = BitWriter()
    Self.dynamicHeader(&writer, codeLengths: Self.codeLengthLengths)
    writer.code(0b10, 2)  // 16 first: nothing to repeat
    writer.bits(0, 2)
    let error = expectError(.invalidValue, at: 4) { () throws(PaletteError) in
      try Inflate.decompress(writer.finish()[...], format: "test")
    }
    #expect(error?.message.contains("before any length") == true)
  }

  @Test func repeatPastTheDeclaredLengths() {
    var writer = BitWriter()
    Self.dynamicHeader(&writer, codeLengths: Self.codeLengthLengths)
    for _ in 0..<2 {
      writer.code(0b11, 2)  // 138 zeros
      writer.bits(127, 7)
    }
    writer.code(0b11, 2)  // 11 more reach 287 > 258
    writer.bits(0, 7)
    expectError(.invalidValue) { () throws(PaletteError) in
      try Inflate.decompress(writer.finish()[...], format: "test")
    }
  }

  @Test func missingEndOfBlockCode() {
    var writer = BitWriter()
    Self.dynamicHeader(&writer, codeLengths: Self.codeLengthLengths)
    // Literals 0 and 1 of length 8... here: 256 zeros then two 8s (symbols 256 and the
    // distance) would be valid; instead give 0 and 1 length 8, 256 length 0.
    writer.code(0b01, 2)
    writer.code(0b01, 2)
    writer.code(0b11, 2)
    writer.bits(127, 7)  // 138 zeros: 2..<140
    writer.code(0b11, 2)
    writer.bits(106, 7)  // 117 zeros: 140..<257 (includes 256)
    writer.code(0b01, 2)  // the distance code
    let error = expectError(.invalidValue, at: 0) { () throws(PaletteError) in
      try Inflate.decompress(writer.finish()[...], format: "test")
    }
    #expect(error?.message.contains("end-of-block") == true)
  }

  @Test func outputLimit() throws {
    // 1 literal and 4000 matches of 258 bytes: 1 032 001 bytes from about 3 KB.
    let stream = Self.fixedBlock {
      $0.fixed(0)
      for _ in 0..<4000 {
        $0.fixed(285)
        $0.code(0, 5)
      }
      $0.fixed(256)
    }
    #expect(try Inflate.decompress(stream[...], format: "test").output.count == 1_032_001)
    let limits = ArchiveLimits(maxOutputBytes: 100_000)
    let error = expectError(.limitExceeded) { () throws(PaletteError) in
      try Inflate.decompress(stream[...], limits: limits, format: "test")
    }
    #expect(error?.message.contains("100000") == true)
    let ratio = expectError(.limitExceeded) { () throws(PaletteError) in
      try Inflate.decompress(
        stream[...], limits: ArchiveLimits(maxCompressionRatio: 50), format: "test")
    }
    #expect(ratio?.message.contains("50:1") == true)
  }

  @Test func zlibHeaderAndChecksum() throws {
    let good = ArchiveFixtures.bytes("small-6.zlib")
    #expect(try Zlib.decompress(good[...], format: "test") == ArchiveFixtures.bytes("small.bin"))
    var badAdler = good
    badAdler[badAdler.count - 1] ^= 1
    let error = expectError(.invalidValue, at: good.count - 4) { () throws(PaletteError) in
      try Zlib.decompress(badAdler[...], format: "test")
    }
    #expect(error?.message.contains("Adler-32") == true)
    var badCheck = good
    badCheck[1] ^= 1
    expectError(.invalidSignature, at: 0) { () throws(PaletteError) in
      try Zlib.decompress(badCheck[...], format: "test")
    }
    expectError(.invalidSignature, at: 0) { () throws(PaletteError) in
      try Zlib.decompress([0x89, 0x50, 0x4E, 0x47], format: "test")
    }
    // FDICT: 0x78 0xBB passes the check but asks for a dictionary.
    expectError(.invalidValue, at: 1) { () throws(PaletteError) in
      try Zlib.decompress([0x78, 0xBB, 0, 0, 0, 0], format: "test")
    }
    expectError(.unexpectedEndOfInput, at: 1) { () throws(PaletteError) in
      try Zlib.decompress([0x78], format: "test")
    }
    expectError(.unexpectedEndOfInput, at: good.count - 4) { () throws(PaletteError) in
      try Zlib.decompress(good[..<(good.count - 2)], format: "test")
    }
    expectError(.invalidValue, at: good.count) { () throws(PaletteError) in
      try Zlib.decompress(good[...] + [0], format: "test")
    }
  }

  /// Random bytes never crash or hang the decoder (a deterministic mini-fuzz).
  @Test func randomBytes() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for round in 0..<3000 {
      var bytes: [UInt8] = []
      let count = round % 200
      for _ in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(UInt8(truncatingIfNeeded: state >> 33))
      }
      do {
        let (output, consumed) = try Inflate.decompress(bytes[...], format: "test")
        #expect(consumed <= bytes.count)
        #expect(output.count <= max(consumed, 1) * 1032)
      } catch {
        guard case .byte(let offset) = error.location else {
          Issue.record("no offset: \(error)")
          continue
        }
        #expect(offset >= 0 && offset <= bytes.count)
      }
    }
  }
}
