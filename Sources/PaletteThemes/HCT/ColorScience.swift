import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The colour science under HCT: sRGB transfer curves, sRGB ↔ XYZ (D65) and CIE L\*.
///
/// Linear RGB and Y are on a 0...100 scale here, as in Material's colour maths, and 8-bit
/// channels are `Double`s 0...255 until they are rounded.
enum ColorScience {
  /// Linear sRGB (0...100) to XYZ (Y 0...100), rows x, y, z.
  static let srgbToXYZ: [[Double]] = [
    [0.41233895, 0.35762064, 0.18051042],
    [0.2126, 0.7152, 0.0722],
    [0.01932141, 0.11916382, 0.95034478],
  ]

  /// XYZ to linear sRGB, rows r, g, b.
  static let xyzToSRGB: [[Double]] = [
    [3.2413774792388685, -1.5376652402851851, -0.49885366846268053],
    [-0.9691452513005321, 1.8758853451067872, 0.04156585616912061],
    [0.05562093689691305, -0.20395524564742123, 1.0571799111220335],
  ]

  /// The D65 white point, Y = 100.
  static let whitePointD65: [Double] = [95.047, 100.0, 108.883]

  /// `row · v`, summed left to right.
  @inline(__always)
  static func dot(_ row: [Double], _ v: (Double, Double, Double)) -> Double {
    row[0] * v.0 + row[1] * v.1 + row[2] * v.2
  }

  /// An 8-bit channel (0...255) as linear light, 0...100.
  static func linearized(_ channel: Double) -> Double {
    let normalized = channel / 255.0
    if normalized <= 0.040449936 {
      return normalized / 12.92 * 100.0
    }
    return pow((normalized + 0.055) / 1.055, 2.4) * 100.0
  }

  /// Linear light (0...100) as an unrounded 8-bit channel value, 0...255.
  static func delinearizedUnrounded(_ linear: Double) -> Double {
    let normalized = linear / 100.0
    let encoded: Double
    if normalized <= 0.0031308 {
      encoded = normalized * 12.92
    } else {
      encoded = 1.055 * pow(normalized, 1.0 / 2.4) - 0.055
    }
    return encoded * 255.0
  }

  /// Linear light (0...100) as an 8-bit channel, rounded half up and clamped.
  static func delinearized(_ linear: Double) -> UInt8 {
    let value = (delinearizedUnrounded(linear)).rounded(.toNearestOrAwayFromZero)
    guard value.isFinite else { return 0 }
    return UInt8(min(max(value, 0), 255))
  }

  /// The CIELAB companding function.
  static func labF(_ t: Double) -> Double {
    let e = 216.0 / 24389.0
    let kappa = 24389.0 / 27.0
    if t > e {
      return pow(t, 1.0 / 3.0)
    }
    return (kappa * t + 16.0) / 116.0
  }

  /// The inverse of ``labF(_:)``.
  static func labInverseF(_ ft: Double) -> Double {
    let e = 216.0 / 24389.0
    let kappa = 24389.0 / 27.0
    let ft3 = ft * ft * ft
    if ft3 > e {
      return ft3
    }
    return (116.0 * ft - 16.0) / kappa
  }

  /// Relative luminance Y (0...100) of an L\*.
  static func y(fromLstar lstar: Double) -> Double {
    100.0 * labInverseF((lstar + 16.0) / 116.0)
  }

  /// L\* of a relative luminance Y (0...100).
  static func lstar(fromY y: Double) -> Double {
    labF(y / 100.0) * 116.0 - 16.0
  }

  /// The linear RGB (0...100) of an 8-bit colour.
  static func linearRGB(_ color: RGBA8) -> (Double, Double, Double) {
    (
      linearized(Double(color.red)), linearized(Double(color.green)),
      linearized(Double(color.blue))
    )
  }

  /// XYZ (Y 0...100) of an 8-bit colour.
  static func xyz(_ color: RGBA8) -> (Double, Double, Double) {
    let linear = linearRGB(color)
    return (dot(srgbToXYZ[0], linear), dot(srgbToXYZ[1], linear), dot(srgbToXYZ[2], linear))
  }

  /// L\* of an 8-bit colour.
  static func lstar(_ color: RGBA8) -> Double {
    116.0 * labF(xyz(color).1 / 100.0) - 16.0
  }

  /// The grey of an L\*.
  static func gray(lstar: Double) -> RGBA8 {
    let channel = delinearized(y(fromLstar: lstar))
    return RGBA8(red: channel, green: channel, blue: channel)
  }

  /// The 8-bit colour of linear RGB (0...100).
  static func color(linearRGB linear: (Double, Double, Double)) -> RGBA8 {
    RGBA8(
      red: delinearized(linear.0), green: delinearized(linear.1), blue: delinearized(linear.2))
  }

  /// The 8-bit colour of XYZ (Y 0...100).
  static func color(xyz: (Double, Double, Double)) -> RGBA8 {
    color(
      linearRGB: (dot(xyzToSRGB[0], xyz), dot(xyzToSRGB[1], xyz), dot(xyzToSRGB[2], xyz)))
  }

  /// CIELAB (D65) of an 8-bit colour.
  static func lab(_ color: RGBA8) -> (l: Double, a: Double, b: Double) {
    let (x, y, z) = xyz(color)
    let fx = labF(x / whitePointD65[0])
    let fy = labF(y / whitePointD65[1])
    let fz = labF(z / whitePointD65[2])
    return (116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz))
  }

  /// An angle in degrees brought into 0..<360.
  static func sanitizeDegrees(_ degrees: Double) -> Double {
    let remainder = degrees.truncatingRemainder(dividingBy: 360.0)
    return remainder < 0 ? remainder + 360.0 : remainder
  }

  /// `(1 − amount)·start + amount·stop`.
  static func lerp(_ start: Double, _ stop: Double, _ amount: Double) -> Double {
    (1.0 - amount) * start + amount * stop
  }

  /// −1, 0 or 1.
  static func signum(_ value: Double) -> Double {
    value < 0 ? -1 : value == 0 ? 0 : 1
  }
}
