#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Colour conversions and colour differences, in one place, in `Double`.
///
/// Vectors are `SIMD3<Double>` in the order their names give (r, g, b; X, Y, Z; L, a, b;
/// L, C, h). RGB values are not clamped: out-of-gamut values pass through so that conversions
/// stay invertible. Constants follow CSS Color 4 (rational sRGB matrices, 4-figure white
/// points, Bradford adaptation, OKLab through XYZ D65).
package enum ColorMath {
  // MARK: White points

  /// The D50 white point (CSS Color 4, from x = 0.3457, y = 0.3585), Y = 1.
  package static let whiteD50 = SIMD3<Double>(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
  /// The D65 white point (CSS Color 4, from x = 0.3127, y = 0.3290), Y = 1.
  package static let whiteD65 = SIMD3<Double>(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)

  // MARK: sRGB transfer curve

  /// Decodes one gamma-encoded sRGB (or Display P3) value to linear light.
  ///
  /// Sign-symmetric, as CSS Color 4, so out-of-range values stay invertible.
  ///
  /// - Parameter value: An encoded component.
  /// - Returns: The linear component.
  package static func srgbToLinear(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// Encodes one linear-light value with the sRGB curve; the inverse of ``srgbToLinear(_:)``.
  ///
  /// - Parameter value: A linear component.
  /// - Returns: The encoded component.
  package static func linearToSRGB(_ value: Double) -> Double {
    let magnitude = abs(value)
    // 1 + 1.055 (x^(1/2.4) - 1) is 1.055 x^(1/2.4) - 0.055 rearranged so that 1 encodes to
    // exactly 1 (the textbook order gives 0.9999999999999999).
    let encoded =
      magnitude <= 0.0031308 ? 12.92 * magnitude : 1 + 1.055 * (pow(magnitude, 1 / 2.4) - 1)
    return value < 0 ? -encoded : encoded
  }

  /// Decodes an encoded RGB triple to linear light, channel by channel.
  ///
  /// - Parameter rgb: Encoded sRGB or Display P3.
  /// - Returns: Linear values.
  package static func srgbToLinear(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(srgbToLinear(rgb.x), srgbToLinear(rgb.y), srgbToLinear(rgb.z))
  }

  /// Encodes a linear RGB triple with the sRGB curve, channel by channel.
  ///
  /// - Parameter rgb: Linear values.
  /// - Returns: Encoded values.
  package static func linearToSRGB(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(linearToSRGB(rgb.x), linearToSRGB(rgb.y), linearToSRGB(rgb.z))
  }

  // MARK: RGB spaces and XYZ

  /// Converts linear sRGB to CIE XYZ relative to D65.
  ///
  /// - Parameter rgb: Linear sRGB.
  /// - Returns: XYZ (D65), Y = 1 for white.
  package static func linearSRGBToXYZD65(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    Matrix3.linearSRGBToXYZD65 * rgb
  }

  /// Converts CIE XYZ (D65) to linear sRGB; the inverse of ``linearSRGBToXYZD65(_:)``.
  ///
  /// - Parameter xyz: XYZ relative to D65.
  /// - Returns: Linear sRGB, unclamped.
  package static func xyzD65ToLinearSRGB(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    Matrix3.xyzD65ToLinearSRGB * xyz
  }

  /// Converts linear Display P3 to CIE XYZ relative to D65.
  ///
  /// - Parameter rgb: Linear Display P3.
  /// - Returns: XYZ (D65).
  package static func linearDisplayP3ToXYZD65(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    Matrix3.linearP3ToXYZD65 * rgb
  }

  /// Converts CIE XYZ (D65) to linear Display P3.
  ///
  /// - Parameter xyz: XYZ relative to D65.
  /// - Returns: Linear Display P3, unclamped.
  package static func xyzD65ToLinearDisplayP3(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    Matrix3.xyzD65ToLinearP3 * xyz
  }

  /// Adapts XYZ from D65 to D50 with the Bradford transform.
  ///
  /// - Parameter xyz: XYZ relative to D65.
  /// - Returns: XYZ relative to D50.
  package static func bradfordD65ToD50(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    Matrix3.bradfordD65ToD50 * xyz
  }

  /// Adapts XYZ from D50 to D65 with the Bradford transform.
  ///
  /// - Parameter xyz: XYZ relative to D50.
  /// - Returns: XYZ relative to D65.
  package static func bradfordD50ToD65(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    Matrix3.bradfordD50ToD65 * xyz
  }

  // MARK: Lab and LCH (D50)

  private static let labEpsilon = 216.0 / 24389.0
  private static let labKappa = 24389.0 / 27.0

  /// Converts CIE XYZ (D50) to CIE Lab (D50).
  ///
  /// - Parameter xyz: XYZ relative to D50.
  /// - Returns: L 0...100, a, b.
  package static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    let scaled = xyz / whiteD50
    func f(_ t: Double) -> Double { t > labEpsilon ? cbrt(t) : (labKappa * t + 16) / 116 }
    let fx = f(scaled.x)
    let fy = f(scaled.y)
    let fz = f(scaled.z)
    return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// Converts CIE Lab (D50) to CIE XYZ (D50); the inverse of ``xyzD50ToLab(_:)``.
  ///
  /// - Parameter lab: L 0...100, a, b.
  /// - Returns: XYZ relative to D50.
  package static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let fy = (lab.x + 16) / 116
    let fx = fy + lab.y / 500
    let fz = fy - lab.z / 200
    let x = fx * fx * fx > labEpsilon ? fx * fx * fx : (116 * fx - 16) / labKappa
    let y = lab.x > labKappa * labEpsilon ? fy * fy * fy : lab.x / labKappa
    let z = fz * fz * fz > labEpsilon ? fz * fz * fz : (116 * fz - 16) / labKappa
    return SIMD3(x, y, z) * whiteD50
  }

  /// Converts rectangular a/b coordinates to polar chroma and hue (Lab to LCH, OKLab to OKLCH).
  ///
  /// - Parameter lab: Lightness, a, b.
  /// - Returns: Lightness, chroma, hue in degrees 0..<360 (0 for a = b = 0).
  package static func rectangularToPolar(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
    var hue = atan2(lab.z, lab.y) * 180 / Double.pi
    if hue < 0 { hue += 360 }
    if hue >= 360 { hue -= 360 }
    return SIMD3(lab.x, chroma, hue)
  }

  /// Converts polar chroma and hue back to a/b; the inverse of ``rectangularToPolar(_:)``.
  ///
  /// - Parameter lch: Lightness, chroma, hue in degrees.
  /// - Returns: Lightness, a, b.
  package static func polarToRectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
    let radians = lch.z * Double.pi / 180
    return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
  }

  /// Converts gamma-encoded sRGB to CIE Lab (D50), adapting D65 to D50 with Bradford.
  ///
  /// - Parameter rgb: Encoded sRGB.
  /// - Returns: Lab (D50).
  package static func srgbToLab(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    xyzD50ToLab(bradfordD65ToD50(linearSRGBToXYZD65(srgbToLinear(rgb))))
  }

  /// Converts CIE Lab (D50) to gamma-encoded sRGB, unclamped.
  ///
  /// - Parameter lab: Lab (D50).
  /// - Returns: Encoded sRGB; may lie outside 0...1.
  package static func labToSRGB(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    linearToSRGB(xyzD65ToLinearSRGB(bradfordD50ToD65(labToXYZD50(lab))))
  }

  // MARK: OKLab and OKLCH

  /// Converts linear sRGB to OKLab, through XYZ D65 with the CSS Color 4 matrices.
  ///
  /// - Parameter rgb: Linear sRGB.
  /// - Returns: OKLab L 0...1, a, b.
  package static func linearSRGBToOKLab(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let lms = Matrix3.xyzD65ToLMS * linearSRGBToXYZD65(rgb)
    return Matrix3.lmsToOKLab * SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
  }

  /// Converts OKLab to linear sRGB; the inverse of ``linearSRGBToOKLab(_:)``.
  ///
  /// - Parameter lab: OKLab.
  /// - Returns: Linear sRGB, unclamped.
  package static func oklabToLinearSRGB(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let lms = Matrix3.oklabToLMS * lab
    return xyzD65ToLinearSRGB(Matrix3.lmsToXYZD65 * (lms * lms * lms))
  }

  /// Converts gamma-encoded sRGB to OKLCH.
  ///
  /// - Parameter rgb: Encoded sRGB.
  /// - Returns: L 0...1, C, h in degrees.
  package static func srgbToOKLCH(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    rectangularToPolar(linearSRGBToOKLab(srgbToLinear(rgb)))
  }

  /// Converts OKLCH to gamma-encoded sRGB, unclamped.
  ///
  /// - Parameter lch: L, C, h in degrees.
  /// - Returns: Encoded sRGB; may lie outside 0...1.
  package static func oklchToSRGB(_ lch: SIMD3<Double>) -> SIMD3<Double> {
    linearToSRGB(oklabToLinearSRGB(polarToRectangular(lch)))
  }

  // MARK: Device models

  /// Converts CMYK ink coverage to sRGB the naive way, without an ICC profile.
  ///
  /// `R = (1 - C)(1 - K)` and so on. Press colours come out too saturated; callers that
  /// convert CMYK must report the approximation.
  ///
  /// - Parameter cmyk: Cyan, magenta, yellow, black, 0...1.
  /// - Returns: Encoded sRGB.
  package static func cmykToSRGB(_ cmyk: SIMD4<Double>) -> SIMD3<Double> {
    SIMD3(1 - cmyk.x, 1 - cmyk.y, 1 - cmyk.z) * (1 - cmyk.w)
  }

  /// Converts sRGB to naive CMYK: `K = 1 - max(R, G, B)`, the rest relative to `1 - K`.
  ///
  /// - Parameter rgb: Encoded sRGB, 0...1.
  /// - Returns: Cyan, magenta, yellow, black, 0...1.
  package static func srgbToCMYK(_ rgb: SIMD3<Double>) -> SIMD4<Double> {
    let black = 1 - max(rgb.x, rgb.y, rgb.z)
    guard black < 1 else { return SIMD4(0, 0, 0, 1) }
    let scale = 1 - black
    return SIMD4(
      (1 - rgb.x - black) / scale, (1 - rgb.y - black) / scale, (1 - rgb.z - black) / scale, black)
  }

  /// Converts a gray lightness to sRGB: the same value on every channel.
  ///
  /// - Parameter gray: 0 black ... 1 white.
  /// - Returns: Encoded sRGB.
  package static func grayToSRGB(_ gray: Double) -> SIMD3<Double> {
    SIMD3(repeating: gray)
  }

  /// Converts sRGB to a gray lightness that keeps the colour's luminance:
  /// the sRGB-encoded relative luminance.
  ///
  /// - Parameter rgb: Encoded sRGB.
  /// - Returns: 0 black ... 1 white.
  package static func srgbToGray(_ rgb: SIMD3<Double>) -> Double {
    linearToSRGB(relativeLuminance(rgb))
  }

  // MARK: HSL, HSV, HWB

  /// Converts sRGB to HSL.
  ///
  /// - Parameter rgb: Encoded sRGB, 0...1.
  /// - Returns: Hue in degrees 0..<360 (0 for greys), saturation and lightness 0...1.
  package static func srgbToHSL(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let high = rgb.max()
    let low = rgb.min()
    let lightness = (high + low) / 2
    let delta = high - low
    guard delta > 0 else { return SIMD3(0, 0, lightness) }
    let saturation =
      lightness == 0 || lightness == 1
      ? 0 : (high - lightness) / min(lightness, 1 - lightness)
    return SIMD3(hue(rgb, high: high, delta: delta), saturation, lightness)
  }

  /// Converts HSL to sRGB (the CSS Color 4 formula).
  ///
  /// - Parameter hsl: Hue in degrees, saturation and lightness 0...1.
  /// - Returns: Encoded sRGB.
  package static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
    let hue = normalizedHue(hsl.x)
    let amount = hsl.y * min(hsl.z, 1 - hsl.z)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      return hsl.z - amount * max(-1, min(k - 3, 9 - k, 1))
    }
    return SIMD3(channel(0), channel(8), channel(4))
  }

  /// Converts sRGB to HSV (also called HSB).
  ///
  /// - Parameter rgb: Encoded sRGB, 0...1.
  /// - Returns: Hue in degrees 0..<360 (0 for greys), saturation and value 0...1.
  package static func srgbToHSV(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let high = rgb.max()
    let delta = high - rgb.min()
    guard delta > 0 else { return SIMD3(0, 0, high) }
    return SIMD3(hue(rgb, high: high, delta: delta), high == 0 ? 0 : delta / high, high)
  }

  /// Converts HSV to sRGB.
  ///
  /// - Parameter hsv: Hue in degrees, saturation and value 0...1.
  /// - Returns: Encoded sRGB.
  package static func hsvToSRGB(_ hsv: SIMD3<Double>) -> SIMD3<Double> {
    let hue = normalizedHue(hsv.x)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 60).truncatingRemainder(dividingBy: 6)
      return hsv.z - hsv.z * hsv.y * max(0, min(k, 4 - k, 1))
    }
    return SIMD3(channel(5), channel(3), channel(1))
  }

  /// Converts sRGB to HWB.
  ///
  /// - Parameter rgb: Encoded sRGB, 0...1.
  /// - Returns: Hue in degrees 0..<360 (0 for greys), whiteness and blackness 0...1.
  package static func srgbToHWB(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let hsv = srgbToHSV(rgb)
    return SIMD3(hsv.x, rgb.min(), 1 - rgb.max())
  }

  /// Converts HWB to sRGB (the CSS Color 4 formula: whiteness plus blackness of 1 or more
  /// gives a grey).
  ///
  /// - Parameter hwb: Hue in degrees, whiteness and blackness 0...1.
  /// - Returns: Encoded sRGB.
  package static func hwbToSRGB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
    let white = hwb.y
    let black = hwb.z
    if white + black >= 1 {
      return SIMD3(repeating: white / (white + black))
    }
    let pure = hslToSRGB(SIMD3(hwb.x, 1, 0.5))
    return pure * (1 - white - black) + white
  }

  private static func hue(_ rgb: SIMD3<Double>, high: Double, delta: Double) -> Double {
    let degrees: Double
    if high == rgb.x {
      degrees = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
    } else if high == rgb.y {
      degrees = (rgb.z - rgb.x) / delta + 2
    } else {
      degrees = (rgb.x - rgb.y) / delta + 4
    }
    return normalizedHue(degrees * 60)
  }

  /// Wraps an angle in degrees into 0..<360.
  ///
  /// - Parameter degrees: Any finite angle.
  /// - Returns: The same angle in 0..<360; never a negative zero.
  package static func normalizedHue(_ degrees: Double) -> Double {
    var hue = degrees.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    return hue >= 360 ? 0 : hue + 0
  }

  // MARK: Luminance and contrast

  /// The WCAG 2 relative luminance of an sRGB colour: CIE Y of its XYZ (D65).
  ///
  /// WCAG writes the weights rounded to four digits (0.2126, 0.7152, 0.0722); this uses the
  /// unrounded Y row of the sRGB matrix, so luminance equals the Y of ``linearSRGBToXYZD65(_:)``.
  /// The two differ by less than 4e-5.
  ///
  /// - Parameter rgb: Encoded sRGB, 0...1.
  /// - Returns: Luminance 0...1.
  package static func relativeLuminance(_ rgb: SIMD3<Double>) -> Double {
    linearSRGBToXYZD65(srgbToLinear(rgb)).y
  }

  /// The WCAG 2 contrast ratio of two sRGB colours, 1...21, whichever order they come in.
  ///
  /// - Parameters:
  ///   - first: Encoded sRGB.
  ///   - second: Encoded sRGB.
  /// - Returns: `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter.
  package static func contrastRatio(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
    let a = relativeLuminance(first)
    let b = relativeLuminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
