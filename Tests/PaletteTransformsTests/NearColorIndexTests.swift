import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

/// The grid behind dedupe and the near-duplicate rule must give exactly what comparing every
/// pair in order gives; these tests hold it to that brute-force oracle.
@Suite struct NearColorIndexTests {
  /// The first kept colour (in insertion order) within `threshold` of each colour, by
  /// comparing with every kept colour: the definition the index must meet.
  func bruteForce(
    _ colors: [PaletteColor], metric: DifferenceMetric, threshold: Double
  )
    -> [Int?]
  {
    var kept: [(Int, PaletteColor)] = []
    var answers: [Int?] = []
    for (index, color) in colors.enumerated() {
      let match = kept.first { metric.difference($0.1, color) < threshold }
      answers.append(match?.0)
      if match == nil { kept.append((index, color)) }
    }
    return answers
  }

  func indexed(_ colors: [PaletteColor], metric: DifferenceMetric, threshold: Double) -> [Int?] {
    var index = NearColorIndex(metric: metric, threshold: threshold)
    var answers: [Int?] = []
    for (position, color) in colors.enumerated() {
      let perceived = PerceivedColor(color, metric: metric)
      let match = index.firstMatch(for: perceived)
      answers.append(match?.identifier)
      if match == nil { index.insert(perceived, identifier: position) }
    }
    return answers
  }

  /// Colours of every model, some translucent, some far outside any gamut, some clustered
  /// closely so that many pairs sit near the threshold.
  func colors(count: Int, seed: UInt64) -> [PaletteColor] {
    var random = SplitMix64(seed: seed)
    func unit() -> Float { Float.random(in: 0...1, using: &random) }
    var result: [PaletteColor] = []
    for _ in 0..<count {
      let alpha: Float = Int.random(in: 0..<5, using: &random) == 0 ? unit() : 1
      let components: ColorComponents
      switch Int.random(in: 0..<8, using: &random) {
      case 0: components = .cmyk(cyan: unit(), magenta: unit(), yellow: unit(), black: unit())
      case 1:
        components = .lab(
          l: Float.random(in: -50...250, using: &random),
          a: Float.random(in: -300...300, using: &random),
          b: Float.random(in: -300...300, using: &random))
      case 2: components = .gray(unit())
      case 3: components = .oklch(l: unit(), c: unit() * 0.4, h: unit() * 360)
      case 4: components = .displayP3(red: unit(), green: unit(), blue: unit())
      default:
        // A cluster around a few base colours, so that differences near 1 are common.
        let base: [SIMD3<Float>] = [[0.9, 0.1, 0.1], [0.1, 0.2, 0.8], [0.5, 0.5, 0.5]]
        let centre = base[Int.random(in: 0..<base.count, using: &random)]
        let jitter = SIMD3<Float>(unit(), unit(), unit()) * 0.03
        let rgb = centre + jitter
        components = .srgb(red: rgb.x, green: rgb.y, blue: rgb.z)
      }
      result.append(PaletteColor(components, alpha: alpha))
    }
    return result
  }

  @Test(arguments: [0.3, 1.0, 2.5, 10.0, 60.0])
  func ciede2000MatchesComparingEveryPair(threshold: Double) {
    let sample = colors(count: 700, seed: 7 + UInt64(threshold * 10))
    #expect(
      indexed(sample, metric: .ciede2000, threshold: threshold)
        == bruteForce(sample, metric: .ciede2000, threshold: threshold))
  }

  @Test(arguments: [0.005, 0.02, 0.1, 0.6])
  func deltaEOKMatchesComparingEveryPair(threshold: Double) {
    let sample = colors(count: 700, seed: 11 + UInt64(threshold * 1000))
    #expect(
      indexed(sample, metric: .deltaEOK, threshold: threshold)
        == bruteForce(sample, metric: .deltaEOK, threshold: threshold))
  }

  @Test(arguments: [0.2, 1.0, 3.0, 12.0])
  func everyMatchIsWithinReachAndAdmitted(threshold: Double) {
    let sample = colors(count: 400, seed: 3 + UInt64(threshold * 10))
    for metric in DifferenceMetric.allCases {
      let bound = DifferenceBound(metric: metric, threshold: threshold)
      let perceived = sample.map { PerceivedColor($0, metric: metric) }
      var matches = 0
      for i in perceived.indices {
        let query = DifferenceBound.Point(perceived[i].overBlack)
        guard let reach = bound.reach(of: query) else { continue }
        for j in perceived.indices where j != i {
          guard metric.distance(perceived[j], perceived[i]) < threshold else { continue }
          matches += 1
          let candidate = DifferenceBound.Point(perceived[j].overBlack)
          #expect(
            bound.admits(candidate, query: query, reach: reach),
            "\(metric) \(threshold): \(sample[j]) refused for \(sample[i])")
        }
      }
      #expect(matches > 0)
    }
  }

  @Test func publishedPairsAreAdmittedJustAboveTheirDifference() {
    // CIEDE2000 test pairs of Sharma, Wu and Dalal (2005), where the rotation term and the
    // a′ stretch matter most (blue, high chroma, near-neutral): with a threshold a hair
    // above the printed difference, each must pass the bound from either side.
    let pairs: [(SIMD3<Double>, SIMD3<Double>, Double)] = [
      ([50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425),
      ([50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0000),
      ([50, 0, 0], [50, -1, 2], 2.3669),
      ([50, 2.5, 0], [73, 25, -18], 27.1492),
      ([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644),
      ([22.7233, 20.0904, -46.6940], [23.0331, 14.9730, -42.5619], 2.0373),
      ([90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381),
      ([2.0776, 0.0795, -1.1350], [0.9033, -0.0636, -0.5514], 0.9082),
    ]
    for (first, second, expected) in pairs {
      #expect(abs(ColorMath.deltaE2000(first, second) - expected) < 1e-4)
      let bound = DifferenceBound(metric: .ciede2000, threshold: expected + 1e-4)
      for (query, candidate) in [(first, second), (second, first)] {
        let queryPoint = DifferenceBound.Point(query)
        guard let reach = bound.reach(of: queryPoint) else { continue }
        #expect(bound.admits(DifferenceBound.Point(candidate), query: queryPoint, reach: reach))
      }
    }
  }

  @Test func coloursThatAreNotNumbersNeverMatch() {
    let nan = PaletteColor(.srgb(red: .nan, green: 0, blue: 0))
    var index = NearColorIndex(metric: .ciede2000, threshold: 5)
    index.insert(PerceivedColor(nan, metric: .ciede2000), identifier: 0)
    #expect(index.firstMatch(for: PerceivedColor(nan, metric: .ciede2000)) == nil)
    let red = PerceivedColor(.srgb8(255, 0, 0), metric: .ciede2000)
    #expect(index.firstMatch(for: red) == nil)
    index.insert(red, identifier: 1)
    #expect(index.firstMatch(for: red)?.identifier == 1)
  }

  @Test func hugeAndEndlessThresholdsMatchEverything() {
    for threshold in [1e300, Double.infinity] {
      var index = NearColorIndex(metric: .ciede2000, threshold: threshold)
      index.insert(PerceivedColor(.srgb8(0, 0, 0), metric: .ciede2000), identifier: 4)
      let white = PerceivedColor(.srgb8(255, 255, 255), metric: .ciede2000)
      #expect(index.firstMatch(for: white)?.identifier == 4)
    }
  }

  @Test func extremeCoordinatesFindTheirNeighbours() {
    let far = PaletteColor(.lab(l: 3e38, a: -3e38, b: 3e38))
    let alsoFar = PaletteColor(.lab(l: 3e38, a: -3e38, b: 3e38), alpha: 1)
    var index = NearColorIndex(metric: .ciede2000, threshold: 1)
    index.insert(PerceivedColor(far, metric: .ciede2000), identifier: 0)
    let match = index.firstMatch(for: PerceivedColor(alsoFar, metric: .ciede2000))
    #expect(
      match?.identifier
        == bruteForce([far, alsoFar], metric: .ciede2000, threshold: 1)[1])
  }
}
