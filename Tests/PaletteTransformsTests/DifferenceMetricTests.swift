import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

@Suite struct DifferenceMetricTests {
  // Sharma, Wu and Dalal (2005), Table 1: a selection of the 34 pairs, ΔE00 to 4 decimals.
  @Test(arguments: [
    ([50.0, 2.6772, -79.7751], [50.0, 0, -82.7485], 2.0425),
    ([50.0, 2.4900, -0.0010], [50.0, -2.4900, 0.0009], 7.1792),
    ([50.0, 2.5000, 0], [73.0, 25.0, -18.0], 27.1492),
    ([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644),
    ([22.7233, 20.0904, -46.6940], [23.0331, 14.9730, -42.5619], 2.0373),
    ([90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381),
    ([2.0776, 0.0795, -1.1350], [0.9033, -0.0636, -0.5514], 0.9082),
  ])
  func ciede2000OnLabSwatches(first: [Double], second: [Double], expected: Double) {
    func lab(_ v: [Double]) -> PaletteColor {
      PaletteColor(.lab(l: Float(v[0]), a: Float(v[1]), b: Float(v[2])))
    }
    let value = DifferenceMetric.ciede2000.difference(lab(first), lab(second))
    // The Lab values pass through Float storage, which moves ΔE00 by well under 5e-4.
    #expect(abs(value - expected) < 5e-4)
    #expect(DifferenceMetric.ciede2000.difference(lab(second), lab(first)) == value)
  }

  @Test func rawValuesAndUnits() {
    #expect(DifferenceMetric(rawValue: "ciede2000") == .ciede2000)
    #expect(DifferenceMetric(rawValue: "oklab") == .deltaEOK)
    #expect(DifferenceMetric.deltaEOK.justNoticeableDifference == 0.02)
    // Black to white is 1 in OKLab and 100 in ΔE00.
    let black = PaletteColor.srgb(0, 0, 0)
    let white = PaletteColor.srgb(1, 1, 1)
    #expect(abs(DifferenceMetric.deltaEOK.difference(black, white) - 1) < 1e-6)
    #expect(abs(DifferenceMetric.ciede2000.difference(black, white) - 100) < 1e-3)
  }

  @Test func translucentColoursAreComparedAsSeen() {
    let metric = DifferenceMetric.ciede2000
    // Fully transparent colours look the same whatever their RGB.
    #expect(metric.difference(.srgb(1, 0, 0, alpha: 0), .srgb(0, 0, 1, alpha: 0)) < 1e-9)
    // Half-transparent red over white is pink, over black dark red: far from opaque red.
    #expect(metric.difference(.srgb(1, 0, 0), .srgb(1, 0, 0, alpha: 0.5)) > 20)
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func lightnessBoundNeverExceedsTheDifference(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    func unit() -> Float { Float(Double(rng.next() % 10_001) / 10_000) }
    let a = PaletteColor(.lab(l: unit() * 100, a: unit() * 256 - 128, b: unit() * 256 - 128))
    let b = PaletteColor(.lab(l: unit() * 100, a: unit() * 256 - 128, b: unit() * 256 - 128))
    for metric in DifferenceMetric.allCases {
      let pa = PerceivedColor(a, metric: metric)
      let pb = PerceivedColor(b, metric: metric)
      if let bound = metric.lowerBound(pa, pb) {
        #expect(bound <= metric.distance(pa, pb) + 1e-12)
      }
    }
  }
}
