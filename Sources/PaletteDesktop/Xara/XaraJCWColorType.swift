import PaletteCore

/// The colour model of a Xara palette, from the low three bits of its type byte; bit 0 marks
/// spot colours (facts from SwatchBooker's reader and the files themselves).
///
/// Each colour has four 16-bit values in ten-thousandths: C M Y K, R G B and an unused
/// fourth, or H S B and an unused fourth (the hue as a fraction of a turn).
enum XaraJCWColorType {
  /// Types 0 and 1.
  case cmyk
  /// Types 2 and 3.
  case rgb
  /// Types 4 and 5.
  case hsb

  /// The model of a type byte, or `nil` for low bits 6 and 7.
  ///
  /// - Parameter type: The type byte.
  init?(_ type: UInt8) {
    switch type & 7 {
    case 0, 1: self = .cmyk
    case 2, 3: self = .rgb
    case 4, 5: self = .hsb
    default: return nil
    }
  }

  /// Whether a type byte marks spot colours: its bit 0.
  static func isSpot(_ type: UInt8) -> Bool { type & 1 == 1 }

  /// The colour of a record's four values, already divided by 10,000.
  ///
  /// - Parameters:
  ///   - a: C, R or H (a fraction of a turn).
  ///   - b: M, G or S.
  ///   - c: Y, B or B.
  ///   - d: K; unused by RGB and HSB.
  /// - Returns: The colour.
  func color(_ a: Float, _ b: Float, _ c: Float, _ d: Float) -> PaletteColor {
    switch self {
    case .cmyk:
      PaletteColor(.cmyk(cyan: a, magenta: b, yellow: c, black: d))
    case .rgb:
      .srgb(a, b, c)
    case .hsb:
      PaletteColor(.hsb(hue: a * 360, saturation: b, brightness: c))
    }
  }
}
