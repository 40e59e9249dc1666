import PaletteCore
import Testing

@testable import PaletteTransforms

/// How the transforms treat appearance variants, as `--help` and docs/transforms.md say:
/// sorting reads the light colour and moves the variants along, pastelizing and simulating
/// change every variant as they change the light colour, dedupe merges only swatches with the
/// same variants, and scales are made of the light colour alone.
@Suite struct AppearanceVariantTransformTests {
  /// Grey light colours, dark to light, with saturated variants.
  static let palette = Palette(groups: [
    PaletteGroup(swatches: [
      Swatch(
        name: "Ink", color: .srgb8(0x10, 0x10, 0x10),
        appearances: [.dark: .srgb8(0xF0, 0x40, 0x20), .highContrastDark: .srgb8(0x20, 0xF0, 0x40)]
      ),
      Swatch(name: "Mid", color: .srgb8(0x80, 0x80, 0x80)),
      Swatch(
        name: "Paper", color: .srgb8(0xF8, 0xF8, 0xF0),
        appearances: [
          .dark: .srgb8(0x20, 0x40, 0xF0), .highContrastLight: .srgb8(0xC0, 0x00, 0x80),
        ]),
    ])
  ])

  @Test func sortingReadsTheLightColourAndMovesTheVariantsAlong() {
    let sorted = Self.palette.sorted(by: [.lightness], reversed: true)
    #expect(sorted.allSwatches.map(\.name) == ["Paper", "Mid", "Ink"])
    let before = Dictionary(uniqueKeysWithValues: Self.palette.allSwatches.map { ($0.name!, $0) })
    for swatch in sorted.allSwatches {
      #expect(swatch.appearances == before[swatch.name!]!.appearances)
    }
  }

  @Test func pastelizingChangesEveryVariantAsItChangesTheLightColour() {
    let pastel = Self.palette.pastelized(amount: 0.5)
    for (original, changed) in zip(Self.palette.allSwatches, pastel.allSwatches) {
      #expect(changed.appearances.keys.sorted() == original.appearances.keys.sorted())
      for (appearance, variant) in original.appearances {
        // The variant softened alone, as a swatch of its own.
        let alone = Palette(groups: [PaletteGroup(swatches: [Swatch(color: variant)])])
          .pastelized(amount: 0.5).allSwatches[0].color
        #expect(changed.appearances[appearance] == alone, "\(original.name!) \(appearance)")
        #expect(changed.appearances[appearance] != variant)
      }
    }
  }

  @Test func simulatingChangesEveryVariant() {
    let simulation = CVDSimulation(.deuteranopia)
    let simulated = Self.palette.simulatingColorVision(simulation)
    let ink = simulated.allSwatches[0]
    #expect(ink.appearances[.dark] == simulation.simulated(PaletteColor.srgb8(0xF0, 0x40, 0x20)))
    #expect(
      ink.appearances[.highContrastDark]
        == simulation.simulated(PaletteColor.srgb8(0x20, 0xF0, 0x40)))
  }

  @Test func dedupeMergesOnlySwatchesWithTheSameVariants() {
    let dark: [Appearance: PaletteColor] = [.dark: .srgb8(0xE0, 0xD0, 0xC0)]
    let palette = Palette(groups: [
      PaletteGroup(swatches: [
        Swatch(name: "b", color: .srgb8(0x20, 0x30, 0x40), appearances: dark),
        Swatch(name: "a", color: .srgb8(0x20, 0x30, 0x41)),
        Swatch(name: "c", color: .srgb8(0x20, 0x30, 0x40), appearances: dark),
        Swatch(
          name: "d", color: .srgb8(0x20, 0x30, 0x40),
          appearances: [.dark: .srgb8(0x00, 0x00, 0x00)]),
      ])
    ])
    let result = palette.deduplicated(DedupeOptions(threshold: 1))
    // a is within ΔE 1 of b but has no variant; d has another dark colour: both stay.
    #expect(result.palette.allSwatches.map(\.name) == ["b", "a", "d"])
    #expect(result.palette.allSwatches[0].appearances == dark)
    #expect(result.diagnostics.map(\.code) == ["dedupe.merged"])
  }

  @Test func scalesAreMadeOfTheLightColour() {
    let scaled = Self.palette.scaled(.even(3))
    #expect(scaled.allSwatches.count == 9)
    #expect(scaled.allSwatches.allSatisfy { $0.appearances.isEmpty })
  }
}
