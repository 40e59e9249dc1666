import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

@Suite struct ReducingTests {
  /// Four clusters far apart (red, green, blue, grey), each of many near-identical swatches.
  static let clustered: Palette = {
    var swatches: [Swatch] = []
    for step in 0..<40 {
      let jitter = UInt8(step % 5)
      let cluster = step % 4
      let color: PaletteColor
      switch cluster {
      case 0: color = .srgb8(220 + jitter, 20, 20)
      case 1: color = .srgb8(20, 200 + jitter, 40)
      case 2: color = .srgb8(30, 40, 210 + jitter)
      default: color = .srgb8(128 + jitter, 128, 128)
      }
      swatches.append(Swatch(name: "c\(cluster)-\(step)", color: color))
    }
    return Palette(name: "Clusters", swatches: swatches)
  }()

  static func isOrderedSubset(_ part: [Swatch], of whole: [Swatch]) -> Bool {
    var rest = whole[...]
    for swatch in part {
      guard let found = rest.firstIndex(of: swatch) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }

  @Test(arguments: [1, 2, 3, 4, 7, 16, 39, 40, 100])
  func countAndSubset(count: Int) {
    let reduced = Self.clustered.reduced(to: count)
    #expect(reduced.swatchCount == min(count, 40))
    #expect(Self.isOrderedSubset(reduced.allSwatches, of: Self.clustered.allSwatches))
    #expect(reduced.name == "Clusters")
  }

  @Test func oneRepresentativePerCluster() {
    let reduced = Self.clustered.reduced(to: 4)
    #expect(Set(reduced.allSwatches.compactMap { $0.name?.prefix(2) }) == ["c0", "c1", "c2", "c3"])
    // The spread: every pair kept is far apart, far more than the clusters' own jitter.
    let colors = reduced.allSwatches.map(\.color)
    for i in colors.indices {
      for j in colors.indices where j > i {
        #expect(colors[i].deltaEOK(to: colors[j]) > 0.1)
      }
    }
  }

  @Test func spreadBeatsTheFirstSwatches() {
    // A gradient of 256 greys: the 8 kept are the middles of 8 runs of 32, so they cover the
    // range evenly (the first 8 swatches would all be near black).
    let ramp = Palette(
      swatches: (0..<256).map {
        Swatch(name: "g\($0)", color: .srgb8(UInt8($0), UInt8($0), UInt8($0)))
      })
    let reduced = ramp.reduced(to: 8).allSwatches.map { $0.color.oklabValues.x }
    #expect((reduced.min() ?? 1) < 0.2)
    #expect((reduced.max() ?? 0) > 0.9)
    let gaps = zip(reduced, reduced.dropFirst()).map { $1 - $0 }
    #expect(gaps.allSatisfy { $0 > 0.05 && $0 < 0.2 }, "\(gaps)")
  }

  @Test func deterministicAndKeepsEverythingButTheOthers() {
    for seed in 0..<20 as Range<UInt64> {
      let palette = RandomPalette.make(seed: seed)
      let count = max(1, palette.swatchCount / 2)
      let first = palette.reduced(to: count)
      #expect(first == palette.reduced(to: count))
      #expect(first.swatchCount == min(count, palette.swatchCount))
      #expect(Self.isOrderedSubset(first.allSwatches, of: palette.allSwatches))
    }
  }

  @Test func identicalColoursStillGiveTheCount() {
    let same = Palette(swatches: (0..<10).map { Swatch(name: "s\($0)", color: .srgb8(9, 9, 9)) })
    #expect(same.reduced(to: 3).allSwatches.map(\.name) == ["s0", "s2", "s5"])
    #expect(same.reduced(to: 0).swatchCount == 0)
    #expect(same.reduced(to: 10) == same)
  }

  /// Near-linear: 50 000 swatches reduced to 256 (a quadratic method would compare 2.5 × 10⁹
  /// pairs).
  @Test func largePalette() {
    var state: UInt64 = 42
    let swatches = (0..<50_000).map { index -> Swatch in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let value = UInt32(truncatingIfNeeded: state >> 40)
      return Swatch(
        name: "s\(index)",
        color: .srgb8(UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF)))
    }
    let reduced = Palette(swatches: swatches).reduced(to: 256)
    #expect(reduced.swatchCount == 256)
  }
}
