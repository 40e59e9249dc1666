import PaletteCore
import TestSupport
import Testing

@testable import PalettePAL

@Suite struct AtariVDITests {
  let format = AtariVDIFormat()

  /// Big-endian words.
  static func words(_ values: [UInt16]) -> [UInt8] {
    values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }

  @Test func readsPerMilleWords() throws {
    let decoded = try format.decode(Self.words([1000, 0, 500, 615, 615, 615]))
    #expect(
      decoded.palette.allSwatches.map(\.color) == [
        .srgb(1, 0, 0.5), .srgb(Float(0.615), Float(0.615), Float(0.615)),
      ])
    #expect(PALTest.hex(decoded.palette) == ["ff0080", "9d9d9d"])
    #expect(decoded.palette.allSwatches.map(\.location) == [.byte(offset: 0), .byte(offset: 6)])
    #expect(decoded.warnings.isEmpty)
  }

  @Test func xaaesPalettesStartWithPA01() throws {
    // XaAES's system palette (FreeMiNT's xaaes/src.km/pal/gem.pal): PA01, then 256 colours.
    let bytes = Fixtures.bytes("pal/real/xaaes-gem.pal")
    #expect(bytes.count == 1540)
    #expect(format.sniff(bytes[...]) == .strong)
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.allSwatches.count == 256)
    // VDI pens 0 and 1 are white and black, pen 2 red (1000, 0, 0).
    #expect(PALTest.hex(decoded.palette).prefix(3) == ["ffffff", "000000", "ff0000"])
    #expect(decoded.palette.allSwatches[0].location == .byte(offset: 4))
    // A header and a part of a colour is an error after the header.
    #expect {
      try format.decode(Array("PA01".utf8) + [0, 1, 0])
    } throws: { error in
      (error as? PaletteError)?.location == .byte(offset: 4)
    }
    #expect(format.sniff(ArraySlice(Array("PA01".utf8))) == .none)
  }

  @Test func wordsOver1000AreReadAs1000WithAWarning() throws {
    let decoded = try format.decode(Self.words([0, 1001, 65535]))
    #expect(decoded.palette.allSwatches[0].color == .srgb(0, 1, 1))
    #expect(PALTest.codes(decoded) == ["vdi.range"])
    #expect(decoded.warnings[0].location == .byte(offset: 2))
  }

  @Test(arguments: [([UInt8](), 0), ([0, 1, 0, 1, 0], 0), ([0, 0, 0, 0, 0, 0, 1], 6)])
  func sizesThatAreNotWholeColoursAreErrors(_ bytes: [UInt8], _ offset: Int) {
    #expect {
      try format.decode(bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == .unexpectedEndOfInput && error.location == .byte(offset: offset)
    }
  }

  @Test func everyPrefixOfATableDecodesOrFailsWithAnOffset() {
    let bytes = Self.words((0..<48).map { UInt16($0 * 20) })
    let result = EveryPrefix.check(bytes) { (prefix) throws(PaletteError) in
      try format.decode(prefix)
    }
    #expect(result.decoded == 15)
    #expect(result.failed == 81)
  }

  @Test func sniffingClaimsOnlyTheTwoSizesWithWordsInRange() {
    let sixteen = Self.words([UInt16](repeating: 1000, count: 48))
    #expect(format.sniff(sixteen[...]) == .weak)
    #expect(format.sniff(Self.words([UInt16](repeating: 7, count: 768))[...]) == .weak)
    #expect(format.sniff(Self.words([UInt16](repeating: 1001, count: 48))[...]) == .none)
    #expect(format.sniff(Self.words([UInt16](repeating: 0, count: 47))[...]) == .none)
    // The raw VGA sniffer leaves such a file alone, and claims other 96-byte tables.
    #expect(VGAPaletteFormat().sniff(sixteen[...]) == .none)
    #expect(VGAPaletteFormat().sniff([UInt8](repeating: 0xF0, count: 96)[...]) == .weak)
  }
}
