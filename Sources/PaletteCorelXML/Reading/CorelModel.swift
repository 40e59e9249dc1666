import PaletteCore

/// The colour models a Corel `cs` attribute names, and how their tints become components.
enum CorelModel: String, CaseIterable {
  case rgb = "RGB"
  case cmyk = "CMYK"
  case lab = "LAB"
  case gray = "GRAY"

  /// The model a `cs` value names, compared without regard to ASCII case.
  init?(keyword: String) {
    self.init(rawValue: ASCII.uppercased(keyword))
  }

  /// How many tints the model takes.
  var tintCount: Int {
    switch self {
    case .rgb, .lab: 3
    case .cmyk: 4
    case .gray: 1
    }
  }

  /// The components of tints in this model: RGB and CMYK as they are, gray as lightness,
  /// Lab as bytes over 255 (L = t·100, a and b = t·255 − 128).
  func components(_ tints: [Double]) -> ColorComponents {
    switch self {
    case .rgb:
      .srgb(red: Float(tints[0]), green: Float(tints[1]), blue: Float(tints[2]))
    case .cmyk:
      .cmyk(
        cyan: Float(tints[0]), magenta: Float(tints[1]), yellow: Float(tints[2]),
        black: Float(tints[3]))
    case .lab:
      .lab(l: Float(tints[0] * 100), a: Float(tints[1] * 255 - 128), b: Float(tints[2] * 255 - 128))
    case .gray:
      .gray(Float(tints[0]))
    }
  }
}
