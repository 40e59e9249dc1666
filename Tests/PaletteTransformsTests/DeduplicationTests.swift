import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

@Suite struct DeduplicationTests {
  func at(_ line: Int) -> PaletteCore.SourceLocation { .text(line: line, column: 1) }

  @Test func exactDuplicatesMergeIntoTheFirstWithANote() {
    let palette = Palette(swatches: [
      Swatch(name: "Red", color: .srgb8(255, 0, 0), location: at(2)),
      Swatch(name: "Blue", color: .srgb8(0, 0, 255), location: at(3)),
      Swatch(name: "Red again", color: .srgb8(255, 0, 0), location: at(4)),
      Swatch(name: nil, color: .srgb8(255, 0, 0), location: at(5)),
    ])
    let result = palette.deduplicated(DedupeOptions())
    #expect(result.palette.allSwatches.map(\.name) == ["Red", "Blue"])
    #expect(result.palette.allSwatches[0].location == at(2))
    #expect(result.diagnostics.count == 2)
    #expect(result.diagnostics.allSatisfy { $0.code == "dedupe.merged" && $0.severity == .note })
    #expect(result.diagnostics.allSatisfy { $0.location == at(2) })
    #expect(
      result.diagnostics[0].message == "\"Red again\" (4:1) merged into \"Red\" (exact duplicate)")
    #expect(
      result.diagnostics[1].message == "unnamed #FF0000 (5:1) merged into \"Red\" (exact duplicate)"
    )
  }

  @Test func exactMeansSameModelSameBitsSameAlpha() {
    let palette = Palette(swatches: [
      Swatch(name: "sRGB grey", color: .srgb(0.5, 0.5, 0.5)),
      Swatch(name: "Gray grey", color: PaletteColor(.gray(0.5))),
      Swatch(name: "Nudged", color: .srgb(0.5, 0.5, Float(0.5).nextUp)),
      Swatch(name: "Translucent", color: .srgb(0.5, 0.5, 0.5, alpha: 0.5)),
      Swatch(name: "Same again", color: .srgb(0.5, 0.5, 0.5, alpha: 1)),
    ])
    let result = palette.deduplicated(DedupeOptions())
    #expect(
      result.palette.allSwatches.map(\.name) == ["sRGB grey", "Gray grey", "Nudged", "Translucent"])
  }

  @Test func differentKindsNeverMerge() {
    let palette = Palette(swatches: [
      Swatch(name: "Process", color: .srgb8(0, 100, 200)),
      Swatch(name: "Spot", color: .srgb8(0, 100, 200), kind: .spot),
      Swatch(name: "Spot 2", color: .srgb8(0, 100, 200), kind: .spot),
    ])
    let result = palette.deduplicated(DedupeOptions(threshold: 5))
    #expect(result.palette.allSwatches.map(\.name) == ["Process", "Spot"])
  }

  // Sharma, Wu and Dalal (2005), pair 25: ΔE00 = 1.2644.
  let pair25 = (
    PaletteColor(.lab(l: 60.2574, a: -34.0099, b: 36.2677)),
    PaletteColor(.lab(l: 60.4626, a: -34.1751, b: 39.4387))
  )

  @Test func perceptualThresholdIsStrictAndInDeltaE00() {
    let palette = Palette(swatches: [
      Swatch(name: "First", color: pair25.0), Swatch(name: "Second", color: pair25.1),
    ])
    #expect(palette.deduplicated(DedupeOptions(threshold: 1.26)).palette.swatchCount == 2)
    let merged = palette.deduplicated(DedupeOptions(threshold: 1.27))
    #expect(merged.palette.allSwatches.map(\.name) == ["First"])
    #expect(merged.diagnostics.map(\.message) == ["\"Second\" merged into \"First\" (ΔE00 1.26)"])
    #expect(palette.deduplicated(DedupeOptions()).palette.swatchCount == 2)
  }

  @Test func deltaEOKThresholdIsInOKLabUnits() {
    // Two OKLCH colours 0.015 apart in lightness: ΔEOK = 0.015.
    let palette = Palette(swatches: [
      Swatch(name: "A", color: PaletteColor(.oklch(l: 0.5, c: 0.1, h: 30))),
      Swatch(name: "B", color: PaletteColor(.oklch(l: 0.515, c: 0.1, h: 30))),
    ])
    #expect(
      palette.deduplicated(DedupeOptions(threshold: 0.01, metric: .deltaEOK)).palette.swatchCount
        == 2)
    let merged = palette.deduplicated(DedupeOptions(threshold: 0.02, metric: .deltaEOK))
    #expect(merged.palette.swatchCount == 1)
    #expect(merged.diagnostics.map(\.message) == ["\"B\" merged into \"A\" (ΔEOK 0.0150)"])
    #expect(!merged.diagnostics.contains { $0.code == "dedupe.threshold-scale" })
  }

  @Test func deltaE00SizedThresholdWithOKLabWarns() {
    let palette = Palette(swatches: [
      Swatch(name: "Black", color: .srgb(0, 0, 0)), Swatch(name: "White", color: .srgb(1, 1, 1)),
    ])
    let result = palette.deduplicated(DedupeOptions(threshold: 2.0, metric: .deltaEOK))
    #expect(result.diagnostics.first?.code == "dedupe.threshold-scale")
    #expect(result.diagnostics.first?.severity == .warning)
    #expect(result.diagnostics.first?.message.contains("did you mean 0.02?") == true)
    // The threshold is applied as given: ΔEOK 2 exceeds black to white (1).
    #expect(result.palette.swatchCount == 1)
    let sane = palette.deduplicated(DedupeOptions(threshold: 2.0))
    #expect(sane.diagnostics.isEmpty && sane.palette.swatchCount == 2)
  }

  @Test func keepsTheFirstMatchAndDoesNotChain() {
    // B is within 1.5 of A, C within 1.5 of B but not of A: C is kept.
    let a = PaletteColor(.lab(l: 50, a: 0, b: 0))
    let b = PaletteColor(.lab(l: 51, a: 0, b: 0))
    let c = PaletteColor(.lab(l: 52, a: 0, b: 0))
    #expect(DifferenceMetric.ciede2000.difference(a, b) < 1.5)
    #expect(DifferenceMetric.ciede2000.difference(a, c) > 1.5)
    let palette = Palette(swatches: [
      Swatch(name: "A", color: a), Swatch(name: "B", color: b), Swatch(name: "C", color: c),
    ])
    let result = palette.deduplicated(DedupeOptions(threshold: 1.5))
    #expect(result.palette.allSwatches.map(\.name) == ["A", "C"])
    // A repeat of a merged swatch merges into the same kept swatch, by its difference.
    let repeated = Palette(swatches: palette.allSwatches + [Swatch(name: "B again", color: b)])
    let again = repeated.deduplicated(DedupeOptions(threshold: 1.5))
    #expect(again.palette.allSwatches.map(\.name) == ["A", "C"])
    #expect(
      again.diagnostics.last?.message.hasPrefix("\"B again\" merged into \"A\" (ΔE00 ") == true)
  }

  @Test func alphaMergesOnlyWhenItLooksTheSame() {
    let opaque = Swatch(name: "Opaque", color: .srgb8(200, 30, 30))
    let half = Swatch(name: "Half", color: .srgb8(200, 30, 30, alpha: 128))
    let almostHalf = Swatch(name: "Almost half", color: .srgb8(200, 30, 30, alpha: 129))
    let clear = Swatch(name: "Clear", color: .srgb8(0, 0, 0, alpha: 0))
    let clearRed = Swatch(name: "Clear red", color: .srgb8(255, 0, 0, alpha: 0))
    let palette = Palette(swatches: [opaque, half, almostHalf, clear, clearRed])
    let exact = palette.deduplicated(DedupeOptions())
    #expect(exact.palette.swatchCount == 5)
    let result = palette.deduplicated(DedupeOptions(threshold: 1))
    #expect(result.palette.allSwatches.map(\.name) == ["Opaque", "Half", "Clear"])
  }

  @Test func scopesArePerGroupWithUngroupedSwatchesTogether() {
    let red = PaletteColor.srgb8(255, 0, 0)
    let palette = Palette(groups: [
      PaletteGroup(swatches: [Swatch(name: "Top red", color: red)]),
      PaletteGroup(name: "Brand", swatches: [Swatch(name: "Brand red", color: red)]),
      PaletteGroup(swatches: [Swatch(name: "Later red", color: red)]),
      PaletteGroup(name: "Empty"),
    ])
    let result = palette.deduplicated(DedupeOptions())
    #expect(result.palette.groups.map(\.name) == [nil, "Brand", "Empty"])
    #expect(result.palette.allSwatches.map(\.name) == ["Top red", "Brand red"])

    let flat = palette.deduplicated(DedupeOptions(flatten: true))
    #expect(flat.palette.groups.count == 1 && flat.palette.groups[0].name == nil)
    #expect(flat.palette.allSwatches.map(\.name) == ["Top red"])
    #expect(flat.diagnostics.count == 2)
  }

  @Test func preferNamedBorrowsTheFirstNameOnly() {
    let color = PaletteColor.srgb8(10, 20, 30)
    let palette = Palette(swatches: [
      Swatch(name: nil, color: color, location: at(1)),
      Swatch(name: "Ink", color: color, location: at(2)),
      Swatch(name: "Night", color: color, location: at(3)),
    ])
    let keepFirst = palette.deduplicated(DedupeOptions())
    #expect(keepFirst.palette.allSwatches.map(\.name) == [nil])
    let named = palette.deduplicated(DedupeOptions(preferNamed: true))
    #expect(named.palette.allSwatches.map(\.name) == ["Ink"])
    #expect(named.palette.allSwatches[0].location == at(1))
    #expect(
      named.diagnostics.map(\.message) == [
        "\"Ink\" (2:1) merged into unnamed #0A141E, which takes its name (exact duplicate)",
        "\"Night\" (3:1) merged into \"Ink\" (exact duplicate)",
      ])
    // An empty name is no name.
    let empty = Palette(swatches: [
      Swatch(name: "", color: color), Swatch(name: "Ink", color: color),
    ])
    #expect(
      empty.deduplicated(DedupeOptions(preferNamed: true)).palette.allSwatches.map(\.name)
        == ["Ink"])
  }

  @Test(arguments: 0..<30 as Range<UInt64>)
  func randomPalettesLoseOnlyDuplicates(seed: UInt64) {
    let palette = RandomPalette.make(seed: seed)
    let doubled = Palette(
      groups: palette.groups
        + palette.groups.map { group in
          var copy = group
          copy.name = group.name.map { $0 + " copy" }
          return copy
        })
    let result = doubled.deduplicated(DedupeOptions(flatten: true))
    let unique = Set(palette.allSwatches.map { Swatch(color: $0.color, kind: $0.kind) })
    #expect(result.palette.swatchCount == unique.count)
    #expect(result.diagnostics.count == doubled.swatchCount - unique.count)
    // Idempotent.
    #expect(result.palette.deduplicated(DedupeOptions()).palette == result.palette)
  }

  @Test func manyMergesAreListedUpToTheLimitThenCounted() {
    let palette = Palette(
      swatches: (1...50).map { Swatch(name: "S\($0)", color: .srgb8(1, 2, 3), location: at($0)) })
    let result = palette.deduplicated(DedupeOptions(notesListed: 5))
    #expect(result.palette.allSwatches.map(\.name) == ["S1"])
    #expect(result.diagnostics.count == 6)
    #expect(result.diagnostics[4].message == "\"S6\" (6:1) merged into \"S1\" (exact duplicate)")
    #expect(result.diagnostics[5].code == "dedupe.merged")
    #expect(
      result.diagnostics[5].message == "and 44 more like these (49 in all; the first 5 are listed)")
    #expect(palette.deduplicated(DedupeOptions(notesListed: nil)).diagnostics.count == 49)
  }

  @Test func notesNameTheKeptSwatchAsItWasNamedThen() {
    // The kept swatch is unnamed until the first named duplicate gives it a name.
    let palette = Palette(swatches: [
      Swatch(name: nil, color: .srgb8(10, 20, 30), location: at(1)),
      Swatch(name: "Navy", color: .srgb8(10, 20, 30), location: at(2)),
      Swatch(name: "Ink", color: .srgb8(10, 20, 30), location: at(3)),
    ])
    let result = palette.deduplicated(DedupeOptions(preferNamed: true))
    #expect(result.palette.allSwatches.map(\.name) == ["Navy"])
    #expect(
      result.diagnostics.map(\.message) == [
        "\"Navy\" (2:1) merged into unnamed #0A141E, which takes its name (exact duplicate)",
        "\"Ink\" (3:1) merged into \"Navy\" (exact duplicate)",
      ])
  }
}
