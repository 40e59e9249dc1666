import PaletteCore
import TestSupport
import Testing

@testable import PalettePAL

/// Corel's binary palettes (`.cpl`): each layout, each colour model, and bad input at its place.
@Suite struct CorelCPLTests {
  static func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
  static func u32(_ value: Int) -> [UInt8] { u16(value & 0xFFFF) + u16(value >> 16 & 0xFFFF) }

  /// A colour value: the model, two unread bytes, four unread bytes, four of components.
  static func value(_ model: Int, _ components: [UInt8]) -> [UInt8] {
    u16(model) + [0, 0, 0, 0, 0, 0] + components
      + [UInt8](repeating: 0, count: 4 - components.count)
  }

  /// A single-byte name with its length.
  static func single(_ name: String) -> [UInt8] {
    [UInt8(name.unicodeScalars.count)] + name.unicodeScalars.map { UInt8($0.value) }
  }

  /// A UTF-16 little-endian name with its length in code units.
  static func wide(_ name: String) -> [UInt8] {
    [UInt8(name.utf16.count)] + name.utf16.flatMap { u16(Int($0)) }
  }

  static func decode(_ bytes: [UInt8]) throws -> DecodedPalette {
    try CorelCPLFormat().decode(bytes)
  }

  @Test func theRealFileReadsItsNamesAndModels() throws {
    let decoded = try Self.decode(Fixtures.bytes("cpl/real/LaserGlow.cpl"))
    let palette = decoded.palette
    #expect(palette.name == "LaserGlow.cpl")
    #expect(
      palette.allSwatches.map(\.name) == [
        "Matte/Clear", "10% Black", "R121 G154 B208", "R127 G168 B152", nil,
      ])
    // Two colours are named after their RGB values: the bytes are B, G, R.
    #expect(palette.allSwatches[2].color == .srgb8(121, 154, 208))
    #expect(palette.allSwatches[3].color == .srgb8(127, 168, 152))
    // "10% Black" is black ink 26/255.
    #expect(
      palette.allSwatches[1].color
        == PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 0, black: Float(26.0 / 255))))
    #expect(palette.allSwatches.allSatisfy { $0.kind == .process })
    // PANTONE 307 CV is a reference by number (model 1): no values to read.
    #expect(decoded.warnings.map(\.code) == ["cpl.model"])
    #expect(decoded.warnings.first?.location == .byte(offset: 0x94))
    #expect(decoded.warnings.first?.message.contains("'PANTONE 307 CV'") == true)
  }

  @Test func ccdcHoldsACountThenColoursOfEachModel() throws {
    let bytes: [UInt8] =
      [0xCC, 0xDC] + Self.u16(6)
      + Self.value(5, [0x40, 0x80, 0xC0]) + Self.single("Blue-ish")
      + Self.value(2, [100, 50, 0, 10]) + Self.single("Ink")
      + Self.value(6, [0x2C, 0x01, 255, 128]) + Self.single("Hue")
      + Self.value(7, [120, 0, 128, 255]) + Self.single("Green")
      + Self.value(9, [51]) + Self.single("Gray")
      + Self.value(12, [255, 0xEC, 30]) + Self.single("caf\u{E9}")
    let decoded = try Self.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["Blue-ish", "Ink", "Hue", "Green", "Gray", "café"])
    #expect(swatches[0].color == .srgb8(0xC0, 0x80, 0x40))
    #expect(swatches[1].color == PaletteColor(.cmyk(cyan: 1, magenta: 0.5, yellow: 0, black: 0.1)))
    #expect(
      swatches[2].color
        == PaletteColor(.hsb(hue: 300, saturation: 1, brightness: Float(128.0 / 255))))
    // HLS 120°, L 128/255, S 1 is the green of RGB (1/255, 1, 1/255): HSB 120°, 254/255, 1.
    guard case .hsb(let hue, let saturation, let brightness) = swatches[3].color.components else {
      Issue.record("HLS is read as HSB")
      return
    }
    #expect(hue == 120 && brightness == 1)
    #expect(abs(saturation - Float(254.0 / 255)) < 1e-6)
    #expect(swatches[4].color == PaletteColor(.gray(Float(204.0 / 255))))
    #expect(swatches[5].color == PaletteColor(.lab(l: 100, a: -20, b: 30)))
    #expect(decoded.palette.name == nil)
  }

  @Test func dcdcNamesThePaletteBeforeTheCount() throws {
    let bytes: [UInt8] =
      [0xDC, 0xDC] + Self.single("Custom") + Self.u16(1) + Self.value(3, [0, 255, 255, 0])
      + Self.single("Red")
    let palette = try Self.decode(bytes).palette
    #expect(palette.name == "Custom")
    #expect(
      palette.allSwatches == [
        Swatch(name: "Red", color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 1, black: 0)))
      ])
  }

  /// `CD BC`: a table of sections, UTF-16 names, and for a spot palette type an identifier and
  /// a second value, the process colour of an ink the first names by number.
  static let spotPalette: [UInt8] =
    [0xCD, 0xBC] + u32(3) + u32(0) + u32(30) + u32(1) + u32(41) + u32(2) + u32(43)
    + wide("Spots") + u16(8) + u16(1)
    + u32(7) + value(1, [0x63, 0x01, 0x64]) + value(2, [0, 100, 100, 0]) + wide("PANTONE Red")

  @Test func spotPalettesTakeTheSecondValueOfAReference() throws {
    let decoded = try Self.decode(Self.spotPalette)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == "Spots")
    #expect(
      decoded.palette.allSwatches == [
        Swatch(
          name: "PANTONE Red", color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 1, black: 0)),
          kind: .spot)
      ])
  }

  @Test func cdddGivesColumnsAndEndsEachColourWithItsPosition() throws {
    let bytes: [UInt8] =
      [0xCD, 0xDD] + Self.u32(4) + Self.u32(0) + Self.u32(38) + Self.u32(1) + Self.u32(47)
      + Self.u32(5) + Self.u32(49) + Self.u32(2) + Self.u32(53)
      + Self.wide("Grid") + Self.u16(38) + Self.u16(6) + Self.u16(2) + Self.u16(2)
      + Self.value(18, [255, 148, 98]) + Self.wide("Lab \u{E9}") + Self.u32(0) + Self.u32(3)
      + Self.u32(0)
      + Self.value(21, [0, 0, 255]) + Self.wide("") + Self.u32(0) + Self.u32(4) + Self.u32(0)
    let decoded = try Self.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == "Grid")
    #expect(decoded.palette.columns == 6)
    #expect(
      decoded.palette.allSwatches == [
        Swatch(name: "Lab é", color: PaletteColor(.lab(l: 100, a: 20, b: -30))),
        Swatch(color: .srgb8(255, 0, 0)),
      ])
  }

  @Test func bytesAfterTheColoursAreAWarning() throws {
    let decoded = try Self.decode([0xCC, 0xDC, 0, 0, 9])
    #expect(decoded.palette.swatchCount == 0)
    #expect(decoded.warnings.map(\.code) == ["cpl.trailing"])
    #expect(decoded.warnings.first?.location == .byte(offset: 4))
  }

  @Test func detection() throws {
    let format = CorelCPLFormat()
    #expect(format.sniff(Fixtures.bytes("cpl/real/LaserGlow.cpl")[...]) == .strong)
    #expect(format.sniff(Self.spotPalette[...]) == .strong)
    #expect(format.sniff([0xCC, 0xDC, 0, 0]) == .weak)
    // A table of no sections, or of sections that overlap it, is not a palette's.
    #expect(
      format.sniff(ArraySlice([0xCD, 0xDC] + Self.u32(0) + Self.u32(0) + Self.u32(0))) == .none)
    #expect(
      format.sniff(ArraySlice([0xCD, 0xDC] + Self.u32(1) + Self.u32(0) + Self.u32(4))) == .none)
    #expect(format.sniff([0x00, 0x01, 0, 0]) == .none)
    #expect(format.sniffEvidence(Self.spotPalette[...])?.contains("CD BC") == true)
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "wrong magic", bytes: [0x12, 0x34, 0, 0], kind: .invalidSignature,
      location: .byte(offset: 0)),
    BadInputCase(name: "empty", bytes: [], kind: .invalidSignature, location: .byte(offset: 0)),
    BadInputCase(
      name: "huge count",
      bytes: [0xCC, 0xDC] + u16(0xFFFF) + value(5, [1, 2, 3]) + single(""),
      kind: .unexpectedEndOfInput, location: .byte(offset: 2)),
    BadInputCase(
      name: "huge section count", bytes: [0xCD, 0xDC] + u32(0x1000_0000),
      kind: .unexpectedEndOfInput, location: .byte(offset: 2)),
    BadInputCase(
      name: "section past the end", bytes: [0xCD, 0xDC] + u32(1) + u32(2) + u32(5000),
      kind: .unexpectedEndOfInput, location: .byte(offset: 10)),
    BadInputCase(
      name: "no colour count", bytes: [0xCD, 0xDC] + u32(1) + u32(0) + u32(14) + single(""),
      kind: .invalidValue, location: .byte(offset: 2)),
    BadInputCase(
      name: "count at the end", bytes: [0xCD, 0xDC] + u32(1) + u32(2) + u32(14),
      kind: .unexpectedEndOfInput, location: .byte(offset: 14)),
    BadInputCase(
      name: "truncated name",
      bytes: [0xCC, 0xDC] + u16(1) + value(5, [1, 2, 3]) + [5] + Array("ab".utf8),
      kind: .unexpectedEndOfInput, location: .byte(offset: 17)),
    BadInputCase(
      name: "unpaired surrogate",
      bytes: [0xCD, 0xBC] + u32(2) + u32(0) + u32(22) + u32(2) + u32(25) + [1, 0x00, 0xD8]
        + u16(0),
      kind: .invalidEncoding, location: .byte(offset: 23)),
    BadInputCase(
      name: "low surrogate first",
      bytes: [0xCC, 0xBC] + u16(1) + value(5, [1, 2, 3]) + [2, 0x00, 0xDC, 0x00, 0xD8],
      kind: .invalidEncoding, location: .byte(offset: 17)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused { _ = try CorelCPLFormat().decode($0) }
  }

  @Test func aSurrogatePairIsOneCharacter() throws {
    let bytes: [UInt8] =
      [0xCC, 0xBC] + Self.u16(1) + Self.value(5, [1, 2, 3]) + Self.wide("\u{1F3A8}")
    #expect(try Self.decode(bytes).palette.allSwatches.first?.name == "\u{1F3A8}")
  }

  @Test func everyPrefixIsAnErrorWithAPlace() {
    EveryPrefix.check(
      Fixtures.bytes("cpl/real/LaserGlow.cpl"), .failsWithAPosition, with: CorelCPLFormat())
    EveryPrefix.check(Self.spotPalette, .failsWithAPosition, with: CorelCPLFormat())
  }
}
