import PaletteCore

/// The appearance a theme modifier's context stands for, read from its name.
enum ThemeContext: Equatable {
  /// The light colours, the swatches' own.
  case light
  /// One appearance's variants.
  case appearance(Appearance)

  /// The context name the writer gives.
  var writtenName: String {
    switch self {
    case .light: "light"
    case .appearance(.dark): "dark"
    case .appearance(.highContrastLight): "lightHighContrast"
    case .appearance(.highContrastDark): "darkHighContrast"
    }
  }

  /// The context a name stands for, compared in ASCII lower case without `-`, `_`, spaces and
  /// dots: `light` or `default`; `dark`; `lightHighContrast`, `highContrast`,
  /// `highContrastLight`; `darkHighContrast`, `highContrastDark`. `nil` for any other name.
  ///
  /// - Parameter name: A context name.
  init?(name: String) {
    let key = String(
      name.unicodeScalars.filter { !"-_ .".unicodeScalars.contains($0) }.map {
        $0.value >= 0x41 && $0.value <= 0x5A
          ? Character(UnicodeScalar($0.value + 0x20)!) : Character($0)
      })
    switch key {
    case "light", "default": self = .light
    case "dark": self = .appearance(.dark)
    case "lighthighcontrast", "highcontrast", "highcontrastlight":
      self =
        .appearance(.highContrastLight)
    case "darkhighcontrast", "highcontrastdark": self = .appearance(.highContrastDark)
    default: return nil
    }
  }
}
