import PaletteCore
import Testing

@testable import PaletteThemes

/// One colour a published scheme test gives: a role's colour, or a palette's key colour, of
/// one seed, variant, appearance and contrast level.
struct PublishedColor: Sendable, CustomTestStringConvertible {
  /// Which colour of the scheme.
  enum Target: Sendable {
    case role(MaterialRole)
    case keyColor(MaterialPaletteName)
  }

  /// The palettes a published test gives a key colour for.
  enum MaterialPaletteName: String, Sendable {
    case primary, secondary, tertiary, neutral, neutralVariant
  }

  var seed: UInt32
  var variant: MaterialVariant
  var target: Target
  var isDark: Bool
  var contrast: Double
  var rgb: UInt32

  init(
    _ seed: UInt32, _ variant: MaterialVariant, _ target: Target, dark: Bool, _ contrast: Double,
    _ rgb: UInt32
  ) {
    (self.seed, self.variant, self.target) = (seed, variant, target)
    (self.isDark, self.contrast, self.rgb) = (dark, contrast, rgb)
  }

  var testDescription: String {
    let what: String
    switch target {
    case .role(let role): what = role.rawValue
    case .keyColor(let palette): what = "\(palette.rawValue) key colour"
    }
    let seedHex = HCTTests.color(seed).hexString()
    return "\(seedHex) \(variant.rawValue) \(what) \(isDark ? "dark" : "light") \(contrast)"
  }

  /// Checks palconv's colour against the published one, every 8-bit channel.
  func check() {
    let scheme = MaterialScheme(
      seed: HCTTests.color(seed), variant: variant, isDark: isDark, contrast: contrast)
    let actual: RGBA8
    let tone: Double
    switch target {
    case .role(let role):
      actual = scheme[role]
      tone = scheme.tone(of: role)
    case .keyColor(let name):
      let palette =
        switch name {
        case .primary: scheme.primaryPalette
        case .secondary: scheme.secondaryPalette
        case .tertiary: scheme.tertiaryPalette
        case .neutral: scheme.neutralPalette
        case .neutralVariant: scheme.neutralVariantPalette
        }
      actual = palette.keyColorRole
      tone = palette.keyColor.tone
    }
    #expect(
      actual == HCTTests.color(rgb),
      "\(testDescription): \(actual.hexString()) (tone \(tone))")
  }
}

/// A role's tone a published test gives, with the test's tolerance.
struct PublishedTone: Sendable, CustomTestStringConvertible {
  var seed: UInt32
  var variant: MaterialVariant
  var role: MaterialRole
  var isDark: Bool
  var tone: Double
  var tolerance: Double

  init(
    _ seed: UInt32, _ variant: MaterialVariant, _ role: MaterialRole, dark: Bool, _ tone: Double,
    within tolerance: Double
  ) {
    (self.seed, self.variant, self.role) = (seed, variant, role)
    (self.isDark, self.tone, self.tolerance) = (dark, tone, tolerance)
  }

  var testDescription: String {
    let seedHex = HCTTests.color(seed).hexString()
    return "\(seedHex) \(variant.rawValue) \(role.rawValue) \(isDark ? "dark" : "light")"
  }

  /// Checks the tone of palconv's colour (its L\*) against the published one.
  func check() {
    let scheme = MaterialScheme(seed: HCTTests.color(seed), variant: variant, isDark: isDark)
    let actual = scheme.hct(of: role).tone
    #expect(abs(actual - tone) <= tolerance, "\(testDescription): tone \(actual)")
  }
}

/// Every variant's schemes against material-color-utilities' published scheme tests, colour
/// for colour (Apache-2.0): `swift/Tests/MaterialColorUtilitiesTests/SchemeTests/`, commit
/// 6112292fddb5bc0ad0ef6fd0d4a97743f59950d0, whose library implements the 2021 spec alone, in
/// the revision of `java/dynamiccolor/ColorSpec2021.java` this module follows. Key colours are
/// the palette key-colour roles (``TonalPalette/keyColorRole``).
@Suite struct SchemeVariantReferenceTests {
  /// `SchemeTonalSpotTests.swift`, 70 values.
  @Test(arguments: [
    PublishedColor(0x0000FF, .tonalSpot, .role(.primary), dark: false, 0, 0x555992),
    PublishedColor(0x0000FF, .tonalSpot, .role(.primary), dark: true, 0, 0xBEC2FF),
    PublishedColor(0x6750A4, .tonalSpot, .role(.primary), dark: false, 0, 0x65558F),
    PublishedColor(0x6750A4, .tonalSpot, .role(.secondary), dark: false, 0, 0x625B71),
    PublishedColor(0x6750A4, .tonalSpot, .role(.tertiary), dark: false, 0, 0x7E5260),
    PublishedColor(0x6750A4, .tonalSpot, .role(.surface), dark: false, 0, 0xFDF7FF),
    PublishedColor(0x6750A4, .tonalSpot, .role(.onSurface), dark: false, 0, 0x1D1B20),
    PublishedColor(0x6750A4, .tonalSpot, .role(.primary), dark: true, 0, 0xCFBDFE),
    PublishedColor(0x6750A4, .tonalSpot, .role(.secondary), dark: true, 0, 0xCBC2DB),
    PublishedColor(0x6750A4, .tonalSpot, .role(.tertiary), dark: true, 0, 0xEFB8C8),
    PublishedColor(0x6750A4, .tonalSpot, .role(.surface), dark: true, 0, 0x141218),
    PublishedColor(0x6750A4, .tonalSpot, .role(.onSurface), dark: true, 0, 0xE6E0E9),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.primary), dark: false, 0, 0x814C77),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onPrimary), dark: false, 0, 0xFFFFFF),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.primaryContainer), dark: false, 0, 0xFFD7F3),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onPrimaryContainer), dark: false, 0, 0x67355E),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.secondary), dark: false, 0, 0x6E5868),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onSecondary), dark: false, 0, 0xFFFFFF),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.secondaryContainer), dark: false, 0, 0xF8DAEE),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onSecondaryContainer), dark: false, 0, 0x554050),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.tertiary), dark: false, 0, 0x815343),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onTertiary), dark: false, 0, 0xFFFFFF),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.tertiaryContainer), dark: false, 0, 0xFFDBD0),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onTertiaryContainer), dark: false, 0, 0x663C2D),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.error), dark: false, 0, 0xBA1A1A),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onError), dark: false, 0, 0xFFFFFF),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.errorContainer), dark: false, 0, 0xFFDAD6),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onErrorContainer), dark: false, 0, 0x93000A),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.background), dark: false, 0, 0xFFF7F9),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onBackground), dark: false, 0, 0x201A1E),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.surface), dark: false, 0, 0xFFF7F9),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onSurface), dark: false, 0, 0x201A1E),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.surfaceVariant), dark: false, 0, 0xEEDEE7),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onSurfaceVariant), dark: false, 0, 0x4E444B),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.outline), dark: false, 0, 0x80747B),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.outlineVariant), dark: false, 0, 0xD2C2CB),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.shadow), dark: false, 0, 0x000000),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.scrim), dark: false, 0, 0x000000),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.inverseSurface), dark: false, 0, 0x362E33),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.inverseOnSurface), dark: false, 0, 0xFAEDF3),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.inversePrimary), dark: false, 0, 0xF3B2E4),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.primary), dark: true, 0, 0xF3B2E4),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onPrimary), dark: true, 0, 0x4D1F47),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.primaryContainer), dark: true, 0, 0x67355E),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onPrimaryContainer), dark: true, 0, 0xFFD7F3),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.secondary), dark: true, 0, 0xDBBED1),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onSecondary), dark: true, 0, 0x3E2A39),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.secondaryContainer), dark: true, 0, 0x554050),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onSecondaryContainer), dark: true, 0, 0xF8DAEE),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.tertiary), dark: true, 0, 0xF5B9A5),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onTertiary), dark: true, 0, 0x4C2619),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.tertiaryContainer), dark: true, 0, 0x663C2D),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onTertiaryContainer), dark: true, 0, 0xFFDBD0),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.error), dark: true, 0, 0xFFB4AB),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onError), dark: true, 0, 0x690005),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.errorContainer), dark: true, 0, 0x93000A),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onErrorContainer), dark: true, 0, 0xFFDAD6),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.background), dark: true, 0, 0x181216),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onBackground), dark: true, 0, 0xECDFE5),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.surface), dark: true, 0, 0x181216),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onSurface), dark: true, 0, 0xECDFE5),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.surfaceVariant), dark: true, 0, 0x4E444B),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.onSurfaceVariant), dark: true, 0, 0xD2C2CB),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.outline), dark: true, 0, 0x9A8D95),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.outlineVariant), dark: true, 0, 0x4E444B),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.shadow), dark: true, 0, 0x000000),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.scrim), dark: true, 0, 0x000000),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.inverseSurface), dark: true, 0, 0xECDFE5),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.inverseOnSurface), dark: true, 0, 0x362E33),
    PublishedColor(0xFA2BEC, .tonalSpot, .role(.inversePrimary), dark: true, 0, 0x814C77),
  ])
  func tonalSpot(_ expected: PublishedColor) { expected.check() }

  /// `SchemeTonalSpotTests.swift`, 58 values.
  @Test(arguments: [
    PublishedColor(0xFA2BEC, .content, .role(.primary), dark: false, 0, 0xA7009E),
    PublishedColor(0xFA2BEC, .content, .role(.onPrimary), dark: false, 0, 0xFFFFFF),
    PublishedColor(0xFA2BEC, .content, .role(.primaryContainer), dark: false, 0, 0xD100C6),
    PublishedColor(0xFA2BEC, .content, .role(.onPrimaryContainer), dark: false, 0, 0xFFFBFF),
    PublishedColor(0xFA2BEC, .content, .role(.secondary), dark: false, 0, 0x9E2D93),
    PublishedColor(0xFA2BEC, .content, .role(.onSecondary), dark: false, 0, 0xFFFFFF),
    PublishedColor(0xFA2BEC, .content, .role(.secondaryContainer), dark: false, 0, 0xFF83EC),
    PublishedColor(0xFA2BEC, .content, .role(.onSecondaryContainer), dark: false, 0, 0x7C0276),
    PublishedColor(0xFA2BEC, .content, .role(.tertiary), dark: false, 0, 0xB51830),
    PublishedColor(0xFA2BEC, .content, .role(.onTertiary), dark: false, 0, 0xFFFFFF),
    PublishedColor(0xFA2BEC, .content, .role(.tertiaryContainer), dark: false, 0, 0xD83546),
    PublishedColor(0xFA2BEC, .content, .role(.onTertiaryContainer), dark: false, 0, 0xFFFBFF),
    PublishedColor(0xFA2BEC, .content, .role(.error), dark: false, 0, 0xBA1A1A),
    PublishedColor(0xFA2BEC, .content, .role(.onError), dark: false, 0, 0xFFFFFF),
    PublishedColor(0xFA2BEC, .content, .role(.errorContainer), dark: false, 0, 0xFFDAD6),
    PublishedColor(0xFA2BEC, .content, .role(.onErrorContainer), dark: false, 0, 0x93000A),
    PublishedColor(0xFA2BEC, .content, .role(.background), dark: false, 0, 0xFFF7F9),
    PublishedColor(0xFA2BEC, .content, .role(.onBackground), dark: false, 0, 0x251722),
    PublishedColor(0xFA2BEC, .content, .role(.surface), dark: false, 0, 0xFFF7F9),
    PublishedColor(0xFA2BEC, .content, .role(.onSurface), dark: false, 0, 0x251722),
    PublishedColor(0xFA2BEC, .content, .role(.surfaceVariant), dark: false, 0, 0xF9DAEE),
    PublishedColor(0xFA2BEC, .content, .role(.onSurfaceVariant), dark: false, 0, 0x564050),
    PublishedColor(0xFA2BEC, .content, .role(.outline), dark: false, 0, 0x897081),
    PublishedColor(0xFA2BEC, .content, .role(.outlineVariant), dark: false, 0, 0xDCBED2),
    PublishedColor(0xFA2BEC, .content, .role(.shadow), dark: false, 0, 0x000000),
    PublishedColor(0xFA2BEC, .content, .role(.scrim), dark: false, 0, 0x000000),
    PublishedColor(0xFA2BEC, .content, .role(.inverseSurface), dark: false, 0, 0x3B2C37),
    PublishedColor(0xFA2BEC, .content, .role(.inverseOnSurface), dark: false, 0, 0xFFEBF6),
    PublishedColor(0xFA2BEC, .content, .role(.inversePrimary), dark: false, 0, 0xFFABEE),
    PublishedColor(0xFA2BEC, .content, .role(.primary), dark: true, 0, 0xFFABEE),
    PublishedColor(0xFA2BEC, .content, .role(.onPrimary), dark: true, 0, 0x5C0057),
    PublishedColor(0xFA2BEC, .content, .role(.primaryContainer), dark: true, 0, 0xFA2BEC),
    PublishedColor(0xFA2BEC, .content, .role(.onPrimaryContainer), dark: true, 0, 0x51004C),
    PublishedColor(0xFA2BEC, .content, .role(.secondary), dark: true, 0, 0xFFABEE),
    PublishedColor(0xFA2BEC, .content, .role(.onSecondary), dark: true, 0, 0x5C0057),
    PublishedColor(0xFA2BEC, .content, .role(.secondaryContainer), dark: true, 0, 0x840F7C),
    PublishedColor(0xFA2BEC, .content, .role(.onSecondaryContainer), dark: true, 0, 0xFF93EC),
    PublishedColor(0xFA2BEC, .content, .role(.tertiary), dark: true, 0, 0xFFB3B2),
    PublishedColor(0xFA2BEC, .content, .role(.onTertiary), dark: true, 0, 0x680014),
    PublishedColor(0xFA2BEC, .content, .role(.tertiaryContainer), dark: true, 0, 0xFF525F),
    PublishedColor(0xFA2BEC, .content, .role(.onTertiaryContainer), dark: true, 0, 0x5B0010),
    PublishedColor(0xFA2BEC, .content, .role(.error), dark: true, 0, 0xFFB4AB),
    PublishedColor(0xFA2BEC, .content, .role(.onError), dark: true, 0, 0x690005),
    PublishedColor(0xFA2BEC, .content, .role(.errorContainer), dark: true, 0, 0x93000A),
    PublishedColor(0xFA2BEC, .content, .role(.onErrorContainer), dark: true, 0, 0xFFDAD6),
    PublishedColor(0xFA2BEC, .content, .role(.background), dark: true, 0, 0x1C0F19),
    PublishedColor(0xFA2BEC, .content, .role(.onBackground), dark: true, 0, 0xF4DCEB),
    PublishedColor(0xFA2BEC, .content, .role(.surface), dark: true, 0, 0x1C0F19),
    PublishedColor(0xFA2BEC, .content, .role(.onSurface), dark: true, 0, 0xF4DCEB),
    PublishedColor(0xFA2BEC, .content, .role(.surfaceVariant), dark: true, 0, 0x564050),
    PublishedColor(0xFA2BEC, .content, .role(.onSurfaceVariant), dark: true, 0, 0xDCBED2),
    PublishedColor(0xFA2BEC, .content, .role(.outline), dark: true, 0, 0xA4899B),
    PublishedColor(0xFA2BEC, .content, .role(.outlineVariant), dark: true, 0, 0x564050),
    PublishedColor(0xFA2BEC, .content, .role(.shadow), dark: true, 0, 0x000000),
    PublishedColor(0xFA2BEC, .content, .role(.scrim), dark: true, 0, 0x000000),
    PublishedColor(0xFA2BEC, .content, .role(.inverseSurface), dark: true, 0, 0xF4DCEB),
    PublishedColor(0xFA2BEC, .content, .role(.inverseOnSurface), dark: true, 0, 0x3B2C37),
    PublishedColor(0xFA2BEC, .content, .role(.inversePrimary), dark: true, 0, 0xAB00A2),
  ])
  func contentInTonalSpotFile(_ expected: PublishedColor) { expected.check() }

  /// `SchemeContentTests.swift`, 38 values.
  @Test(arguments: [
    PublishedColor(0x0000FF, .content, .keyColor(.primary), dark: false, 0, 0x080CFF),
    PublishedColor(0x0000FF, .content, .keyColor(.secondary), dark: false, 0, 0x656DD3),
    PublishedColor(0x0000FF, .content, .keyColor(.tertiary), dark: false, 0, 0x81009F),
    PublishedColor(0x0000FF, .content, .keyColor(.neutral), dark: false, 0, 0x767684),
    PublishedColor(0x0000FF, .content, .keyColor(.neutralVariant), dark: false, 0, 0x757589),
    PublishedColor(0x0000FF, .content, .role(.primary), dark: false, -1, 0x5660FF),
    PublishedColor(0x0000FF, .content, .role(.primary), dark: false, 0, 0x0001BB),
    PublishedColor(0x0000FF, .content, .role(.primary), dark: false, 1, 0x00019F),
    PublishedColor(0x0000FF, .content, .role(.primaryContainer), dark: false, -1, 0xD5D6FF),
    PublishedColor(0x0000FF, .content, .role(.primaryContainer), dark: false, 0, 0x0000FF),
    PublishedColor(0x0000FF, .content, .role(.primaryContainer), dark: false, 1, 0x0000F6),
    PublishedColor(0x0000FF, .content, .role(.tertiaryContainer), dark: false, -1, 0xFAC9FF),
    PublishedColor(0x0000FF, .content, .role(.tertiaryContainer), dark: false, 0, 0x81009F),
    PublishedColor(0x0000FF, .content, .role(.tertiaryContainer), dark: false, 1, 0x7D009A),
    PublishedColor(0x0000FF, .content, .role(.onPrimaryContainer), dark: false, -1, 0x5E68FF),
    PublishedColor(0x0000FF, .content, .role(.onPrimaryContainer), dark: false, 0, 0xB3B7FF),
    PublishedColor(0x0000FF, .content, .role(.onPrimaryContainer), dark: false, 1, 0xFFFFFF),
    PublishedColor(0x0000FF, .content, .role(.surface), dark: false, -1, 0xFBF8FF),
    PublishedColor(0x0000FF, .content, .role(.surface), dark: false, 0, 0xFBF8FF),
    PublishedColor(0x0000FF, .content, .role(.surface), dark: false, 1, 0xFBF8FF),
    PublishedColor(0x0000FF, .content, .role(.primary), dark: true, -1, 0x7C84FF),
    PublishedColor(0x0000FF, .content, .role(.primary), dark: true, 0, 0xBEC2FF),
    PublishedColor(0x0000FF, .content, .role(.primary), dark: true, 1, 0xF0EEFF),
    PublishedColor(0x0000FF, .content, .role(.primaryContainer), dark: true, -1, 0x0001C9),
    PublishedColor(0x0000FF, .content, .role(.primaryContainer), dark: true, 0, 0x0000FF),
    PublishedColor(0x0000FF, .content, .role(.primaryContainer), dark: true, 1, 0xBABDFF),
    PublishedColor(0x0000FF, .content, .role(.onPrimaryContainer), dark: true, -1, 0x6B75FF),
    PublishedColor(0x0000FF, .content, .role(.onPrimaryContainer), dark: true, 0, 0xB3B7FF),
    PublishedColor(0x0000FF, .content, .role(.onPrimaryContainer), dark: true, 1, 0x00003D),
    PublishedColor(0x0000FF, .content, .role(.onTertiaryContainer), dark: true, -1, 0xC254DE),
    PublishedColor(0x0000FF, .content, .role(.onTertiaryContainer), dark: true, 0, 0xF09FFF),
    PublishedColor(0x0000FF, .content, .role(.onTertiaryContainer), dark: true, 1, 0x1A0022),
    PublishedColor(0x0000FF, .content, .role(.surface), dark: true, -1, 0x12121D),
    PublishedColor(0x0000FF, .content, .role(.surface), dark: true, 0, 0x12121D),
    PublishedColor(0x0000FF, .content, .role(.surface), dark: true, 1, 0x12121D),
    PublishedColor(0x850096, .content, .role(.tertiaryContainer), dark: false, -1, 0xFFCCD7),
    PublishedColor(0x850096, .content, .role(.tertiaryContainer), dark: false, 0, 0x980249),
    PublishedColor(0x850096, .content, .role(.tertiaryContainer), dark: false, 1, 0x930046),
  ])
  func content(_ expected: PublishedColor) { expected.check() }

  /// `SchemeFidelityTests.swift`, 38 values.
  @Test(arguments: [
    PublishedColor(0x0000FF, .fidelity, .keyColor(.primary), dark: false, 0, 0x080CFF),
    PublishedColor(0x0000FF, .fidelity, .keyColor(.secondary), dark: false, 0, 0x656DD3),
    PublishedColor(0x0000FF, .fidelity, .keyColor(.tertiary), dark: false, 0, 0x9D0002),
    PublishedColor(0x0000FF, .fidelity, .keyColor(.neutral), dark: false, 0, 0x767684),
    PublishedColor(0x0000FF, .fidelity, .keyColor(.neutralVariant), dark: false, 0, 0x757589),
    PublishedColor(0x0000FF, .fidelity, .role(.primary), dark: false, -1, 0x5660FF),
    PublishedColor(0x0000FF, .fidelity, .role(.primary), dark: false, 0, 0x0001BB),
    PublishedColor(0x0000FF, .fidelity, .role(.primary), dark: false, 1, 0x00019F),
    PublishedColor(0x0000FF, .fidelity, .role(.primaryContainer), dark: false, -1, 0xD5D6FF),
    PublishedColor(0x0000FF, .fidelity, .role(.primaryContainer), dark: false, 0, 0x0000FF),
    PublishedColor(0x0000FF, .fidelity, .role(.primaryContainer), dark: false, 1, 0x0000F6),
    PublishedColor(0x0000FF, .fidelity, .role(.tertiaryContainer), dark: false, -1, 0xFFCDC6),
    PublishedColor(0x0000FF, .fidelity, .role(.tertiaryContainer), dark: false, 0, 0x9D0002),
    PublishedColor(0x0000FF, .fidelity, .role(.tertiaryContainer), dark: false, 1, 0x980002),
    PublishedColor(0x850096, .fidelity, .role(.tertiaryContainer), dark: false, -1, 0xEBD982),
    PublishedColor(0x850096, .fidelity, .role(.tertiaryContainer), dark: false, 0, 0xBCAC5A),
    PublishedColor(0x850096, .fidelity, .role(.tertiaryContainer), dark: false, 1, 0x544900),
    PublishedColor(0x0000FF, .fidelity, .role(.onPrimaryContainer), dark: false, -1, 0x5E68FF),
    PublishedColor(0x0000FF, .fidelity, .role(.onPrimaryContainer), dark: false, 0, 0xB3B7FF),
    PublishedColor(0x0000FF, .fidelity, .role(.onPrimaryContainer), dark: false, 1, 0xFFFFFF),
    PublishedColor(0x0000FF, .fidelity, .role(.surface), dark: false, -1, 0xFBF8FF),
    PublishedColor(0x0000FF, .fidelity, .role(.surface), dark: false, 0, 0xFBF8FF),
    PublishedColor(0x0000FF, .fidelity, .role(.surface), dark: false, 1, 0xFBF8FF),
    PublishedColor(0x0000FF, .fidelity, .role(.primary), dark: true, -1, 0x7C84FF),
    PublishedColor(0x0000FF, .fidelity, .role(.primary), dark: true, 0, 0xBEC2FF),
    PublishedColor(0x0000FF, .fidelity, .role(.primary), dark: true, 1, 0xF0EEFF),
    PublishedColor(0x0000FF, .fidelity, .role(.primaryContainer), dark: true, -1, 0x0001C9),
    PublishedColor(0x0000FF, .fidelity, .role(.primaryContainer), dark: true, 0, 0x0000FF),
    PublishedColor(0x0000FF, .fidelity, .role(.primaryContainer), dark: true, 1, 0xBABDFF),
    PublishedColor(0x0000FF, .fidelity, .role(.onPrimaryContainer), dark: true, -1, 0x6B75FF),
    PublishedColor(0x0000FF, .fidelity, .role(.onPrimaryContainer), dark: true, 0, 0xB3B7FF),
    PublishedColor(0x0000FF, .fidelity, .role(.onPrimaryContainer), dark: true, 1, 0x00003D),
    PublishedColor(0x0000FF, .fidelity, .role(.onTertiaryContainer), dark: true, -1, 0xEF4635),
    PublishedColor(0x0000FF, .fidelity, .role(.onTertiaryContainer), dark: true, 0, 0xFFA598),
    PublishedColor(0x0000FF, .fidelity, .role(.onTertiaryContainer), dark: true, 1, 0x220000),
    PublishedColor(0x0000FF, .fidelity, .role(.surface), dark: true, -1, 0x12121D),
    PublishedColor(0x0000FF, .fidelity, .role(.surface), dark: true, 0, 0x12121D),
    PublishedColor(0x0000FF, .fidelity, .role(.surface), dark: true, 1, 0x12121D),
  ])
  func fidelity(_ expected: PublishedColor) { expected.check() }

  /// `SchemeVibrantTests.swift`, 32 values.
  @Test(arguments: [
    PublishedColor(0x0000FF, .vibrant, .keyColor(.primary), dark: false, 0, 0x080CFF),
    PublishedColor(0x0000FF, .vibrant, .keyColor(.secondary), dark: false, 0, 0x7B7296),
    PublishedColor(0x0000FF, .vibrant, .keyColor(.tertiary), dark: false, 0, 0x886C9D),
    PublishedColor(0x0000FF, .vibrant, .keyColor(.neutral), dark: false, 0, 0x777682),
    PublishedColor(0x0000FF, .vibrant, .keyColor(.neutralVariant), dark: false, 0, 0x767685),
    PublishedColor(0x0000FF, .vibrant, .role(.primary), dark: false, -1, 0x5660FF),
    PublishedColor(0x0000FF, .vibrant, .role(.primary), dark: false, 0, 0x343DFF),
    PublishedColor(0x0000FF, .vibrant, .role(.primary), dark: false, 1, 0x00019F),
    PublishedColor(0x0000FF, .vibrant, .role(.primaryContainer), dark: false, -1, 0xD5D6FF),
    PublishedColor(0x0000FF, .vibrant, .role(.primaryContainer), dark: false, 0, 0xE0E0FF),
    PublishedColor(0x0000FF, .vibrant, .role(.primaryContainer), dark: false, 1, 0x0000F6),
    PublishedColor(0x0000FF, .vibrant, .role(.onPrimaryContainer), dark: false, -1, 0x5E68FF),
    PublishedColor(0x0000FF, .vibrant, .role(.onPrimaryContainer), dark: false, 0, 0x0000EF),
    PublishedColor(0x0000FF, .vibrant, .role(.onPrimaryContainer), dark: false, 1, 0xFFFFFF),
    PublishedColor(0x0000FF, .vibrant, .role(.surface), dark: false, -1, 0xFBF8FF),
    PublishedColor(0x0000FF, .vibrant, .role(.surface), dark: false, 0, 0xFBF8FF),
    PublishedColor(0x0000FF, .vibrant, .role(.surface), dark: false, 1, 0xFBF8FF),
    PublishedColor(0x0000FF, .vibrant, .role(.primary), dark: true, -1, 0x7C84FF),
    PublishedColor(0x0000FF, .vibrant, .role(.primary), dark: true, 0, 0xBEC2FF),
    PublishedColor(0x0000FF, .vibrant, .role(.primary), dark: true, 1, 0xF0EEFF),
    PublishedColor(0x0000FF, .vibrant, .role(.primaryContainer), dark: true, -1, 0x0001C9),
    PublishedColor(0x0000FF, .vibrant, .role(.primaryContainer), dark: true, 0, 0x0000EF),
    PublishedColor(0x0000FF, .vibrant, .role(.primaryContainer), dark: true, 1, 0xBABDFF),
    PublishedColor(0x0000FF, .vibrant, .role(.onPrimaryContainer), dark: true, -1, 0x6B75FF),
    PublishedColor(0x0000FF, .vibrant, .role(.onPrimaryContainer), dark: true, 0, 0xE0E0FF),
    PublishedColor(0x0000FF, .vibrant, .role(.onPrimaryContainer), dark: true, 1, 0x00003D),
    PublishedColor(0x0000FF, .vibrant, .role(.onTertiaryContainer), dark: true, -1, 0x9679AB),
    PublishedColor(0x0000FF, .vibrant, .role(.onTertiaryContainer), dark: true, 0, 0xF2DAFF),
    PublishedColor(0x0000FF, .vibrant, .role(.onTertiaryContainer), dark: true, 1, 0x16002A),
    PublishedColor(0x0000FF, .vibrant, .role(.surface), dark: true, -1, 0x12131C),
    PublishedColor(0x0000FF, .vibrant, .role(.surface), dark: true, 0, 0x12131C),
    PublishedColor(0x0000FF, .vibrant, .role(.surface), dark: true, 1, 0x12131C),
  ])
  func vibrant(_ expected: PublishedColor) { expected.check() }

  /// `SchemeExpressiveTests.swift`, 29 values.
  @Test(arguments: [
    PublishedColor(0x0000FF, .expressive, .keyColor(.primary), dark: false, 0, 0x35855F),
    PublishedColor(0x0000FF, .expressive, .keyColor(.secondary), dark: false, 0, 0x8C6D8C),
    PublishedColor(0x0000FF, .expressive, .keyColor(.tertiary), dark: false, 0, 0x806EA1),
    PublishedColor(0x0000FF, .expressive, .keyColor(.neutral), dark: false, 0, 0x79757F),
    PublishedColor(0x0000FF, .expressive, .keyColor(.neutralVariant), dark: false, 0, 0x7A7585),
    PublishedColor(0x0000FF, .expressive, .role(.primary), dark: false, -1, 0x32835D),
    PublishedColor(0x0000FF, .expressive, .role(.primary), dark: false, 0, 0x146C48),
    PublishedColor(0x0000FF, .expressive, .role(.primary), dark: false, 1, 0x00341F),
    PublishedColor(0x0000FF, .expressive, .role(.primaryContainer), dark: false, -1, 0x99EABD),
    PublishedColor(0x0000FF, .expressive, .role(.primaryContainer), dark: false, 0, 0xA2F4C6),
    PublishedColor(0x0000FF, .expressive, .role(.primaryContainer), dark: false, 1, 0x005436),
    PublishedColor(0x0000FF, .expressive, .role(.onPrimaryContainer), dark: false, -1, 0x388862),
    PublishedColor(0x0000FF, .expressive, .role(.onPrimaryContainer), dark: false, 0, 0x005234),
    PublishedColor(0x0000FF, .expressive, .role(.onPrimaryContainer), dark: false, 1, 0xFFFFFF),
    PublishedColor(0x0000FF, .expressive, .role(.surface), dark: false, -1, 0xFDF7FF),
    PublishedColor(0x0000FF, .expressive, .role(.surface), dark: false, 0, 0xFDF7FF),
    PublishedColor(0x0000FF, .expressive, .role(.surface), dark: false, 1, 0xFDF7FF),
    PublishedColor(0x0000FF, .expressive, .role(.primary), dark: true, -1, 0x51A078),
    PublishedColor(0x0000FF, .expressive, .role(.primary), dark: true, 0, 0x87D7AB),
    PublishedColor(0x0000FF, .expressive, .role(.primary), dark: true, 1, 0xBBFFD7),
    PublishedColor(0x0000FF, .expressive, .role(.primaryContainer), dark: true, -1, 0x00432A),
    PublishedColor(0x0000FF, .expressive, .role(.primaryContainer), dark: true, 0, 0x005234),
    PublishedColor(0x0000FF, .expressive, .role(.primaryContainer), dark: true, 1, 0x83D3A8),
    PublishedColor(0x0000FF, .expressive, .role(.onPrimaryContainer), dark: true, -1, 0x43936C),
    PublishedColor(0x0000FF, .expressive, .role(.onPrimaryContainer), dark: true, 0, 0xA2F4C6),
    PublishedColor(0x0000FF, .expressive, .role(.onPrimaryContainer), dark: true, 1, 0x000E06),
    PublishedColor(0x0000FF, .expressive, .role(.surface), dark: true, -1, 0x14121A),
    PublishedColor(0x0000FF, .expressive, .role(.surface), dark: true, 0, 0x14121A),
    PublishedColor(0x0000FF, .expressive, .role(.surface), dark: true, 1, 0x14121A),
  ])
  func expressive(_ expected: PublishedColor) { expected.check() }

  /// `SchemeNeutralTests.swift`, 32 values.
  @Test(arguments: [
    PublishedColor(0x0000FF, .neutral, .keyColor(.primary), dark: false, 0, 0x767685),
    PublishedColor(0x0000FF, .neutral, .keyColor(.secondary), dark: false, 0, 0x777680),
    PublishedColor(0x0000FF, .neutral, .keyColor(.tertiary), dark: false, 0, 0x75758B),
    PublishedColor(0x0000FF, .neutral, .keyColor(.neutral), dark: false, 0, 0x787678),
    PublishedColor(0x0000FF, .neutral, .keyColor(.neutralVariant), dark: false, 0, 0x787678),
    PublishedColor(0x0000FF, .neutral, .role(.primary), dark: false, -1, 0x737383),
    PublishedColor(0x0000FF, .neutral, .role(.primary), dark: false, 0, 0x5D5D6C),
    PublishedColor(0x0000FF, .neutral, .role(.primary), dark: false, 1, 0x2B2B38),
    PublishedColor(0x0000FF, .neutral, .role(.primaryContainer), dark: false, -1, 0xD9D7E9),
    PublishedColor(0x0000FF, .neutral, .role(.primaryContainer), dark: false, 0, 0xE2E1F3),
    PublishedColor(0x0000FF, .neutral, .role(.primaryContainer), dark: false, 1, 0x484856),
    PublishedColor(0x0000FF, .neutral, .role(.onPrimaryContainer), dark: false, -1, 0x797888),
    PublishedColor(0x0000FF, .neutral, .role(.onPrimaryContainer), dark: false, 0, 0x454654),
    PublishedColor(0x0000FF, .neutral, .role(.onPrimaryContainer), dark: false, 1, 0xFFFFFF),
    PublishedColor(0x0000FF, .neutral, .role(.surface), dark: false, -1, 0xFCF8FA),
    PublishedColor(0x0000FF, .neutral, .role(.surface), dark: false, 0, 0xFCF8FA),
    PublishedColor(0x0000FF, .neutral, .role(.surface), dark: false, 1, 0xFCF8FA),
    PublishedColor(0x0000FF, .neutral, .role(.primary), dark: true, -1, 0x908F9F),
    PublishedColor(0x0000FF, .neutral, .role(.primary), dark: true, 0, 0xC6C5D6),
    PublishedColor(0x0000FF, .neutral, .role(.primary), dark: true, 1, 0xF0EEFF),
    PublishedColor(0x0000FF, .neutral, .role(.primaryContainer), dark: true, -1, 0x393947),
    PublishedColor(0x0000FF, .neutral, .role(.primaryContainer), dark: true, 0, 0x454654),
    PublishedColor(0x0000FF, .neutral, .role(.primaryContainer), dark: true, 1, 0xC2C1D2),
    PublishedColor(0x0000FF, .neutral, .role(.onPrimaryContainer), dark: true, -1, 0x838393),
    PublishedColor(0x0000FF, .neutral, .role(.onPrimaryContainer), dark: true, 0, 0xE2E1F3),
    PublishedColor(0x0000FF, .neutral, .role(.onPrimaryContainer), dark: true, 1, 0x090A16),
    PublishedColor(0x0000FF, .neutral, .role(.onTertiaryContainer), dark: true, -1, 0x828299),
    PublishedColor(0x0000FF, .neutral, .role(.onTertiaryContainer), dark: true, 0, 0xE1E0F9),
    PublishedColor(0x0000FF, .neutral, .role(.onTertiaryContainer), dark: true, 1, 0x080A1B),
    PublishedColor(0x0000FF, .neutral, .role(.surface), dark: true, -1, 0x131315),
    PublishedColor(0x0000FF, .neutral, .role(.surface), dark: true, 0, 0x131315),
    PublishedColor(0x0000FF, .neutral, .role(.surface), dark: true, 1, 0x131315),
  ])
  func neutral(_ expected: PublishedColor) { expected.check() }

  /// `SchemeMonochromeTests.swift`, 32 values.
  @Test(arguments: [
    PublishedColor(0x0000FF, .monochrome, .keyColor(.primary), dark: false, 0, 0x777777),
    PublishedColor(0x0000FF, .monochrome, .keyColor(.secondary), dark: false, 0, 0x777777),
    PublishedColor(0x0000FF, .monochrome, .keyColor(.tertiary), dark: false, 0, 0x777777),
    PublishedColor(0x0000FF, .monochrome, .keyColor(.neutral), dark: false, 0, 0x777777),
    PublishedColor(0x0000FF, .monochrome, .keyColor(.neutralVariant), dark: false, 0, 0x777777),
    PublishedColor(0x0000FF, .monochrome, .role(.primary), dark: false, -1, 0x747474),
    PublishedColor(0x0000FF, .monochrome, .role(.primary), dark: false, 0, 0x000000),
    PublishedColor(0x0000FF, .monochrome, .role(.primary), dark: false, 1, 0x000000),
    PublishedColor(0x0000FF, .monochrome, .role(.primaryContainer), dark: false, -1, 0xD9D9D9),
    PublishedColor(0x0000FF, .monochrome, .role(.primaryContainer), dark: false, 0, 0x3B3B3B),
    PublishedColor(0x0000FF, .monochrome, .role(.primaryContainer), dark: false, 1, 0x3B3B3B),
    PublishedColor(0x0000FF, .monochrome, .role(.onPrimaryContainer), dark: false, -1, 0x7A7A7A),
    PublishedColor(0x0000FF, .monochrome, .role(.onPrimaryContainer), dark: false, 0, 0xFFFFFF),
    PublishedColor(0x0000FF, .monochrome, .role(.onPrimaryContainer), dark: false, 1, 0xFFFFFF),
    PublishedColor(0x0000FF, .monochrome, .role(.surface), dark: false, -1, 0xF9F9F9),
    PublishedColor(0x0000FF, .monochrome, .role(.surface), dark: false, 0, 0xF9F9F9),
    PublishedColor(0x0000FF, .monochrome, .role(.surface), dark: false, 1, 0xF9F9F9),
    PublishedColor(0x0000FF, .monochrome, .role(.primary), dark: true, -1, 0x919191),
    PublishedColor(0x0000FF, .monochrome, .role(.primary), dark: true, 0, 0xFFFFFF),
    PublishedColor(0x0000FF, .monochrome, .role(.primary), dark: true, 1, 0xFFFFFF),
    PublishedColor(0x0000FF, .monochrome, .role(.primaryContainer), dark: true, -1, 0x3A3A3A),
    PublishedColor(0x0000FF, .monochrome, .role(.primaryContainer), dark: true, 0, 0xD4D4D4),
    PublishedColor(0x0000FF, .monochrome, .role(.primaryContainer), dark: true, 1, 0xD4D4D4),
    PublishedColor(0x0000FF, .monochrome, .role(.onPrimaryContainer), dark: true, -1, 0x848484),
    PublishedColor(0x0000FF, .monochrome, .role(.onPrimaryContainer), dark: true, 0, 0x000000),
    PublishedColor(0x0000FF, .monochrome, .role(.onPrimaryContainer), dark: true, 1, 0x000000),
    PublishedColor(0x0000FF, .monochrome, .role(.onTertiaryContainer), dark: true, -1, 0x848484),
    PublishedColor(0x0000FF, .monochrome, .role(.onTertiaryContainer), dark: true, 0, 0x000000),
    PublishedColor(0x0000FF, .monochrome, .role(.onTertiaryContainer), dark: true, 1, 0x000000),
    PublishedColor(0x0000FF, .monochrome, .role(.surface), dark: true, -1, 0x131313),
    PublishedColor(0x0000FF, .monochrome, .role(.surface), dark: true, 0, 0x131313),
    PublishedColor(0x0000FF, .monochrome, .role(.surface), dark: true, 1, 0x131313),
  ])
  func monochrome(_ expected: PublishedColor) { expected.check() }

  /// `SchemeRainbowTests.swift`, 39 values.
  @Test(arguments: [
    PublishedColor(0x0000FF, .rainbow, .keyColor(.primary), dark: false, 0, 0x696FC4),
    PublishedColor(0x0000FF, .rainbow, .keyColor(.secondary), dark: false, 0, 0x75758B),
    PublishedColor(0x0000FF, .rainbow, .keyColor(.tertiary), dark: false, 0, 0x936B84),
    PublishedColor(0x0000FF, .rainbow, .keyColor(.neutral), dark: false, 0, 0x777777),
    PublishedColor(0x0000FF, .rainbow, .keyColor(.neutralVariant), dark: false, 0, 0x777777),
    PublishedColor(0x0000FF, .rainbow, .role(.primary), dark: false, -1, 0x676DC1),
    PublishedColor(0x0000FF, .rainbow, .role(.primary), dark: false, 0, 0x5056A9),
    PublishedColor(0x0000FF, .rainbow, .role(.primary), dark: false, 1, 0x1B2074),
    PublishedColor(0x0000FF, .rainbow, .role(.primaryContainer), dark: false, -1, 0xD5D6FF),
    PublishedColor(0x0000FF, .rainbow, .role(.primaryContainer), dark: false, 0, 0xE0E0FF),
    PublishedColor(0x0000FF, .rainbow, .role(.primaryContainer), dark: false, 1, 0x3A4092),
    PublishedColor(0x0000FF, .rainbow, .role(.tertiaryContainer), dark: false, -1, 0xFBCBE7),
    PublishedColor(0x0000FF, .rainbow, .role(.tertiaryContainer), dark: false, 0, 0xFFD8EE),
    PublishedColor(0x0000FF, .rainbow, .role(.tertiaryContainer), dark: false, 1, 0x613E55),
    PublishedColor(0x0000FF, .rainbow, .role(.onPrimaryContainer), dark: false, -1, 0x6C72C7),
    PublishedColor(0x0000FF, .rainbow, .role(.onPrimaryContainer), dark: false, 0, 0x383E8F),
    PublishedColor(0x0000FF, .rainbow, .role(.onPrimaryContainer), dark: false, 1, 0xFFFFFF),
    PublishedColor(0x0000FF, .rainbow, .role(.surface), dark: false, -1, 0xF9F9F9),
    PublishedColor(0x0000FF, .rainbow, .role(.surface), dark: false, 0, 0xF9F9F9),
    PublishedColor(0x0000FF, .rainbow, .role(.surface), dark: false, 1, 0xF9F9F9),
    PublishedColor(0x0000FF, .rainbow, .role(.secondary), dark: false, 0, 0x5C5D72),
    PublishedColor(0x0000FF, .rainbow, .role(.secondaryContainer), dark: false, 0, 0xE1E0F9),
    PublishedColor(0x0000FF, .rainbow, .role(.primary), dark: true, -1, 0x8389E0),
    PublishedColor(0x0000FF, .rainbow, .role(.primary), dark: true, 0, 0xBEC2FF),
    PublishedColor(0x0000FF, .rainbow, .role(.primary), dark: true, 1, 0xF0EEFF),
    PublishedColor(0x0000FF, .rainbow, .role(.primaryContainer), dark: true, -1, 0x2A3082),
    PublishedColor(0x0000FF, .rainbow, .role(.primaryContainer), dark: true, 0, 0x383E8F),
    PublishedColor(0x0000FF, .rainbow, .role(.primaryContainer), dark: true, 1, 0xBABDFF),
    PublishedColor(0x0000FF, .rainbow, .role(.onPrimaryContainer), dark: true, -1, 0x767CD2),
    PublishedColor(0x0000FF, .rainbow, .role(.onPrimaryContainer), dark: true, 0, 0xE0E0FF),
    PublishedColor(0x0000FF, .rainbow, .role(.onPrimaryContainer), dark: true, 1, 0x00003D),
    PublishedColor(0x0000FF, .rainbow, .role(.onTertiaryContainer), dark: true, -1, 0xA17891),
    PublishedColor(0x0000FF, .rainbow, .role(.onTertiaryContainer), dark: true, 0, 0xFFD8EE),
    PublishedColor(0x0000FF, .rainbow, .role(.onTertiaryContainer), dark: true, 1, 0x1B0315),
    PublishedColor(0x0000FF, .rainbow, .role(.surface), dark: true, -1, 0x131313),
    PublishedColor(0x0000FF, .rainbow, .role(.surface), dark: true, 0, 0x131313),
    PublishedColor(0x0000FF, .rainbow, .role(.surface), dark: true, 1, 0x131313),
    PublishedColor(0x0000FF, .rainbow, .role(.secondary), dark: true, 0, 0xC5C4DD),
    PublishedColor(0x0000FF, .rainbow, .role(.secondaryContainer), dark: true, 0, 0x444559),
  ])
  func rainbow(_ expected: PublishedColor) { expected.check() }

  /// `SchemeFruitSaladTests.swift`, 39 values.
  @Test(arguments: [
    PublishedColor(0x0000FF, .fruitSalad, .keyColor(.primary), dark: false, 0, 0x0393C3),
    PublishedColor(0x0000FF, .fruitSalad, .keyColor(.secondary), dark: false, 0, 0x3A7E9E),
    PublishedColor(0x0000FF, .fruitSalad, .keyColor(.tertiary), dark: false, 0, 0x6E72AC),
    PublishedColor(0x0000FF, .fruitSalad, .keyColor(.neutral), dark: false, 0, 0x777682),
    PublishedColor(0x0000FF, .fruitSalad, .keyColor(.neutralVariant), dark: false, 0, 0x75758B),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primary), dark: false, -1, 0x007EA7),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primary), dark: false, 0, 0x006688),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primary), dark: false, 1, 0x003042),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primaryContainer), dark: false, -1, 0xAAE0FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primaryContainer), dark: false, 0, 0xC2E8FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primaryContainer), dark: false, 1, 0x004F6B),
    PublishedColor(0x0000FF, .fruitSalad, .role(.tertiaryContainer), dark: false, -1, 0xD5D6FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.tertiaryContainer), dark: false, 0, 0xE0E0FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.tertiaryContainer), dark: false, 1, 0x40447B),
    PublishedColor(0x0000FF, .fruitSalad, .role(.onPrimaryContainer), dark: false, -1, 0x0083AE),
    PublishedColor(0x0000FF, .fruitSalad, .role(.onPrimaryContainer), dark: false, 0, 0x004D67),
    PublishedColor(0x0000FF, .fruitSalad, .role(.onPrimaryContainer), dark: false, 1, 0xFFFFFF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.surface), dark: false, -1, 0xFBF8FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.surface), dark: false, 0, 0xFBF8FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.surface), dark: false, 1, 0xFBF8FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.secondary), dark: false, 0, 0x196584),
    PublishedColor(0x0000FF, .fruitSalad, .role(.secondaryContainer), dark: false, 0, 0xC2E8FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primary), dark: true, -1, 0x1E9BCB),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primary), dark: true, 0, 0x76D1FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primary), dark: true, 1, 0xE0F3FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primaryContainer), dark: true, -1, 0x003F56),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primaryContainer), dark: true, 0, 0x004D67),
    PublishedColor(0x0000FF, .fruitSalad, .role(.primaryContainer), dark: true, 1, 0x68CEFF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.onPrimaryContainer), dark: true, -1, 0x008EBC),
    PublishedColor(0x0000FF, .fruitSalad, .role(.onPrimaryContainer), dark: true, 0, 0xC2E8FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.onPrimaryContainer), dark: true, 1, 0x000D15),
    PublishedColor(0x0000FF, .fruitSalad, .role(.onTertiaryContainer), dark: true, -1, 0x7B7FBB),
    PublishedColor(0x0000FF, .fruitSalad, .role(.onTertiaryContainer), dark: true, 0, 0xE0E0FF),
    PublishedColor(0x0000FF, .fruitSalad, .role(.onTertiaryContainer), dark: true, 1, 0x00003C),
    PublishedColor(0x0000FF, .fruitSalad, .role(.surface), dark: true, -1, 0x12131C),
    PublishedColor(0x0000FF, .fruitSalad, .role(.surface), dark: true, 0, 0x12131C),
    PublishedColor(0x0000FF, .fruitSalad, .role(.surface), dark: true, 1, 0x12131C),
    PublishedColor(0x0000FF, .fruitSalad, .role(.secondary), dark: true, 0, 0x8ECFF2),
    PublishedColor(0x0000FF, .fruitSalad, .role(.secondaryContainer), dark: true, 0, 0x004D67),
  ])
  func fruitSalad(_ expected: PublishedColor) { expected.check() }

  /// `SchemeMonochromeTests.swift`, 24 tones.
  @Test(arguments: [
    PublishedTone(0x0000FF, .monochrome, .primary, dark: true, 100, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onPrimary, dark: true, 10, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .primaryContainer, dark: true, 85, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onPrimaryContainer, dark: true, 0, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .secondary, dark: true, 80, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onSecondary, dark: true, 10, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .secondaryContainer, dark: true, 30, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onSecondaryContainer, dark: true, 90, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .tertiary, dark: true, 90, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onTertiary, dark: true, 10, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .tertiaryContainer, dark: true, 60, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onTertiaryContainer, dark: true, 0, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .primary, dark: false, 0, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onPrimary, dark: false, 90, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .primaryContainer, dark: false, 25, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onPrimaryContainer, dark: false, 100, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .secondary, dark: false, 40, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onSecondary, dark: false, 100, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .secondaryContainer, dark: false, 85, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onSecondaryContainer, dark: false, 10, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .tertiary, dark: false, 25, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onTertiary, dark: false, 90, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .tertiaryContainer, dark: false, 49, within: 0.3),
    PublishedTone(0x0000FF, .monochrome, .onTertiaryContainer, dark: false, 100, within: 0.3),
  ])
  func monochromeTones(_ expected: PublishedTone) { expected.check() }

  /// `DynamicColorTests/DynamicColorTests.swift`, 36 tones.
  @Test(arguments: [
    PublishedTone(0xFF0000, .tonalSpot, .primaryFixed, dark: true, 90, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .primaryFixedDim, dark: true, 80, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .onPrimaryFixed, dark: true, 10, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .onPrimaryFixedVariant, dark: true, 30, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .secondaryFixed, dark: true, 90, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .secondaryFixedDim, dark: true, 80, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .onSecondaryFixed, dark: true, 10, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .onSecondaryFixedVariant, dark: true, 30, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .tertiaryFixed, dark: true, 90, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .tertiaryFixedDim, dark: true, 80, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .onTertiaryFixed, dark: true, 10, within: 1),
    PublishedTone(0xFF0000, .tonalSpot, .onTertiaryFixedVariant, dark: true, 30, within: 1),
    PublishedTone(0xFF0000, .monochrome, .primaryFixed, dark: false, 40, within: 1),
    PublishedTone(0xFF0000, .monochrome, .primaryFixedDim, dark: false, 30, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onPrimaryFixed, dark: false, 100, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onPrimaryFixedVariant, dark: false, 90, within: 1),
    PublishedTone(0xFF0000, .monochrome, .secondaryFixed, dark: false, 80, within: 1),
    PublishedTone(0xFF0000, .monochrome, .secondaryFixedDim, dark: false, 70, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onSecondaryFixed, dark: false, 10, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onSecondaryFixedVariant, dark: false, 25, within: 1),
    PublishedTone(0xFF0000, .monochrome, .tertiaryFixed, dark: false, 40, within: 1),
    PublishedTone(0xFF0000, .monochrome, .tertiaryFixedDim, dark: false, 30, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onTertiaryFixed, dark: false, 100, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onTertiaryFixedVariant, dark: false, 90, within: 1),
    PublishedTone(0xFF0000, .monochrome, .primaryFixed, dark: true, 40, within: 1),
    PublishedTone(0xFF0000, .monochrome, .primaryFixedDim, dark: true, 30, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onPrimaryFixed, dark: true, 100, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onPrimaryFixedVariant, dark: true, 90, within: 1),
    PublishedTone(0xFF0000, .monochrome, .secondaryFixed, dark: true, 80, within: 1),
    PublishedTone(0xFF0000, .monochrome, .secondaryFixedDim, dark: true, 70, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onSecondaryFixed, dark: true, 10, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onSecondaryFixedVariant, dark: true, 25, within: 1),
    PublishedTone(0xFF0000, .monochrome, .tertiaryFixed, dark: true, 40, within: 1),
    PublishedTone(0xFF0000, .monochrome, .tertiaryFixedDim, dark: true, 30, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onTertiaryFixed, dark: true, 100, within: 1),
    PublishedTone(0xFF0000, .monochrome, .onTertiaryFixedVariant, dark: true, 90, within: 1),
  ])
  func fixedTones(_ expected: PublishedTone) { expected.check() }

  /// `SchemeTests/DynamicSchemeTests.swift`: the hue of HCT(43, 16, 16) rotated by the amount
  /// of its range, within 1 degree.
  @Test(
    arguments: [
      ([], [], 43), ([0], [0], 43), ([0, 42, 360], [0, 15, 0], 58),
      ([0, 42, 360], [0, 480, 0], 163),
    ] as [([Double], [Double], Double)])
  func rotatedHue(hues: [Double], rotations: [Double], expected: Double) {
    let hue = HCT(hue: 43, chroma: 16, tone: 16).hue
    let rotated = MaterialPalettes.rotated(hue, hues: hues, by: rotations)
    #expect(abs(rotated - expected) <= 1, "\(rotated)")
  }
}
