import PaletteCore

/// The colour spaces of Photoshop swatches (`.aco`), by their 16-bit id, and how each stores
/// its four 16-bit values.
///
/// Only RGB, HSB, CMYK, Lab, grayscale and wide CMYK hold values a program can use; the
/// catalog spaces (Pantone, Focoltone, Trumatch, Toyo, HKS, DIC and the rest) hold references
/// into a colour book, not a colour.
enum ACOColorSpace {
  /// RGB, each channel 0...65535.
  static let rgb: UInt16 = 0
  /// HSB: hue 0...65535 for 0...360°, saturation and brightness 0...65535.
  static let hsb: UInt16 = 1
  /// CMYK, each channel 0...65535 with 0 meaning 100 % ink.
  static let cmyk: UInt16 = 2
  /// CIE Lab: L 0...10000, a and b signed −12800...12700, all hundredths.
  static let lab: UInt16 = 7
  /// Grayscale, 0...10000 (hundredths of a percent).
  static let gray: UInt16 = 8
  /// Wide CMYK, each channel 0...10000 of ink.
  static let wideCMYK: UInt16 = 9

  /// The name of a catalog space for messages, or `nil` when `id` is one of the value spaces.
  static func catalogName(_ id: UInt16) -> String? {
    switch id {
    case rgb, hsb, cmyk, lab, gray, wideCMYK: nil
    case 3: "Pantone"
    case 4: "Focoltone"
    case 5: "Trumatch"
    case 6: "Toyo 88"
    case 10: "HKS"
    case 11: "DIC"
    case 12: "TotalInk"
    case 13: "Monitor RGB"
    case 14: "Duotone"
    case 15: "Opacity"
    default: "unknown colour space \(id)"
    }
  }

  // MARK: Reading

  /// The components stored by a value space, or `nil` for a catalog space.
  ///
  /// - Parameters:
  ///   - id: The colour space id.
  ///   - w: The first value, then `x`, `y` and `z`.
  ///   - grayIsInk: Whether gray 10000 is black (Photoshop's K %) rather than white.
  static func components(
    id: UInt16, _ w: UInt16, _ x: UInt16, _ y: UInt16, _ z: UInt16, grayIsInk: Bool
  ) -> ColorComponents? {
    func unit(_ v: UInt16) -> Float { Float(Double(v) / 65535) }
    func hundredths(_ v: Double) -> Float { Float(v / 100) }
    switch id {
    case rgb:
      return .srgb(red: unit(w), green: unit(x), blue: unit(y))
    case hsb:
      return .hsb(hue: Float(Double(w) * 360 / 65535), saturation: unit(x), brightness: unit(y))
    case cmyk:
      return .cmyk(
        cyan: unit(65535 - w), magenta: unit(65535 - x), yellow: unit(65535 - y),
        black: unit(65535 - z))
    case lab:
      return .lab(
        l: hundredths(Double(w)), a: hundredths(Double(Int16(bitPattern: x))),
        b: hundredths(Double(Int16(bitPattern: y))))
    case gray:
      let level = Double(w) / 10000
      return .gray(Float(grayIsInk ? 1 - level : level))
    case wideCMYK:
      // Read onto the 16-bit grid of ordinary CMYK (finer than 1/10000, so no two values
      // meet), which the writer stores: the colour then reads back the same.
      func ink(_ v: UInt16) -> Float {
        unit(UInt16(min((Double(v) * 65535 / 10000).rounded(), 65535)))
      }
      return .cmyk(cyan: ink(w), magenta: ink(x), yellow: ink(y), black: ink(z))
    default:
      return nil
    }
  }

  // MARK: Writing

  /// The id and four values to store for a colour, converting models ACO lacks (Display P3
  /// and OKLCH become RGB when inside the sRGB gamut, Lab otherwise).
  ///
  /// - Parameters:
  ///   - color: The colour; its values are finite (the writer checks).
  ///   - grayIsInk: Whether gray is written as ink (10000 black).
  /// - Returns: The id and the values `w x y z`.
  static func stored(_ color: PaletteColor, grayIsInk: Bool) -> (UInt16, [UInt16]) {
    /// `value` × `scale`, rounded, kept inside what 16 bits hold (so a value outside its
    /// nominal range, such as an L above 100, is still written as read).
    func scaled(_ value: Float, _ scale: Double) -> UInt16 {
      UInt16(min(max((Double(value) * scale).rounded(), 0), 65535))
    }
    func signedHundredths(_ value: Double) -> UInt16 {
      UInt16(bitPattern: Int16((min(max(value, -327.68), 327.67) * 100).rounded()))
    }
    func lab(_ l: Double, _ a: Double, _ b: Double) -> (UInt16, [UInt16]) {
      (
        Self.lab,
        [
          UInt16(min(max((l * 100).rounded(), 0), 65535)), signedHundredths(a), signedHundredths(b),
          0,
        ]
      )
    }
    switch color.components {
    case .srgb(let r, let g, let b):
      return (rgb, [scaled(r, 65535), scaled(g, 65535), scaled(b, 65535), 0])
    case .hsb(let h, let s, let b):
      // 360° is stored as 65535, not folded to 0, so every stored hue reads back the same.
      let hue = (0...360).contains(h) ? Double(h) : ColorMath.normalizedHue(Double(h))
      return (
        hsb,
        [UInt16(min((hue / 360 * 65535).rounded(), 65535)), scaled(s, 65535), scaled(b, 65535), 0]
      )
    case .cmyk(let c, let m, let y, let k):
      return (cmyk, [c, m, y, k].map { 65535 - scaled(min($0, 1), 65535) })
    case .lab(let l, let a, let b):
      return lab(Double(l), Double(a), Double(b))
    case .gray(let g):
      return (gray, [scaled(grayIsInk ? 1 - g : g, 10000), 0, 0, 0])
    case .displayP3, .oklch:
      let rgbValues = color.srgbValues
      if ColorMath.isInGamut(rgbValues) {
        let c = ColorMath.clip(rgbValues)
        return (
          rgb, [scaled(Float(c.x), 65535), scaled(Float(c.y), 65535), scaled(Float(c.z), 65535), 0]
        )
      }
      let values = color.labValues
      return lab(values.x, values.y, values.z)
    }
  }
}
