import PaletteCore
import Testing

@Suite struct ModelTests {
  @Test func locationTakesNoPartInEquality() {
    let a = Swatch(name: "Ink", color: .srgb8(1, 2, 3), location: .text(line: 1, column: 1))
    let b = Swatch(name: "Ink", color: .srgb8(1, 2, 3), location: .byte(offset: 40))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
  }

  @Test func componentsCompareBitExact() {
    #expect(PaletteColor.srgb(0, 0, 0) != PaletteColor.srgb(-0.0, 0, 0))
    let nan = PaletteColor.srgb(.nan, 0, 0)
    #expect(nan == nan)
  }

  @Test func absentNameDiffersFromEmptyName() {
    #expect(Swatch(name: nil, color: .srgb8(0, 0, 0)) != Swatch(name: "", color: .srgb8(0, 0, 0)))
  }

  @Test func byteConversionRoundTripsEveryByte() {
    for byte in 0...255 {
      let unit = PaletteColor.unitValue(byte: UInt8(byte))
      #expect(PaletteColor.exactByte(of: unit) == UInt8(byte))
      #expect(PaletteColor.byteValue(unit: Double(unit)) == UInt8(byte))
    }
    #expect(PaletteColor.exactByte(of: 0.5) == nil)
    #expect(PaletteColor.byteValue(unit: 1.5) == 255)
    #expect(PaletteColor.byteValue(unit: -.infinity) == 0)
  }

  @Test func interleavedGroupsKeepOrder() {
    let palette = Palette(groups: [
      PaletteGroup(swatches: [Swatch(name: "a", color: .srgb8(1, 1, 1))]),
      PaletteGroup(name: "G", swatches: [Swatch(name: "b", color: .srgb8(2, 2, 2))]),
      PaletteGroup(swatches: [Swatch(name: "c", color: .srgb8(3, 3, 3))]),
    ])
    #expect(palette.allSwatches.map(\.name) == ["a", "b", "c"])
    #expect(palette.swatchCount == 3)
    #expect(palette.hasNamedGroups)
  }

  @Test func hexString() {
    #expect(RGBA8(red: 255, green: 0, blue: 16).hexString() == "#FF0010")
    #expect(
      RGBA8(red: 1, green: 2, blue: 3, alpha: 128).hexString(includeAlpha: true) == "#01020380")
  }
}

/// A swatch's size is what a palette of millions costs per swatch.
@Suite struct SwatchLayoutTests {
  @Test func aSwatchIs72Bytes() {
    // Name 16, colour 24, variants 8, location 17, kind 1: 66, padded to 72 (80 when the kind
    // sat between the colour and the variants).
    #expect(MemoryLayout<Swatch>.stride == 72)
  }

  /// A palette of one group gives that group's array, not a copy; more groups are joined.
  @Test func allSwatchesOfOneGroupIsItsArray() {
    let swatches = (0..<100).map { Swatch(color: .srgb8(UInt8($0), 0, 0)) }
    let palette = Palette(swatches: swatches)
    let shared = palette.allSwatches.withUnsafeBufferPointer { $0.baseAddress }
    let own = palette.groups[0].swatches.withUnsafeBufferPointer { $0.baseAddress }
    #expect(shared == own)
    let two = Palette(groups: [PaletteGroup(swatches: swatches), PaletteGroup(swatches: swatches)])
    #expect(two.allSwatches == swatches + swatches)
  }
}
