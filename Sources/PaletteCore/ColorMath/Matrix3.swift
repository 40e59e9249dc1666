/// A 3×3 row-major matrix for colour-space conversions.
struct Matrix3: Sendable {
  var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

  init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
    rows = (r0, r1, r2)
  }

  static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
  }

  static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
    let columns = b.transposed
    func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
      SIMD3((r * columns.rows.0).sum(), (r * columns.rows.1).sum(), (r * columns.rows.2).sum())
    }
    return Matrix3(row(a.rows.0), row(a.rows.1), row(a.rows.2))
  }

  var transposed: Matrix3 {
    Matrix3(
      SIMD3(rows.0.x, rows.1.x, rows.2.x),
      SIMD3(rows.0.y, rows.1.y, rows.2.y),
      SIMD3(rows.0.z, rows.1.z, rows.2.z))
  }

  /// The inverse by cofactors; the matrices here are all well conditioned.
  var inverse: Matrix3 {
    let (a, b, c) = rows
    let c0 = SIMD3(b.y * c.z - b.z * c.y, b.z * c.x - b.x * c.z, b.x * c.y - b.y * c.x)
    let c1 = SIMD3(a.z * c.y - a.y * c.z, a.x * c.z - a.z * c.x, a.y * c.x - a.x * c.y)
    let c2 = SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    let determinant = (a * c0).sum()
    // Columns of the adjugate are c0, c1, c2.
    return Matrix3(
      SIMD3(c0.x, c1.x, c2.x) / determinant,
      SIMD3(c0.y, c1.y, c2.y) / determinant,
      SIMD3(c0.z, c1.z, c2.z) / determinant)
  }

  static func diagonal(_ d: SIMD3<Double>) -> Matrix3 {
    Matrix3(SIMD3(d.x, 0, 0), SIMD3(0, d.y, 0), SIMD3(0, 0, d.z))
  }

  /// The RGB → XYZ matrix of an RGB space from its primaries' chromaticities and its white.
  static func rgbToXYZ(
    red: (Double, Double), green: (Double, Double), blue: (Double, Double), white: SIMD3<Double>
  ) -> Matrix3 {
    func xyz(_ p: (Double, Double)) -> SIMD3<Double> { SIMD3(p.0 / p.1, 1, (1 - p.0 - p.1) / p.1) }
    let primaries = Matrix3(xyz(red), xyz(green), xyz(blue)).transposed
    let scale = primaries.inverse * white
    return primaries * diagonal(scale)
  }

  // MARK: Constants

  static let linearSRGBToXYZD65 = rgbToXYZ(
    red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: ColorMath.whiteD65)
  static let xyzD65ToLinearSRGB = linearSRGBToXYZD65.inverse
  static let linearP3ToXYZD65 = rgbToXYZ(
    red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: ColorMath.whiteD65)
  static let xyzD65ToLinearP3 = linearP3ToXYZD65.inverse

  static let bradfordCone = Matrix3(
    SIMD3(0.8951, 0.2664, -0.1614),
    SIMD3(-0.7502, 1.7135, 0.0367),
    SIMD3(0.0389, -0.0685, 1.0296))

  static func bradford(from source: SIMD3<Double>, to destination: SIMD3<Double>) -> Matrix3 {
    let ratio = (bradfordCone * destination) / (bradfordCone * source)
    return bradfordCone.inverse * diagonal(ratio) * bradfordCone
  }

  static let bradfordD65ToD50 = bradford(from: ColorMath.whiteD65, to: ColorMath.whiteD50)
  static let bradfordD50ToD65 = bradford(from: ColorMath.whiteD50, to: ColorMath.whiteD65)

  // OKLab (Ottosson 2020) as CSS Color 4 defines it: from XYZ D65, with the matrices that CSS
  // recomputed in 64-bit floating point from Ottosson's derivation. Ottosson's published
  // linear-sRGB matrices agree to about 1e-8; these are the ones other CSS implementations use.
  static let xyzD65ToLMS = Matrix3(
    SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
    SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
    SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))
  static let lmsToXYZD65 = Matrix3(
    SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
    SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
    SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
  static let lmsToOKLab = Matrix3(
    SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
    SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
    SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))
  static let oklabToLMS = Matrix3(
    SIMD3(1, 0.3963377773761749, 0.2158037573099136),
    SIMD3(1, -0.1055613458156586, -0.0638541728258133),
    SIMD3(1, -0.0894841775298119, -1.2914855480194092))
}
