import PaletteCore
import Testing

@testable import PaletteThemes

/// Tonal palettes and key colours against material-color-utilities' published values:
/// `dart/test/palettes_test.dart` (commit 5a649f2688997a259a6e6ef99c81aa6a709c3b04) for the
/// tones of pure blue's hue and chroma, of its hue at chroma 16 (the core palette's secondary)
/// and of its content secondary; `typescript/scheme/scheme_tonal_spot_test.ts` and
/// `scheme_content_test.ts` (commit 182a9248a27de554a011a68776b0dd8135e1cfa8) for key colours;
/// `swift/Tests/MaterialColorUtilitiesTests/PalettesTest/TonalPalettesTests.swift` (commit
/// 6112292fddb5bc0ad0ef6fd0d4a97743f59950d0) for key colours' hue, chroma and tone. Colours are compared exactly.
///
/// A published key colour is the palette key-colour role, the palette at the key colour's tone
/// (``TonalPalette/keyColorRole``).
@Suite struct TonalPaletteTests {
  static let blue = RGBA8(red: 0, green: 0, blue: 255)

  @Test func tonesOfBlue() {
    let palette = TonalPalette(of: Self.blue)
    let expected: [(Double, UInt32)] = [
      (0, 0x000000), (3, 0x00003C), (10, 0x00006E), (20, 0x0001AC), (30, 0x0000EF),
      (40, 0x343DFF), (50, 0x5A64FF), (60, 0x7C84FF), (70, 0x9DA3FF), (80, 0xBEC2FF),
      (90, 0xE0E0FF), (95, 0xF1EFFF), (99, 0xFFFBFF), (100, 0xFFFFFF),
    ]
    for (tone, rgb) in expected {
      #expect(palette.tone(tone) == HCTTests.color(rgb), "tone \(tone)")
    }
  }

  @Test func tonesOfBlueHueAtChroma16() {
    let palette = TonalPalette(hue: HCT(Self.blue).hue, chroma: 16)
    let expected: [(Double, UInt32)] = [
      (100, 0xFFFFFF), (95, 0xF1EFFF), (90, 0xE1E0F9), (80, 0xC5C4DD), (70, 0xA9A9C1),
      (60, 0x8F8FA6), (50, 0x75758B), (40, 0x5C5D72), (30, 0x444559), (20, 0x2E2F42),
      (10, 0x191A2C), (0, 0x000000),
    ]
    for (tone, rgb) in expected {
      #expect(palette.tone(tone) == HCTTests.color(rgb), "tone \(tone)")
    }
  }

  @Test func keyColorsOfTonalSpotBlue() {
    let scheme = MaterialScheme(seed: Self.blue, variant: .tonalSpot)
    #expect(scheme.primaryPalette.keyColorRole == HCTTests.color(0x6E72AC))
    #expect(scheme.secondaryPalette.keyColorRole == HCTTests.color(0x75758B))
    #expect(scheme.tertiaryPalette.keyColorRole == HCTTests.color(0x936B84))
    #expect(scheme.neutralPalette.keyColorRole == HCTTests.color(0x77767D))
    #expect(scheme.neutralVariantPalette.keyColorRole == HCTTests.color(0x777680))
  }

  @Test func keyColorsOfContentBlue() {
    let scheme = MaterialScheme(seed: Self.blue, variant: .content)
    #expect(scheme.primaryPalette.keyColorRole == HCTTests.color(0x080CFF))
    #expect(scheme.secondaryPalette.keyColorRole == HCTTests.color(0x656DD3))
    #expect(scheme.tertiaryPalette.keyColorRole == HCTTests.color(0x81009F))
    #expect(scheme.neutralPalette.keyColorRole == HCTTests.color(0x767684))
    #expect(scheme.neutralVariantPalette.keyColorRole == HCTTests.color(0x757589))
  }

  /// The role is the palette solved again at the key colour's tone, which moves blue's chroma
  /// 36 key colour (#6E72AD, solved at T50) by one in blue.
  @Test func keyColorRoleIsThePaletteAtTheKeyTone() {
    let palette = TonalPalette(hue: HCT(Self.blue).hue, chroma: 36)
    #expect(palette.keyColor.rgba8 == palette.tone(50))
    #expect(palette.keyColorRole == palette.tone(palette.keyColor.tone))
    #expect(palette.keyColorRole == HCTTests.color(0x6E72AC))
  }

  /// Hue 50 at chroma 60: the chroma is reached (within 0.5), the hue kept (within 10).
  @Test func keyColorWithReachableChroma() {
    let key = TonalPalette(hue: 50, chroma: 60).keyColor
    #expect(abs(key.hue - 50) <= 10)
    #expect(abs(key.chroma - 60) <= 0.5)
    #expect(key.tone > 0 && key.tone < 100)
  }

  /// Hue 149 at chroma 200, beyond its peak (89.6 at T87.9): the key colour has more than 89.
  @Test func keyColorWithUnreachableChroma() {
    let key = TonalPalette(hue: 149, chroma: 200).keyColor
    #expect(abs(key.hue - 149) <= 10)
    #expect(key.chroma > 89)
    #expect(key.tone > 0 && key.tone < 100)
  }

  /// Hue 50 at chroma 3: most tones reach it, so the key colour stays at T50 (within 0.5).
  @Test func keyColorWithLowChroma() {
    let key = TonalPalette(hue: 50, chroma: 3).keyColor
    #expect(abs(key.hue - 50) <= 10)
    #expect(abs(key.chroma - 3) <= 0.5)
    #expect(abs(key.tone - 50) <= 0.5)
  }
}
