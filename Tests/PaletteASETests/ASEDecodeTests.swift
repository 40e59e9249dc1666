import PaletteCore
import Testing

@testable import PaletteASE

/// Decoding of hand-built files: structure, models, kinds, names, and tolerated oddities.
@Suite struct ASEDecodeTests {
  let format = ASEFormat()

  func decode(_ bytes: [UInt8]) throws -> DecodedPalette {
    try format.decode(bytes)
  }

  @Test func readsGroupsModelsKindsAndLocations() throws {
    var file = ASEBytes(blockCount: 6)
    let loose = file.offset
    file.block(1, ASEBytes.colorBody(name: "Ink", tag: "Gray", values: [0.25], type: 0))
    let groupStart = file.offset
    file.block(0xC001, ASEBytes.name("Brand"))
    let first = file.offset
    file.block(1, ASEBytes.colorBody(name: "Cyan", tag: "CMYK", values: [1, 0, 0, 0], type: 1))
    let second = file.offset
    file.block(1, ASEBytes.colorBody(name: "Sky", tag: "LAB ", values: [0.5, -10, 20.5], type: 2))
    file.block(0xC002)
    let last = file.offset
    file.block(1, ASEBytes.colorBody(name: "Red", tag: "RGB ", values: [1, 0, 0.5], type: 2))

    let decoded = try decode(file.bytes)
    #expect(decoded.warnings.isEmpty)
    let groups = decoded.palette.groups
    #expect(groups.map(\.name) == [nil, "Brand", nil])
    #expect(groups[1].location == .byte(offset: groupStart))
    #expect(
      groups[0].swatches == [Swatch(name: "Ink", color: PaletteColor(.gray(0.25)), kind: .global)])
    #expect(
      groups[1].swatches == [
        Swatch(
          name: "Cyan", color: PaletteColor(.cmyk(cyan: 1, magenta: 0, yellow: 0, black: 0)),
          kind: .spot),
        Swatch(name: "Sky", color: PaletteColor(.lab(l: 50, a: -10, b: 20.5)), kind: .process),
      ])
    #expect(groups[2].swatches == [Swatch(name: "Red", color: .srgb(1, 0, 0.5), kind: .process)])
    let locations = decoded.palette.allSwatches.map(\.location)
    #expect(
      locations == [
        .byte(offset: loose), .byte(offset: first), .byte(offset: second), .byte(offset: last),
      ])
  }

  @Test(arguments: ["Gray", "GRAY", "gray", "GRAY\u{0}"].map { Array($0.utf8.prefix(4)) })
  func grayTagIsCaseInsensitive(tag: [UInt8]) throws {
    var file = ASEBytes(blockCount: 1)
    file.block(1, ASEBytes.name("g") + tag + ASEBytes.f32(0.5) + ASEBytes.u16(2))
    let decoded = try decode(file.bytes)
    #expect(decoded.palette.allSwatches.map(\.color) == [PaletteColor(.gray(0.5))])
  }

  @Test func keepsFloatBitsExactly() throws {
    let bits: [UInt32] = [0x3F7F_FFFF, 0x0000_0001, 0x8000_0000]  // just below 1, subnormal, -0
    var file = ASEBytes(blockCount: 1)
    file.block(1, ASEBytes.colorBody(name: nil, tag: "RGB ", bits: bits, type: 2))
    let decoded = try decode(file.bytes)
    let values = decoded.palette.allSwatches[0].color.components.values
    #expect(values.map(\.bitPattern) == bits)
  }

  @Test func labLightnessIsScaledBy100() throws {
    var file = ASEBytes(blockCount: 1)
    file.block(1, ASEBytes.colorBody(name: "L", tag: "LAB ", values: [0.08, -1, -7], type: 1))
    let color = try decode(file.bytes).palette.allSwatches[0].color
    #expect(color.components == .lab(l: Float(Double(Float(0.08)) * 100), a: -1, b: -7))
    guard case .lab(let l, _, _) = color.components else { return }
    #expect(abs(l - 8) < 1e-5)
  }

  @Test func namesNilEmptyNonASCIIAndSurrogatePairs() throws {
    var file = ASEBytes(blockCount: 5)
    file.block(1, ASEBytes.colorBody(name: nil, tag: "Gray", values: [0], type: 2))
    file.block(1, ASEBytes.colorBody(name: "", tag: "Gray", values: [0], type: 2))
    file.block(1, ASEBytes.colorBody(name: "墨 café", tag: "Gray", values: [0], type: 2))
    file.block(1, ASEBytes.colorBody(name: "🎨 Art", tag: "Gray", values: [0], type: 2))
    // A name whose writer left out the NUL but counted its units, and one with two NULs.
    file.block(
      1,
      ASEBytes.name(units: [0x41, 0x42]) + Array("Gray".utf8) + ASEBytes.f32(0) + ASEBytes.u16(2))
    let names = try decode(file.bytes).palette.allSwatches.map(\.name)
    #expect(names == [nil, "", "墨 café", "🎨 Art", "AB"])
  }

  @Test func blockCountMismatchIsAWarningAtByte8() throws {
    var file = ASEBytes(blockCount: 0xFFFF_FFFF)
    file.block(1, ASEBytes.colorBody(name: "x", tag: "Gray", values: [1], type: 2))
    let decoded = try decode(file.bytes)
    #expect(decoded.palette.swatchCount == 1)
    #expect(decoded.warnings.map(\.code) == ["ase.block-count"])
    #expect(decoded.warnings[0].location == .byte(offset: 8))
    #expect(decoded.warnings[0].severity == .warning)
  }

  @Test func minorVersionIsAWarning() throws {
    let file = ASEBytes(blockCount: 0, major: 1, minor: 1)
    let decoded = try decode(file.bytes)
    #expect(decoded.warnings.map(\.code) == ["ase.version"])
    #expect(decoded.warnings[0].location == .byte(offset: 6))
  }

  @Test func nestedGroupStartClosesTheOpenGroup() throws {
    var file = ASEBytes(blockCount: 6)
    file.block(0xC001, ASEBytes.name("A"))
    file.block(1, ASEBytes.colorBody(name: "a", tag: "Gray", values: [0], type: 2))
    let nested = file.offset
    file.block(0xC001, ASEBytes.name("B"))
    file.block(1, ASEBytes.colorBody(name: "b", tag: "Gray", values: [1], type: 2))
    file.block(0xC002)
    file.block(0xC002)
    let decoded = try decode(file.bytes)
    #expect(decoded.palette.groups.map(\.name) == ["A", "B"])
    #expect(decoded.palette.groups.map { $0.swatches.map(\.name) } == [["a"], ["b"]])
    #expect(decoded.warnings.map(\.code) == ["ase.unmatched-group-end", "ase.nested-group"])
    #expect(decoded.warnings[1].location == .byte(offset: nested))
  }

  @Test func unclosedGroupAndZeroLengthGroupStarts() throws {
    // A vendor layout: every colour after its own nameless group start, no group ends.
    var file = ASEBytes(blockCount: 6)
    file.block(1, ASEBytes.colorBody(name: "before", tag: "Gray", values: [0], type: 2))
    file.block(0xC001)
    file.block(1, ASEBytes.colorBody(name: "one", tag: "Gray", values: [0], type: 2))
    let secondStart = file.offset
    file.block(0xC001)
    file.block(1, ASEBytes.colorBody(name: "two", tag: "Gray", values: [0], type: 2))
    let lastStart = file.offset
    file.block(0xC001, ASEBytes.u16(0))  // a name field with no units: also nameless
    let decoded = try decode(file.bytes)
    // Unnamed groups merge into one run of ungrouped swatches; the empty one is dropped.
    #expect(decoded.palette.groups.count == 1)
    #expect(decoded.palette.groups[0].name == nil)
    #expect(decoded.palette.allSwatches.map(\.name) == ["before", "one", "two"])
    #expect(decoded.warnings.map(\.code) == ["ase.unclosed-group", "ase.nested-group"])
    #expect(decoded.warnings[0].location == .byte(offset: lastStart))
    #expect(decoded.warnings[1].location == .byte(offset: secondStart))
    #expect(decoded.warnings[1].message.contains("2 times"))
  }

  @Test func emptyNamedGroupIsKept() throws {
    var file = ASEBytes(blockCount: 2)
    file.block(0xC001, ASEBytes.name("Empty"))
    file.block(0xC002)
    let decoded = try decode(file.bytes)
    #expect(decoded.palette.groups == [PaletteGroup(name: "Empty")])
    #expect(decoded.warnings.isEmpty)
  }

  @Test func groupLengthCoveringChildrenAndShortGroupEnd() throws {
    // One writer gives the group start a length that spans its colours and ends the group
    // with a bare 2-byte type.
    let child1 = ASEBytes.colorBody(name: "a", tag: "RGB ", values: [1, 0, 0], type: 2)
    let child2 = ASEBytes.colorBody(name: "b", tag: "RGB ", values: [0, 1, 0], type: 2)
    let name = ASEBytes.name("G")
    let span = name.count + 2 * 6 + child1.count + child2.count
    var file = ASEBytes(blockCount: 1)
    file.block(0xC001, name, length: UInt32(span))
    file.block(1, child1)
    file.block(1, child2)
    let groupEnd = file.offset
    file.raw([0xC0, 0x02])
    let decoded = try decode(file.bytes)
    #expect(decoded.palette.groups.map(\.name) == ["G"])
    #expect(decoded.palette.allSwatches.map(\.name) == ["a", "b"])
    #expect(
      decoded.warnings.map(\.code) == [
        "ase.group-length", "ase.group-end-length", "ase.block-count",
      ])
    #expect(decoded.warnings[1].location == .byte(offset: groupEnd))
  }

  @Test func groupEndWithoutLengthFollowedByABlock() throws {
    var file = ASEBytes(blockCount: 5)
    file.block(0xC001, ASEBytes.name("A"))
    file.block(1, ASEBytes.colorBody(name: "a", tag: "Gray", values: [0], type: 2))
    file.raw([0xC0, 0x02])
    file.block(0xC001, ASEBytes.name("B"))
    file.block(0xC002)
    let decoded = try decode(file.bytes)
    #expect(decoded.palette.groups.map(\.name) == ["A", "B"])
    #expect(decoded.warnings.map(\.code) == ["ase.group-end-length"])
  }

  @Test func unknownBlocksEmptyBlocksAndExtraBytesAreSkipped() throws {
    var file = ASEBytes(blockCount: 5)
    let unknown = file.offset
    file.block(0x0002, [1, 2, 3, 4, 5])
    let empty = file.offset
    file.block(1)
    let extra = file.offset
    file.block(1, ASEBytes.colorBody(name: "x", tag: "Gray", values: [1], type: 2) + [9, 9])
    let model = file.offset
    file.block(1, ASEBytes.colorBody(name: "y", tag: "HSB ", values: [1, 1, 1], type: 2))
    file.block(1, ASEBytes.colorBody(name: "z", tag: "Gray", values: [0], type: 7))
    let decoded = try decode(file.bytes)
    #expect(decoded.palette.allSwatches.map(\.name) == ["x", "z"])
    #expect(decoded.palette.allSwatches.map(\.kind) == [.process, .process])
    #expect(
      decoded.warnings.map(\.code) == [
        "ase.unknown-block", "ase.empty-block", "ase.block-extra", "ase.unknown-model",
        "ase.color-type",
      ])
    #expect(decoded.warnings[0].location == .byte(offset: unknown))
    #expect(decoded.warnings[0].message.contains("0x0002"))
    #expect(decoded.warnings[1].location == .byte(offset: empty))
    #expect(decoded.warnings[2].location == .byte(offset: extra + 6 + 6 + 4 + 4 + 2))
    #expect(decoded.warnings[3].location == .byte(offset: model + 6 + 6))
  }

  @Test func missingColourTypeIsReadAsProcess() throws {
    var file = ASEBytes(blockCount: 1)
    file.block(1, ASEBytes.name("x") + Array("Gray".utf8) + ASEBytes.f32(0.5))
    let decoded = try decode(file.bytes)
    #expect(decoded.palette.allSwatches.map(\.kind) == [.process])
    #expect(decoded.warnings.map(\.code) == ["ase.missing-color-type"])
  }

  @Test func outOfRangeValuesAreKeptWithAWarning() throws {
    var file = ASEBytes(blockCount: 2)
    file.block(1, ASEBytes.colorBody(name: "c", tag: "CMYK", values: [1.5, 0, -0.25, 0], type: 2))
    file.block(1, ASEBytes.colorBody(name: "l", tag: "LAB ", values: [153, 10, 10], type: 2))
    let decoded = try decode(file.bytes)
    #expect(decoded.warnings.map(\.code) == ["ase.value-range", "ase.lab-range"])
    #expect(
      decoded.palette.allSwatches[0].color.components
        == .cmyk(cyan: 1.5, magenta: 0, yellow: -0.25, black: 0))
    #expect(decoded.palette.allSwatches[1].color.components == .lab(l: 15300, a: 10, b: 10))
  }

  /// Some writers store L itself instead of L/100: when every stored L lies in 0...100 and one
  /// is above 1, the whole file is read unscaled, with one warning.
  @Test func lightnessStoredUnscaledIsReadAsSuch() throws {
    var file = ASEBytes(blockCount: 3)
    for (name, l) in [("white", Float(100)), ("mid", 50), ("dark", 0.5)] {
      file.block(1, ASEBytes.colorBody(name: name, tag: "LAB ", values: [l, -4, 7], type: 2))
    }
    let decoded = try decode(file.bytes)
    #expect(decoded.warnings.map(\.code) == ["ase.lab-unscaled"])
    #expect(
      decoded.warnings[0].location == .byte(offset: 12 + 6 + ASEBytes.name("white").count + 4))
    #expect(
      decoded.warnings[0].message
        == "2 colours have a Lab lightness above 1 (the first at byte 36: 100.0) and every Lab "
        + "lightness lies in 0...100: the writer stored L instead of L/100, so all 3 are read "
        + "as L (to the precision standard ASE holds); palconv writes standard ASE")
    #expect(
      decoded.palette.allSwatches.map(\.color.components) == [
        .lab(l: 100, a: -4, b: 7), .lab(l: 50, a: -4, b: 7), .lab(l: 0.5, a: -4, b: 7),
      ])
    // Written back, the file is standard: L/100, read without a warning.
    let again = try decode(ASEFormat().encode(decoded.palette))
    #expect(again.warnings.isEmpty)
    #expect(again.palette == decoded.palette)
  }

  @Test func lightnessInRangeIsScaled() throws {
    var file = ASEBytes(blockCount: 2)
    file.block(1, ASEBytes.colorBody(name: "a", tag: "LAB ", values: [1, 0, 0], type: 2))
    file.block(1, ASEBytes.colorBody(name: "b", tag: "LAB ", values: [0.25, 0, 0], type: 2))
    let decoded = try decode(file.bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(
      decoded.palette.allSwatches.map(\.color.components) == [
        .lab(l: 100, a: 0, b: 0), .lab(l: 25, a: 0, b: 0),
      ])
  }

  @Test func emptyFileWithHeaderOnly() throws {
    let decoded = try decode(ASEBytes(blockCount: 0).bytes)
    #expect(decoded.palette == Palette())
    #expect(decoded.warnings.isEmpty)
  }

  @Test func sniffing() {
    #expect(format.sniff(ArraySlice(Array("ASEF".utf8) + [0, 1])) == .strong)
    #expect(format.sniff(ArraySlice(Array("ASE".utf8))) == .none)
    #expect(format.sniff(ArraySlice([0x00, 0x10, 0x00, 0x00, 0xE0, 0xA5])) == .none)
    #expect(format.sniff(ArraySlice(Array("GIMP Palette\n".utf8))) == .none)
  }
}
