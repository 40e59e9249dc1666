import PaletteCore
import Testing

/// CIEDE2000 against the published test data of
/// G. Sharma, W. Wu and E. N. Dalal, "The CIEDE2000 color-difference formula: Implementation
/// notes, supplementary test data, and mathematical observations", Color Research &
/// Application 30(1):21–30, 2005, doi:10.1002/col.20070, Table 1 (34 pairs, kL = kC = kH = 1).
///
/// The paper prints ΔE00 to four decimals, so each result must round to the printed value:
/// it must lie within 0.5e-4 of it (plus a hair for the decimal printing of the inputs).
@Suite struct CIEDE2000Tests {
  /// One row of Table 1: pair number, the two Lab colours, the printed ΔE00.
  struct SharmaPair: Sendable, CustomTestStringConvertible {
    var number: Int
    var first: SIMD3<Double>
    var second: SIMD3<Double>
    var deltaE: Double
    var testDescription: String { "pair \(number)" }
  }

  static let sharmaPairs: [SharmaPair] = [
    (1, 50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
    (2, 50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
    (3, 50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
    (4, 50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
    (5, 50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
    (6, 50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
    (7, 50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
    (8, 50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
    (9, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
    (10, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
    (11, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
    (12, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
    (13, 50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
    (14, 50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
    (15, 50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
    (16, 50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
    (17, 50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
    (18, 50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
    (19, 50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
    (20, 50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
    (21, 50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
    (22, 50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
    (23, 50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
    (24, 50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
    (25, 60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
    (26, 63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
    (27, 61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
    (28, 35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
    (29, 22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
    (30, 36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
    (31, 90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
    (32, 90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
    (33, 6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
    (34, 2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
  ].map {
    SharmaPair(
      number: $0.0, first: SIMD3($0.1, $0.2, $0.3), second: SIMD3($0.4, $0.5, $0.6), deltaE: $0.7)
  }

  @Test func tableHasAllPairs() {
    #expect(Self.sharmaPairs.map(\.number) == Array(1...34))
  }

  @Test(arguments: sharmaPairs)
  func sharmaWuDalal(pair: SharmaPair) {
    let difference = ColorMath.deltaE2000(pair.first, pair.second)
    #expect(abs(difference - pair.deltaE) <= 0.5e-4 + 1e-9, "ΔE00 = \(difference)")
  }

  /// ΔE00 does not depend on argument order (the paper's pairs 7 and 8 are one pair swapped).
  @Test(arguments: sharmaPairs)
  func symmetric(pair: SharmaPair) {
    #expect(
      ColorMath.deltaE2000(pair.first, pair.second)
        == ColorMath.deltaE2000(pair.second, pair.first))
  }

  @Test func identicalColoursDifferByZero() {
    for pair in Self.sharmaPairs {
      #expect(ColorMath.deltaE2000(pair.first, pair.first) == 0)
    }
  }

  /// ΔEOK is plain Euclidean distance in OKLab.
  @Test func deltaEOKIsEuclidean() {
    #expect(ColorMath.deltaEOK(SIMD3(0.5, 0.03, 0), SIMD3(0.5, 0, 0.04)) == 0.05)
    #expect(ColorMath.deltaEOK(SIMD3(1, 0, 0), SIMD3(0, 0, 0)) == 1)
    #expect(
      ColorMath.deltaEOK(SIMD3(0.2, 0.1, -0.1), SIMD3(0.4, -0.1, 0.3))
        == ColorMath.deltaEOK(SIMD3(0.4, -0.1, 0.3), SIMD3(0.2, 0.1, -0.1)))
  }
}
