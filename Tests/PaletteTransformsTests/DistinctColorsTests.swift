import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

/// `Fixtures/oracle/palette-quality.json`, written by
/// `Tests/Oracle/accessibility/make_quality_table.py` with colorspacious, DaltonLens and
/// ColorAide comparing every pair.
private struct QualityOracle: Decodable {
  struct Pair: Decodable {
    var deltaEOK: Double
    var first: Int
    var second: Int
  }
  struct Entry: Decodable {
    var path: String
    var colors: Int
    var closest: [String: Pair]
    var lightness: [Double]
  }
  var palettes: [Entry]
}

/// The colours of a GIMP palette's colour lines, as 8-bit sRGB swatches.
private func gplPalette(_ relativePath: String) -> Palette {
  let text = String(decoding: Fixtures.bytes(relativePath), as: UTF8.self)
  var swatches: [Swatch] = []
  for line in text.split(whereSeparator: \.isNewline).dropFirst() {
    let fields = line.split(whereSeparator: \.isWhitespace).prefix(3).compactMap { UInt8($0) }
    guard fields.count == 3 else { continue }
    swatches.append(Swatch(color: .srgb8(fields[0], fields[1], fields[2])))
  }
  return Palette(swatches: swatches)
}

/// A colour as a vision type sees it in OKLab, through the public simulation: the reference
/// path the tests compare the transforms' own with.
private func seen(_ color: PaletteColor, _ vision: VisionType) -> SIMD3<Double> {
  guard let deficiency = vision.deficiency else { return color.oklabValues }
  return CVDSimulation(deficiency).simulated(color).oklabValues
}

private func distance(_ a: PaletteColor, _ b: PaletteColor) -> Double {
  VisionType.allCases.map { vision in
    let delta = seen(a, vision) - seen(b, vision)
    return (delta * delta).sum().squareRoot()
  }.min()!
}

@Suite struct DistinctColorsTests {
  @Test func closestPairAgreesWithEveryPairCompared() {
    var state: UInt64 = 42
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    for count in [2, 3, 10, 200, 1500] {
      var points = (0..<count).map { _ in SIMD3(next(), next() - 0.5, next() - 0.5) }
      if count == 200 { points[150] = points[17] }  // a duplicate
      if count == 1500 { points = points.map { SIMD3($0.x, 0, 0) } }  // on one line
      var best = (Double.infinity, 0, 0)
      for i in points.indices {
        for j in (i + 1)..<points.count {
          let delta = points[i] - points[j]
          let d = (delta * delta).sum().squareRoot()
          if d < best.0 { best = (d, i, j) }
        }
      }
      let found = ClosestPair.find(points)
      #expect(found?.distance == best.0, "count \(count)")
      if count != 1500 {
        #expect(found?.first == best.1 && found?.second == best.2, "count \(count)")
      }
    }
    #expect(ClosestPair.find([SIMD3(0, 0, 0)]) == nil)
  }

  @Test func qualityMatchesTheIndependentSimulationOnRealPalettes() throws {
    let oracle = try JSONDecoder().decode(
      QualityOracle.self, from: Data(Fixtures.bytes("oracle/palette-quality.json")))
    #expect(oracle.palettes.count == 2)
    for entry in oracle.palettes {
      let palette = gplPalette(String(entry.path.dropFirst("Fixtures/".count)))
      let quality = palette.quality()
      #expect(quality.colorCount == entry.colors)
      for vision in VisionType.allCases {
        let expected = try #require(entry.closest[vision.rawValue])
        let actual = try #require(quality.closest[vision])
        #expect(abs(actual.deltaEOK - expected.deltaEOK) < 1e-6, "\(entry.path) \(vision)")
        #expect(actual.first == expected.first, "\(entry.path) \(vision)")
        #expect(actual.second == expected.second, "\(entry.path) \(vision)")
      }
      let lightness = try #require(quality.lightness)
      #expect(abs(lightness.lowerBound - entry.lightness[0]) < 1e-6)
      #expect(abs(lightness.upperBound - entry.lightness[1]) < 1e-6)
      #expect(quality.inSRGB == entry.colors)
    }
  }

  @Test func qualityCountsTheGamutEachColourNeeds() {
    let palette = Palette(swatches: [
      Swatch(color: .srgb8(255, 0, 0)),
      // Display P3's own red is outside sRGB and inside P3, by definition.
      Swatch(color: PaletteColor(.displayP3(red: 1, green: 0, blue: 0))),
      Swatch(color: PaletteColor(.displayP3(red: 0, green: 1, blue: 0))),
      // Lab 50, -128, 0: far beyond P3's greens and cyans.
      Swatch(color: PaletteColor(.lab(l: 50, a: -128, b: 0))),
      Swatch.emptySlot,
    ])
    let quality = palette.quality()
    #expect(quality.colorCount == 4)
    #expect(quality.inSRGB == 1)
    #expect(quality.inDisplayP3Only == 2)
    #expect(quality.outsideDisplayP3 == 1)
    #expect(Palette(swatches: [Swatch(color: .srgb8(1, 2, 3))]).quality().closest.isEmpty)
  }

  /// The candidates as the documentation describes them, built here without the transform.
  private func candidates(lightness: ClosedRange<Double>) -> [PaletteColor] {
    var colors: [PaletteColor] = []
    for r in stride(from: 0, through: 255, by: 15) {
      for g in stride(from: 0, through: 255, by: 15) {
        for b in stride(from: 0, through: 255, by: 15) {
          let color = PaletteColor.srgb8(UInt8(r), UInt8(g), UInt8(b))
          if lightness.contains(color.oklabValues.x) { colors.append(color) }
        }
      }
    }
    return colors
  }

  @Test func eachNewColourIsTheCandidateFarthestFromAllBefore() throws {
    let kept = [Swatch(name: "Brand", color: .srgb8(0xD3, 0x36, 0x82))]
    let palette = Palette(swatches: kept)
    let result = palette.addingDistinctColors(toReach: 5)
    let swatches = result.allSwatches
    #expect(swatches.count == 5)
    #expect(swatches[0] == kept[0])
    let pool = candidates(lightness: 0.4...0.85)
    #expect(pool.count > 1000)
    for index in 1..<swatches.count {
      let chosen = swatches[..<index].map(\.color)
      func spread(_ color: PaletteColor) -> Double { chosen.map { distance($0, color) }.min()! }
      let best = pool.map(spread).max()!
      #expect(abs(spread(swatches[index].color) - best) < 1e-6, "colour \(index)")
      #expect(swatches[index].name == nil)
    }
    #expect(palette.addingDistinctColors(toReach: 5) == result)
    #expect(result.addingDistinctColors(toReach: 3) == result)
  }

  @Test func newColoursKeepTheLightnessAskedForAndStopWhenNoneIsLeft() {
    let narrow = DistinctOptions(lightness: 0.6...0.62)
    let pool = candidates(lightness: 0.6...0.62)
    let result = Palette(swatches: []).addingDistinctColors(toReach: 1000, options: narrow)
    #expect(result.swatchCount == pool.count)
    #expect(Set(result.allSwatches.map(\.color)) == Set(pool))
    let grouped = Palette(groups: [
      PaletteGroup(name: "Brand", swatches: [Swatch(color: .srgb8(0, 0, 0))])
    ])
    let added = grouped.addingDistinctColors(toReach: 3)
    #expect(added.groups.count == 2)
    #expect(added.groups[0] == grouped.groups[0])
    #expect(added.groups[1].name == nil && added.groups[1].swatches.count == 2)
  }

  @Test func colourVisionOrderPlacesTheFarthestNextInSmallGroups() {
    // Red and green that deuteranopes confuse, with blue, yellow and grey.
    let colors: [PaletteColor] = [
      .srgb8(0xD6, 0x27, 0x28), .srgb8(0x2C, 0xA0, 0x2C), .srgb8(0x1F, 0x77, 0xB4),
      .srgb8(0xBC, 0xBD, 0x22), .srgb8(0x7F, 0x7F, 0x7F), .srgb8(0x8C, 0x56, 0x4B),
    ]
    let palette = Palette(
      swatches: colors.enumerated().map { Swatch(name: "c\($0.offset)", color: $0.element) })
    let ordered = palette.orderedForColorVision().allSwatches
    #expect(Set(ordered.map(\.name)) == Set(palette.allSwatches.map(\.name)))
    #expect(ordered[0].name == "c0")
    var remaining = Array(palette.allSwatches.dropFirst())
    for index in 1..<ordered.count {
      let last = ordered[index - 1].color
      let best = remaining.map { distance($0.color, last) }.max()!
      #expect(abs(distance(ordered[index].color, last) - best) < 1e-6, "position \(index)")
      remaining.removeAll { $0.name == ordered[index].name }
    }
    func weakestNeighbours(_ swatches: [Swatch]) -> Double {
      zip(swatches, swatches.dropFirst()).map { distance($0.color, $1.color) }.min()!
    }
    #expect(weakestNeighbours(ordered) > weakestNeighbours(palette.allSwatches))
  }

  @Test func colourVisionOrderOfALargeGroupKeepsEverySwatch() {
    let palette = gplPalette("gpl/real/atari-800xl-palette.gpl")
    let ordered = palette.ordered(.cvdSafe)
    #expect(ordered.swatchCount == palette.swatchCount)
    #expect(ordered.allSwatches[0] == palette.allSwatches[0])
    let before = palette.allSwatches.map(\.color)
    let after = ordered.allSwatches.map(\.color)
    #expect(
      before.sorted { $0.rgba8.hexString() < $1.rgba8.hexString() }
        == after.sorted { $0.rgba8.hexString() < $1.rgba8.hexString() })
    func average(_ colors: [PaletteColor]) -> Double {
      zip(colors, colors.dropFirst()).map { distance($0, $1) }.reduce(0, +)
        / Double(colors.count - 1)
    }
    #expect(average(after) > average(before))
  }
}
