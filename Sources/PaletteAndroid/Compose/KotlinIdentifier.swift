import PaletteCore

/// Turns names into Kotlin identifiers in Compose's style, `UpperCamelCase` (`Ocean Blue` is
/// `OceanBlue`), and keeps them unique within one `object`.
///
/// Letters (any script), combining marks after them and ASCII digits are kept; every run of other characters starts a new word,
/// whose first letter is upper-cased. A name that starts with a digit gets `Color` in front.
/// Upper camel case never meets Kotlin's keywords, which are all lower case.
struct KotlinIdentifier {
  /// Names taken in this scope.
  private var used: UniqueNames
  /// The stem of a name with nothing usable (`Color1`, `Group1`).
  private let fallback: String

  /// A scope with `reserved` names already taken.
  init(reserved: Set<String>, fallback: String) {
    used = UniqueNames(separator: "", reserved: reserved)
    self.fallback = fallback
  }

  /// The identifier for `name` in upper camel case, or `nil` when nothing usable is left.
  static func base(_ name: String?) -> String? {
    guard let name else { return nil }
    var out = String.UnicodeScalarView()
    var startWord = true
    for scalar in name.unicodeScalars {
      let isLetter = isIdentifierLetter(scalar, first: out.isEmpty)
      let isDigit = scalar.value >= 0x30 && scalar.value <= 0x39
      guard isLetter || isDigit else {
        startWord = true
        continue
      }
      if startWord {
        out.append(contentsOf: String(scalar).uppercased().unicodeScalars)
      } else {
        out.append(scalar)
      }
      startWord = false
    }
    guard let first = out.first else { return nil }
    let text = String(out)
    return first.value >= 0x30 && first.value <= 0x39 ? "Color" + text : text
  }

  /// Whether Kotlin takes `scalar` in an identifier as a letter: any letter or letter-number
  /// (general categories L and Nl), and after the first character also a combining mark.
  private static func isIdentifierLetter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .letterNumber:
      return true
    case .nonspacingMark, .spacingMark:
      return !first
    default:
      return false
    }
  }

  /// A unique identifier for `name`: its base, or the fallback and `position`, with `2`, `3`, …
  /// appended while it is taken.
  mutating func allocate(_ name: String?, position: Int) -> String {
    used.claim(Self.base(name) ?? "\(fallback)\(position)")
  }
}
