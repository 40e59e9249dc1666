import PaletteCore
import TestSupport
import Testing

@testable import PalettePAL

@Suite struct RIFFTests {
  let format = RIFFPaletteFormat()

  /// A little-endian u32.
  static func u32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  /// A chunk: identifier, size, body and a pad byte for an odd size.
  static func chunk(_ id: String, _ body: [UInt8]) -> [UInt8] {
    Array(id.utf8) + u32(body.count) + body + (body.count % 2 == 1 ? [0] : [])
  }

  /// A RIFF palette of `chunks` with a correct form size.
  static func file(_ chunks: [UInt8]) -> [UInt8] {
    Array("RIFF".utf8) + u32(4 + chunks.count) + Array("PAL ".utf8) + chunks
  }

  /// A `data` chunk body of version 0x0300 with the entries.
  static func data(_ entries: [[UInt8]], version: [UInt8] = [0x00, 0x03]) -> [UInt8] {
    version + [UInt8(entries.count & 0xFF), UInt8(entries.count >> 8)] + entries.flatMap { $0 }
  }

  @Test func readsTheSimpleForm() throws {
    let bytes = Self.file(Self.chunk("data", Self.data([[255, 0, 0, 0], [1, 2, 3, 0]])))
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(PALTest.hex(decoded.palette) == ["ff0000", "010203"])
    #expect(decoded.palette.allSwatches.map(\.location) == [.byte(offset: 24), .byte(offset: 28)])
  }

  @Test func walksChunksAndSkipsOthersWithANote() throws {
    let bytes = Self.file(
      Self.chunk("LIST", Array("abc".utf8)) + Self.chunk("data", Self.data([[9, 8, 7, 0]]))
        + Self.chunk("plth", [0, 0]))
    let decoded = try format.decode(bytes)
    #expect(PALTest.hex(decoded.palette) == ["090807"])
    #expect(PALTest.codes(decoded) == ["riff.chunk", "riff.chunk"])
    #expect(decoded.warnings.allSatisfy { $0.severity == .note })
    #expect(decoded.warnings.map(\.location) == [.byte(offset: 12), .byte(offset: 40)])
  }

  @Test func repeatedChunksAreOneNote() throws {
    let bytes = Self.file(
      Self.chunk("LIST", [1]) + Self.chunk("LIST", [2, 3]) + Self.chunk("data", Self.data([]))
        + Self.chunk("data", Self.data([[1, 1, 1, 0]])))
    let decoded = try format.decode(bytes)
    #expect(decoded.palette.swatchCount == 0)
    #expect(
      decoded.warnings.map(\.message) == [
        "the chunk 'LIST' at byte 12 is skipped (and 1 more like it)",
        "a second 'data' chunk at byte 44 is skipped",
      ])
  }

  @Test func flagsAreANote() throws {
    let bytes = Self.file(
      Self.chunk("data", Self.data([[1, 1, 1, 0], [2, 2, 2, 4], [3, 3, 3, 1]])))
    let decoded = try format.decode(bytes)
    #expect(PALTest.codes(decoded) == ["riff.flags"])
    #expect(decoded.warnings[0].severity == .note)
    #expect(decoded.warnings[0].location == .byte(offset: 31))
    #expect(decoded.warnings[0].message.hasPrefix("2 entries have Windows palette flags set"))
    #expect(decoded.palette.allSwatches[1].color == .srgb8(2, 2, 2))
  }

  @Test func aFormSizeThatDisagreesWithTheFileIsAWarning() throws {
    var bytes = Self.file(Self.chunk("data", Self.data([[1, 2, 3, 0]])))
    var long = bytes
    long[4] += 8
    let decodedLong = try format.decode(long)
    #expect(PALTest.codes(decodedLong) == ["riff.size"])
    #expect(decodedLong.warnings[0].location == .byte(offset: 4))
    #expect(decodedLong.palette.swatchCount == 1)
    bytes += [0, 0, 0, 0]
    let decodedShort = try format.decode(bytes)
    #expect(PALTest.codes(decodedShort) == ["riff.size"])
    #expect(decodedShort.warnings[0].message.hasSuffix("the 4 bytes after byte 28 are ignored"))
    #expect(decodedShort.palette.swatchCount == 1)
    // A form size that stops inside the data chunk: the chunk the file holds is read.
    var small = Self.file(Self.chunk("data", Self.data([[1, 2, 3, 0]])))
    small[4] -= 4
    let decodedSmall = try format.decode(small)
    #expect(PALTest.codes(decodedSmall) == ["riff.size"])
    #expect(
      decodedSmall.warnings[0].message.hasSuffix("the chunks up to the end of the file are read"))
    #expect(decodedSmall.palette.swatchCount == 1)
  }

  @Test func otherVersionsAndExtraBytesAreWarnings() throws {
    let bytes = Self.file(
      Self.chunk("data", Self.data([[1, 2, 3, 0]], version: [0x00, 0x01]) + [0, 0]))
    let decoded = try format.decode(bytes)
    #expect(PALTest.codes(decoded) == ["riff.version", "riff.extra"])
    #expect(decoded.warnings.map(\.location) == [.byte(offset: 20), .byte(offset: 28)])
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var kind: PaletteError.Kind
    var offset: Int
    var testDescription: String { name }
  }

  static let badInputs: [BadInput] = [
    BadInput(name: "empty", bytes: [], kind: .unexpectedEndOfInput, offset: 0),
    BadInput(
      name: "wrong magic", bytes: Array("RIFX\0\0\0\0PAL ".utf8), kind: .invalidSignature, offset: 0
    ),
    BadInput(
      name: "a wave file", bytes: Array("RIFF\u{4}\0\0\0WAVE".utf8), kind: .invalidSignature,
      offset: 8),
    BadInput(
      name: "header cut", bytes: Array("RIFF\u{4}\0".utf8), kind: .unexpectedEndOfInput, offset: 4),
    BadInput(name: "no data chunk", bytes: file([]), kind: .invalidValue, offset: 12),
    BadInput(
      name: "chunk past the end", bytes: file(Array("data".utf8) + u32(0x7FFF_FFF0) + [0, 3]),
      kind: .unexpectedEndOfInput, offset: 12),
    BadInput(
      name: "chunk header cut", bytes: file(Array("dat".utf8)), kind: .unexpectedEndOfInput,
      offset: 12),
    BadInput(
      name: "count past the chunk", bytes: file(chunk("data", [0, 3, 0xFF, 0xFF, 1, 2, 3, 0])),
      kind: .unexpectedEndOfInput, offset: 22),
    BadInput(
      name: "data chunk too short", bytes: file(chunk("data", [0, 3])),
      kind: .unexpectedEndOfInput, offset: 20),
  ]

  @Test(arguments: badInputs)
  func badInputIsAnErrorAtItsOffset(_ input: BadInput) throws {
    #expect {
      try format.decode(input.bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == input.kind && error.location == .byte(offset: input.offset)
    }
  }

  @Test func everyPrefixOfARealFileFailsWithAnOffset() {
    let bytes = Fixtures.bytes("pal/real/arne-v20-16.pal")
    #expect(bytes.count == 88)
    let result = EveryPrefix.check(bytes) { (prefix) throws(PaletteError) in
      try format.decode(prefix)
    }
    #expect(result.decoded == 0)
    #expect(result.failed == 88)
  }

  @Test func sniffing() {
    #expect(format.sniff(Fixtures.bytes("pal/real/arne-v20-16.pal")[...]) == .strong)
    #expect(format.sniff(Array("RIFF\0\0\0\0WAVEfmt ".utf8)[...]) == .none)
    #expect(format.sniff(Array("RIFF\0\0\0\0PAL".utf8)[...]) == .none)
  }

  @Test func matchesGoldenFileByteForByte() throws {
    Golden.check(try format.encode(PALTest.goldenPalette), against: "pal/golden/golden-riff.pal")
  }

  @Test(arguments: ["pal/real/arne-v20-16.pal", "pal/golden/golden-riff.pal"])
  func realFilesComeBackByteForByte(_ path: String) throws {
    let bytes = Fixtures.bytes(path)
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(try format.encode(decoded.palette) == bytes)
  }

  @Test func tooManyColoursIsUnrepresentable() {
    let swatches = [Swatch](repeating: Swatch(color: .srgb8(0, 0, 0)), count: 65_536)
    #expect(throws: PaletteError.self) { try format.encode(Palette(swatches: swatches)) }
    #expect(format.capabilities.maxSwatches == 65_535)
  }
}
