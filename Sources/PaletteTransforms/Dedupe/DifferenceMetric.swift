public import PaletteCore

/// A colour-difference formula, in its own units.
///
/// The two metrics use different scales: ΔE00 is about 1 for a just-noticeable difference,
/// ΔEOK about 0.02. Thresholds are always given in the metric's own units.
public enum DifferenceMetric: String, Hashable, Sendable, CaseIterable {
  /// CIEDE2000 on CIE Lab (D50), kL = kC = kH = 1 (``/PaletteCore/PaletteColor/deltaE2000(to:)``).
  case ciede2000
  /// ΔEOK, the Euclidean distance in OKLab (``/PaletteCore/PaletteColor/deltaEOK(to:)``).
  case deltaEOK = "oklab"

  /// A difference most people cannot see side by side: 1.0 for ΔE00, 0.02 for ΔEOK (the
  /// value CSS Color 4 uses for gamut mapping).
  public var justNoticeableDifference: Double {
    switch self {
    case .ciede2000: 1.0
    case .deltaEOK: 0.02
    }
  }

  /// The largest difference between two colours inside the sRGB gamut (black and white),
  /// rounded up: 100 for ΔE00, 1 for ΔEOK. A threshold at or above it merges everything.
  public var sRGBDiameter: Double {
    switch self {
    case .ciede2000: 100
    case .deltaEOK: 1
    }
  }

  /// The symbol used in messages: `ΔE00` or `ΔEOK`.
  public var symbol: String {
    switch self {
    case .ciede2000: "ΔE00"
    case .deltaEOK: "ΔEOK"
    }
  }

  /// The difference between two colours as seen, alpha included.
  ///
  /// Two opaque colours are compared directly, in their native gamut. When either colour is
  /// translucent, both are composited (in gamma-encoded sRGB, as browsers blend) over black
  /// and over white, and the larger of the two differences is returned: colours that look
  /// alike over both backgrounds look alike over any grey.
  ///
  /// - Parameters:
  ///   - first: A colour.
  ///   - second: Another colour.
  /// - Returns: The difference in the metric's units; symmetric.
  public func difference(_ first: PaletteColor, _ second: PaletteColor) -> Double {
    distance(PerceivedColor(first, metric: self), PerceivedColor(second, metric: self))
  }

  /// The difference between two prepared colours (see ``difference(_:_:)``).
  func distance(_ first: PerceivedColor, _ second: PerceivedColor) -> Double {
    if first.isOpaque && second.isOpaque {
      return formula(first.direct, second.direct)
    }
    return max(
      formula(first.overBlack, second.overBlack), formula(first.overWhite, second.overWhite))
  }

  /// A lower bound of the difference from the lightness coordinates alone, or `nil` when the
  /// colours must be compared in full. Lets a search skip pairs cheaply.
  ///
  /// ΔEOK is at least |ΔL|. ΔE00 is at least |ΔL| / S_L, and S_L is at most 1.75 for L in
  /// 0...100 (its value at L̄ = 0 or 100 is 1.7469); the other terms of ΔE00 form a
  /// positive semi-definite quadratic form because |R_T| ≤ 2.
  func lowerBound(_ first: PerceivedColor, _ second: PerceivedColor) -> Double? {
    guard first.isOpaque && second.isOpaque else { return nil }
    let deltaL = abs(first.direct.x - second.direct.x)
    switch self {
    case .deltaEOK:
      return deltaL
    case .ciede2000:
      let range = 0.0...100.0
      guard range.contains(first.direct.x), range.contains(second.direct.x) else { return nil }
      return deltaL / 1.75
    }
  }

  /// The coordinates the formula works on: Lab (D50) or OKLab.
  func coordinates(of color: PaletteColor) -> SIMD3<Double> {
    switch self {
    case .ciede2000: color.labValues
    case .deltaEOK: color.oklabValues
    }
  }

  /// The coordinates of a gamma-encoded sRGB triple.
  func coordinates(ofSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
    switch self {
    case .ciede2000: ColorMath.srgbToLab(rgb)
    case .deltaEOK: ColorMath.linearSRGBToOKLab(ColorMath.srgbToLinear(rgb))
    }
  }

  private func formula(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
    switch self {
    case .ciede2000: ColorMath.deltaE2000(first, second)
    case .deltaEOK: ColorMath.deltaEOK(first, second)
    }
  }
}

/// A colour prepared for repeated comparisons with one metric.
struct PerceivedColor {
  /// The metric's coordinates of the colour itself.
  var direct: SIMD3<Double>
  /// The coordinates of the colour composited over black (equal to ``direct`` when opaque).
  var overBlack: SIMD3<Double>
  /// The coordinates of the colour composited over white (equal to ``direct`` when opaque).
  var overWhite: SIMD3<Double>
  /// Whether alpha is exactly 1.
  var isOpaque: Bool

  init(_ color: PaletteColor, metric: DifferenceMetric) {
    direct = metric.coordinates(of: color)
    isOpaque = !color.hasAlpha
    if isOpaque {
      overBlack = direct
      overWhite = direct
    } else {
      let alpha = color.alpha.isNaN ? 1 : Double(min(max(color.alpha, 0), 1))
      let rgb = color.srgbInGamut
      overBlack = metric.coordinates(ofSRGB: rgb * alpha)
      overWhite = metric.coordinates(ofSRGB: rgb * alpha + SIMD3(repeating: 1 - alpha))
    }
  }
}
