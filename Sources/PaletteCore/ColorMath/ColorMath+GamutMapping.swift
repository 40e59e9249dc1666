#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    // The search changes chroma only: the hue's cosine and sine are worked out once, and
    // each step gives the same values ``polarToRectangular(_:)`` would.
    let radians = oklch.z * Double.pi / 180
    let (cosine, sine) = (cos(radians), sin(radians))
    func linear(chroma: Double) -> SIMD3<Double> {
      oklabToLinearSRGB(SIMD3(oklch.x, chroma * cosine, chroma * sine))
    }
    let origin = linear(chroma: oklch.y)
    // An infinite chroma would halve forever: such a colour is clipped, as one in gamut is.
    if isInGamut(linear: origin) || oklch.y == .infinity { return clip(linearToSRGB(origin)) }

    let justNoticeable = 0.02
    let epsilon = 0.0001
    func clippedDistance(_ chroma: Double) -> (SIMD3<Double>, Double) {
      let (clipped, clippedLinear) = clippedToGamut(linear(chroma: chroma))
      let distance = deltaEOK(
        linearSRGBToOKLab(clippedLinear), SIMD3(oklch.x, chroma * cosine, chroma * sine))
      return (clipped, distance)
    }
    var (clipped, distance) = clippedDistance(oklch.y)
    if distance < justNoticeable { return clipped }

    var low = 0.0
    var high = oklch.y
    var lowInGamut = true
    while high - low > epsilon {
      let chroma = (low + high) / 2
      if lowInGamut && isInGamut(linear: linear(chroma: chroma)) {
        low = chroma
        continue
      }
      (clipped, distance) = clippedDistance(chroma)
      if distance < justNoticeable {
        if justNoticeable - distance < epsilon { return clipped }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  /// ``isInGamut(_:tolerance:)`` of the encoded triple, decided from linear values without
  /// encoding them where they are clearly inside 0...1 or clearly outside it.
  private static func isInGamut(linear: SIMD3<Double>) -> Bool {
    if all(linear .== linear) {
      if linear.min() >= 0 && linear.max() <= 1 { return true }
      // Encoding is odd and steeper than 12.92 below the knee, and 1 + 10⁻⁴ encodes past
      // 1 + 10⁻⁶: either way the encoded value is past the tolerance.
      if linear.min() < -1e-6 || linear.max() > 1.0001 { return false }
    }
    return isInGamut(linearToSRGB(linear))
  }

  /// The linear triple encoded and clipped into 0...1, and the clipped triple decoded again:
  /// the values `clip(linearToSRGB(linear))` and `srgbToLinear` of that give, without the
  /// curve for a channel past 0 or 1, which clips to 0 or 1 whatever it encodes to.
  private static func clippedToGamut(
    _ linear: SIMD3<Double>
  ) -> (encoded: SIMD3<Double>, linear: SIMD3<Double>) {
    var encoded = SIMD3<Double>()
    for channel in 0..<3 {
      let value = linear[channel]
      encoded[channel] = value >= 1 ? 1 : (value < 0 ? 0 : linearToSRGB(value))
    }
    encoded = clip(encoded)
    var decoded = SIMD3<Double>()
    for channel in 0..<3 {
      let value = linear[channel]
      decoded[channel] =
        value >= 1 ? decodedOne : (value < 0 ? 0 : srgbToLinear(encoded[channel]))
    }
    return (encoded, decoded)
  }

  /// 1 decoded (exactly 1).
  private static let decodedOne = srgbToLinear(1)

  /// Clamps every channel of an encoded RGB triple into 0...1.
  ///
  /// - Parameter rgb: Encoded RGB.
  /// - Returns: The clamped triple.
  package static func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    rgb.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
  }
}
