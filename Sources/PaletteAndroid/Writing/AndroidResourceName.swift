import PaletteCore

/// Turns swatch names into unique, valid Android resource names: what `aapt2` accepts in a
/// `<color name="…">` and what app code then writes as `R.color.NAME`.
///
/// A resource name is a Java identifier: `aapt2` takes a first character that starts a Unicode
/// identifier (a letter of any script) or `_`, then characters that continue one (letters,
/// digits, combining marks, `_`), in any case; it also takes `.` and `-`, but writes both as
/// `_` in `R`, so they are not kept. A name is changed only where it breaks these rules: its
/// case and its letters are kept (`LightYellow` stays `LightYellow`, `Café` stays `Café`),
/// and every run of other characters becomes one `_`, with none added at either end
/// (`Ocean Blue` is `Ocean_Blue`). A name that starts with a digit gets `color_` in front, a
/// Java keyword or literal (which `aapt2` refuses when it writes `R`) gets `_` after it
/// (`class_`); a swatch with nothing usable is `color_N` (N its 1-based position). Resource
/// names are compared as written, case included (`aapt2` accepts `Red` beside `red`), and two
/// entries may not share one: a name already taken gets `_2`, `_3`, ….
enum AndroidResourceName {
  /// Java's reserved words and literals, which `R.color.NAME` cannot use.
  static let javaKeywords: Set<String> = [
    "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
    "continue", "default", "do", "double", "else", "enum", "extends", "false", "final",
    "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
    "interface", "long", "native", "new", "null", "package", "private", "protected", "public",
    "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw",
    "throws", "transient", "true", "try", "void", "volatile", "while", "_",
  ]

  /// The resource name for one swatch name, or `nil` when nothing usable is left.
  static func base(_ name: String) -> String? {
    var out = String.UnicodeScalarView()
    var pendingUnderscore = false
    for scalar in name.unicodeScalars {
      if continuesIdentifier(scalar) {
        if pendingUnderscore && !out.isEmpty { out.append("_") }
        pendingUnderscore = false
        out.append(scalar)
      } else {
        pendingUnderscore = true
      }
    }
    guard let first = out.first else { return nil }
    var result = String(out)
    if !(first == "_" || (first.properties.isXIDStart && continuesIdentifier(first))) {
      result = "color_" + result
    }
    if javaKeywords.contains(result) { result += "_" }
    return result
  }

  /// Whether `scalar` may stand in a resource name after its first character: it continues a
  /// Unicode identifier (as `aapt2` checks) and a Java one (as the Android build's resource
  /// merger checks): a letter, a letter-number, a digit, a combining mark or a connector such
  /// as `_`.
  private static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.properties.isXIDContinue else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .letterNumber, .decimalNumber, .nonspacingMark, .spacingMark, .connectorPunctuation:
      return true
    default:
      return false
    }
  }

  /// Whether `name` is already a valid resource name that ``base(_:)`` leaves as it is.
  static func isValid(_ name: String) -> Bool {
    base(name) == name
  }

  /// Unique resource names for swatches in palette order.
  static func uniqueNames(_ names: [String?]) -> [String] {
    var used = UniqueNames(separator: "_")
    var result: [String] = []
    result.reserveCapacity(names.count)
    for (index, name) in names.enumerated() {
      result.append(used.claim(name.flatMap(base) ?? "color_\(index + 1)"))
    }
    return result
  }
}
