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
    let cMean7 = pow((c1 + c2) / 2, 7)
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
    let t =
      1 - 0.17 * cos(radians(hMean - 30)) + 0.24 * cos(radians(2 * hMean))
      + 0.32 * cos(radians(3 * hMean + 6)) - 0.20 * cos(radians(4 * hMean - 63))
    let deltaTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
    let cpMean7 = pow(cpMean, 7)
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
