#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ColorMath {
  /// The CIEDE2000 colour difference of two CIE Lab colours, with kL = kC = kH = 1.
  ///
  /// Follows Sharma, Wu and Dalal (2005), including the hue wrap-around and achromatic cases.
  ///
  /// - Parameters:
  ///   - first: Lab (L, a, b).
  ///   - second: Lab (L, a, b).
  /// - Returns: ΔE00, symmetric in its arguments.
  package static func deltaE2000(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
    let pow25to7 = 6_103_515_625.0  // 25^7
    let c1 = (first.y * first.y + first.z * first.z).squareRoot()
    let c2 = (second.y * second.y + second.z * second.z).squareRoot()
    let cMean = (c1 + c2) / 2
    let cMeanSquare = cMean * cMean
    let cMean7 = cMeanSquare * cMeanSquare * cMeanSquare * cMean
    let g = 0.5 * (1 - (cMean7 / (cMean7 + pow25to7)).squareRoot())
    let a1 = (1 + g) * first.y
    let a2 = (1 + g) * second.y
    let cp1 = (a1 * a1 + first.z * first.z).squareRoot()
    let cp2 = (a2 * a2 + second.z * second.z).squareRoot()
    func hueAngle(_ b: Double, _ a: Double) -> Double {
      if a == 0 && b == 0 { return 0 }
      let h = atan2(b, a) * 180 / Double.pi
      return h < 0 ? h + 360 : h
    }
    let hp1 = hueAngle(first.z, a1)
    let hp2 = hueAngle(second.z, a2)

    let deltaL = second.x - first.x
    let deltaC = cp2 - cp1
    var deltaHueAngle = 0.0
    if cp1 * cp2 != 0 {
      deltaHueAngle = hp2 - hp1
      if deltaHueAngle > 180 {
        deltaHueAngle -= 360
      } else if deltaHueAngle < -180 {
        deltaHueAngle += 360
      }
    }
    let deltaH = 2 * (cp1 * cp2).squareRoot() * sin(deltaHueAngle * Double.pi / 360)

    let lMean = (first.x + second.x) / 2
    let cpMean = (cp1 + cp2) / 2
    var hMean = hp1 + hp2
    if cp1 * cp2 != 0 {
      if abs(hp1 - hp2) <= 180 {
        hMean = (hp1 + hp2) / 2
      } else if hp1 + hp2 < 360 {
        hMean = (hp1 + hp2 + 360) / 2
      } else {
        hMean = (hp1 + hp2 - 360) / 2
      }
    }
    func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
    // T from one cosine and sine of h̄′ by the multiple-angle formulas (four cosines cost
    // more than the rest of the formula; dedupe and the lint rules evaluate it by the million).
    let cos1 = cos(radians(hMean))
    let sin1 = sin(radians(hMean))
    let cos2 = 2 * cos1 * cos1 - 1
    let sin2 = 2 * sin1 * cos1
    let cos3 = cos1 * (4 * cos1 * cos1 - 3)
    let sin3 = sin1 * (3 - 4 * sin1 * sin1)
    let cos4 = 2 * cos2 * cos2 - 1
    let sin4 = 2 * sin2 * cos2
    let t =
      1 - 0.17 * (cos1 * Self.cos30 + sin1 * Self.sin30) + 0.24 * cos2
      + 0.32 * (cos3 * Self.cos6 - sin3 * Self.sin6)
      - 0.20 * (cos4 * Self.cos63 + sin4 * Self.sin63)
    let hueOffset = (hMean - 275) / 25
    let deltaTheta = 30 * exp(-hueOffset * hueOffset)
    let cpMeanSquare = cpMean * cpMean
    let cpMean7 = cpMeanSquare * cpMeanSquare * cpMeanSquare * cpMean
    let rC = 2 * (cpMean7 / (cpMean7 + pow25to7)).squareRoot()
    let rT = -sin(radians(2 * deltaTheta)) * rC
    let lOffset = (lMean - 50) * (lMean - 50)
    let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
    let sC = 1 + 0.045 * cpMean
    let sH = 1 + 0.015 * cpMean * t
    let termL = deltaL / sL
    let termC = deltaC / sC
    let termH = deltaH / sH
    return (termL * termL + termC * termC + termH * termH + rT * termC * termH).squareRoot()
  }

  // The cosines and sines of the angles T shifts its terms by (30°, 6°, 63°), as literals so
  // no lazy initialisation runs in the formula.
  private static let cos30 = 0.8660254037844387
  private static let sin30 = 0.5
  private static let cos6 = 0.9945218953682733
  private static let sin6 = 0.10452846326765347
  private static let cos63 = 0.4539904997395468
  private static let sin63 = 0.8910065241883678

  /// The OKLab colour difference ΔEOK: the Euclidean distance of two OKLab colours.
  ///
  /// CSS Color 4 treats 0.02 as just noticeable.
  ///
  /// - Parameters:
  ///   - first: OKLab (L, a, b).
  ///   - second: OKLab (L, a, b).
  /// - Returns: The distance.
  package static func deltaEOK(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
    let d = first - second
    return (d * d).sum().squareRoot()
  }
}
