import PaletteCore
import Testing

@testable import PaletteThemes

/// The theme palette and a swatch's tonal palette, checked against the published values the
/// other suites use: the tonal-spot scheme of #0000FF (`scheme_tonal_spot_test.ts`, commit
/// 182a9248a27de554a011a68776b0dd8135e1cfa8) and the tones of #0000FF
/// (`dart/test/palettes_test.dart`, commit 5a649f2688997a259a6e6ef99c81aa6a709c3b04).
@Suite struct MaterialThemeTests {
  static let blue = RGBA8(red: 0, green: 0, blue: 255)

  static func swatch(_ palette: Palette, _ name: String) -> Swatch? {
    palette.allSwatches.first { $0.name == name }
  }

  @Test func everyRoleIsASwatchWithItsVariants() throws {
    let palette = MaterialTheme(seed: Self.blue).palette
    #expect(palette.swatchCount == MaterialRole.allCases.count + 1)
    #expect(
      palette.groups.map(\.name) == [
        "primary", "secondary", "tertiary", "error", "surface", "outline", "core",
      ])
    #expect(palette.groups.last?.swatches.map(\.name) == ["seed"])
    #expect(palette.groups.last?.swatches.first?.color.rgba8 == Self.blue)
    let surface = try #require(Self.swatch(palette, "surface"))
    #expect(surface.color.rgba8 == HCTTests.color(0xFBF8FF))
    #expect(surface.appearances[.dark]?.rgba8 == HCTTests.color(0x131318))
    #expect(surface.appearances[.highContrastLight]?.rgba8 == HCTTests.color(0xFBF8FF))
    #expect(surface.appearances[.highContrastDark]?.rgba8 == HCTTests.color(0x131318))
    let onSurface = try #require(Self.swatch(palette, "on-surface"))
    #expect(onSurface.color.rgba8 == HCTTests.color(0x1B1B21))
    #expect(onSurface.appearances[.dark]?.rgba8 == HCTTests.color(0xE4E1E9))
    let primary = try #require(Self.swatch(palette, "primary"))
    #expect(primary.color.rgba8 == HCTTests.color(0x555992))
    #expect(primary.appearances[.dark]?.rgba8 == HCTTests.color(0xBEC2FF))
    let onError = try #require(Self.swatch(palette, "on-error"))
    #expect(onError.appearances[.dark]?.rgba8 == HCTTests.color(0x690005))
  }

  @Test func noHighContrastVariantsWhenTheLevelsAreEqual() {
    let palette = MaterialTheme(seed: Self.blue, contrast: 1, highContrast: 1).palette
    let roles = palette.groups.filter { $0.name != "core" }.flatMap(\.swatches)
    #expect(roles.allSatisfy { Set($0.appearances.keys) == [.dark] })
  }

  @Test func aSecondarySeedGivesItsOwnPalette() {
    // Blue's own palette at T40 and T80: secondary in light and dark.
    let scheme = MaterialScheme(
      seed: RGBA8(red: 0x67, green: 0x50, blue: 0xA4), secondary: Self.blue)
    #expect(scheme[.secondary] == HCTTests.color(0x343DFF))
    #expect(scheme.with(isDark: true, contrast: 0)[.secondary] == HCTTests.color(0xBEC2FF))
  }

  @Test func tonalPaletteOfASwatch() {
    let group = Swatch(name: "brand", color: Self.blue.paletteColor)
      .tonalPalette(tones: [0, 10, 40, 90, 99, 100])
    #expect(group.name == "brand")
    #expect(
      group.swatches.map(\.name) == [
        "brand-0", "brand-10", "brand-40", "brand-90", "brand-99", "brand-100",
      ])
    #expect(
      group.swatches.map(\.color.rgba8)
        == [0x000000, 0x00006E, 0x343DFF, 0xE0E0FF, 0xFFFBFF, 0xFFFFFF].map(HCTTests.color))
  }
}

/// The output the getting-started article shows, from the code it shows.
@Suite struct GettingStartedOutputTests {
  @Test func articleOutput() throws {
    let seed = try #require(RGBA8(hex: "#0000FF"))
    let light = MaterialScheme(seed: seed, variant: .tonalSpot)
    let dark = MaterialScheme(seed: seed, variant: .tonalSpot, isDark: true)
    var lines = [
      "primary \(light[.primary].hexString()) \(dark[.primary].hexString())",
      "surface \(light[.surface].hexString()) \(dark[.surface].hexString())",
    ]
    let tones = Swatch(name: "blue", color: seed.paletteColor).tonalPalette(tones: [10, 40, 90])
    lines.append(
      tones.swatches.map { "\($0.name!) \($0.color.rgba8.hexString())" }.joined(separator: ", "))
    let theme = MaterialTheme(seed: seed).palette
    lines.append(
      theme.groups.map { "\($0.name!) \($0.swatches.count)" }.joined(separator: ", "))
    #expect(
      lines == [
        "primary #555992 #BEC2FF", "surface #FBF8FF #131318",
        "blue-10 #00006E, blue-40 #343DFF, blue-90 #E0E0FF",
        "primary 9, secondary 8, tertiary 8, error 4, surface 16, outline 4, core 1",
      ])
  }
}
