extension ColorMath {
  /// Whether an encoded RGB triple lies inside 0...1 on every channel, with a small tolerance.
  ///
  /// - Parameters:
  ///   - rgb: Encoded RGB.
  ///   - tolerance: How far outside 0...1 still counts as inside; 1e-6 by default, so that
  ///     round-off from conversions does not count as out of gamut.
  /// - Returns: Whether every channel is in range.
  package static func isInGamut(_ rgb: SIMD3<Double>, tolerance: Double = 1e-6) -> Bool {
    rgb.min() >= -tolerance && rgb.max() <= 1 + tolerance
  }

  /// Maps an OKLCH colour into the sRGB gamut with the CSS Color 4 algorithm.
  ///
  /// Lightness and hue are kept; chroma is reduced by binary search until the colour, clipped
  /// into gamut, is within the just-noticeable ΔEOK of 0.02 of the unclipped one. Lightness at
  /// or above 1 gives white, at or below 0 black.
  ///
  /// - Parameter oklch: L, C, h in degrees.
  /// - Returns: Encoded sRGB inside 0...1.
  package static func gamutMapToSRGB(oklch: SIMD3<Double>) -> SIMD3<Double> {
    if oklch.x >= 1 { return SIMD3(repeating: 1) }
    if oklch.x <= 0 { return SIMD3(repeating: 0) }
    let origin = oklchToSRGB(oklch)
    if isInGamut(origin) { return clip(origin) }

    let justNoticeable = 0.02
    let epsilon = 0.0001
    func clippedDistance(_ lch: SIMD3<Double>) -> (SIMD3<Double>, Double) {
      let rgb = oklchToSRGB(lch)
      let clipped = clip(rgb)
      let distance = deltaEOK(
        linearSRGBToOKLab(srgbToLinear(clipped)), polarToRectangular(lch))
      return (clipped, distance)
    }
    var (clipped, distance) = clippedDistance(oklch)
    if distance < justNoticeable { return clipped }

    var low = 0.0
    var high = oklch.y
    var lowInGamut = true
    var current = oklch
    while high - low > epsilon {
      current.y = (low + high) / 2
      if lowInGamut && isInGamut(oklchToSRGB(current)) {
        low = current.y
        continue
      }
      (clipped, distance) = clippedDistance(current)
      if distance < justNoticeable {
        if justNoticeable - distance < epsilon { return clipped }
        lowInGamut = false
        low = current.y
      } else {
        high = current.y
      }
    }
    return clipped
  }

  /// Clamps every channel of an encoded RGB triple into 0...1.
  ///
  /// - Parameter rgb: Encoded RGB.
  /// - Returns: The clamped triple.
  package static func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    rgb.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
  }
}
