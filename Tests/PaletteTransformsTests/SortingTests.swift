import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

@Suite struct SortingTests {
  // OKLCH values of the sRGB primaries published with OKLab (Ottosson): red L 0.627955,
  // h 29.2339°; green L 0.866440, h 142.4953°; blue L 0.452014, h 264.0520°. WCAG relative
  // luminance: red 0.2126, green 0.7152, blue 0.0722.
  let red = Swatch(name: "Red", color: .srgb(1, 0, 0))
  let green = Swatch(name: "Green", color: .srgb(0, 1, 0))
  let blue = Swatch(name: "Blue", color: .srgb(0, 0, 1))
  let black = Swatch(name: "Black", color: PaletteColor(.gray(0)))
  let white = Swatch(name: "White", color: .srgb(1, 1, 1))
  let grey = Swatch(name: "Grey", color: .srgb8(128, 128, 128))

  func names(_ palette: Palette) -> [String?] { palette.allSwatches.map(\.name) }

  @Test func argumentsRoundTrip() {
    for key in SortKey.allCases {
      #expect(SortKey(argument: key.argument) == key)
    }
    #expect(SortKey(argument: "hue-bands") == .hueBands)
    #expect(SortKey(argument: "hueBands") == nil)
    #expect(SortKey(argument: "Hue") == nil)
    #expect(SortKey(argument: "") == nil)
  }

  @Test func hueOrdersPrimariesAndPutsGreysLastByLightness() {
    let palette = Palette(swatches: [white, blue, grey, red, black, green])
    #expect(
      names(palette.sorted(by: [.hue])) == ["Red", "Green", "Blue", "Black", "Grey", "White"])
  }

  @Test func nearGreysBelowThresholdHaveNoHue() {
    // #808081 has an OKLCH chroma of about 0.002: a grey, whatever its hue angle says.
    let bluishGrey = Swatch(name: "Bluish grey", color: .srgb8(128, 128, 129))
    let palette = Palette(swatches: [bluishGrey, red])
    #expect(names(palette.sorted(by: [.hue])) == ["Red", "Bluish grey"])
    #expect(bluishGrey.color.oklchValues.y < SortKey.achromaticChromaThreshold)
  }

  @Test func lightnessChromaAndLuminance() {
    let palette = Palette(swatches: [red, green, blue])
    #expect(names(palette.sorted(by: [.lightness])) == ["Blue", "Red", "Green"])
    #expect(names(palette.sorted(by: [.luminance])) == ["Blue", "Red", "Green"])
    #expect(names(palette.sorted(by: [.chroma])) == ["Red", "Green", "Blue"])
    #expect(names(palette.sorted(by: [.lightness], reversed: true)) == ["Green", "Red", "Blue"])
  }

  @Test func luminanceDiffersFromLightness() {
    // Blue is lighter than this dark green in OKLCH but has less WCAG luminance.
    let darkGreen = Swatch(name: "Dark green", color: .srgb8(0, 100, 0))
    #expect(darkGreen.color.oklchValues.x < blue.color.oklchValues.x)
    let palette = Palette(swatches: [blue, darkGreen])
    #expect(names(palette.sorted(by: [.lightness])) == ["Dark green", "Blue"])
    #expect(names(palette.sorted(by: [.luminance])) == ["Blue", "Dark green"])
  }

  @Test func nameIsCodePointOrderWithUnnamedLast() {
    let palette = Palette(
      swatches: ["b", nil, "É", "a", "B", "", "Z"].map {
        Swatch(name: $0, color: .srgb(0, 0, 0))
      })
    #expect(names(palette.sorted(by: [.name])) == ["", "B", "Z", "a", "b", "É", nil])
  }

  @Test func tiesKeepFileOrderAlsoWhenReversed() {
    let a = Swatch(name: "A", color: .srgb(0.5, 0.2, 0.1))
    let b = Swatch(name: "B", color: .srgb(0.5, 0.2, 0.1))
    let dark = Swatch(name: "Dark", color: .srgb(0.1, 0.1, 0.1))
    let palette = Palette(swatches: [a, dark, b])
    #expect(names(palette.sorted(by: [.lightness])) == ["Dark", "A", "B"])
    #expect(names(palette.sorted(by: [.lightness], reversed: true)) == ["A", "B", "Dark"])
  }

  @Test func compoundKeysBreakTies() {
    let palette = Palette(swatches: [
      Swatch(name: "Accent", color: .srgb(1, 1, 1)),
      Swatch(name: "Accent", color: .srgb(0, 0, 0)),
      Swatch(name: "Base", color: .srgb(0.5, 0.5, 0.5)),
    ])
    let sorted = palette.sorted(by: [.name, .lightness]).allSwatches
    #expect(sorted.map(\.color) == [.srgb(0, 0, 0), .srgb(1, 1, 1), .srgb(0.5, 0.5, 0.5)])
  }

  @Test func originalKeepsOrderAndReversedReversesIt() {
    let palette = Palette(swatches: [red, green, blue])
    #expect(names(palette.sorted(by: [.original])) == ["Red", "Green", "Blue"])
    #expect(names(palette.sorted(by: [.original], reversed: true)) == ["Blue", "Green", "Red"])
    #expect(palette.sorted(by: []) == palette)
  }

  @Test func hueBandsOrderByLightnessInsideEachBand() {
    // Dark red #800000 and red share the red band; crimson #DC143C (20°) too. Pink #FFC0CB
    // (7°) is in the last band, orange #FF8000 (53°) in the second.
    let palette = Palette(swatches: [
      Swatch(name: "Pink", color: .srgb8(255, 192, 203)),
      Swatch(name: "Orange", color: .srgb8(255, 128, 0)),
      red,
      Swatch(name: "Crimson", color: .srgb8(220, 20, 60)),
      grey,
      Swatch(name: "Dark red", color: .srgb8(128, 0, 0)),
      blue,
    ])
    #expect(
      names(palette.sorted(by: [.hueBands]))
        == ["Dark red", "Crimson", "Red", "Orange", "Blue", "Pink", "Grey"])
    // Plain hue puts pink (7°) first and crimson (20°) before the reds (29°).
    let byHue = names(palette.sorted(by: [.hue]))
    #expect(byHue.prefix(2) == ["Pink", "Crimson"])
    #expect(byHue.suffix(3) == ["Orange", "Blue", "Grey"])
  }

  @Test func groupsAreSortedSeparatelyUnlessFlattened() {
    let palette = Palette(
      name: "P", description: "d", columns: 4,
      groups: [
        PaletteGroup(swatches: [green, red]),
        PaletteGroup(name: "Cool", swatches: [white, blue]),
        PaletteGroup(swatches: [black]),
      ])
    let sorted = palette.sorted(by: [.hue])
    #expect(sorted.groups.map(\.name) == [nil, "Cool", nil])
    #expect(
      sorted.groups.map { $0.swatches.map(\.name) }
        == [["Red", "Green"], ["Blue", "White"], ["Black"]])
    #expect(sorted.name == "P" && sorted.description == "d" && sorted.columns == 4)

    let flat = palette.sorted(by: [.hue], flatten: true)
    #expect(flat.groups.count == 1 && flat.groups[0].name == nil)
    #expect(names(flat) == ["Red", "Green", "Blue", "Black", "White"])
    #expect(flat.name == "P" && flat.columns == 4)
    #expect(Palette().sorted(by: [.hue], flatten: true) == Palette())
  }

  @Test func locationsAndKindsTravelWithTheSwatch() {
    let located = Swatch(
      name: "Spot", color: .srgb(0, 0, 1), kind: .spot, location: .text(line: 7, column: 1))
    let palette = Palette(swatches: [located, red])
    let sorted = palette.sorted(by: [.hue]).allSwatches
    #expect(sorted[1].location == .text(line: 7, column: 1))
    #expect(sorted[1].kind == .spot)
  }

  @Test(arguments: 0..<40 as Range<UInt64>)
  func sortingPermutesEachGroupAndOrdersIt(seed: UInt64) {
    let palette = RandomPalette.make(seed: seed)
    for keys in [[SortKey.lightness], [.hue, .chroma], [.hueBands], [.name, .luminance]] {
      let sorted = palette.sorted(by: keys)
      #expect(sorted.groups.count == palette.groups.count)
      for (before, after) in zip(palette.groups, sorted.groups) {
        #expect(before.name == after.name)
        #expect(
          Dictionary(grouping: before.swatches, by: { $0 }).mapValues(\.count)
            == Dictionary(grouping: after.swatches, by: { $0 }).mapValues(\.count))
      }
      if keys == [.lightness] {
        for group in sorted.groups {
          let values = group.swatches.map { $0.color.oklchValues.x }
          #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        }
      }
    }
  }
}
