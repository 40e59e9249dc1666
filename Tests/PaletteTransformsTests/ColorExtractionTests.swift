import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

@Suite struct ColorExtractionTests {
  static func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBA8 {
    RGBA8(red: r, green: g, blue: b, alpha: a)
  }

  /// `counts[i]` pixels of `colors[i]`, interleaved so no colour is one run.
  static func image(_ colors: [RGBA8], counts: [Int]) -> [RGBA8] {
    var remaining = counts
    var pixels: [RGBA8] = []
    while remaining.contains(where: { $0 > 0 }) {
      for index in colors.indices where remaining[index] > 0 {
        pixels.append(colors[index])
        remaining[index] -= 1
      }
    }
    return pixels
  }

  /// Pixels scattered around `centres` (±`spread` per channel), `each` per centre.
  static func clusters(_ centres: [RGBA8], each: Int, spread: Int, seed: UInt64) -> [RGBA8] {
    var random = SplitMix64(seed: seed)
    var pixels: [RGBA8] = []
    for _ in 0..<each {
      for centre in centres {
        func jitter(_ value: UInt8) -> UInt8 {
          let offset = Int(random.next() % UInt64(2 * spread + 1)) - spread
          return UInt8(min(max(Int(value) + offset, 0), 255))
        }
        pixels.append(rgba(jitter(centre.red), jitter(centre.green), jitter(centre.blue)))
      }
    }
    return pixels
  }

  @Test func flatColoursComeBackExactlyByShare() {
    let colors = [
      Self.rgba(255, 0, 0), Self.rgba(0, 128, 255), Self.rgba(18, 52, 86), Self.rgba(250, 250, 250),
      Self.rgba(0, 0, 0), Self.rgba(90, 200, 10),
    ]
    let counts = [50, 600, 10, 300, 1, 99]
    let found = ColorExtraction.colors(in: Self.image(colors, counts: counts), count: 6)
    #expect(
      found.map(\.color) == [colors[1], colors[3], colors[5], colors[0], colors[2], colors[4]])
    #expect(found.map(\.pixelCount) == [600, 300, 99, 50, 10, 1])
  }

  @Test func coloursSharingABucketStayApart() {
    // 10 and 11 share the top five bits of every channel.
    let colors = [Self.rgba(10, 10, 10), Self.rgba(11, 10, 10), Self.rgba(200, 10, 10)]
    let found = ColorExtraction.colors(in: Self.image(colors, counts: [3, 2, 1]), count: 8)
    #expect(found.map(\.color) == colors)
  }

  @Test func moreRequestedThanThereAre() {
    let colors = [Self.rgba(1, 2, 3), Self.rgba(200, 100, 0)]
    let found = ColorExtraction.colors(in: Self.image(colors, counts: [5, 5]), count: 64)
    // Equal shares: darker first.
    #expect(found.map(\.color) == colors)
    #expect(Palette(extracting: 64, from: Self.image(colors, counts: [5, 5])).swatchCount == 2)
  }

  @Test func transparentPixelsAreIgnored() {
    let pixels =
      Self.image([Self.rgba(9, 9, 9, 0), Self.rgba(250, 0, 0)], counts: [1000, 3])
      + [Self.rgba(0, 255, 0, 128)]
    let found = ColorExtraction.colors(in: pixels, count: 4)
    #expect(found.map(\.color) == [Self.rgba(250, 0, 0), Self.rgba(0, 255, 0, 128)])
    #expect(found.map(\.pixelCount) == [3, 1])
    #expect(ColorExtraction.colors(in: [Self.rgba(1, 1, 1, 0)], count: 3).isEmpty)
    #expect(ColorExtraction.colors(in: [], count: 3).isEmpty)
  }

  @Test func findsTheCentresOfNoisyClusters() {
    let centres = [
      Self.rgba(200, 30, 40), Self.rgba(20, 90, 200), Self.rgba(240, 220, 60),
      Self.rgba(30, 30, 30),
    ]
    let pixels = Self.clusters(centres, each: 2000, spread: 12, seed: 7)
    let found = ColorExtraction.colors(in: pixels, count: 4)
    #expect(found.count == 4)
    #expect(found.map(\.pixelCount).reduce(0, +) == pixels.count)
    for centre in centres {
      let nearest = found.map { $0.color.paletteColor.oklabValues }.map {
        let delta = $0 - centre.paletteColor.oklabValues
        return (delta * delta).sum().squareRoot()
      }.min()!
      #expect(nearest < 0.02, "\(centre.hexString()) is \(nearest) from the nearest colour found")
    }
    // Each cluster is found once, with its 2000 pixels.
    #expect(found.map(\.pixelCount).allSatisfy { $0 == 2000 })
  }

  @Test(arguments: [1, 2, 5, 8, 16, 32, 100])
  func givesTheCountAskedFor(count: Int) {
    var random = SplitMix64(seed: 42)
    let pixels = (0..<3_000).map { _ in
      let value = random.next()
      return Self.rgba(UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF))
    }
    let found = ColorExtraction.colors(in: pixels, count: count)
    #expect(found.count == count)
    #expect(found.map(\.pixelCount).reduce(0, +) == pixels.count)
    #expect(zip(found, found.dropFirst()).allSatisfy { $0.pixelCount >= $1.pixelCount })
  }

  @Test func isDeterministicAndIndependentOfPixelOrder() {
    let centres = [Self.rgba(200, 30, 40), Self.rgba(20, 90, 200), Self.rgba(240, 220, 60)]
    let pixels = Self.clusters(centres, each: 1500, spread: 40, seed: 3)
    let first = ColorExtraction.colors(in: pixels, count: 5)
    #expect(ColorExtraction.colors(in: pixels, count: 5) == first)
    #expect(ColorExtraction.colors(in: pixels.reversed(), count: 5) == first)
  }

  @Test func thePaletteIsUnnamedSRGB() {
    let palette = Palette(
      extracting: 2, from: Self.image([Self.rgba(1, 2, 3), Self.rgba(4, 5, 6)], counts: [1, 2]))
    #expect(palette.allSwatches.map(\.name) == [nil, nil])
    #expect(palette.allSwatches.map(\.color) == [.srgb8(4, 5, 6), .srgb8(1, 2, 3)])
  }
}
