public import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour's appearance in CAM16 under the ``ViewingConditions/standard`` conditions.
///
/// CAM16 (Li et al. 2017) models how a colour looks: its hue angle, chroma (colourfulness
/// relative to a white), lightness J and brightness Q, colourfulness M and saturation s.
/// HCT takes hue and chroma from here and tone from CIE L\*.
public struct CAM16: Hashable, Sendable {
  /// The hue angle in degrees, 0..<360.
  public let hue: Double
  /// The chroma, C.
  public let chroma: Double
  /// The lightness, J.
  public let j: Double
  /// The brightness, Q.
  public let q: Double
  /// The colourfulness, M.
  public let m: Double
  /// The saturation, s.
  public let s: Double
  /// J\* of CAM16-UCS.
  public let jstar: Double
  /// a\* of CAM16-UCS.
  public let astar: Double
  /// b\* of CAM16-UCS.
  public let bstar: Double

  /// XYZ to the CAM16 cone space, rows r, g, b.
  static let xyzToCone: [[Double]] = [
    [0.401288, 0.650173, -0.051461],
    [-0.250268, 1.204414, 0.045854],
    [-0.002079, 0.048952, 0.953127],
  ]

  /// The appearance of an 8-bit sRGB colour (alpha is ignored).
  ///
  /// - Parameter color: The colour.
  public init(_ color: RGBA8) {
    self.init(xyz: ColorScience.xyz(color), in: .standard)
  }

  /// The appearance of an XYZ colour (Y 0...100) under `conditions`.
  init(xyz: (Double, Double, Double), in conditions: ViewingConditions) {
    let rC = ColorScience.dot(Self.xyzToCone[0], xyz)
    let gC = ColorScience.dot(Self.xyzToCone[1], xyz)
    let bC = ColorScience.dot(Self.xyzToCone[2], xyz)
    let rD = conditions.rgbD[0] * rC
    let gD = conditions.rgbD[1] * gC
    let bD = conditions.rgbD[2] * bC
    let rA = Self.adapted(rD, conditions)
    let gA = Self.adapted(gD, conditions)
    let bA = Self.adapted(bD, conditions)
    let a = (11.0 * rA + -12.0 * gA + bA) / 11.0
    let b = (rA + gA - 2.0 * bA) / 9.0
    let u = (20.0 * rA + 20.0 * gA + 21.0 * bA) / 20.0
    let p2 = (40.0 * rA + 20.0 * gA + bA) / 20.0
    let degrees = atan2(b, a) * 180.0 / Double.pi
    let hue = degrees < 0 ? degrees + 360.0 : degrees >= 360 ? degrees - 360.0 : degrees
    let hueRadians = hue * Double.pi / 180.0
    let ac = p2 * conditions.nbb
    let j = 100.0 * pow(ac / conditions.aw, conditions.c * conditions.z)
    let q =
      (4.0 / conditions.c) * (j / 100.0).squareRoot() * (conditions.aw + 4.0)
      * conditions.fLRoot
    let huePrime = hue < 20.14 ? hue + 360 : hue
    let eHue = 0.25 * (cos(huePrime * Double.pi / 180.0 + 2.0) + 3.8)
    let p1 = 50000.0 / 13.0 * eHue * conditions.nc * conditions.ncb
    let t = p1 * (a * a + b * b).squareRoot() / (u + 0.305)
    let alpha = pow(t, 0.9) * pow(1.64 - pow(0.29, conditions.n), 0.73)
    let chroma = alpha * (j / 100.0).squareRoot()
    let m = chroma * conditions.fLRoot
    let mstar = 1.0 / 0.0228 * log1p(0.0228 * m)
    self.hue = hue
    self.chroma = chroma
    self.j = j
    self.q = q
    self.m = m
    self.s = 50.0 * (alpha * conditions.c / (conditions.aw + 4.0)).squareRoot()
    self.jstar = (1.0 + 100.0 * 0.007) * j / (1.0 + 0.007 * j)
    self.astar = mstar * cos(hueRadians)
    self.bstar = mstar * sin(hueRadians)
  }

  /// The post-adaptation response of one cone signal.
  private static func adapted(_ component: Double, _ conditions: ViewingConditions) -> Double {
    let factor = pow(conditions.fl * abs(component) / 100.0, 0.42)
    return ColorScience.signum(component) * 400.0 * factor / (factor + 27.13)
  }

  /// The appearance with lightness `j`, chroma `chroma` and hue `hue` (degrees).
  ///
  /// - Parameters:
  ///   - j: The lightness J.
  ///   - chroma: The chroma C.
  ///   - hue: The hue angle in degrees.
  public init(j: Double, chroma: Double, hue: Double) {
    self.init(xyz: Self.xyz(j: j, chroma: chroma, hue: hue, in: .standard), in: .standard)
  }

  /// The 8-bit sRGB colour with this appearance, each channel rounded and clamped.
  public var rgba8: RGBA8 {
    ColorScience.color(xyz: Self.xyz(j: j, chroma: chroma, hue: hue, in: .standard))
  }

  /// XYZ of an appearance: CAM16's inverse model.
  static func xyz(
    j: Double, chroma: Double, hue: Double, in conditions: ViewingConditions
  )
    -> (Double, Double, Double)
  {
    let alpha = chroma == 0.0 || j == 0.0 ? 0.0 : chroma / (j / 100.0).squareRoot()
    let t = pow(alpha / pow(1.64 - pow(0.29, conditions.n), 0.73), 1.0 / 0.9)
    let hueRadians = hue * Double.pi / 180.0
    let eHue = 0.25 * (cos(hueRadians + 2.0) + 3.8)
    let ac = conditions.aw * pow(j / 100.0, 1.0 / conditions.c / conditions.z)
    let p1 = eHue * (50000.0 / 13.0) * conditions.nc * conditions.ncb
    let p2 = ac / conditions.nbb
    let hSin = sin(hueRadians)
    let hCos = cos(hueRadians)
    let gamma = 23.0 * (p2 + 0.305) * t / (23.0 * p1 + 11.0 * t * hCos + 108.0 * t * hSin)
    let a = gamma * hCos
    let b = gamma * hSin
    let rA = (460.0 * p2 + 451.0 * a + 288.0 * b) / 1403.0
    let gA = (460.0 * p2 - 891.0 * a - 261.0 * b) / 1403.0
    let bA = (460.0 * p2 - 220.0 * a - 6300.0 * b) / 1403.0
    func unadapted(_ value: Double) -> Double {
      let base = max(0, 27.13 * abs(value) / (400.0 - abs(value)))
      return ColorScience.signum(value) * (100.0 / conditions.fl) * pow(base, 1.0 / 0.42)
    }
    let rF = unadapted(rA) / conditions.rgbD[0]
    let gF = unadapted(gA) / conditions.rgbD[1]
    let bF = unadapted(bA) / conditions.rgbD[2]
    return (
      1.86206786 * rF - 1.01125463 * gF + 0.14918677 * bF,
      0.38752654 * rF + 0.62144744 * gF - 0.00897398 * bF,
      -0.01584150 * rF - 0.03412294 * gF + 1.04996444 * bF
    )
  }
}
