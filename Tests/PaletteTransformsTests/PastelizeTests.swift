import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

@Suite struct PastelizeTests {
  static func hueDistance(_ a: Double, _ b: Double) -> Double {
    let d = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(d, 360 - d)
  }

  static func hex(_ text: String) -> PaletteColor {
    let value = UInt32(text, radix: 16) ?? 0
    return .srgb8(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
  }

  @Test(arguments: [0.0, -0.5, Double.nan, -Double.infinity])
  func amountZeroOrBelowIsTheIdentity(amount: Double) {
    for seed in 0..<20 as Range<UInt64> {
      let palette = RandomPalette.make(seed: seed)
      let result = palette.pastelized(amount: amount)
      #expect(result == palette)
      #expect(result.allSwatches.map(\.color.model) == palette.allSwatches.map(\.color.model))
    }
  }

  @Test func keepsEverythingButTheColourAndWritesSRGB() {
    let palette = Palette(
      name: "P", description: "d", columns: 3,
      groups: [
        PaletteGroup(
          name: "G",
          swatches: [
            Swatch(
              name: "Ink", color: PaletteColor(.cmyk(cyan: 1, magenta: 0.5, yellow: 0, black: 0.2)),
              kind: .spot, location: .byte(offset: 40)),
            Swatch(name: nil, color: PaletteColor(.lab(l: 40, a: 60, b: -30), alpha: 0.25)),
          ])
      ])
    let result = palette.pastelized()
    #expect(result.name == "P" && result.description == "d" && result.columns == 3)
    #expect(result.groups.map(\.name) == ["G"])
    let swatches = result.allSwatches
    #expect(swatches.map(\.name) == ["Ink", nil])
    #expect(swatches.map(\.kind) == [.spot, .process])
    #expect(swatches[0].location == .byte(offset: 40))
    #expect(swatches.allSatisfy { $0.color.model == .srgb })
    #expect(swatches[1].color.alpha == 0.25)
  }

  // Classic pastels a user expects from the primaries at the default amount. The targets
  // are published colour names (hex from the Wikipedia colour lists and CSS):
  // - red    -> "light pink" #FFCCCC, the rgb(1.0, 0.8, 0.8) pink people picture;
  // - blue   -> "pale cornflower blue" #ABCDEF, a baby blue;
  // - green  -> "tea green" #D0F0C0, the pale mint of pastel sets;
  // - purple -> "pink lavender" #D8B2D1;
  // - orange -> "peach" (Crayola) #FFCBA4.
  // Pastelizing keeps the OKLCH hue, and these names do not share it exactly (blue is 264°,
  // pale cornflower 249°), so the tolerance is a ΔEOK of 0.04: two just-noticeable steps,
  // close enough that the result reads as the named pastel.
  @Test(arguments: [
    ("FF0000", "FFCCCC"), ("0000FF", "ABCDEF"), ("00FF00", "D0F0C0"), ("800080", "D8B2D1"),
    ("FF8000", "FFCBA4"),
  ])
  func primariesBecomeClassicPastels(source: String, target: String) {
    let palette = Palette(swatches: [Swatch(color: Self.hex(source))])
    let pastel = palette.pastelized().allSwatches[0].color
    let distance = DifferenceMetric.deltaEOK.difference(pastel, Self.hex(target))
    #expect(distance < 0.04, "\(source) became \(pastel.rgba8.hexString()), \(distance) away")
  }

  @Test func redBecomesALightPink() {
    let pastel = Palette(swatches: [Swatch(color: .srgb(1, 0, 0))]).pastelized().allSwatches[0]
      .color
    let rgb = pastel.srgbValues
    #expect(rgb.x > 0.97 && (0.7...0.85).contains(rgb.y) && (0.7...0.85).contains(rgb.z))
    let lch = pastel.oklchValues
    #expect((0.8...0.9).contains(lch.x))
    // Red's published OKLCH hue is 29.2339°.
    #expect(Self.hueDistance(lch.z, 29.2339) < 1)
  }

  @Test func lightColoursKeepLightnessAndLoseChroma() {
    // Yellow (OKLCH L 0.968) is lighter than the target lightness 0.95.
    let yellow = PaletteColor.srgb(1, 1, 0)
    let pastel = Palette(swatches: [Swatch(color: yellow)]).pastelized(amount: 0.5)
      .allSwatches[0].color
    #expect(abs(pastel.oklchValues.x - yellow.oklchValues.x) < 1e-5)
    #expect(pastel.oklchValues.y < yellow.oklchValues.y * 0.6)
  }

  @Test func blackAndWhite() {
    let palette = Palette(swatches: [
      Swatch(color: .srgb(0, 0, 0)), Swatch(color: .srgb(1, 1, 1)),
    ])
    let result = palette.pastelized(amount: 1).allSwatches.map(\.color)
    #expect(abs(result[0].oklchValues.x - 0.95) < 1e-5)
    #expect(result[0].oklchValues.y < 1e-5)
    // White stays white, up to one Float step of rounding.
    #expect(result[1].rgba8 == RGBA8(red: 255, green: 255, blue: 255))
    #expect(result[1].components.values.allSatisfy { $0 > 0.999_999 })
  }

  @Test func amountsAboveOneAreClamped() {
    let palette = RandomPalette.make(seed: 9, models: [.srgb])
    #expect(palette.pastelized(amount: 7) == palette.pastelized(amount: 1))
  }

  @Test func nonFiniteColoursAreLeftAlone() {
    let broken = PaletteColor.srgb(.nan, 0, 0)
    let result = Palette(swatches: [Swatch(color: broken)]).pastelized()
    #expect(result.allSwatches[0].color == broken)
  }

  /// Seeded random colours in every model, kept to those inside the OKLCH lightness range.
  static func randomColors(seed: UInt64, count: Int) -> [PaletteColor] {
    var rng = SplitMix64(seed: seed)
    func unit() -> Float { Float(Double(rng.next() % 1_000_001) / 1_000_000) }
    var colors: [PaletteColor] = []
    while colors.count < count {
      let color: PaletteColor
      switch rng.next() % 5 {
      case 0: color = PaletteColor(.displayP3(red: unit(), green: unit(), blue: unit()))
      case 1: color = PaletteColor(.oklch(l: unit(), c: unit() * 0.3, h: unit() * 360))
      case 2:
        color = PaletteColor(.lab(l: unit() * 100, a: unit() * 160 - 80, b: unit() * 160 - 80))
      default: color = .srgb(unit(), unit(), unit())
      }
      let l = color.oklchValues.x
      if l > 0.001 && l < 0.999 { colors.append(color) }
    }
    return colors
  }

  @Test(arguments: 0..<8 as Range<UInt64>)
  func pastelProperties(seed: UInt64) {
    let amounts = [0.1, 0.25, 0.5, 0.75, 0.9, 1.0]
    for color in Self.randomColors(seed: seed, count: 250) {
      let before = color.oklchValues
      var previous = before
      for amount in amounts {
        let pastel = Palette(swatches: [Swatch(color: color)]).pastelized(amount: amount)
          .allSwatches[0].color
        #expect(pastel.model == .srgb)
        let values = pastel.components.values
        #expect(values.allSatisfy { $0 >= 0 && $0 <= 1 }, "out of gamut: \(values)")
        let after = pastel.oklchValues
        // Float32 storage of the result moves L and C by about 1e-7.
        #expect(after.x >= before.x - 1e-5, "lightness fell: \(color) at \(amount)")
        #expect(after.y <= before.y + 1e-5, "chroma rose: \(color) at \(amount)")
        if after.y > 0.03 {
          #expect(Self.hueDistance(after.z, before.z) < 1, "hue turned: \(color) at \(amount)")
        }
        #expect(after.x >= previous.x - 1e-5, "not monotonic in L: \(color) at \(amount)")
        #expect(after.y <= previous.y + 1e-5, "not monotonic in C: \(color) at \(amount)")
        previous = after
      }
    }
  }
}
