#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The surroundings a colour is seen in, which CAM16 needs to turn XYZ into appearance.
///
/// Material's colour maths uses one set, ``standard``: the sRGB white point (D65), an adapting
/// luminance of 200/π·Y(L\* 50)/100 cd/m² (a grey world on a 200-lux display), a background of
/// L\* 50, an average surround and no discounting of the illuminant.
public struct ViewingConditions: Hashable, Sendable {
  /// The background's luminance relative to the white point's, Y_b / Y_w.
  public let n: Double
  /// The achromatic response of the white point.
  public let aw: Double
  /// The background induction factor.
  public let nbb: Double
  /// The chromatic induction factor.
  public let ncb: Double
  /// The impact of the surround, c.
  public let c: Double
  /// The chromatic induction factor of the surround, N_c.
  public let nc: Double
  /// The degree-of-adaptation factors of the red, green and blue cone responses.
  public let rgbD: [Double]
  /// The luminance-level adaptation factor, F_L.
  public let fl: Double
  /// The fourth root of ``fl``.
  public let fLRoot: Double
  /// The base exponential nonlinearity, z.
  public let z: Double

  /// The conditions Material's HCT is defined under.
  public static let standard = ViewingConditions(
    whitePoint: ColorScience.whitePointD65,
    adaptingLuminance: 200.0 / Double.pi * ColorScience.y(fromLstar: 50.0) / 100.0,
    backgroundLstar: 50.0, surround: 2.0, discountingIlluminant: false)

  /// Viewing conditions from their physical description.
  ///
  /// - Parameters:
  ///   - whitePoint: The white point's XYZ, Y = 100.
  ///   - adaptingLuminance: The luminance of the adapting field, in cd/m².
  ///   - backgroundLstar: The L\* of the background (at least 0.1 is used).
  ///   - surround: 0 for dark, 1 for dim, 2 for average surroundings; values between blend.
  ///   - discountingIlluminant: Whether the eye fully adapts to the illuminant.
  public init(
    whitePoint: [Double], adaptingLuminance: Double, backgroundLstar: Double,
    surround: Double, discountingIlluminant: Bool
  ) {
    let background = max(0.1, backgroundLstar)
    let white = (whitePoint[0], whitePoint[1], whitePoint[2])
    let rW = ColorScience.dot(CAM16.xyzToCone[0], white)
    let gW = ColorScience.dot(CAM16.xyzToCone[1], white)
    let bW = ColorScience.dot(CAM16.xyzToCone[2], white)
    let f = 0.8 + surround / 10.0
    let c =
      f >= 0.9
      ? ColorScience.lerp(0.59, 0.69, (f - 0.9) * 10.0)
      : ColorScience.lerp(0.525, 0.59, (f - 0.8) * 10.0)
    var d =
      discountingIlluminant
      ? 1.0 : f * (1.0 - (1.0 / 3.6) * exp((-adaptingLuminance - 42.0) / 92.0))
    d = min(max(d, 0.0), 1.0)
    let rgbD = [
      d * (100.0 / rW) + 1.0 - d, d * (100.0 / gW) + 1.0 - d, d * (100.0 / bW) + 1.0 - d,
    ]
    let k = 1.0 / (5.0 * adaptingLuminance + 1.0)
    let k4 = k * k * k * k
    let k4F = 1.0 - k4
    let fl = k4 * adaptingLuminance + 0.1 * k4F * k4F * cbrt(5.0 * adaptingLuminance)
    let n = ColorScience.y(fromLstar: background) / whitePoint[1]
    let nbb = 0.725 / pow(n, 0.2)
    let factors = [
      pow(fl * rgbD[0] * rW / 100.0, 0.42), pow(fl * rgbD[1] * gW / 100.0, 0.42),
      pow(fl * rgbD[2] * bW / 100.0, 0.42),
    ]
    let rgbA = factors.map { 400.0 * $0 / ($0 + 27.13) }
    self.n = n
    self.aw = (2.0 * rgbA[0] + rgbA[1] + 0.05 * rgbA[2]) * nbb
    self.nbb = nbb
    self.ncb = nbb
    self.c = c
    self.nc = f
    self.rgbD = rgbD
    self.fl = fl
    self.fLRoot = pow(fl, 0.25)
    self.z = 1.48 + n.squareRoot()
  }
}
