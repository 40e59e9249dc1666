import PaletteCore
import TestSupport
import Testing

@testable import PaletteIndexedImage

/// IFF colour maps: the `CMAP`, `NAME` and `CAMG` chunks, padding, and forged sizes.
@Suite struct ILBMReadingTests {
  typealias Support = IndexedImageTestSupport
  let format = ILBMFormat()

  func chunk(_ id: String, _ data: [UInt8]) -> [UInt8] {
    Array(id.utf8) + Support.be32(data.count) + data + (data.count % 2 == 1 ? [0] : [])
  }
  func form(_ chunks: [UInt8], type: String = "ILBM", size: Int? = nil) -> [UInt8] {
    Array("FORM".utf8) + Support.be32(size ?? 4 + chunks.count) + Array(type.utf8) + chunks
  }
  let bmhd: [UInt8] = [0, 16, 0, 2, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 10, 11, 0, 16, 0, 2]

  @Test func readsTheCMAPAndTheName() throws {
    let bytes = form(
      chunk("BMHD", bmhd) + chunk("NAME", Array("Sea ".utf8) + [0])
        + chunk("CMAP", [1, 2, 3, 4, 5, 6, 7, 8, 9]) + chunk("BODY", [0, 0]))
    let decoded = try format.decode(bytes)
    #expect(Support.hex(decoded.palette) == ["010203", "040506", "070809"])
    #expect(decoded.palette.name == "Sea")
    #expect(decoded.palette.allSwatches.map(\.location) == [62, 65, 68].map { .byte(offset: $0) })
    #expect(decoded.warnings.isEmpty)
  }

  @Test func readsAPBM() throws {
    let decoded = try format.decode(form(chunk("CMAP", [255, 0, 0]), type: "PBM "))
    #expect(Support.hex(decoded.palette) == ["ff0000"])
  }

  @Test func aCMAPOfPartTriplesWarns() throws {
    let decoded = try format.decode(form(chunk("CMAP", [1, 2, 3, 4, 5])))
    #expect(decoded.palette.swatchCount == 1)
    #expect(decoded.warnings.map(\.code) == ["ilbm.cmap-size"])
    #expect(decoded.warnings[0].location == .byte(offset: 23))
  }

  @Test func displayModesAreNoted() throws {
    let ehb = try format.decode(form(chunk("CAMG", [0, 0, 0, 0x80]) + chunk("CMAP", [1, 2, 3])))
    #expect(ehb.warnings.map(\.code) == ["ilbm.ehb"])
    let ham = try format.decode(form(chunk("CAMG", [0, 0, 8, 0]) + chunk("CMAP", [1, 2, 3])))
    #expect(ham.warnings.map(\.code) == ["ilbm.ham"])
  }

  @Test func aSecondCMAPIsIgnoredWithAWarning() throws {
    let decoded = try format.decode(
      form(chunk("CMAP", [1, 2, 3]) + chunk("CMAP", [4, 5, 6]) + chunk("CMAP", [7, 8, 9])))
    #expect(Support.hex(decoded.palette) == ["010203"])
    #expect(decoded.warnings.map(\.code) == ["ilbm.cmap-repeated"])
    #expect(decoded.warnings[0].message == "2 later CMAP chunks are ignored; the first one is read")
    #expect(decoded.warnings[0].location == .byte(offset: 24))
  }

  @Test func aFORMLargerThanTheFileWarns() throws {
    let decoded = try format.decode(form(chunk("CMAP", [1, 2, 3]), size: 1000))
    #expect(decoded.warnings.map(\.code) == ["ilbm.form-size"])
  }

  @Test func noCMAPIsNotAPalette() {
    var deep = bmhd
    deep[8] = 24
    Support.expectFailure(
      format, form(chunk("BMHD", deep) + chunk("BODY", [0, 0])), .nothingRead, at: 28,
      containing: "24 bitplanes", code: "image.no-colour-table")
    Support.expectFailure(
      format, form(chunk("BODY", [0, 0])), .nothingRead, at: 8, containing: "no CMAP")
    Support.expectFailure(
      format, form(chunk("CMAP", [])), .nothingRead, at: 16, containing: "empty")
  }

  @Test func forgedSizesAreErrorsAtTheSizeField() {
    Support.expectFailure(
      format, form(Array("CMAP".utf8) + Support.be32(0x7FFF_FFF0) + [1, 2, 3]),
      .unexpectedEndOfInput, at: 16, containing: "declares 2147483632 bytes")
    let huge = chunk("CMAP", [UInt8](repeating: 1, count: 3 * 257))
    Support.expectFailure(format, form(huge), .limitExceeded, at: 16, containing: "257 colours")
    Support.expectFailure(
      format, form([], size: 2), .invalidValue, at: 4, containing: "FORM size 2")
  }

  @Test func wrongMagicIsRefused() {
    Support.expectFailure(
      format, Array("RIFF0000ILBM".utf8), .invalidSignature, at: 0, containing: "FORM")
    Support.expectFailure(
      format, form([], type: "ANIM"), .unsupportedVersion, at: 8, containing: "'ANIM'")
    #expect(format.sniff(form([], type: "ANIM")[...]) == .none)
    #expect(format.sniff(form([], type: "PBM ")[...]) == .strong)
    #expect(format.sniffEvidence(form([], type: "PBM ")[...]) == "an IFF FORM of type PBM")
  }

  @Test func everyPrefixFailsWithAPositionOrDecodes() {
    EveryPrefix.check(
      form(chunk("BMHD", bmhd) + chunk("NAME", [65]) + chunk("CMAP", [1, 2, 3, 4, 5, 6])),
      with: format)
  }
}
