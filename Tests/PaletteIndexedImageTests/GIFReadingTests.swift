import PaletteCore
import TestSupport
import Testing

@testable import PaletteIndexedImage

/// GIF colour tables: the global one, the first local one, and every way a file can be cut or
/// forged.
@Suite struct GIFReadingTests {
  typealias Support = IndexedImageTestSupport
  let format = GIFFormat()

  /// A header of a 1 × 1 screen with `flags`.
  func header(_ flags: UInt8, version: String = "89a") -> [UInt8] {
    Array("GIF\(version)".utf8) + [1, 0, 1, 0, flags, 0, 0]
  }
  /// A 1 × 1 image with the local-table flags, its table and its data.
  func image(_ flags: UInt8 = 0, table: [UInt8] = []) -> [UInt8] {
    [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, flags] + table + [2, 2, 0x44, 0x01, 0]
  }
  let four: [UInt8] = [0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70, 0x80, 0x90, 0xA0, 0xB0, 0xC0]

  @Test func readsTheGlobalTableWithOffsets() throws {
    let decoded = try format.decode(header(0x81) + four + image() + [0x3B])
    #expect(Support.hex(decoded.palette) == ["102030", "405060", "708090", "a0b0c0"])
    #expect(
      decoded.palette.allSwatches.map(\.location) == [13, 16, 19, 22].map { .byte(offset: $0) })
    #expect(decoded.warnings.isEmpty)
  }

  @Test func readsTheFirstLocalTableWithoutAGlobalOne() throws {
    let decoded = try format.decode(header(0) + image(0x81, table: four) + [0x3B])
    #expect(Support.hex(decoded.palette).first == "102030")
    #expect(decoded.palette.allSwatches.first?.location == .byte(offset: 23))
  }

  @Test func laterLocalTablesAreNamedInAWarning() throws {
    let bytes =
      header(0x81) + four + image() + [0x21, 0xF9, 4, 0, 0, 0, 0, 0]
      + image(0x81, table: four) + image(0x80, table: [1, 2, 3, 4, 5, 6]) + [0x3B]
    let decoded = try format.decode(bytes)
    #expect(decoded.palette.swatchCount == 4)
    #expect(decoded.warnings.map(\.code) == ["gif.local-tables"])
    #expect(decoded.warnings[0].message.hasPrefix("2 later images have their own"))
    #expect(decoded.warnings[0].location == .byte(offset: 58))
  }

  @Test func aTransparentIndexIsNoted() throws {
    let bytes = header(0x81) + four + [0x21, 0xF9, 4, 1, 0, 0, 2, 0] + image() + [0x3B]
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.map(\.code) == ["gif.transparent"])
    #expect(decoded.warnings[0].location == .byte(offset: 31))
    #expect(decoded.palette.allSwatches[2].color.alpha == 1)
  }

  @Test func damageAfterTheTableIsAWarning() throws {
    let decoded = try format.decode(header(0x81) + four + [0x99])
    #expect(decoded.palette.swatchCount == 4)
    #expect(decoded.warnings.map(\.code) == ["gif.damaged"])
    #expect(decoded.warnings[0].location == .byte(offset: 25))
    #expect(decoded.warnings[0].message.contains("0x99"))
  }

  @Test func wrongMagicIsRefused() {
    Support.expectFailure(
      format, Array("GIF88a".utf8) + [1, 0, 1, 0, 0, 0, 0], .invalidSignature, at: 0,
      containing: "GIF87a")
    Support.expectFailure(
      format, Array("PNG".utf8), .unexpectedEndOfInput, at: 0, containing: "signature")
    #expect(format.sniff(Array("GIF89b".utf8)[...]) == .none)
    #expect(format.sniff(header(0)[...]) == .strong)
  }

  @Test func aTableCutShortIsAnError() {
    Support.expectFailure(
      format, header(0x87) + [UInt8](repeating: 0, count: 700), .unexpectedEndOfInput, at: 13,
      containing: "global colour table of 256 colours")
    Support.expectFailure(
      format, header(0) + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0x82, 1, 2, 3], .unexpectedEndOfInput,
      at: 23, containing: "local colour table of 8 colours")
  }

  @Test func noTableIsNotAPalette() {
    Support.expectFailure(
      format, header(0) + image() + [0x3B], .nothingRead, at: 22, containing: "no local one",
      code: "image.no-colour-table")
    Support.expectFailure(
      format, header(0) + [0x3B], .nothingRead, at: 10, containing: "no image",
      code: "image.no-colour-table")
  }

  @Test func aHugeSubBlockChainEndsAtTheFileEnd() {
    // A sub-block that claims 255 bytes where 3 are left: an error at its size byte.
    Support.expectFailure(
      format, header(0) + [0x21, 0xFE, 0xFF, 1, 2, 3], .unexpectedEndOfInput, at: 16,
      containing: "sub-block of 255 bytes")
  }

  @Test func everyPrefixFailsWithAPositionOrDecodes() {
    EveryPrefix.check(header(0x81) + four + image(0x80, table: four) + [0x3B], with: format)
  }
}
