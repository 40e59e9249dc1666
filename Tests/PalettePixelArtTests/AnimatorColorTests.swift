import PaletteCore
import PalettePixelArt
import TestSupport
import Testing

@Suite struct AnimatorColorTests {
  let format = AnimatorColorFormat()

  /// A 768-byte table: colour 0 as given, the rest `fill`.
  static func plain(_ first: [UInt8], fill: UInt8 = 0) -> [UInt8] {
    first + [UInt8](repeating: fill, count: 768 - first.count)
  }

  @Test func readsRealAnimatorProPalettes() throws {
    let bytes = Fixtures.bytes("animator-col/real/default.col")
    #expect(format.sniff(bytes[...]) == .weak)
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 256)
    // The 16 EGA colours first.
    let ega: [UInt32] = [
      0x000000, 0x0000AA, 0x00AA00, 0x00AAAA, 0xAA0000, 0xAA00AA, 0xAA5500, 0xAAAAAA,
      0x555555, 0x5555FF, 0x55FF55, 0x55FFFF, 0xFF5555, 0xFF55FF, 0xFFFF55, 0xFFFFFF,
    ]
    #expect(
      swatches.prefix(16).map(\.color)
        == ega.map {
          .srgb8(UInt8($0 >> 16), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF))
        })
    #expect(swatches[1].location == .byte(offset: 11))
    let terrain = try format.decode(Fixtures.bytes("animator-col/real/terrain1.col")).palette
    #expect(terrain.allSwatches[0].color == .srgb8(0x0C, 0x20, 0x99))
    // Written again, the file is the same bytes.
    for name in ["default", "grayramp", "terrain1"] {
      let original = Fixtures.bytes("animator-col/real/\(name).col")
      #expect(try format.encode(try format.decode(original).palette) == original)
    }
  }

  @Test func readsSixBitValuesWhenNoByteIsAbove63() throws {
    let decoded = try format.decode(Self.plain([63, 32, 0, 1, 2, 3]))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 256)
    let sixBit: Float = 63
    #expect(swatches[0].color == PaletteColor.srgb(1, 32 / sixBit, 0))
    #expect(swatches[0].color.rgba8 == RGBA8(red: 255, green: 130, blue: 0))
    #expect(swatches[1].color == PaletteColor.srgb(1 / sixBit, 2 / sixBit, 3 / sixBit))
    #expect(swatches[1].location == .byte(offset: 3))
    #expect(decoded.warnings.map(\.code) == ["animator-col.six-bit"])
    #expect(decoded.warnings.first?.severity == .note)
  }

  @Test func readsEightBitValuesWhenAByteIsAbove63() throws {
    let decoded = try format.decode(Self.plain([63, 32, 0, 64, 200, 255]))
    let swatches = decoded.palette.allSwatches
    #expect(swatches[0].color == .srgb8(63, 32, 0))
    #expect(swatches[1].color == .srgb8(64, 200, 255))
    #expect(decoded.warnings.isEmpty)
  }

  @Test func readsAndWritesAnimatorPro() throws {
    let palette = Palette(swatches: [
      Swatch(color: .srgb8(0x1A, 0x1C, 0x2C)), Swatch(color: .srgb8(0xFF, 0xCD, 0x75)),
    ])
    let encoded = try format.encodeReportingLosses(palette)
    let bytes = encoded.bytes
    #expect(bytes.count == 776)
    #expect(
      Array(bytes[0..<14]) == [
        0x08, 0x03, 0, 0, 0x23, 0xB1, 0, 0, 0x1A, 0x1C, 0x2C, 0xFF, 0xCD, 0x75,
      ])
    #expect(bytes[14...].allSatisfy { $0 == 0 })
    #expect(encoded.losses.map(\.code) == ["loss.filled"])
    #expect(format.sniff(bytes[...]) == .weak)
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 256)
    #expect(Array(swatches.prefix(2)) == palette.allSwatches)
    #expect(swatches[2].color == .srgb8(0, 0, 0))
    #expect(swatches[0].location == .byte(offset: 8))
  }

  @Test func writesTheGolden() throws {
    let encoded = try format.encodeReportingLosses(GoldenPalette.palette)
    Golden.check(encoded.bytes, against: "animator-col/golden/golden.col")
    #expect(encoded.losses.map(\.code).contains("loss.names"))
    #expect(encoded.losses.map(\.code).contains("loss.alpha"))
  }

  @Test func detectionGoesByTheExactSizeOnly() {
    #expect(format.sniff(Self.plain([1, 2, 3])[...]) == .weak)
    #expect(format.sniff(Array(Self.plain([1, 2, 3]).prefix(767))[...]) == .none)
    #expect(format.sniff((Self.plain([1, 2, 3]) + [0])[...]) == .none)
    // Text of the right size is not a palette.
    #expect(format.sniff([UInt8](repeating: 0x41, count: 768)[...]) == .none)
    var pro = [UInt8](repeating: 0, count: 776)
    pro[0] = 0x08
    pro[1] = 0x03
    pro[4] = 0x23
    pro[5] = 0xB1
    #expect(format.sniff(pro[...]) == .weak)
    pro[5] = 0xB2
    #expect(format.sniff(pro[...]) == .none)
  }

  @Test func badInputIsRefusedWithAnOffset() throws {
    var header: [UInt8] = [0x08, 0x03, 0, 0, 0x23, 0xB1, 0, 0]
    let pro = header + [UInt8](repeating: 7, count: 768)
    #expect(try format.decode(pro).palette.allSwatches[0].color == .srgb8(7, 7, 7))

    try expectError(Array(pro.prefix(500)), .unexpectedEndOfInput, at: 500)
    try expectError(pro + [0], .invalidValue, at: 776)
    var version = pro
    version[6] = 1
    try expectError(version, .unsupportedVersion, at: 6)
    header[0] = 0xFF
    try expectError(header + [UInt8](repeating: 7, count: 768), .invalidValue, at: 0)
    try expectError([1, 2, 3], .invalidValue, at: 3)
    try expectError([UInt8](repeating: 0, count: 1000), .invalidValue, at: 768)
    try expectError([], .invalidValue, at: 0)
  }

  @Test func refusesAnEmptyPaletteAndMoreThan256Colours() {
    #expect(throws: PaletteError.self) { try format.encode(Palette()) }
    let many = Palette(swatches: (0..<257).map { _ in Swatch(color: .srgb8(0, 0, 0)) })
    #expect(throws: PaletteError.self) { try format.encode(many) }
  }

  @Test func everyPrefixFailsWithAPosition() {
    EveryPrefix.check(try! format.encode(GoldenPalette.palette), with: format)
  }

  private func expectError(
    _ bytes: [UInt8], _ kind: PaletteError.Kind, at offset: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    do {
      _ = try format.decode(bytes)
      Issue.record("decoded", sourceLocation: sourceLocation)
    } catch {
      #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
      #expect(error.location == .byte(offset: offset), "\(error)", sourceLocation: sourceLocation)
    }
  }
}
