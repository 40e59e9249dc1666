import PaletteCore
import TestSupport
import Testing

@testable import PalettePhotoshop

/// Adobe colour tables: sizes, the trailer, transparency, and the writer.
@Suite struct ACTTests {
  let format = ACTFormat()

  /// A table whose colour i is (i, 255 − i, i / 2), then `trailer`.
  static func table(_ trailer: [UInt8] = []) -> [UInt8] {
    var bytes: [UInt8] = []
    for i in 0..<256 { bytes += [UInt8(i), UInt8(255 - i), UInt8(i / 2)] }
    return bytes + trailer
  }

  @Test func aBareTableHas256Colours() throws {
    let decoded = try format.decode(Self.table())
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 256)
    #expect(swatches[7].color == .srgb8(7, 248, 3))
    #expect(swatches[7].location == .byte(offset: 21))
    #expect(swatches.allSatisfy { $0.name == nil && !$0.color.hasAlpha })
  }

  @Test func theTrailerSetsTheCountAndTheTransparentColour() throws {
    let swatches = try format.decode(Self.table([0, 16, 0, 3])).palette.allSwatches
    #expect(swatches.count == 16)
    #expect(swatches[3].color == .srgb8(3, 252, 1, alpha: 0))
    #expect(swatches.filter(\.color.hasAlpha).count == 1)
    let none = try format.decode(Self.table([0, 16, 0xFF, 0xFF])).palette.allSwatches
    #expect(none.count == 16 && none.allSatisfy { !$0.color.hasAlpha })
  }

  @Test func the771ByteVariantIsReadWithAWarning() throws {
    let decoded = try format.decode(Self.table([16, 0xFF, 0xFF]))
    #expect(decoded.palette.allSwatches.count == 16)
    #expect(decoded.warnings.map(\.code) == ["act.short-trailer"])
    #expect(decoded.warnings[0].location == .byte(offset: 768))
  }

  @Test(arguments: [0, 1, 3, 767])
  func shortFilesAreCutTables(_ size: Int) throws {
    let error = try #require(throws: PaletteError.self) {
      try format.decode(Array(Self.table().prefix(size)))
    }
    #expect(error.kind == .unexpectedEndOfInput)
    #expect(error.location == .byte(offset: size))
  }

  @Test(arguments: [769, 770])
  func cutTrailersAreRejectedWithAPosition(_ size: Int) throws {
    let bytes = Array(
      (Self.table([0, 16, 0xFF, 0xFF]) + [UInt8](repeating: 0, count: 300)).prefix(size))
    let error = try #require(throws: PaletteError.self) { try format.decode(bytes) }
    #expect(error.kind == .unexpectedEndOfInput)
    #expect(error.location == .byte(offset: 768))
  }

  /// Tables longer than 772 bytes exist (1008 and 2205 bytes: 336 and 735 triples); every
  /// whole triple is read, as GIMP reads them, with a warning.
  @Test(arguments: [(773, 257, 2), (1008, 336, 0), (2205, 735, 0)])
  func longTablesReadEveryTripleWithAWarning(size: Int, colours: Int, rest: Int) throws {
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let decoded = try format.decode(bytes)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == colours)
    for (index, swatch) in swatches.enumerated() {
      let offset = index * 3
      #expect(swatch.color == .srgb8(bytes[offset], bytes[offset + 1], bytes[offset + 2]))
    }
    #expect(decoded.warnings.map(\.code) == ["act.long-table"])
    #expect(decoded.warnings.first?.location == .byte(offset: 768))
    #expect(
      decoded.warnings.first?.message.contains("\(colours) colours, as GIMP reads it") == true)
    #expect(decoded.warnings.first?.message.contains("not a whole colour") == (rest != 0))
  }

  @Test func badTrailersAreErrors() throws {
    let tooMany = try #require(throws: PaletteError.self) {
      try format.decode(Self.table([1, 1, 0xFF, 0xFF]))
    }
    #expect(tooMany.kind == .invalidValue)
    #expect(tooMany.location == .byte(offset: 768))
    let pastCount = try #require(throws: PaletteError.self) {
      try format.decode(Self.table([0, 16, 0, 16]))
    }
    #expect(pastCount.location == .byte(offset: 770))
  }

  @Test func writesTheColoursZerosAndTheTrailer() throws {
    let palette = Palette(swatches: [
      Swatch(name: "A", color: .srgb8(1, 2, 3)),
      Swatch(color: .srgb8(4, 5, 6, alpha: 0)),
      Swatch(color: .srgb8(7, 8, 9, alpha: 0)),
    ])
    let bytes = try format.encode(palette)
    var expected: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    expected += [UInt8](repeating: 0, count: 768 - 9)
    expected += [0, 3, 0, 1]
    #expect(bytes == expected)
    let back = try format.decode(bytes).palette.allSwatches
    #expect(back.map(\.color) == [.srgb8(1, 2, 3), .srgb8(4, 5, 6, alpha: 0), .srgb8(7, 8, 9)])
  }

  @Test func roundTripsAreExact() throws {
    for trailer in [[0, 16, 0, 3], [1, 0, 0xFF, 0xFF], [0, 200, 0, 199]] as [[UInt8]] {
      let bytes = Self.table(trailer)
      let palette = try format.decode(bytes).palette
      let again = try format.encode(palette)
      #expect(try format.decode(again).palette == palette)
      #expect(Array(again.suffix(4)) == trailer)
    }
  }

  @Test func moreThan256ColoursIsUnrepresentable() throws {
    let swatches = [Swatch](repeating: Swatch(color: .srgb8(0, 0, 0)), count: 257)
    let error = try #require(throws: PaletteError.self) {
      try format.encode(Palette(swatches: swatches))
    }
    #expect(error.kind == .unrepresentable)
  }

  @Test func onlyOneTransparentColourIsKeptAndTheRestReported() {
    let palette = Palette(swatches: [
      Swatch(name: "Clear", color: .srgb8(0, 0, 0, alpha: 0)),
      Swatch(name: "Glass", color: .srgb8(0, 0, 0, alpha: 128)),
    ])
    let losses = LossReport.diagnostics(
      for: palette, target: format.capabilities, formatName: "ACT")
    let alpha = losses.first { $0.code == "loss.alpha" }
    #expect(alpha?.message == "ACT cannot store transparency: 1 colour will become opaque: Glass")
  }

  @Test func detectionEvidence() {
    #expect(format.isHeaderless)
    #expect(
      format.sniffEvidence(Self.table()[...]) == "768 bytes, the size of a table of 256 RGB colours"
    )
    #expect(format.sniffEvidence(Array(repeating: UInt8(ascii: "a"), count: 768)[...]) == nil)
    let aco = ACOFormat()
    #expect(!aco.isHeaderless)
    #expect(
      aco.sniffEvidence(ACOBytes.file(ACODecodeTests.everySpace)[...])
        == "a version 1 swatch section of 6 swatches at byte 0")
  }

  @Test func sniffing() {
    #expect(format.sniff(Self.table()[...]) == .weak)
    #expect(format.sniff(Self.table([0, 16, 0xFF, 0xFF])[...]) == .weak)
    #expect(format.sniff(Self.table([16, 0xFF, 0xFF])[...]) == .weak)
    #expect(format.sniff(Self.table([1, 1, 0xFF, 0xFF])[...]) == .none)
    #expect(format.sniff(Array(repeating: UInt8(ascii: "a"), count: 768)[...]) == .none)
    #expect(format.sniff(Array(Self.table().prefix(700))[...]) == .none)
  }

  /// A real file, written by another tool, comes back byte for byte: 16 colours, the first
  /// transparent.
  @Test func aRealFileIsWrittenBackByteForByte() throws {
    let original = Fixtures.bytes("photoshop/act/arne-v20-16.act")
    let palette = try format.decode(original).palette
    #expect(palette.allSwatches.count == 16)
    #expect(palette.allSwatches[0].color.alpha == 0)
    #expect(try format.encode(palette) == original)
  }
}
