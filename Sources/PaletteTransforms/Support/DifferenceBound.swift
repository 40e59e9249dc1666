import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How far from a colour another can lie and still differ from it by less than a threshold,
/// for a ``DifferenceMetric``: the geometry that lets ``NearColorIndex`` look at a few grid
/// cells instead of every colour.
///
/// Everything is taken on the coordinates over black (``PerceivedColor/overBlack``): the
/// difference of two opaque colours is the formula on those coordinates, and the difference of
/// a translucent pair is the larger of the formula over black and over white, so a bound over
/// black holds for every pair.
///
/// **ΔEOK** is the Euclidean distance in OKLab: the reach is the threshold on every axis.
///
/// **ΔE00** (CIEDE2000, kL = kC = kH = 1) is
/// √((ΔL′/S_L)² + (ΔC′/S_C)² + (ΔH′/S_H)² + R_T (ΔC′/S_C)(ΔH′/S_H)), and for any pair
///
///     ΔE00² ≥ (ΔL / S_L)² + κ · (Δa² + Δb²) / S_C²,   κ = 1 − |R_T| / 2,
///
/// because the cross term is at least −(|R_T| / 2)(x² + y²); ΔC′² + ΔH′² is the squared
/// distance of the points (a′, b), and a′ = (1 + G) a with G ≥ 0 only stretches it; and
/// S_H = 1 + 0.015 C̄′ T < S_C = 1 + 0.045 C̄′, as T < 1.58 for every hue. Each factor is then
/// bounded from what is known before the other colour is: C̄′ ≤ min(1.5 C̄, C̄ + 6.4) (G(C̄) · C̄
/// peaks at 6.374 near C̄ = 16.6), C̄ and L̄ lie within half the reach of the query's chroma
/// and lightness, and |R_T| = R_C(C̄′) · sin 2Δθ, where R_C grows with C̄′ and Δθ is at most
/// 30° · exp(−((h̄′ − 275°) / 25°)²) over the hues the reach can hold. So the reach is tight
/// where R_T is small (low chroma, or hues away from blue) and at most 2.7 times the
/// threshold times S_C where it is not.
///
/// The constants are rounded in the safe direction, so rounding errors cannot make a bound
/// exceed the difference; `NearColorIndexTests` checks it against every pair of a varied
/// sample and against a brute-force search.
struct DifferenceBound: Sendable {
  /// The coordinates of a colour over black, with its chroma.
  struct Point {
    var lightness: Double
    var a: Double
    var b: Double
    var chroma: Double

    init(_ coordinates: SIMD3<Double>) {
      lightness = coordinates.x
      a = coordinates.y
      b = coordinates.z
      chroma = (coordinates.y * coordinates.y + coordinates.z * coordinates.z).squareRoot()
    }

    /// Whether every coordinate is finite; colours that are not never match.
    var isFinite: Bool { lightness.isFinite && a.isFinite && b.isFinite && chroma.isFinite }
  }

  /// How far a matching colour can lie from one query colour.
  struct Reach {
    /// The largest |ΔL|.
    var lightness: Double
    /// The largest distance in the (a, b) plane.
    var plane: Double
    /// The weight κ of the plane in the pair bound, valid for every colour within ``plane``.
    var planeWeight: Double
    /// The largest sin 2Δθ of the rotation term for every colour within ``plane``, so that
    /// |R_T| ≤ R_C · this.
    var rotationSine: Double
  }

  /// The metric bounded.
  let metric: DifferenceMetric
  /// The threshold: colours match when their difference is strictly below it.
  let threshold: Double

  // ΔE00 constants, rounded in the safe direction.
  private static let lightnessWeight = 0.01501  // S_L = 1 + 0.015 d² / √(20 + d²)
  private static let chromaWeight = 0.04501  // S_C = 1 + 0.045 C̄′
  private static let stretchPeak = 6.4  // the largest G(C̄) · C̄ is 6.374
  private static let smallestPlaneWeight = 0.1339  // 1 − sin 60°, rounded down
  private static let pow25to7 = 6_103_515_625.0
  private static let stretchTurn = 11.55  // the largest |h′ − h|, 11.54°, rounded up
  private static let largestRotationSine = 0.8660255  // sin 60°, rounded up
  private static let largestHueWeight = 0.015 * 1.58  // S_H = 1 + 0.015 C̄′ T, T < 1.573

  /// The reach of `query`, or `nil` when the threshold is so large (ΔE00 above about 14, or
  /// not finite) that any colour may match.
  func reach(of query: Point) -> Reach? {
    let t = threshold
    guard t.isFinite else { return nil }
    switch metric {
    case .deltaEOK:
      return Reach(lightness: t, plane: t, planeWeight: 1, rotationSine: 0)
    case .ciede2000:
      // Lightness: S_L ≤ 1 + 0.015 |L̄ − 50| and |L̄ − 50| ≤ |L_q − 50| + reach / 2 first,
      // then S_L itself at that distance.
      let distance = abs(query.lightness - 50)
      let slope = Self.lightnessWeight
      guard slope * t / 2 < 0.5 else { return nil }
      let firstLightness = t * (1 + slope * distance) / (1 - slope * t / 2)
      let lightness = t * Self.lightnessScale(distance + firstLightness / 2)
      // The plane, first with the smallest κ: r = t · S_C(C_q + r / 2) / √κ.
      let rootWeight = Self.smallestPlaneWeight.squareRoot()
      let chromaSlope = Self.chromaWeight / 2
      guard chromaSlope * t < 0.9 * rootWeight else { return nil }
      let first =
        t * (1 + Self.chromaWeight * (query.chroma + Self.stretchPeak))
        / (rootWeight - chromaSlope * t)
      // Then with the κ and S_C that hold within the reach so far: each reach found bounds
      // every match, so the next one, computed over it, does too. A few rounds narrow a
      // large threshold's first reach several times; small ones settle at once.
      var plane = first
      var weight = Self.smallestPlaneWeight
      var sine = Self.largestRotationSine
      for _ in 0..<4 {
        let meanChroma = query.chroma + plane / 2
        let narrowerSine = rotationSine(around: query, within: plane)
        let narrowerWeight = planeWeight(meanChroma: meanChroma, rotationSine: narrowerSine)
        let narrower = t * Self.chromaScale(meanChroma) / narrowerWeight.squareRoot()
        guard narrower < plane else { break }
        let settled = narrower > 0.99 * plane
        plane = narrower
        weight = narrowerWeight
        sine = narrowerSine
        if settled { break }
      }
      return Reach(lightness: lightness, plane: plane, planeWeight: weight, rotationSine: sine)
    }
  }

  /// Whether `candidate` can differ from `query` by less than the threshold: a cheap test
  /// that every match passes, so that only those that pass need the full formula.
  func admits(_ candidate: Point, query: Point, reach: Reach) -> Bool {
    let deltaL = candidate.lightness - query.lightness
    let deltaA = candidate.a - query.a
    let deltaB = candidate.b - query.b
    let plane = deltaA * deltaA + deltaB * deltaB
    let limit = threshold * threshold
    switch metric {
    case .deltaEOK:
      return deltaL * deltaL + plane < limit
    case .ciede2000:
      guard abs(deltaL) < reach.lightness, plane < reach.plane * reach.plane else { return false }
      let lightnessScale = Self.lightnessScale(
        abs((candidate.lightness + query.lightness) / 2 - 50))
      let chromaScale = Self.chromaScale((candidate.chroma + query.chroma) / 2)
      let scaledL = deltaL / lightnessScale
      let lightnessTerm = scaledL * scaledL
      guard lightnessTerm + reach.planeWeight * plane / (chromaScale * chromaScale) < limit
      else { return false }
      return lightnessTerm + Self.chromaHueBound(candidate, query, rotationSine: reach.rotationSine)
        < limit
    }
  }

  /// A lower bound of the chroma and hue terms of ΔE00, with the rotation term bounded by
  /// `rotationSine`: C′, ΔC′, S_C and R_C of the pair exactly, ΔH′² as the rest of the
  /// squared (a′, b) distance, S_H at its largest T, and the cross term at its most negative.
  /// Tighter than the first test, for the colours that pass it.
  private static func chromaHueBound(
    _ first: Point, _ second: Point, rotationSine: Double
  )
    -> Double
  {
    let meanChroma = (first.chroma + second.chroma) / 2
    let mean7 = seventhPower(meanChroma)
    let stretch = 1.5 - 0.5 * (mean7 / (mean7 + pow25to7)).squareRoot()
    let firstA = stretch * first.a
    let secondA = stretch * second.a
    let firstChroma = (firstA * firstA + first.b * first.b).squareRoot()
    let secondChroma = (secondA * secondA + second.b * second.b).squareRoot()
    let deltaC = firstChroma - secondChroma
    let deltaA = firstA - secondA
    let deltaB = first.b - second.b
    let hueSquare = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
    let primeMean = (firstChroma + secondChroma) / 2
    let prime7 = seventhPower(primeMean)
    let rotationScale = prime7.isFinite ? 2 * (prime7 / (prime7 + pow25to7)).squareRoot() : 2
    let rotation = rotationScale * rotationSine
    let x = abs(deltaC) / (1 + 0.045 * primeMean)
    let smallestY = hueSquare.squareRoot() / (1 + largestHueWeight * primeMean)
    // x² + y² − R x y over y ≥ smallestY is least at y = max(smallestY, R x / 2).
    let y = max(smallestY, rotation * x / 2)
    let bound = x * x + y * y - rotation * x * y
    return bound * (1 - 1e-9) - 1e-12
  }

  /// x⁷ by multiplication.
  private static func seventhPower(_ x: Double) -> Double {
    let square = x * x
    return square * square * square * x
  }

  // MARK: ΔE00 factors

  /// An upper bound of S_L for |L̄ − 50| up to `distance`.
  private static func lightnessScale(_ distance: Double) -> Double {
    1 + lightnessWeight * distance * distance / (20 + distance * distance).squareRoot()
  }

  /// An upper bound of S_C for a mean chroma C̄ up to `meanChroma`.
  private static func chromaScale(_ meanChroma: Double) -> Double {
    1 + chromaWeight * min(1.5 * meanChroma, meanChroma + stretchPeak)
  }

  /// κ = 1 − |R_T| / 2 for colours whose mean chroma with the query is at most `meanChroma`
  /// and whose rotation sine sin 2Δθ is at most `rotationSine`.
  private func planeWeight(meanChroma: Double, rotationSine: Double) -> Double {
    let power = Self.seventhPower(min(1.5 * meanChroma, meanChroma + Self.stretchPeak))
    let rotationScale =
      power.isFinite ? 2 * (power / (power + Self.pow25to7)).squareRoot() : 2
    let weight = 1 - rotationScale * rotationSine / 2
    return max(Self.smallestPlaneWeight, weight - 1e-9)
  }

  /// The largest sin 2Δθ, Δθ = 30° · exp(−((h̄′ − 275°) / 25°)²), for colours within
  /// `radius` of `query` in the plane.
  private func rotationSine(around query: Point, within radius: Double) -> Double {
    let distance = blueDistance(around: query, within: radius) / 25
    let rotation = 30 * exp(-distance * distance)
    return min(Self.largestRotationSine, sin(2 * rotation * Double.pi / 180) + 1e-12)
  }

  /// The least angle, in degrees, between 275° and the hue h′ of any colour within `radius`
  /// of `query` in the plane; 0 when the disc holds the neutral axis or too wide a range.
  private func blueDistance(around query: Point, within radius: Double) -> Double {
    guard radius < query.chroma else { return 0 }
    let degrees = 180 / Double.pi
    // The hues of the disc, widened by the most h′ = atan2(b, (1 + G) a) can differ from
    // the hue atan2(b, a) for G in 0...0.5: 11.54° (at tan h = √1.5).
    let half = asin(radius / query.chroma) * degrees + Self.stretchTurn
    guard half < 90 else { return 0 }
    let centre = atan2(query.b, query.a) * degrees
    let offset = abs((centre - 275).truncatingRemainder(dividingBy: 360))
    let apart = min(offset, 360 - offset)
    return max(0, apart - half - 1e-9)
  }
}
