import PaletteCore
import TestSupport
import Testing

@testable import PaletteIndexedImage

/// PCX palettes: the 256-colour trailer, the header's 16 colours, and bad headers.
@Suite struct PCXReadingTests {
  typealias Support = IndexedImageTestSupport
  let format = PCXFormat()

  func header(version: UInt8 = 5, bits: UInt8, planes: UInt8) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 128)
    bytes[0] = 0x0A
    bytes[1] = version
    bytes[2] = 1
    bytes[3] = bits
    bytes[8] = 7
    bytes[10] = 3
    for index in 0..<48 { bytes[16 + index] = UInt8(index * 5) }
    bytes[65] = planes
    return bytes
  }

  @Test func readsTheTrailer() throws {
    let trailer = [0x0C] + (0..<768).map { UInt8(($0 * 7) % 256) }
    let bytes = header(bits: 8, planes: 1) + [0xC1, 9] + trailer
    let decoded = try format.decode(bytes)
    #expect(decoded.palette.swatchCount == 256)
    #expect(Support.hex(decoded.palette).prefix(2) == ["00070e", "151c23"])
    #expect(decoded.palette.allSwatches.first?.location == .byte(offset: 131))
  }

  @Test func readsTheHeaderPaletteForTheDepth() throws {
    let sixteen = try format.decode(header(bits: 1, planes: 4))
    #expect(sixteen.palette.swatchCount == 16)
    #expect(Support.hex(sixteen.palette).prefix(2) == ["00050a", "0f1419"])
    #expect(sixteen.palette.allSwatches[1].location == .byte(offset: 19))
    let four = try format.decode(header(bits: 2, planes: 1))
    #expect(four.palette.swatchCount == 4)
  }

  @Test func aMonochromeImageIsBlackAndWhite() throws {
    let decoded = try format.decode(header(bits: 1, planes: 1))
    #expect(Support.hex(decoded.palette) == ["000000", "ffffff"])
    #expect(decoded.warnings.map(\.code) == ["pcx.monochrome"])
  }

  @Test func imagesWithoutAPaletteAreNotPalettes() {
    Support.expectFailure(
      format, header(bits: 8, planes: 3) + [1, 2, 3], .nothingRead, at: 65,
      containing: "true-colour", code: "image.no-colour-table")
    // No 0x0C 769 bytes from the end: greyscale.
    Support.expectFailure(
      format, header(bits: 8, planes: 1) + [UInt8](repeating: 0x0D, count: 800), .nothingRead,
      at: 159, containing: "greyscale", code: "image.no-colour-table")
    Support.expectFailure(
      format, header(bits: 8, planes: 1) + [1, 2], .nothingRead, at: 128, containing: "greyscale")
    Support.expectFailure(
      format, header(version: 3, bits: 1, planes: 4), .nothingRead, at: 1,
      containing: "version 3", code: "image.no-colour-table")
    Support.expectFailure(
      format, header(version: 2, bits: 8, planes: 1) + [0x0C], .nothingRead, at: 1,
      containing: "version 5 added it")
  }

  @Test func badHeadersAreRefusedAtTheirField() {
    Support.expectFailure(format, [0x0B], .invalidSignature, at: 0, containing: "0x0A")
    Support.expectFailure(
      format, [0x0A, 5, 1], .unexpectedEndOfInput, at: 3, containing: "128-byte")
    var bytes = header(bits: 8, planes: 1)
    bytes[1] = 9
    Support.expectFailure(format, bytes, .unsupportedVersion, at: 1, containing: "version 9")
    #expect(format.sniff(bytes[...]) == .none)
    bytes = header(bits: 8, planes: 1)
    bytes[3] = 3
    Support.expectFailure(format, bytes, .invalidValue, at: 3, containing: "3 bits per pixel")
    bytes = header(bits: 8, planes: 1)
    bytes[65] = 9
    Support.expectFailure(format, bytes, .invalidValue, at: 65, containing: "9 colour planes")
    bytes = header(bits: 8, planes: 1)
    bytes[8] = 0
    bytes[4] = 5
    Support.expectFailure(format, bytes, .invalidValue, at: 8, containing: "right edge")
    Support.expectFailure(
      format, header(bits: 4, planes: 4), .unsupportedVersion, at: 65,
      containing: "4 bits per pixel in 4 planes")
  }

  @Test func detectionNeedsASaneHeader() {
    #expect(format.sniff(header(bits: 8, planes: 1)[...]) == .strong)
    #expect(format.sniff(Array("\n5 lines of text".utf8)[...]) == .none)
    #expect(format.sniff([0x0A, 5, 1, 8][...]) == .none)
  }

  @Test func everyPrefixFailsWithAPositionOrDecodes() {
    let trailer = [0x0C] + [UInt8](repeating: 3, count: 768)
    EveryPrefix.check(header(bits: 8, planes: 1) + [0xC1, 9] + trailer, step: 7, with: format)
  }
}
