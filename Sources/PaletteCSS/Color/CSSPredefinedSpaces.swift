#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The RGB spaces of `color()` that palconv's model has no case for: A98 RGB, ProPhoto RGB
/// and Rec. 2020, converted to CIE XYZ as CSS Color 4 §10 defines them.
///
/// Matrices are derived from each space's primaries and white point (the CSS 4-figure
/// whites), the same way the core derives its sRGB and Display P3 matrices.
enum CSSPredefinedSpaces {
  /// A 3×3 matrix as three rows.
  typealias Matrix = (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

  static func multiply(_ m: Matrix, _ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3((m.0 * v).sum(), (m.1 * v).sum(), (m.2 * v).sum())
  }

  /// The RGB → XYZ matrix of a space from its primaries' chromaticities and its white.
  static func rgbToXYZ(
    red: (Double, Double), green: (Double, Double), blue: (Double, Double),
    white: SIMD3<Double>
  ) -> Matrix {
    func xyz(_ p: (Double, Double)) -> SIMD3<Double> { SIMD3(p.0 / p.1, 1, (1 - p.0 - p.1) / p.1) }
    let r = xyz(red)
    let g = xyz(green)
    let b = xyz(blue)
    // Columns are the primaries; solve P · s = white for the scales s (Cramer's rule).
    let primaries: Matrix = (SIMD3(r.x, g.x, b.x), SIMD3(r.y, g.y, b.y), SIMD3(r.z, g.z, b.z))
    let scale = solve(primaries, white)
    return (primaries.0 * scale, primaries.1 * scale, primaries.2 * scale)
  }

  private static func determinant(_ m: Matrix) -> Double {
    let (a, b, c) = m
    return a.x * (b.y * c.z - b.z * c.y) - a.y * (b.x * c.z - b.z * c.x)
      + a.z * (b.x * c.y - b.y * c.x)
  }

  private static func solve(_ m: Matrix, _ v: SIMD3<Double>) -> SIMD3<Double> {
    let d = determinant(m)
    func replaced(_ column: Int) -> Matrix {
      var rows = [m.0, m.1, m.2]
      for row in 0..<3 { rows[row][column] = v[row] }
      return (rows[0], rows[1], rows[2])
    }
    return SIMD3(
      determinant(replaced(0)) / d, determinant(replaced(1)) / d, determinant(replaced(2)) / d)
  }

  static let whiteD50 = SIMD3<Double>(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
  static let whiteD65 = SIMD3<Double>(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)

  static let a98ToXYZD65 = rgbToXYZ(
    red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06), white: whiteD65)
  static let proPhotoToXYZD50 = rgbToXYZ(
    red: (0.734699, 0.265301), green: (0.159597, 0.840403), blue: (0.036598, 0.000105),
    white: whiteD50)
  static let rec2020ToXYZD65 = rgbToXYZ(
    red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: whiteD65)

  /// Sign-symmetric power, as CSS applies transfer curves to out-of-range values.
  private static func signedPower(_ value: Double, _ exponent: Double) -> Double {
    value < 0 ? -pow(-value, exponent) : pow(value, exponent)
  }

  /// A98 RGB, gamma-encoded, to XYZ (D65).
  static func a98ToXYZ(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let gamma = 563.0 / 256.0
    let linear = SIMD3(
      signedPower(rgb.x, gamma), signedPower(rgb.y, gamma), signedPower(rgb.z, gamma))
    return multiply(a98ToXYZD65, linear)
  }

  /// ProPhoto RGB, gamma-encoded, to XYZ (D50).
  static func proPhotoToXYZ(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    func linear(_ v: Double) -> Double {
      abs(v) <= 16.0 / 512.0 ? v / 16 : signedPower(v, 1.8)
    }
    return multiply(proPhotoToXYZD50, SIMD3(linear(rgb.x), linear(rgb.y), linear(rgb.z)))
  }

  /// Rec. 2020, gamma-encoded, to XYZ (D65).
  static func rec2020ToXYZ(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let alpha = 1.09929682680944
    let beta = 0.018053968510807
    func linear(_ v: Double) -> Double {
      let magnitude = abs(v)
      let result =
        magnitude < beta * 4.5 ? magnitude / 4.5 : pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
      return v < 0 ? -result : result
    }
    return multiply(rec2020ToXYZD65, SIMD3(linear(rgb.x), linear(rgb.y), linear(rgb.z)))
  }
}
