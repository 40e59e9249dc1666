import PaletteCore
import Testing

/// Appearance variants in the model: fallbacks, selection, colour mapping and the loss report.
@Suite struct AppearanceTests {
  static let location = SourceLocation.text(line: 7, column: 3)
  static let light = PaletteColor.srgb8(0x11, 0x11, 0x11)
  static let dark = PaletteColor.srgb8(0xEE, 0xEE, 0xEE)
  static let contrast = PaletteColor.srgb8(0, 0, 0)

  static let palette = Palette(swatches: [
    Swatch(
      name: "Text", color: light,
      appearances: [.dark: dark, .highContrastLight: contrast], location: location),
    Swatch(name: "Accent", color: .srgb8(1, 2, 3), appearances: [.highContrastDark: dark]),
    Swatch(name: "Plain", color: .srgb8(9, 9, 9)),
  ])

  @Test func eachAppearanceFallsBackAsDocumented() {
    let text = Self.palette.allSwatches[0]
    #expect(text.color(for: nil) == Self.light)
    #expect(text.color(for: .dark) == Self.dark)
    #expect(text.color(for: .highContrastLight) == Self.contrast)
    // No high-contrast dark variant: the dark one, not the high-contrast light one.
    #expect(text.color(for: .highContrastDark) == Self.dark)
    let accent = Self.palette.allSwatches[1]
    #expect(accent.color(for: .dark) == .srgb8(1, 2, 3))
    #expect(accent.color(for: .highContrastLight) == .srgb8(1, 2, 3))
  }

  @Test func appearancesAreTheFourCombinations() {
    #expect(Appearance(dark: false, highContrast: false) == nil)
    #expect(Appearance(dark: true, highContrast: false) == .dark)
    #expect(Appearance(dark: false, highContrast: true) == .highContrastLight)
    #expect(Appearance(dark: true, highContrast: true) == .highContrastDark)
    #expect(Appearance.allCases.map(\.rawValue) == ["dark", "high-contrast", "high-contrast-dark"])
    #expect(Appearance.allCases.sorted() == Appearance.allCases)
  }

  @Test func selectingAnAppearanceReplacesColoursAndDropsVariants() {
    let dark = Self.palette.resolved(for: .dark)
    #expect(dark.allSwatches.map(\.color) == [Self.dark, .srgb8(1, 2, 3), .srgb8(9, 9, 9)])
    #expect(dark.appearanceCount == 0)
    #expect(dark.allSwatches[0].location == Self.location)
    #expect(Self.palette.resolved(for: .highContrastDark).allSwatches[1].color == Self.dark)
    #expect(
      Self.palette.resolved(for: nil).allSwatches.map(\.color)
        == Self.palette.allSwatches.map(\.color))
  }

  @Test func mapColorsReachesEveryVariantInOrder() {
    var swatch = Self.palette.allSwatches[0]
    var seen: [PaletteColor] = []
    swatch.mapColors { color in
      seen.append(color)
      return PaletteColor(color.components, alpha: 0.5)
    }
    #expect(seen == [Self.light, Self.dark, Self.contrast])
    #expect(swatch.color.alpha == 0.5)
    #expect(swatch.appearances.values.allSatisfy { $0.alpha == 0.5 })
    #expect(swatch.sortedAppearances.map(\.appearance) == [.dark, .highContrastLight])
  }

  @Test func theLossReportCountsDroppedVariantsPerAppearance() {
    var target = LossReportSampleCapabilities.everything
    target.appearances = []
    let losses = LossReport.diagnostics(for: Self.palette, target: target, formatName: "GPL")
    #expect(losses.map(\.code) == ["loss.appearances"])
    #expect(
      losses.first?.message
        == "GPL cannot store appearance variants: 3 appearance variants (1 dark, "
        + "1 high-contrast light, 1 high-contrast dark) will be dropped and the light colours "
        + "kept: Text, Accent")
    #expect(losses.first?.location == Self.location)
    target.appearances = [.dark]
    let partial = LossReport.diagnostics(for: Self.palette, target: target, formatName: "Android")
    #expect(
      partial.first?.message
        == "Android stores only dark variants: 2 appearance variants (1 high-contrast light, "
        + "1 high-contrast dark) will be dropped and the light colours kept: Text, Accent")
    target.appearances = Set(Appearance.allCases)
    #expect(LossReport.diagnostics(for: Self.palette, target: target, formatName: "X").isEmpty)
  }

  @Test func existingCapabilitiesKeepNoVariants() {
    let capabilities = FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb])
    #expect(capabilities.appearances.isEmpty)
  }
}

/// Capabilities that hold everything but what a test takes away.
enum LossReportSampleCapabilities {
  static let everything = FormatCapabilities(
    swatchNames: true, paletteName: true, paletteDescription: true, columns: true, groups: true,
    alpha: true, models: Set(ColorModel.allCases), kinds: Set(SwatchKind.allCases),
    appearances: Set(Appearance.allCases))
}
