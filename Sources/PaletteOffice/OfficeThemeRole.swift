import PaletteCore

/// The twelve colour roles of an Office theme's colour scheme (DrawingML `a:clrScheme`,
/// ECMA-376 Part 1, §20.1.4.1.9), in the order the schema requires them.
enum OfficeThemeRole: String, CaseIterable, Sendable {
  case dk1, lt1, dk2, lt2, accent1, accent2, accent3, accent4, accent5, accent6, hlink, folHlink

  /// The colour Office's own "Office" theme (2013 and later) gives the role: what palconv
  /// writes for a role the palette has no colour for.
  var defaultColor: RGBA8 {
    switch self {
    case .dk1: RGBA8(red: 0x00, green: 0x00, blue: 0x00)
    case .lt1: RGBA8(red: 0xFF, green: 0xFF, blue: 0xFF)
    case .dk2: RGBA8(red: 0x44, green: 0x54, blue: 0x6A)
    case .lt2: RGBA8(red: 0xE7, green: 0xE6, blue: 0xE6)
    case .accent1: RGBA8(red: 0x44, green: 0x72, blue: 0xC4)
    case .accent2: RGBA8(red: 0xED, green: 0x7D, blue: 0x31)
    case .accent3: RGBA8(red: 0xA5, green: 0xA5, blue: 0xA5)
    case .accent4: RGBA8(red: 0xFF, green: 0xC0, blue: 0x00)
    case .accent5: RGBA8(red: 0x5B, green: 0x9B, blue: 0xD5)
    case .accent6: RGBA8(red: 0x70, green: 0xAD, blue: 0x47)
    case .hlink: RGBA8(red: 0x05, green: 0x63, blue: 0xC1)
    case .folHlink: RGBA8(red: 0x95, green: 0x4F, blue: 0x72)
    }
  }

  /// Whether the role is one of the four text and background colours.
  var isTextOrBackground: Bool { [.dk1, .lt1, .dk2, .lt2].contains(self) }

  /// The role a swatch name means: the element name (`accent1`, `folHlink`) or Office's label
  /// for it ("Dark 1", "Text/Background - Light 2", "Accent 3", "Hyperlink", "Followed
  /// Hyperlink"), compared without case, blanks, `-`, `_` or `/`.
  ///
  /// - Parameter name: A swatch name.
  /// - Returns: The role, or `nil`.
  static func named(_ name: String) -> OfficeThemeRole? {
    var key = ""
    for scalar in name.unicodeScalars where !" -_/\t".unicodeScalars.contains(scalar) {
      key.unicodeScalars.append(scalar)
    }
    key = key.lowercased()
    if key.hasPrefix("textbackground") { key.removeFirst("textbackground".count) }
    switch key {
    case "dk1", "dark1": return .dk1
    case "lt1", "light1": return .lt1
    case "dk2", "dark2": return .dk2
    case "lt2", "light2": return .lt2
    case "hlink", "hyperlink": return .hlink
    case "folhlink", "followedhyperlink": return .folHlink
    default:
      for index in 1...6 where key == "accent\(index)" {
        return allCases[3 + index]
      }
      return nil
    }
  }
}
