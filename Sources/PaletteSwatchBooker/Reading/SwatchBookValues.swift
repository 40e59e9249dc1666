import PaletteCore

/// The `<values model="…">` of a material, and the one the reader keeps.
///
/// A material may give its colour in several models. The reader keeps one, by this order of
/// preference (device-independent models first, as Krita also prefers Lab): `Lab`, `sRGB`,
/// `RGB`, `CMYK`, `GRAY`, `HSV`, `HSL`, `XYZ`, `CMY`, `YIQ`. `nCLR` (n-colour inks) has no
/// place in the model and is never kept.
///
/// | Model | Values | Read as |
/// |---|---|---|
/// | `Lab` | L 0...100, a, b ±128 | Lab (D50) |
/// | `sRGB`, `RGB` | r g b, 0...1 | sRGB |
/// | `CMYK` | c m y k, 0...1 | CMYK |
/// | `GRAY` | ink, 0...1 (1 is black) | gray, 1 − ink |
/// | `HSV` | h s v, 0...1 | HSB, hue × 360 |
/// | `HSL` | h s l, 0...1 | sRGB, converted |
/// | `XYZ` | x y z, 0...100 (D50) | Lab, converted |
/// | `CMY` | c m y, 0...1 | CMYK with no black |
/// | `YIQ` | y i q | sRGB, converted |
enum SwatchBookValues {
  /// The models in order of preference.
  static let preference = ["lab", "srgb", "rgb", "cmyk", "gray", "hsv", "hsl", "xyz", "cmy", "yiq"]

  /// How many values each model has.
  static func count(of model: String) -> Int? {
    switch model {
    case "gray": 1
    case "cmyk": 4
    case "lab", "srgb", "rgb", "hsv", "hsl", "xyz", "cmy", "yiq": 3
    default: nil
    }
  }

  /// The colour of `values` in the (lower-cased) `model`.
  ///
  /// - Parameters:
  ///   - model: A model of ``preference``.
  ///   - values: Exactly ``count(of:)`` finite values.
  /// - Returns: The colour, or `nil` when a conversion gives a non-finite value.
  static func color(model: String, values v: [Double]) -> PaletteColor? {
    let components: ColorComponents
    switch model {
    case "lab": components = .lab(l: Float(v[0]), a: Float(v[1]), b: Float(v[2]))
    case "srgb", "rgb": components = .srgb(red: Float(v[0]), green: Float(v[1]), blue: Float(v[2]))
    case "cmyk":
      components = .cmyk(
        cyan: Float(v[0]), magenta: Float(v[1]), yellow: Float(v[2]), black: Float(v[3]))
    case "gray": components = .gray(Float(1 - v[0]))
    case "hsv":
      components = .hsb(hue: Float(v[0] * 360), saturation: Float(v[1]), brightness: Float(v[2]))
    case "hsl":
      let rgb = ColorMath.hslToSRGB(SIMD3(v[0] * 360, v[1], v[2]))
      components = .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z))
    case "xyz":
      let lab = ColorMath.xyzD50ToLab(SIMD3(v[0], v[1], v[2]) / 100)
      components = .lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z))
    case "cmy":
      components = .cmyk(cyan: Float(v[0]), magenta: Float(v[1]), yellow: Float(v[2]), black: 0)
    case "yiq":
      // The NTSC matrix (as Python's colorsys has it).
      let red = v[0] + 0.9468822170900693 * v[1] + 0.6235565819861433 * v[2]
      let green = v[0] - 0.27478764629897834 * v[1] - 0.6356910791873801 * v[2]
      let blue = v[0] - 1.1085450346420322 * v[1] + 1.7090069284064666 * v[2]
      components = .srgb(red: Float(red), green: Float(green), blue: Float(blue))
    default: return nil
    }
    guard components.values.allSatisfy(\.isFinite) else { return nil }
    return PaletteColor(components)
  }
}
