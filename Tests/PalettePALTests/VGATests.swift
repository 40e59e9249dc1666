import PaletteCore
import TestSupport
import Testing

@testable import PalettePAL

@Suite struct VGATests {
  let format = VGAPaletteFormat()

  /// A 768-byte table whose first triple is `first` and whose other bytes are `fill`.
  static func table(_ first: [UInt8], fill: UInt8 = 0) -> [UInt8] {
    first + [UInt8](repeating: fill, count: 768 - first.count)
  }

  @Test func readsEightBitTriples() throws {
    let decoded = try format.decode([255, 0, 0, 1, 2, 3])
    #expect(PALTest.hex(decoded.palette) == ["ff0000", "010203"])
    #expect(decoded.palette.allSwatches.map(\.location) == [.byte(offset: 0), .byte(offset: 3)])
    #expect(decoded.warnings.isEmpty)
  }

  @Test func a768ByteTableWhoseLargestValueIs63IsSixBit() throws {
    let decoded = try format.decode(Self.table([63, 32, 1]))
    let first = decoded.palette.allSwatches[0].color
    // The exact DAC levels v/63; written as 8-bit they round to v·255/63.
    #expect(first == .srgb(1, Float(Double(32) / 63), Float(Double(1) / 63)))
    #expect(PALTest.hex(decoded.palette)[0] == "ff8204")
    #expect(PALTest.codes(decoded) == ["vga.depth"])
    #expect(decoded.warnings[0].severity == .note)
    #expect(decoded.warnings[0].location == .byte(offset: 0))
  }

  /// OpenRA's 6-bit palettes that never reach 63 (Dune 2000's `shroud.pal`, 62; Tiberian
  /// Sun's `depth.pal`, 31) are 6-bit too, as OpenRA reads every `.pal`.
  @Test func fullTablesBelow63AreSixBitWithANote() throws {
    let decoded = try format.decode(Self.table([62, 32, 1]))
    #expect(
      decoded.palette.allSwatches[0].color
        == .srgb(Float(Double(62) / 63), Float(Double(32) / 63), Float(Double(1) / 63)))
    #expect(PALTest.codes(decoded) == ["vga.depth"])
    #expect(
      decoded.warnings[0].message
        == "every value is at most 63 (the largest is 62): read as 6-bit VGA DAC values "
        + "(v/63); --pal-bits 8 reads them as 8-bit")
    #expect(decoded.warnings[0].location == .byte(offset: 0))
    // Shorter files stay 8-bit, with a note; a value of 64 makes a full table 8-bit.
    let short = try format.decode([63, 0, 0])
    #expect(short.palette.allSwatches[0].color == .srgb8(63, 0, 0))
    #expect(try format.decode(Self.table([64, 0, 0])).warnings.isEmpty)
  }

  @Test func theDepthOptionForcesEitherReading() throws {
    let option = VGAPaletteFormat.bitsOption
    #expect(option.name == "pal-bits")
    #expect(option.use == .reading)
    let six = try format.configured(with: option.setting("6"))
    #expect(six.depth == .six)
    let decoded = try six.decode([63, 0, 100])
    #expect(PALTest.hex(decoded.palette) == ["ff00ff"])
    #expect(PALTest.codes(decoded) == ["vga.range"])
    #expect(decoded.warnings[0].location == .byte(offset: 2))
    let eight = try format.configured(with: option.setting("8"))
    #expect(
      try eight.decode(Self.table([63, 0, 0])).palette.allSwatches[0].color == .srgb8(63, 0, 0))
    #expect(throws: FormatOptionError.self) { try option.setting("7") }
  }

  @Test func sixBitScalingAgreesWithTheDACLevelForEveryValue() throws {
    let bytes: [UInt8] = (0..<256).flatMap { index -> [UInt8] in [UInt8(index % 64), 63, 0] }
    let decoded = try VGAPaletteFormat(depth: .six).decode(bytes)
    for (index, swatch) in decoded.palette.allSwatches.enumerated() {
      let value = index % 64
      let expected = UInt8((Double(value) * 255 / 63).rounded())
      #expect(swatch.color.rgba8.red == expected, "value \(value)")
    }
  }

  @Test(arguments: [([UInt8](), 0), ([1, 2, 3, 4], 3), ([1, 2], 0)])
  func sizesThatAreNotWholeTriplesAreErrors(_ bytes: [UInt8], _ offset: Int) {
    #expect {
      try format.decode(bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == .unexpectedEndOfInput && error.location == .byte(offset: offset)
    }
  }

  @Test func everyPrefixOfARealFileDecodesOrFailsWithAnOffset() {
    let bytes = Fixtures.bytes("pal/real/atari-7800-palette.pal")
    let result = EveryPrefix.check(bytes) { (prefix) throws(PaletteError) in
      try format.decode(prefix)
    }
    #expect(result.decoded == 255)
    #expect(result.failed == 513)
  }

  @Test func sniffingClaimsSmallBinaryTablesOnly() {
    #expect(format.sniff(Self.table([1, 2, 3])[...]) == .weak)
    #expect(format.sniff([0, 0, 0][...]) == .weak)
    #expect(format.sniff([0xFF, 0xFE, 0x80][...]) == .weak)
    #expect(format.sniff([UInt8](repeating: 0, count: 771)[...]) == .none)
    #expect(format.sniff([UInt8](repeating: 0, count: 772)[...]) == .none)
    #expect(format.sniff(Array("ff0000\n00ff00\n".utf8)[...]) == .none)
    #expect(format.sniff([][...]) == .none)
    #expect(format.isHeaderless)
  }
}
