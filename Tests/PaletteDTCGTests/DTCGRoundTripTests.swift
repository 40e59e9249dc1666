import PaletteCore
import PaletteDTCG
import TestSupport
import Testing

@Suite struct DTCGRoundTripTests {
  /// DTCG keeps groups, alpha and the sRGB, Display P3, Lab and OKLCH values bit for bit; names
  /// come back unless they were absent, empty or repeated (those are rewritten).
  @Test(arguments: 0..<100 as Range<UInt64>)
  func roundTripsRandomPalettes(seed: UInt64) throws {
    var original = RandomPalette.make(seed: seed, models: [.srgb, .displayP3, .lab, .oklch])
    original.name = nil
    original.description = "Seed \(seed)"
    original.mapSwatches { $0.kind = .process }
    let format = DTCGFormat()
    let decoded = try format.decode(format.encode(original))
    #expect(decoded.warnings.isEmpty)
    let palette = decoded.palette
    #expect(palette.description == original.description)
    #expect(
      palette.groups.map(\.name) == original.groups.filter { !$0.swatches.isEmpty }.map(\.name))
    for (group, source) in zip(palette.groups, original.groups) {
      #expect(group.swatches.map(\.color) == source.swatches.map(\.color))
      // Unnamed groups share the root namespace.
      let namespace =
        source.name == nil
        ? original.groups.filter { $0.name == nil }.flatMap(\.swatches) : source.swatches
      for (swatch, expected) in zip(group.swatches, source.swatches) {
        let count = namespace.filter { $0.name == expected.name }.count
        if let name = expected.name, !name.isEmpty, count == 1 {
          #expect(swatch.name == name)
        }
      }
    }
  }

  /// A name of 100,000 dots crashed the writer (a frame per key); its path stops at 64 keys,
  /// the rest of the name one key with `_` for its dots, as announced and read back.
  @Test func aNameWithManyDotsNestsAtMost64KeysDeep() throws {
    let name = Array(repeating: "a", count: 100_000).joined(separator: ".")
    let palette = Palette(swatches: [Swatch(name: name, color: .srgb8(1, 2, 3))])
    let format = DTCGFormat()
    let rest = Array(repeating: "a", count: 100_000 - 63).joined(separator: "_")
    let path = Array(repeating: "a", count: 63) + [rest]
    #expect(format.writtenNames(of: palette)?.swatches == [path.joined(separator: ".")])
    let back = try format.decode(try format.encode(palette)).palette
    #expect(back.groups.map(\.name) == ["a"])
    #expect(back.allSwatches.map(\.name) == [path.dropFirst().joined(separator: ".")])
    #expect(try WrittenNamesCheck.mismatch(format, palette, dotted: true) == nil)
  }
}
