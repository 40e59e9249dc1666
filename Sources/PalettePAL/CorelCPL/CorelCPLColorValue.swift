import PaletteCore

/// One colour value of a Corel `.cpl` palette: a 16-bit model number, two bytes palconv does
/// not read, and eight bytes of components whose layout the model decides.
///
/// The models read, with their components (the offsets count from the first of the eight
/// bytes):
///
/// | model | name | components |
/// | --- | --- | --- |
/// | 2 | CMYK | C M Y K at 4...7, whole percentages |
/// | 3, 17 | CMYK | C M Y K at 4...7, 0...255 |
/// | 4 | CMY | C M Y at 4...6, 0...255 (read as CMYK with no black) |
/// | 5, 21 | RGB | B G R at 4...6, 0...255 |
/// | 6 | HSB | hue at 4 (16-bit, degrees), S and B at 6, 7 (0...255) |
/// | 7 | HLS | hue at 4 (16-bit, degrees), L and S at 6, 7 (0...255), read as HSB |
/// | 9 | grayscale | black at 4 (0...255) |
/// | 12 | Lab | L at 4 (0...255 for 0...100), a and b at 5, 6 (signed) |
/// | 18 | Lab | L at 4 (0...255 for 0...100), a and b at 5, 6 (offset by 128) |
///
/// Other models (1, a Pantone reference by number; 11, YIQ; 15, six inks; and any other) hold
/// no colour palconv can compute.
enum CorelCPLColorValue {
  /// How many bytes a value takes: the model, two unread bytes, eight of components.
  static let size = 12

  /// The colour of a value, or `nil` when its model is one palconv does not read.
  ///
  /// - Parameters:
  ///   - model: The model number.
  ///   - values: The eight component bytes.
  /// - Returns: The colour.
  static func color(model: UInt16, _ values: ArraySlice<UInt8>) -> PaletteColor? {
    let v = Array(values)
    guard v.count == 8 else { return nil }
    switch model {
    case 2:
      return PaletteColor(
        .cmyk(
          cyan: percent(v[4]), magenta: percent(v[5]), yellow: percent(v[6]),
          black: percent(v[7])))
    case 3, 17:
      return PaletteColor(
        .cmyk(
          cyan: unit(v[4]), magenta: unit(v[5]), yellow: unit(v[6]), black: unit(v[7])))
    case 4:
      return PaletteColor(
        .cmyk(cyan: unit(v[4]), magenta: unit(v[5]), yellow: unit(v[6]), black: 0))
    case 5, 21:
      return .srgb8(v[6], v[5], v[4])
    case 6:
      let hue = Float(UInt16(v[4]) | UInt16(v[5]) << 8)
      return PaletteColor(.hsb(hue: hue, saturation: unit(v[6]), brightness: unit(v[7])))
    case 7:
      let hue = Float(UInt16(v[4]) | UInt16(v[5]) << 8)
      return PaletteColor(hsbFromHLS(hue: hue, lightness: v[6], saturation: v[7]))
    case 9:
      return PaletteColor(.gray(Float(Double(255 - Int(v[4])) / 255)))
    case 12:
      return PaletteColor(
        .lab(l: lightness(v[4]), a: Float(Int8(bitPattern: v[5])), b: Float(Int8(bitPattern: v[6])))
      )
    case 18:
      return PaletteColor(
        .lab(l: lightness(v[4]), a: Float(Int(v[5]) - 128), b: Float(Int(v[6]) - 128)))
    default:
      return nil
    }
  }

  /// What a model that palconv does not read is, for a warning.
  ///
  /// - Parameter model: The model number.
  /// - Returns: A phrase such as `a Pantone reference (model 1)`.
  static func unreadDescription(_ model: UInt16) -> String {
    switch model {
    case 1: "a Pantone reference by number (model 1), which holds no colour values"
    case 11: "YIQ (model 11)"
    case 15: "six-ink hexachrome (model 15)"
    default: "model \(model), which palconv does not know"
    }
  }

  /// A whole percentage as 0...1.
  private static func percent(_ byte: UInt8) -> Float { Float(Double(byte) / 100) }

  /// A byte as 0...1, by the canonical 8-bit conversion.
  private static func unit(_ byte: UInt8) -> Float { Float(Double(byte) / 255) }

  /// A Lab lightness byte, 0...255 for L 0...100.
  private static func lightness(_ byte: UInt8) -> Float { Float(Double(byte) * 100 / 255) }

  /// HLS as HSB over the same RGB: brightness `L + S·min(L, 1 − L)`, saturation
  /// `2·(1 − L / brightness)` (0 for black).
  private static func hsbFromHLS(
    hue: Float, lightness: UInt8, saturation: UInt8
  ) -> ColorComponents {
    let l = Double(lightness) / 255
    let s = Double(saturation) / 255
    let brightness = l + s * min(l, 1 - l)
    let hsbSaturation = brightness == 0 ? 0 : 2 * (1 - l / brightness)
    return .hsb(hue: hue, saturation: Float(hsbSaturation), brightness: Float(brightness))
  }
}
