import PaletteCore
import PaletteJSON
import TestSupport
import Testing

@testable import PalettePhotoshop

/// Writing Photoshop swatches: the byte layout, groups, and round trips.
@Suite struct ACOEncodeTests {
  let format = ACOFormat()

  @Test func bothSectionsAreWrittenAsPhotoshopDoes() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Red", color: .srgb8(255, 0, 0)),
      Swatch(name: "Sky", color: PaletteColor(.hsb(hue: 120, saturation: 0.6, brightness: 0.8))),
      Swatch(color: PaletteColor(.cmyk(cyan: 1, magenta: 0, yellow: 0.5, black: 0))),
      Swatch(name: "Ink", color: PaletteColor(.lab(l: 50, a: -20.5, b: 30))),
      Swatch(name: "Grey", color: PaletteColor(.gray(0.75))),
    ])
    let entries: [ACOBytes.Entry] = [
      .init(space: 0, values: [0xFFFF, 0, 0, 0], name: "Red"),
      .init(space: 1, values: [21845, 39321, 52428, 0], name: "Sky"),
      // 0.5 of 65535 is 32767.5, rounded to 32768 of ink: 65535 − 32768 stored.
      .init(space: 2, values: [0, 0xFFFF, 32767, 0xFFFF], name: ""),
      .init(space: 7, values: [5000, UInt16(bitPattern: -2050), 3000, 0], name: "Ink"),
      .init(space: 8, values: [2500, 0, 0, 0], name: "Grey"),
    ]
    #expect(try format.encode(palette) == ACOBytes.file(entries))
  }

  @Test func wideGamutColoursBecomeRGBOrLab() throws {
    let inGamut = PaletteColor(.displayP3(red: 0.5, green: 0.5, blue: 0.5))
    let outside = PaletteColor(.displayP3(red: 0, green: 1, blue: 0))
    let bytes = try format.encode(
      Palette(swatches: [Swatch(color: inGamut), Swatch(color: outside)]))
    let swatches = try format.decode(bytes).palette.allSwatches
    #expect(swatches[0].color.model == .srgb)
    #expect(swatches[1].color.model == .lab)
  }

  @Test func groupsAreWrittenAndReadBack() throws {
    let palette = Palette(groups: [
      PaletteGroup(swatches: [Swatch(name: "Loose", color: .srgb8(1, 2, 3))]),
      PaletteGroup(
        name: "Brand",
        swatches: [
          Swatch(name: "Blue", color: .srgb8(0, 0, 255)),
          Swatch(name: "Red", color: .srgb8(255, 0, 0)),
        ]),
      PaletteGroup(name: "Ümlaut 🎨", swatches: [Swatch(name: "Black", color: .srgb8(0, 0, 0))]),
    ])
    let bytes = try format.encode(palette)
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette == palette)
    #expect(try format.encode(decoded.palette) == bytes)
    // The block starts after both sections, and its length counts the rest of the file.
    let sections = ACOBytes.file(
      palette.allSwatches.map { swatch in
        let (space, values) = ACOColorSpace.stored(swatch.color, grayIsInk: true)
        return ACOBytes.Entry(space: space, values: values, name: swatch.name)
      })
    #expect(Array(bytes.prefix(sections.count)) == sections)
    let block = Array(bytes[sections.count...])
    #expect(Array(block.prefix(8)) == Array("8BIMphry".utf8))
    let length = block[8..<12].reduce(0) { $0 << 8 | Int($1) }
    #expect(length == block.count - 12)
    #expect(Array(block[12..<16]) == [0, 0, 0, 16])
  }

  @Test func groupIdentifiersAreStableUUIDs() {
    let id = ACOGroupTrailer.identifier(of: "Brand", index: 1)
    #expect(id == ACOGroupTrailer.identifier(of: "Brand", index: 1))
    #expect(id != ACOGroupTrailer.identifier(of: "Brand", index: 2))
    let parts = id.split(separator: "-").map(\.count)
    #expect(parts == [8, 4, 4, 4, 12])
    #expect(id.allSatisfy { "0123456789abcdef-".contains($0) })
  }

  @Test func tooManySwatchesIsUnrepresentable() throws {
    let swatches = [Swatch](repeating: Swatch(color: .srgb8(0, 0, 0)), count: 65536)
    let error = try #require(throws: PaletteError.self) {
      try format.encode(Palette(swatches: swatches))
    }
    #expect(error.kind == .unrepresentable)
  }

  @Test func aNaNValueIsUnrepresentable() throws {
    let swatch = Swatch(name: "Bad", color: PaletteColor(.srgb(red: .nan, green: 0, blue: 0)))
    let error = try #require(throws: PaletteError.self) {
      try format.encode(Palette(swatches: [swatch]))
    }
    #expect(error.kind == .unrepresentable)
  }

  @Test func emptyNamesReadBackAsNoName() throws {
    let palette = Palette(swatches: [
      Swatch(name: "", color: .srgb8(0, 0, 0)), Swatch(name: "A\u{0}", color: .srgb8(0, 0, 0)),
    ])
    let names = try #require(format.writtenNames(of: palette))
    #expect(names.swatches == [nil, "A"])
    let read = try format.decode(format.encode(palette)).palette.allSwatches.map(\.name)
    #expect(read == names.swatches)
    #expect(
      format.writtenNames(of: Palette(swatches: [Swatch(name: "A", color: .srgb8(0, 0, 0))])) == nil
    )
  }

  /// ACO → palconv JSON → ACO keeps every stored value: the model holds HSB, CMYK, Lab and
  /// gray as they were.
  @Test func valuesSurviveThroughJSON() throws {
    let entries: [ACOBytes.Entry] = (0..<200).map { index in
      let v = UInt16(truncatingIfNeeded: index &* 7919 &+ 13)
      let space: UInt16 = [0, 1, 2, 7, 8, 9][index % 6]
      let values: [UInt16]
      switch space {
      case 7: values = [v % 10001, v &* 3, v &* 5, 0]
      case 8: values = [v % 10001, 0, 0, 0]
      case 9: values = [v % 10001, (v &* 3) % 10001, (v &* 5) % 10001, (v &* 7) % 10001]
      case 1: values = [v, v &* 3, v &* 5, 0]
      default: values = [v, v &* 3, v &* 5, space == 2 ? v &* 7 : 0]
      }
      return ACOBytes.Entry(space: space, values: values, name: "Swatch \(index)")
    }
    let original = ACOBytes.file(entries)
    let aco = try format.decode(original).palette
    let json = JSONPaletteFormat()
    let throughJSON = try json.decode(json.encode(aco)).palette
    #expect(throughJSON == aco)
    // Wide CMYK is written back as CMYK (id 2) with the same colour; every other entry comes
    // back byte for byte.
    let again = try format.encode(throughJSON)
    #expect(try format.decode(again).palette == aco)
    let rewritten = ACOBytes.file(
      entries.map { entry in
        guard entry.space == 9 else { return entry }
        let (space, values) = ACOColorSpace.stored(
          PaletteColor(
            ACOColorSpace.components(
              id: 9, entry.values[0], entry.values[1], entry.values[2], entry.values[3],
              grayIsInk: true)!), grayIsInk: true)
        return ACOBytes.Entry(space: space, values: values, name: entry.name)
      })
    #expect(again == rewritten)
  }

  @Test func goldenFile() throws {
    let palette = Palette(groups: [
      PaletteGroup(
        name: "Nord",
        swatches: [
          Swatch(name: "Polar Night", color: .srgb8(0x2E, 0x34, 0x40)),
          Swatch(
            name: "Frost", color: PaletteColor(.hsb(hue: 193, saturation: 0.25, brightness: 0.75))),
        ]),
      PaletteGroup(swatches: [
        Swatch(
          name: "Ink", color: PaletteColor(.cmyk(cyan: 1, magenta: 0.5, yellow: 0, black: 0.1)))
      ]),
    ])
    Golden.check(try format.encode(palette), against: "photoshop/golden/groups.aco")
  }
}
