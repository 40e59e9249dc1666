import PaletteCore
import TestSupport
import Testing

@testable import PaletteIndexedImage

/// Bitmap colour tables: each DIB header, `biClrUsed`, and forged counts and offsets.
@Suite struct BMPReadingTests {
  typealias Support = IndexedImageTestSupport
  let format = BMPFormat()

  /// A bitmap with an info header of `size` bytes, `bits` per pixel, `used` colours and `table`.
  func bitmap(size: Int = 40, bits: Int, used: Int, table: [UInt8], offset: Int? = nil) -> [UInt8] {
    let start = 14 + size
    var bytes = Array("BM".utf8) + Support.le32(start + table.count + 4) + [0, 0, 0, 0]
    bytes += Support.le32(offset ?? start + table.count)
    bytes += Support.le32(size) + Support.le32(1) + Support.le32(1) + Support.le16(1)
    bytes += Support.le16(bits) + [UInt8](repeating: 0, count: 16) + Support.le32(used)
    bytes += Support.le32(0) + [UInt8](repeating: 0, count: size - 40)
    return bytes + table + [0, 0, 0, 0]
  }

  let quads: [UInt8] = [0x30, 0x20, 0x10, 0, 0x60, 0x50, 0x40, 0xFF, 0x90, 0x80, 0x70, 0]

  @Test func readsTheEntriesBiClrUsedSays() throws {
    let decoded = try format.decode(bitmap(bits: 8, used: 3, table: quads))
    #expect(Support.hex(decoded.palette) == ["102030", "405060", "708090"])
    #expect(decoded.palette.allSwatches.map(\.location) == [54, 58, 62].map { .byte(offset: $0) })
    #expect(decoded.warnings.isEmpty)
  }

  @Test func zeroColoursUsedMeansAllTheDepthIndexes() throws {
    let table = [UInt8](repeating: 7, count: 64)
    let decoded = try format.decode(bitmap(size: 124, bits: 4, used: 0, table: table))
    #expect(decoded.palette.swatchCount == 16)
    #expect(decoded.palette.allSwatches.first?.location == .byte(offset: 138))
  }

  @Test func readsTheCoreHeadersTriples() throws {
    var bytes = Array("BM".utf8) + Support.le32(36) + [0, 0, 0, 0] + Support.le32(32)
    bytes += Support.le32(12) + Support.le16(1) + Support.le16(1) + Support.le16(1)
    bytes += Support.le16(1) + [0x30, 0x20, 0x10, 0x60, 0x50, 0x40] + [0, 0, 0, 0]
    let decoded = try format.decode(bytes)
    #expect(Support.hex(decoded.palette) == ["102030", "405060"])
  }

  @Test func trueColourIsNotAPalette() {
    Support.expectFailure(
      format, bitmap(bits: 24, used: 0, table: []), .nothingRead, at: 28,
      containing: "24 bits per pixel", code: "image.no-colour-table")
  }

  @Test func hugeCountsAreRefusedBeforeAnythingIsRead() {
    Support.expectFailure(
      format, bitmap(bits: 8, used: 0xFFFF_FFFF, table: quads), .limitExceeded, at: 46,
      containing: "4294967295")
    Support.expectFailure(
      format, bitmap(bits: 1, used: 3, table: quads), .limitExceeded, at: 46,
      containing: "the 2 that a 1-bit bitmap indexes")
  }

  @Test func aTableCutShortIsAnErrorAtTheFirstMissingEntry() {
    let bytes = Array(bitmap(bits: 8, used: 0, table: quads).prefix(54 + 12))
    Support.expectFailure(
      format, bytes, .unexpectedEndOfInput, at: 66, containing: "3 entries are there")
  }

  @Test func oddHeadersAndDepthsAreRefused() {
    var bytes = bitmap(bits: 8, used: 3, table: quads)
    bytes[14] = 41
    Support.expectFailure(format, bytes, .unsupportedVersion, at: 14, containing: "41 bytes")
    #expect(format.sniff(bytes[...]) == .none)
    Support.expectFailure(
      format, bitmap(bits: 3, used: 0, table: []), .invalidValue, at: 28, containing: "3 bits")
    Support.expectFailure(
      format, bitmap(bits: 0, used: 0, table: []), .unsupportedVersion, at: 28,
      containing: "JPEG or PNG")
    Support.expectFailure(
      format, Array("BA".utf8) + [0, 0], .invalidSignature, at: 0, containing: "'BM'")
  }

  @Test func aPixelOffsetInsideTheTableIsAWarning() throws {
    let decoded = try format.decode(bitmap(bits: 8, used: 3, table: quads, offset: 58))
    #expect(decoded.warnings.map(\.code) == ["bmp.overlap"])
    #expect(decoded.palette.swatchCount == 3)
  }

  @Test func everyPrefixFailsWithAPositionOrDecodes() {
    EveryPrefix.check(
      bitmap(size: 108, bits: 2, used: 0, table: quads + [1, 2, 3, 4]), with: format)
  }
}
