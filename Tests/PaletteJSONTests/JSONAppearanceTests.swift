import PaletteCore
import TestSupport
import Testing

@testable import PaletteJSON

/// Appearance variants (dark, high contrast) in palconv JSON: written after the colour, read
/// back bit for bit, checked like a swatch's colour.
@Suite struct JSONAppearanceTests {
  let format = JSONPaletteFormat()

  static let themed = Palette(
    name: "Themed",
    swatches: [
      Swatch(
        name: "Text", color: .srgb8(0x11, 0x11, 0x11),
        appearances: [
          .dark: .srgb8(0xEE, 0xEE, 0xEE),
          .highContrastLight: .srgb8(0, 0, 0),
          .highContrastDark: PaletteColor(.displayP3(red: 1, green: 1, blue: 1), alpha: 0.9),
        ]),
      Swatch(
        name: "Accent", color: PaletteColor(.oklch(l: 0.6, c: 0.2, h: 250)), kind: .spot,
        appearances: [.dark: .srgb8(0x33, 0x66, 0xFF, alpha: 0x80)]),
      Swatch(name: "Plain", color: .srgb8(0x80, 0x80, 0x80)),
    ])

  @Test func goldenFileHoldsEveryVariant() throws {
    let bytes = Fixtures.bytes("json/valid/appearances.json")
    let encoded = try format.encode(Self.themed)
    #expect(encoded == bytes, "\(String(decoding: encoded, as: UTF8.self))")
    let decoded = try format.decode(bytes)
    #expect(decoded.palette == Self.themed)
    #expect(decoded.palette.allSwatches[0].appearances.count == 3)
    #expect(decoded.warnings.isEmpty)
  }

  @Test func theVariantsAreOneLineAfterTheColour() throws {
    let text = String(decoding: try format.encode(Self.themed), as: UTF8.self)
    #expect(
      text.contains(
        "{ \"name\": \"Accent\", \"kind\": \"spot\", \"model\": \"oklch\", \"values\": [0.6, 0.2, "
          + "250], \"appearances\": { \"dark\": { \"hex\": \"#3366FF80\" } } }"))
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func randomPalettesWithVariantsRoundTrip(seed: UInt64) throws {
    let palette = RandomPalette.make(seed: seed, appearances: Appearance.allCases)
    let bytes = try format.encode(palette)
    let decoded = try format.decode(bytes)
    #expect(decoded.palette == palette)
    #expect(try format.encode(decoded.palette) == bytes)
  }

  @Test func equalityAndHashingSeeTheVariants() {
    var first = Swatch(name: "A", color: .srgb8(1, 2, 3))
    var second = first
    #expect(first == second)
    second.appearances[.dark] = .srgb8(4, 5, 6)
    #expect(first != second)
    first.appearances[.dark] = .srgb8(4, 5, 6)
    #expect(first == second && first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }

  @Test func anUnknownAppearanceIsAWarningAtItsName() throws {
    let text = """
      {"format": "palconv-palette", "version": 1, "groups": [{"swatches": [
      {"hex": "#000000", "appearances": {"sepia": {"hex": "#704214"}, "dark": {"hex": "#FFFFFF"}}}
      ]}]}
      """
    let decoded = try format.decode(Array(text.utf8))
    #expect(decoded.warnings.map(\.code) == ["json.unknown-appearance"])
    #expect(decoded.warnings.first?.location == .text(line: 2, column: 36))
    #expect(decoded.palette.allSwatches[0].appearances == [.dark: .srgb8(255, 255, 255)])
  }

  /// Each bad variant, the error kind, the column of the offending token and a part of the
  /// message.
  @Test(arguments: [
    ("{\"dark\": \"#FFFFFF\"}", PaletteError.Kind.invalidValue, 44, "must be an object"),
    ("{\"dark\": {\"name\": \"x\", \"hex\": \"#FFFFFF\"}}", .invalidValue, 45, "cannot have"),
    ("{\"dark\": {}}", .invalidValue, 44, "has no colour"),
    ("{\"dark\": {\"hex\": \"#FFF\"}}", .invalidValue, 52, "hex"),
    ("{\"dark\": {\"model\": \"srgb\", \"values\": [1, 2]}}", .invalidValue, 72, "values"),
    ("[1]", .invalidValue, 35, "must be an object"),
    ("{\"dark\": {\"hex\": \"#FFFFFF\", \"alpha\": 1e39}}", .invalidValue, 72, "alpha"),
  ])
  func aBadVariantFailsAtItsToken(
    _ value: String, _ kind: PaletteError.Kind, _ column: Int, _ words: String
  ) {
    let text =
      "{\"format\": \"palconv-palette\", \"version\": 1, \"groups\": [{\"swatches\": [\n"
      + "{\"hex\": \"#000000\", \"appearances\": \(value)}\n]}]}"
    do {
      _ = try format.decode(Array(text.utf8))
      Issue.record("decoded \(value)")
    } catch {
      #expect(error.kind == kind, "\(value)")
      #expect(error.location == .text(line: 2, column: column), "\(value): \(error.message)")
      #expect(error.message.contains(words), "\(error.message)")
      #expect(error.message.contains("/groups/0/swatches/0/appearances"), "\(error.message)")
    }
  }

  @Test func aNonFiniteVariantCannotBeWritten() {
    let palette = Palette(swatches: [
      Swatch(color: .srgb8(0, 0, 0), appearances: [.highContrastDark: .srgb(.nan, 0, 0)])
    ])
    #expect(throws: PaletteError.self) { try format.encode(palette) }
  }

  @Test func capabilitiesKeepEveryAppearance() {
    #expect(format.capabilities.appearances == Set(Appearance.allCases))
    #expect(format.losses(writing: Self.themed).isEmpty)
  }
}
