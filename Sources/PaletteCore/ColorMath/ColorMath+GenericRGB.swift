#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Matrix3 {
  /// Apple's Generic RGB primaries with the D65 white: linear Generic RGB → XYZ D65.
  static let linearGenericRGBToXYZD65 = rgbToXYZ(
    red: (0.630, 0.340), green: (0.295, 0.605), blue: (0.155, 0.077), white: ColorMath.whiteD65)
  /// Linear Generic RGB → linear sRGB: both spaces have the D65 white, so no adaptation.
  static let linearGenericRGBToLinearSRGB = xyzD65ToLinearSRGB * linearGenericRGBToXYZD65
  /// Linear sRGB → linear Generic RGB.
  static let linearSRGBToLinearGenericRGB = linearGenericRGBToLinearSRGB.inverse
}

extension ColorMath {
  /// The exponent of the transfer curve of Apple's Generic RGB and Generic Gray (a pure power).
  package static let genericGamma = 1.8

  /// Decodes one Generic RGB or Generic Gray value to linear light: `v^1.8`, sign-symmetric.
  ///
  /// - Parameter value: An encoded component.
  /// - Returns: The linear component.
  package static func genericToLinear(_ value: Double) -> Double {
    value < 0 ? -pow(-value, genericGamma) : pow(value, genericGamma)
  }

  /// Encodes one linear-light value with Generic RGB's curve; the inverse of
  /// ``genericToLinear(_:)``.
  ///
  /// - Parameter value: A linear component.
  /// - Returns: The encoded component.
  package static func linearToGeneric(_ value: Double) -> Double {
    value < 0 ? -pow(-value, 1 / genericGamma) : pow(value, 1 / genericGamma)
  }

  /// Converts Apple's Generic RGB (`NSCalibratedRGBColorSpace`, the ColorSync profile "Generic
  /// RGB Profile") to sRGB: decode with γ 1.8, change primaries with a 3 × 3 matrix (both
  /// spaces have the D65 white), encode with the sRGB curve. Unclamped.
  ///
  /// - Parameter rgb: Encoded Generic RGB.
  /// - Returns: Encoded sRGB.
  package static func genericRGBToSRGB(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let linear = SIMD3(genericToLinear(rgb.x), genericToLinear(rgb.y), genericToLinear(rgb.z))
    return linearToSRGB(Matrix3.linearGenericRGBToLinearSRGB * linear)
  }

  /// Converts sRGB to Apple's Generic RGB; the inverse of ``genericRGBToSRGB(_:)``.
  ///
  /// - Parameter rgb: Encoded sRGB.
  /// - Returns: Encoded Generic RGB, unclamped.
  package static func srgbToGenericRGB(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let linear = Matrix3.linearSRGBToLinearGenericRGB * srgbToLinear(rgb)
    return SIMD3(linearToGeneric(linear.x), linearToGeneric(linear.y), linearToGeneric(linear.z))
  }

  /// Converts Apple's Generic Gray (`NSCalibratedWhiteColorSpace`, γ 1.8) to palconv's gray,
  /// whose value is an sRGB-encoded grey: the same luminance.
  ///
  /// - Parameter white: Encoded Generic Gray, 0 black ... 1 white.
  /// - Returns: The sRGB-encoded grey.
  package static func genericGrayToGray(_ white: Double) -> Double {
    linearToSRGB(genericToLinear(white))
  }

  /// Converts palconv's gray to Apple's Generic Gray; the inverse of ``genericGrayToGray(_:)``.
  ///
  /// - Parameter gray: The sRGB-encoded grey.
  /// - Returns: Encoded Generic Gray.
  package static func grayToGenericGray(_ gray: Double) -> Double {
    linearToGeneric(srgbToLinear(gray))
  }
}
