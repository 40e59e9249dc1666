import PaletteCore
import Testing

@testable import PaletteThemes

/// One expected colour of a published scheme test.
struct ExpectedRole: Sendable, CustomTestStringConvertible {
  var role: MaterialRole
  var isDark: Bool
  var contrast: Double
  var rgb: UInt32

  init(_ role: MaterialRole, dark: Bool, _ contrast: Double, _ rgb: UInt32) {
    (self.role, self.isDark, self.contrast, self.rgb) = (role, dark, contrast, rgb)
  }

  var testDescription: String {
    "\(role.rawValue) \(isDark ? "dark" : "light") \(contrast)"
  }
}

/// Scheme roles against material-color-utilities' published scheme tests, colour for colour.
@Suite struct SchemeReferenceTests {
  static let blue = RGBA8(red: 0, green: 0, blue: 255)

  static func check(_ seed: RGBA8, _ variant: MaterialVariant, _ expected: ExpectedRole) {
    let scheme = MaterialScheme(
      seed: seed, variant: variant, isDark: expected.isDark, contrast: expected.contrast)
    let actual = scheme[expected.role]
    #expect(
      actual == HCTTests.color(expected.rgb),
      "\(expected.testDescription): \(actual.hexString()) (tone \(scheme.tone(of: expected.role)))")
  }

  /// `typescript/scheme/scheme_tonal_spot_test.ts`, seed #0000FF.
  @Test(arguments: [
    ExpectedRole(.primary, dark: false, -1, 0x6C70AA),
    ExpectedRole(.primary, dark: false, 0, 0x555992),
    ExpectedRole(.primary, dark: false, 1, 0x181C51),
    ExpectedRole(.primaryContainer, dark: false, -1, 0xE0E0FF),
    ExpectedRole(.primaryContainer, dark: false, 0, 0xE0E0FF),
    ExpectedRole(.primaryContainer, dark: false, 1, 0x3A3E74),
    ExpectedRole(.onPrimaryContainer, dark: false, -1, 0x5C5F98),
    ExpectedRole(.onPrimaryContainer, dark: false, 0, 0x11144B),
    ExpectedRole(.onPrimaryContainer, dark: false, 1, 0xD6D6FF),
    ExpectedRole(.surface, dark: false, -1, 0xFBF8FF),
    ExpectedRole(.surface, dark: false, 0, 0xFBF8FF),
    ExpectedRole(.surface, dark: false, 1, 0xFBF8FF),
    ExpectedRole(.onSurface, dark: false, -1, 0x5F5E65),
    ExpectedRole(.onSurface, dark: false, 0, 0x1B1B21),
    ExpectedRole(.onSurface, dark: false, 1, 0x1A1A20),
    ExpectedRole(.onSecondary, dark: false, -1, 0xCFCFE7),
    ExpectedRole(.onSecondary, dark: false, 0, 0xFFFFFF),
    ExpectedRole(.onSecondary, dark: false, 1, 0xABABC3),
    ExpectedRole(.onTertiary, dark: false, -1, 0xF3C3DF),
    ExpectedRole(.onTertiary, dark: false, 0, 0xFFFFFF),
    ExpectedRole(.onTertiary, dark: false, 1, 0xCDA0BB),
    ExpectedRole(.onError, dark: false, -1, 0xFFC2BB),
    ExpectedRole(.onError, dark: false, 0, 0xFFFFFF),
    ExpectedRole(.onError, dark: false, 1, 0xFF8D80),
    ExpectedRole(.primary, dark: true, -1, 0x6C70AA),
    ExpectedRole(.primary, dark: true, 0, 0xBEC2FF),
    ExpectedRole(.primary, dark: true, 1, 0xF6F4FF),
    ExpectedRole(.primaryContainer, dark: true, -1, 0x3E4278),
    ExpectedRole(.primaryContainer, dark: true, 0, 0x3E4278),
    ExpectedRole(.primaryContainer, dark: true, 1, 0xC4C6FF),
    ExpectedRole(.onPrimaryContainer, dark: true, -1, 0xADB0EF),
    ExpectedRole(.onPrimaryContainer, dark: true, 0, 0xE0E0FF),
    ExpectedRole(.onPrimaryContainer, dark: true, 1, 0x30346A),
    ExpectedRole(.onTertiaryContainer, dark: true, -1, 0xD5A8C3),
    ExpectedRole(.onTertiaryContainer, dark: true, 0, 0xFFD8EE),
    ExpectedRole(.onTertiaryContainer, dark: true, 1, 0x4F2E44),
    ExpectedRole(.onSecondary, dark: true, -1, 0xFFFBFF),
    ExpectedRole(.onSecondary, dark: true, 0, 0x2E2F42),
    ExpectedRole(.onSecondary, dark: true, 1, 0x505165),
    ExpectedRole(.onTertiary, dark: true, -1, 0xFFFBFF),
    ExpectedRole(.onTertiary, dark: true, 0, 0x46263B),
    ExpectedRole(.onTertiary, dark: true, 1, 0x6B485F),
    ExpectedRole(.onError, dark: true, -1, 0xFFFBFF),
    ExpectedRole(.onError, dark: true, 0, 0x690005),
    ExpectedRole(.onError, dark: true, 1, 0xA80710),
    ExpectedRole(.surface, dark: true, -1, 0x131318),
    ExpectedRole(.surface, dark: true, 0, 0x131318),
    ExpectedRole(.surface, dark: true, 1, 0x131318),
    ExpectedRole(.onSurface, dark: true, -1, 0xA4A2A9),
    ExpectedRole(.onSurface, dark: true, 0, 0xE4E1E9),
    ExpectedRole(.onSurface, dark: true, 1, 0xE5E2EA),
  ])
  func tonalSpot(_ expected: ExpectedRole) {
    Self.check(Self.blue, .tonalSpot, expected)
  }

  /// `typescript/scheme/scheme_content_test.ts`, seed #0000FF.
  @Test(arguments: [
    ExpectedRole(.primary, dark: false, -1, 0x1218FF),
    ExpectedRole(.primary, dark: false, 0, 0x0001C3),
    ExpectedRole(.primary, dark: false, 1, 0x000181),
    ExpectedRole(.primaryContainer, dark: false, -1, 0x5660FF),
    ExpectedRole(.primaryContainer, dark: false, 0, 0x2D36FF),
    ExpectedRole(.primaryContainer, dark: false, 1, 0x0000E3),
    ExpectedRole(.tertiaryContainer, dark: false, -1, 0xB042CC),
    ExpectedRole(.tertiaryContainer, dark: false, 0, 0x9221AF),
    ExpectedRole(.tertiaryContainer, dark: false, 1, 0x73008E),
    ExpectedRole(.onPrimaryContainer, dark: false, -1, 0xCBCDFF),
    ExpectedRole(.onPrimaryContainer, dark: false, 0, 0xCECFFF),
    ExpectedRole(.onPrimaryContainer, dark: false, 1, 0xD6D6FF),
    ExpectedRole(.surface, dark: false, -1, 0xFBF8FF),
    ExpectedRole(.surface, dark: false, 0, 0xFBF8FF),
    ExpectedRole(.surface, dark: false, 1, 0xFBF8FF),
    ExpectedRole(.primary, dark: true, -1, 0x5660FF),
    ExpectedRole(.primary, dark: true, 0, 0xBEC2FF),
    ExpectedRole(.primary, dark: true, 1, 0xF6F4FF),
    ExpectedRole(.primaryContainer, dark: true, -1, 0x0000E6),
    ExpectedRole(.primaryContainer, dark: true, 0, 0x0000E6),
    ExpectedRole(.primaryContainer, dark: true, 1, 0xC4C6FF),
    ExpectedRole(.onPrimaryContainer, dark: true, -1, 0x7A83FF),
    ExpectedRole(.onPrimaryContainer, dark: true, 0, 0xA4AAFF),
    ExpectedRole(.onPrimaryContainer, dark: true, 1, 0x0001C6),
    ExpectedRole(.onTertiaryContainer, dark: true, -1, 0xCF60EA),
    ExpectedRole(.onTertiaryContainer, dark: true, 0, 0xEB8CFF),
    ExpectedRole(.onTertiaryContainer, dark: true, 1, 0x63007B),
    ExpectedRole(.surface, dark: true, -1, 0x12121D),
    ExpectedRole(.surface, dark: true, 0, 0x12121D),
    ExpectedRole(.surface, dark: true, 1, 0x12121D),
  ])
  func content(_ expected: ExpectedRole) {
    Self.check(Self.blue, .content, expected)
  }

  /// The objectionable (disliked) tertiary container of a purple seed is lightened.
  @Test(arguments: [
    ExpectedRole(.tertiaryContainer, dark: false, -1, 0xD03A71),
    ExpectedRole(.tertiaryContainer, dark: false, 0, 0xAC1B57),
    ExpectedRole(.tertiaryContainer, dark: false, 1, 0x870040),
  ])
  func contentDislikedTertiary(_ expected: ExpectedRole) {
    Self.check(RGBA8(red: 0x85, green: 0x00, blue: 0x96), .content, expected)
  }
}
