import PaletteCore

/// Turns swatch names into unique, valid Android resource names: what `R.color.NAME` accepts.
///
/// A name is lower-cased; ASCII letters, digits and `_` are kept and every run of other
/// characters becomes one `_`, with none added at either end (`Ocean Blue` is `ocean_blue`,
/// `Café crème` is `caf_cr_me`). A name that starts with a digit gets `color_` in front, a
/// Java keyword gets `_` after it (`class_`); a swatch with nothing usable is `color_N` (N its
/// 1-based position); a name already taken gets `_2`, `_3`, ….
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
    var out: [UInt8] = []
    var pendingUnderscore = false
    for byte in name.utf8 {
      let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
      let kept =
        (lowered >= 0x61 && lowered <= 0x7A) || (lowered >= 0x30 && lowered <= 0x39)
        || lowered == UInt8(ascii: "_")
      if kept {
        if pendingUnderscore && !out.isEmpty { out.append(UInt8(ascii: "_")) }
        pendingUnderscore = false
        out.append(lowered)
      } else if byte < 0x80 || byte >= 0xC0 {
        // One separator per character: continuation bytes of a non-ASCII one add nothing.
        pendingUnderscore = true
      }
    }
    guard let first = out.first else { return nil }
    var result = String(decoding: out, as: UTF8.self)
    if first >= 0x30 && first <= 0x39 { result = "color_" + result }
    if javaKeywords.contains(result) { result += "_" }
    return result
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
