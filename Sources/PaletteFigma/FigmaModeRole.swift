import PaletteCore

/// What a Figma mode stands for, read from its name: the light colours, an appearance's
/// variants, or another mode (a brand, a density) that a palette does not hold.
enum FigmaModeRole: Hashable {
  /// The light (or only) colours.
  case light
  /// One appearance's variants.
  case appearance(Appearance)
  /// Any other mode.
  case other

  /// The role a mode name stands for, compared in ASCII lower case with everything but
  /// letters and digits removed, and a leading or trailing `mode` or `theme` ignored:
  /// `Light`; `Dark`; `High Contrast`, `Light High Contrast`, `High Contrast Light`,
  /// `Light HC`, `HC`; `Dark High Contrast`, `High Contrast Dark`, `Dark HC`. `Light Mode`,
  /// `dark-mode` and `Dark – High Contrast` are read the same way.
  ///
  /// - Parameter name: A mode name.
  init(name: String) {
    var key = ""
    for scalar in name.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A: key.unicodeScalars.append(UnicodeScalar(scalar.value + 0x20)!)
      case 0x61...0x7A, 0x30...0x39: key.unicodeScalars.append(scalar)
      default: continue
      }
    }
    for word in ["mode", "theme"] {
      if key.hasSuffix(word) { key.removeLast(word.count) }
      if key.hasPrefix(word) { key.removeFirst(word.count) }
    }
    key = key.replacing("highcontrast", with: "hc")
    switch key {
    case "light": self = .light
    case "dark": self = .appearance(.dark)
    case "hc", "lighthc", "hclight": self = .appearance(.highContrastLight)
    case "darkhc", "hcdark": self = .appearance(.highContrastDark)
    default: self = .other
    }
  }

  /// The mode name the writer gives the light colours or an appearance.
  ///
  /// - Parameter appearance: The appearance, or `nil` for light.
  /// - Returns: `Light`, `Dark`, `Light High Contrast` or `Dark High Contrast`.
  static func writtenName(_ appearance: Appearance?) -> String {
    switch appearance {
    case nil: "Light"
    case .dark: "Dark"
    case .highContrastLight: "Light High Contrast"
    case .highContrastDark: "Dark High Contrast"
    }
  }
}
