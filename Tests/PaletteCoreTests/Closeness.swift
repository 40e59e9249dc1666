/// Comparisons with a tolerance, for colour values checked against reference data.
enum Closeness {
  /// The largest absolute difference of matching components.
  static func error(_ actual: SIMD3<Double>, _ expected: [Double]) -> Double {
    (0..<3).map { abs(actual[$0] - expected[$0]) }.max() ?? .infinity
  }

  /// The difference of two angles in degrees, the short way round the circle (0...180).
  static func angleError(_ a: Double, _ b: Double) -> Double {
    let d = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(d, 360 - d)
  }

  /// Whether every component is within `tolerance`.
  static func isClose(_ actual: SIMD3<Double>, _ expected: [Double], _ tolerance: Double) -> Bool {
    error(actual, expected) <= tolerance
  }

  /// Whether a lightness/chroma/hue triple is within `tolerance`, the hue compared round the
  /// circle and only when the chroma is at least `minimumChroma` (below that the hue is the
  /// angle of rounding noise and means nothing).
  static func isCloseLCH(
    _ actual: SIMD3<Double>, _ expected: [Double], _ tolerance: Double, minimumChroma: Double
  ) -> Bool {
    guard abs(actual.x - expected[0]) <= tolerance, abs(actual.y - expected[1]) <= tolerance
    else { return false }
    return expected[1] < minimumChroma || angleError(actual.z, expected[2]) <= tolerance
  }

  /// Whether a hue-first triple (HSL, HSV, HWB) is within `tolerance`, the hue compared round
  /// the circle.
  static func isCloseHueFirst(
    _ actual: SIMD3<Double>, _ expected: [Double], _ tolerance: Double
  )
    -> Bool
  {
    angleError(actual.x, expected[0]) <= tolerance && abs(actual.y - expected[1]) <= tolerance
      && abs(actual.z - expected[2]) <= tolerance
  }

  /// Whether `actual` is `expected` rounded to `Float`, give or take one unit in the last place
  /// (a Double within 1e-12 of the oracle can round to the other side of a Float boundary).
  /// Values within 1e-9 of each other also count as equal, for components that are rounding
  /// noise around zero (the a and b of a grey).
  static func isFloat(_ actual: Float, nearest expected: Double) -> Bool {
    let rounded = Float(expected)
    return actual == rounded || actual == rounded.nextUp || actual == rounded.nextDown
      || abs(Double(actual) - expected) <= 1e-9
  }

  /// `isFloat(_:nearest:)` for every component; for a polar model (`hueIndex` set) the hue is
  /// compared round the circle to within two Float steps of 360, and skipped when the chroma
  /// (`chromaIndex`) is below `minimumChroma`.
  static func areFloats(
    _ actual: [Float], nearest expected: [Double], hueIndex: Int? = nil, chromaIndex: Int = 1,
    minimumChroma: Double = 0
  ) -> Bool {
    guard actual.count == expected.count else { return false }
    for index in actual.indices {
      if index == hueIndex {
        if expected[chromaIndex] < minimumChroma { continue }
        if angleError(Double(actual[index]), expected[index]) > 2 * Double(Float(360).ulp) {
          return false
        }
      } else if !isFloat(actual[index], nearest: expected[index]) {
        return false
      }
    }
    return true
  }
}
