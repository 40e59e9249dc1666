#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The APCA-W3 lightness contrast (Lc) of text on a background, with the 0.0.98G-4g
/// constants of apca-w3 0.1.9, implemented from the published description of the algorithm.
///
/// Lc is signed: positive for dark text on a light background, negative for light text on a
/// dark one, from about −108 to +106; 0 when the two are too close to tell apart. Unlike the
/// WCAG ratio it depends on which colour is the text. The reference vectors published with
/// apca-w3 (`#888` on `#fff` is Lc 63.056469930209424) are reproduced exactly; see
/// `docs/accessibility.md` for the licence terms of the algorithm.
///
///     APCA.lightnessContrast(text: SIMD3(0.5333, 0.5333, 0.5333), background: SIMD3(1, 1, 1))
public enum APCA {
  // The 0.0.98G-4g constants.
  static let mainTRC = 2.4
  static let coefficients = SIMD3(0.212_672_9, 0.715_152_2, 0.072_175_0)
  static let normBG = 0.56
  static let normTXT = 0.57
  static let revBG = 0.65
  static let revTXT = 0.62
  static let blackThreshold = 0.022
  static let blackClamp = 1.414
  static let scale = 1.14
  static let lowOffset = 0.027
  static let lowClip = 0.1
  static let deltaYMin = 0.0005

  /// The APCA screen luminance of an encoded sRGB colour: a plain 2.4 power per channel (no
  /// linear segment), weighted by the sRGB luminance coefficients.
  ///
  /// - Parameter rgb: Encoded sRGB, each channel 0...1.
  /// - Returns: Y, 0...1.
  public static func luminance(_ rgb: SIMD3<Double>) -> Double {
    let r = pow(rgb.x, mainTRC)
    let g = pow(rgb.y, mainTRC)
    let b = pow(rgb.z, mainTRC)
    return coefficients.x * r + coefficients.y * g + coefficients.z * b
  }

  /// The lightness contrast of two APCA luminances.
  ///
  /// - Parameters:
  ///   - text: The text's ``luminance(_:)``.
  ///   - background: The background's ``luminance(_:)``.
  /// - Returns: Lc, signed; 0 for luminances outside 0...1.1 or not numbers.
  public static func lightnessContrast(
    textLuminance text: Double, backgroundLuminance background: Double
  )
    -> Double
  {
    guard text.isFinite, background.isFinite, (0...1.1).contains(text),
      (0...1.1).contains(background)
    else { return 0 }
    let textY = softClamp(text)
    let backgroundY = softClamp(background)
    guard abs(backgroundY - textY) >= deltaYMin else { return 0 }
    let output: Double
    if backgroundY > textY {
      let sapc = (pow(backgroundY, normBG) - pow(textY, normTXT)) * scale
      output = sapc < lowClip ? 0 : sapc - lowOffset
    } else {
      let sapc = (pow(backgroundY, revBG) - pow(textY, revTXT)) * scale
      output = sapc > -lowClip ? 0 : sapc + lowOffset
    }
    return output * 100
  }

  /// The lightness contrast of text on a background, both encoded sRGB.
  ///
  /// - Parameters:
  ///   - text: The text colour, each channel 0...1.
  ///   - background: The background colour, each channel 0...1.
  /// - Returns: Lc, signed.
  public static func lightnessContrast(text: SIMD3<Double>, background: SIMD3<Double>) -> Double {
    lightnessContrast(textLuminance: luminance(text), backgroundLuminance: luminance(background))
  }

  /// The soft clamp that lifts luminances near black.
  private static func softClamp(_ y: Double) -> Double {
    y > blackThreshold ? y : y + pow(blackThreshold - y, blackClamp)
  }
}
