import PaletteCore
import TestSupport
import Testing

@testable import PalettePNG

/// Damaged and hostile files: each is a clear error with the byte offset of the chunk or field
/// at fault, or a diagnostic, never a crash.
@Suite struct PNGBadInputTests {
  typealias File = PNGTestFile
  let format = PNGFormat()
  /// Three entries, two used: IHDR at 8, PLTE at 33, IDAT at 54.
  let valid = File.indexed([0, 1, 1], palette: [255, 0, 0, 0, 255, 0, 0, 0, 255])

  /// The error decoding `bytes` throws, if any.
  func failure(_ bytes: [UInt8]) -> PaletteError? {
    do {
      _ = try format.decode(bytes)
      return nil
    } catch {
      return error
    }
  }

  func expectFailure(
    _ bytes: [UInt8], _ kind: PaletteError.Kind, at offset: Int, containing text: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let error = failure(bytes)
    #expect(error?.kind == kind, "\(String(describing: error))", sourceLocation: sourceLocation)
    #expect(error?.location == .byte(offset: offset), sourceLocation: sourceLocation)
    #expect(
      error?.message.contains(text) == true, "\(error?.message ?? "no error")",
      sourceLocation: sourceLocation)
    #expect(error?.format == "png", sourceLocation: sourceLocation)
  }

  @Test func theValidFileReads() throws {
    let decoded = try format.decode(valid)
    #expect(File.hex(decoded.palette) == ["ff0000ff", "00ff00ff", "0000ffff"])
    #expect(
      decoded.palette.allSwatches.map(\.location)
        == [33 + 8, 36 + 8, 39 + 8].map { .byte(offset: $0) })
    #expect(decoded.warnings.map(\.code) == ["png.unused"])
  }

  @Test func wrongMagic() {
    expectFailure(
      Array("GIF89a".utf8) + [0, 0, 0], .invalidSignature, at: 0, containing: "signature")
    expectFailure(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x0A, 0x00], .invalidSignature, at: 0,
      containing: "signature")
    expectFailure([], .unexpectedEndOfInput, at: 0, containing: "after 0 bytes")
  }

  @Test func truncatedAnywhere() {
    // Every cut is an error at the chunk it falls in (or the signature), never a crash.
    for length in 0..<valid.count - 12 {
      let error = failure(Array(valid[..<length]))
      #expect(error != nil, "cut at \(length)")
      #expect(
        error?.kind == .unexpectedEndOfInput, "cut at \(length): \(String(describing: error))")
    }
    expectFailure(
      Array(valid[..<45]), .unexpectedEndOfInput, at: 33,
      containing: "'PLTE' at byte 33 declares 9 bytes")
    // Cut after the image data: IEND is missing, which is a warning.
    let decoded = try? format.decode(Array(valid[..<(valid.count - 12)]))
    #expect(decoded?.warnings.map(\.code) == ["png.end", "png.unused"])
  }

  @Test func badCRC() {
    var bytes = valid
    bytes[41] ^= 0x01  // the first PLTE byte
    expectFailure(
      bytes, .invalidValue, at: 33, containing: "the CRC of the chunk 'PLTE' at byte 33")
    var end = valid
    end[end.count - 1] ^= 0xFF
    expectFailure(end, .invalidValue, at: end.count - 12, containing: "'IEND'")
  }

  @Test func badHeader() {
    func file(_ header: [UInt8]) -> [UInt8] { File.file(header, raw: [0, 0]) }
    expectFailure(
      file(File.header(width: 1, height: 1, depth: 3, colorType: 2)), .invalidValue, at: 24,
      containing: "a bit depth of 3 is not allowed for truecolour images (allowed: 8, 16)")
    expectFailure(
      file(File.header(width: 1, height: 1, depth: 16, colorType: 3)), .invalidValue, at: 24,
      containing: "indexed-colour")
    expectFailure(
      file(File.header(width: 1, height: 1, depth: 8, colorType: 5)), .invalidValue, at: 25,
      containing: "colour type is 5")
    expectFailure(
      file(File.header(width: 0, height: 1, depth: 8, colorType: 0)), .invalidValue, at: 16,
      containing: "width is 0")
    expectFailure(
      file(File.header(width: 1, height: 0, depth: 8, colorType: 0)), .invalidValue, at: 20,
      containing: "height is 0")
    expectFailure(
      file(File.header(width: 1 << 31, height: 1, depth: 8, colorType: 0)), .invalidValue, at: 16,
      containing: "2147483648")
    expectFailure(
      file(File.u32(1) + File.u32(1) + [8, 0, 1, 0, 0]), .invalidValue, at: 26,
      containing: "compression method is 1")
    expectFailure(
      file(File.u32(1) + File.u32(1) + [8, 0, 0, 1, 0]), .invalidValue, at: 27,
      containing: "filter method is 1")
    expectFailure(
      file(File.u32(1) + File.u32(1) + [8, 0, 0, 0, 2]), .invalidValue, at: 28,
      containing: "interlace method is 2")
    expectFailure(
      file(File.u32(1) + File.u32(1) + [8, 0, 0, 0]), .invalidValue, at: 8,
      containing: "12 bytes instead of 13")
    expectFailure(
      File.signature + File.chunk("PLTE", [0, 0, 0]), .invalidValue, at: 8,
      containing: "must start with 'IHDR'")
  }

  @Test func absurdDimensionsAreRefusedBeforeAllocating() {
    let header = File.header(width: 100_000, height: 100_000, depth: 8, colorType: 6)
    expectFailure(
      File.file(header, raw: [0]), .limitExceeded, at: 16, containing: "at most 67108864 pixels")
    let wide = File.header(width: 2_147_483_647, height: 2_147_483_647, depth: 16, colorType: 6)
    expectFailure(
      File.file(wide, raw: [0]), .limitExceeded, at: 16, containing: "2147483647 × 2147483647")
  }

  @Test func zlibBombStopsAtTheSizeTheHeaderNeeds() {
    expectFailure(
      Fixtures.bytes("png/bad/bomb.png"), .invalidValue, at: 33,
      containing: "more than the 1001000 bytes")
  }

  @Test func missingPalette() {
    let header = File.header(width: 2, height: 1, depth: 8, colorType: 3)
    expectFailure(
      File.file(header, raw: [0, 0, 0]), .invalidValue, at: 33, containing: "no 'PLTE' chunk")
  }

  @Test func badFilterByte() {
    let header = File.header(width: 2, height: 2, depth: 8, colorType: 0)
    expectFailure(
      File.file(header, raw: [0, 1, 2, 5, 3, 4]), .invalidValue, at: 33,
      containing: "row 1 has filter type 5 (byte 3 of the decompressed image data)")
    let interlaced = File.header(width: 2, height: 2, depth: 8, colorType: 0, interlace: 1)
    // Adam7 passes of a 2 × 2 image: 1 (1 pixel), 6 (1 pixel), 7 (2 pixels).
    expectFailure(
      File.file(interlaced, raw: [0, 1, 0, 2, 9, 3, 4]), .invalidValue, at: 33,
      containing: "row 0 of pass 3 has filter type 9")
  }

  @Test func shortImageData() {
    let header = File.header(width: 4, height: 2, depth: 8, colorType: 2)
    expectFailure(
      File.file(header, raw: [0, 1, 2]), .unexpectedEndOfInput, at: 33,
      containing: "decompresses to 3 bytes but a 4 × 2 truecolour image of 8-bit samples needs 26")
  }

  @Test func dataThatIsNotZlib() {
    let header = File.header(width: 1, height: 1, depth: 8, colorType: 0)
    let bytes =
      File.signature + File.chunk("IHDR", header) + File.chunk("IDAT", [0x12, 0x34, 0x56])
      + File.chunk("IEND", [])
    let error = failure(bytes)
    #expect(error != nil)
    #expect(error?.location == .byte(offset: 33))
    #expect(error?.format == "png")
  }

  @Test func chunkOrder() {
    let header = File.chunk("IHDR", File.header(width: 1, height: 1, depth: 8, colorType: 3))
    let plte = File.chunk("PLTE", [1, 2, 3])
    let idat = File.chunk("IDAT", File.zlibStored([0, 0]))
    let iend = File.chunk("IEND", [])
    expectFailure(
      File.signature + header + idat + plte + iend, .invalidValue, at: 33,
      containing: "no 'PLTE' chunk before its image data")
    expectFailure(
      File.signature + header + plte + idat + plte + iend, .invalidValue, at: 73,
      containing: "comes after the image data")
    expectFailure(
      File.signature + header + plte + plte + idat + iend, .invalidValue, at: 48,
      containing: "a second 'PLTE'")
    expectFailure(
      File.signature + header + header + plte + idat + iend, .invalidValue, at: 33,
      containing: "a second 'IHDR'")
    let text = File.chunk("tEXt", Array("a\0b".utf8))
    expectFailure(
      File.signature + header + plte + idat + text + idat + iend, .invalidValue, at: 88,
      containing: "consecutive")
    expectFailure(
      File.signature + header + plte + iend, .invalidValue, at: 60, containing: "no 'IDAT' chunk")
    expectFailure(
      File.signature + header + plte, .unexpectedEndOfInput, at: 48,
      containing: "the file ends after 48 bytes, before any image data")
    expectFailure(
      File.signature + header + plte + File.chunk("ABCD", []) + idat + iend, .unsupportedVersion,
      at: 48, containing: "critical chunk 'ABCD'")
  }

  @Test func ancillaryChunksAreSkippedWithANote() throws {
    let header = File.chunk("IHDR", File.header(width: 1, height: 1, depth: 8, colorType: 0))
    let idat = File.chunk("IDAT", File.zlibStored([0, 9]))
    let extras =
      File.chunk("acTL", File.u32(1) + File.u32(0)) + File.chunk("tEXt", Array("k\0v".utf8))
      + File.chunk("tEXt", [])
    let decoded = try format.decode(
      File.signature + header + extras + idat + File.chunk("IEND", []) + [1, 2, 3])
    #expect(decoded.warnings.map(\.code) == ["png.trailing", "png.chunk"])
    #expect(decoded.warnings[0].message == "the 3 bytes after the 'IEND' chunk are ignored")
    #expect(
      decoded.warnings[1].message
        == "an animated PNG: only its default image is read; the ancillary chunks 'acTL', 'tEXt' are skipped"
    )
    #expect(decoded.warnings[1].location == .byte(offset: 33))
    #expect(File.hex(decoded.palette) == ["090909ff"])
  }

  @Test func colourSpaceChunksWarn() throws {
    let header = File.chunk("IHDR", File.header(width: 1, height: 1, depth: 8, colorType: 0))
    // A cut-off profile is reported and the samples read as sRGB; a cICP chunk is not applied.
    let iccp = File.chunk("iCCP", Array("p\0\0".utf8) + [0x78, 0x01])
    let decoded = try format.decode(
      File.signature + header + iccp + File.chunk("IDAT", File.zlibStored([0, 9]))
        + File.chunk("IEND", []))
    #expect(decoded.warnings.map(\.code) == ["png.icc-profile"])
    #expect(decoded.warnings[0].severity == .warning)
    #expect(File.hex(decoded.palette) == ["090909ff"])
    let cicp = File.chunk("cICP", [1, 13, 0, 1])
    let withCICP = try format.decode(
      File.signature + header + cicp + File.chunk("IDAT", File.zlibStored([0, 9]))
        + File.chunk("IEND", []))
    #expect(withCICP.warnings.map(\.code) == ["png.colorspace", "png.chunk"])
  }

  @Test func badChunkFields() {
    var huge = valid
    huge.replaceSubrange(33..<37, with: [0x80, 0, 0, 0])
    expectFailure(huge, .invalidValue, at: 33, containing: "declares 2147483648 bytes")
    var letters = valid
    letters[38] = UInt8(ascii: "1")
    expectFailure(letters, .invalidValue, at: 37, containing: "not four ASCII letters")
  }

  @Test func paletteRules() {
    let grey = File.header(width: 1, height: 1, depth: 8, colorType: 0)
    expectFailure(
      File.file(grey, before: File.chunk("PLTE", [1, 2, 3]), raw: [0, 0]), .invalidValue, at: 33,
      containing: "may not have a 'PLTE'")
    let indexed = File.header(width: 1, height: 1, depth: 1, colorType: 3)
    expectFailure(
      File.file(indexed, before: File.chunk("PLTE", [1, 2, 3, 4, 5, 6, 7, 8, 9]), raw: [0, 0]),
      .invalidValue, at: 33, containing: "3 entries but a 1-bit index reaches only 2")
    expectFailure(
      File.file(indexed, before: File.chunk("PLTE", [1, 2]), raw: [0, 0]), .invalidValue, at: 33,
      containing: "holds 2 bytes")
    expectFailure(
      File.indexed([0, 2], palette: [1, 2, 3, 4, 5, 6]), .invalidValue, at: 51,
      containing: "the pixel at (1, 0) has palette index 2 but the palette has 2 entries")
  }

  @Test func transparencyRules() throws {
    let long = try format.decode(File.indexed([0], palette: [1, 2, 3], trns: [7, 8, 9]))
    #expect(File.hex(long.palette) == ["01020307"])
    #expect(long.warnings.map(\.code) == ["png.trns"])
    let rgba = File.header(width: 1, height: 1, depth: 8, colorType: 6)
    let ignored = try format.decode(
      File.file(rgba, before: File.chunk("tRNS", [0, 0]), raw: [0, 1, 2, 3, 4]))
    #expect(ignored.warnings.map(\.code) == ["png.trns"])
    #expect(File.hex(ignored.palette) == ["01020304"])
  }

  @Test func picturesAreNotPalettes() {
    let header = File.header(width: 300, height: 1, depth: 8, colorType: 2)
    let row: [UInt8] = (0..<300).flatMap { (i: Int) -> [UInt8] in
      [UInt8(i & 0xFF), UInt8(i >> 8), 0]
    }
    expectFailure(
      File.file(header, raw: [0] + row), .limitExceeded, at: 33,
      containing: "more than 256 distinct colours")
    expectFailure(
      File.file(header, raw: [0] + row), .limitExceeded, at: 33, containing: "palconv extract")
  }
}
