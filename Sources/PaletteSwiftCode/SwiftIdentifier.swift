import PaletteCore

/// Turns palette names into valid Swift identifiers.
///
/// The rules, in order:
/// 1. Common Latin letters with accents lose them (`é` → `e`, `Ł` → `L`); `ß`, `æ`, `œ`, `þ`
///    become `ss`, `ae`, `oe`, `th`; combining marks are dropped. Any other non-ASCII character
///    (CJK, emoji, …) is dropped.
/// 2. Runs of anything but ASCII letters and digits separate words; the words are joined in
///    lower camel case (swatches) or upper camel case (groups, the type). A word in capitals
///    (`BLUE`) is lower-cased first, so `SKY BLUE` gives `skyBlue`.
/// 3. A leading digit gets a `_` prefix (`500` → `_500`).
/// 4. Nothing left gives `nil`; callers then use `color1`, `color2`, … (or `Group1`, …).
/// 5. ``declaration(_:)`` wraps Swift keywords in backticks; the few names that backticks do not
///    make usable as members (`self`, `Self`, `Type`, `Protocol`, `init`, `deinit`, `super`,
///    `subscript`) get a `_` suffix instead, in ``base(from:upperCamel:)``.
package enum SwiftIdentifier {
  /// Keywords that backticks turn into ordinary identifiers.
  static let keywords: Set<String> = [
    "associatedtype", "class", "enum", "extension", "fileprivate", "func", "import", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "throws", "true", "try", "some", "any", "macro", "package",
  ]

  /// Names that stay special even in backticks, so they get a `_` suffix.
  static let suffixed: Set<String> = [
    "self", "Self", "Type", "Protocol", "init", "deinit", "super", "subscript",
  ]

  private static let accents: [(base: String, letters: String)] = [
    ("a", "àáâãäåāăą"), ("A", "ÀÁÂÃÄÅĀĂĄ"), ("c", "çćĉċč"), ("C", "ÇĆĈĊČ"), ("d", "ďđð"),
    ("D", "ĎĐÐ"), ("e", "èéêëēĕėęě"), ("E", "ÈÉÊËĒĔĖĘĚ"), ("g", "ĝğġģ"), ("G", "ĜĞĠĢ"),
    ("h", "ĥħ"), ("H", "ĤĦ"), ("i", "ìíîïĩīĭįı"), ("I", "ÌÍÎÏĨĪĬĮİ"), ("j", "ĵ"), ("J", "Ĵ"),
    ("k", "ķ"), ("K", "Ķ"), ("l", "ĺļľŀł"), ("L", "ĹĻĽĿŁ"), ("n", "ñńņňŉ"), ("N", "ÑŃŅŇ"),
    ("o", "òóôõöøōŏő"), ("O", "ÒÓÔÕÖØŌŎŐ"), ("r", "ŕŗř"), ("R", "ŔŖŘ"), ("s", "śŝşšſ"),
    ("S", "ŚŜŞŠ"), ("t", "ţťŧ"), ("T", "ŢŤŦ"), ("u", "ùúûüũūŭůűų"), ("U", "ÙÚÛÜŨŪŬŮŰŲ"),
    ("w", "ŵ"), ("W", "Ŵ"), ("y", "ýÿŷ"), ("Y", "ÝŸŶ"), ("z", "źżž"), ("Z", "ŹŻŽ"),
    ("ss", "ß"), ("ae", "æ"), ("Ae", "Æ"), ("oe", "œ"), ("Oe", "Œ"), ("th", "þ"), ("Th", "Þ"),
  ]

  private static let transliteration: [Unicode.Scalar: String] = {
    var table: [Unicode.Scalar: String] = [:]
    for (base, letters) in accents {
      for scalar in letters.unicodeScalars { table[scalar] = base }
    }
    return table
  }()

  /// The ASCII form of a name: accents removed, other non-ASCII characters dropped.
  static func transliterated(_ name: String) -> String {
    var out = ""
    for scalar in name.unicodeScalars {
      if scalar.isASCII {
        out.unicodeScalars.append(scalar)
      } else if let replacement = transliteration[scalar] {
        out += replacement
      } else if (0x300...0x36F).contains(scalar.value) {
        continue
      } else {
        out += " "
      }
    }
    return out
  }

  /// The identifier for a name before it is made unique, or `nil` when nothing usable is left.
  ///
  /// - Parameters:
  ///   - name: A swatch, group or palette name.
  ///   - upperCamel: Whether to start with a capital (types) rather than a small letter.
  /// - Returns: A valid identifier, possibly a keyword (see ``declaration(_:)``).
  package static func base(from name: String?, upperCamel: Bool) -> String? {
    guard let name else { return nil }
    var words: [String] = []
    var current = ""
    for byte in transliterated(name).utf8 {
      let isAlphanumeric =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      if isAlphanumeric {
        current.unicodeScalars.append(Unicode.Scalar(byte))
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    guard !words.isEmpty else { return nil }
    var result = ""
    for (index, rawWord) in words.enumerated() {
      let hasLower = rawWord.utf8.contains { (0x61...0x7A).contains($0) }
      let word = !hasLower && rawWord.utf8.count > 1 ? rawWord.lowercased() : rawWord
      if index == 0 && !upperCamel {
        result += word.prefix(1).lowercased() + word.dropFirst()
      } else {
        result += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    if let first = result.utf8.first, (0x30...0x39).contains(first) { result = "_" + result }
    if suffixed.contains(result) { result += "_" }
    return result
  }

  /// The identifier as written in a declaration or reference: keywords in backticks.
  ///
  /// - Parameter identifier: A result of ``base(from:upperCamel:)``.
  /// - Returns: The identifier, in backticks when it is a keyword.
  package static func declaration(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }
}

/// Hands out unique identifiers in one namespace: repeats get `2`, `3`, … appended.
package struct IdentifierAllocator {
  private var used: UniqueNames
  private var fallbackCount = 0
  private let fallback: String

  /// Creates an allocator.
  ///
  /// - Parameters:
  ///   - reserved: Names already taken in the namespace.
  ///   - fallback: The stem for names that leave nothing usable (`color` gives `color1`, …).
  package init(reserved: Set<String> = [], fallback: String) {
    used = UniqueNames(separator: "", reserved: reserved)
    self.fallback = fallback
  }

  /// A unique identifier for `name`.
  ///
  /// - Parameters:
  ///   - name: The source name.
  ///   - upperCamel: Whether the identifier names a type.
  /// - Returns: A unique identifier (not yet backticked).
  package mutating func allocate(_ name: String?, upperCamel: Bool) -> String {
    let stem: String
    if let base = SwiftIdentifier.base(from: name, upperCamel: upperCamel) {
      stem = base
    } else {
      repeat {
        fallbackCount += 1
      } while used.isTaken(fallback + String(fallbackCount))
      stem = fallback + String(fallbackCount)
    }
    return used.claim(stem)
  }
}
