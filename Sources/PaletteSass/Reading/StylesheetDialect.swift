/// The three style sheet languages whose variables palconv reads, and what sets them apart.
enum StylesheetDialect: Sendable {
  /// Sass in SCSS syntax: `$name: value;`, maps `(key: value, …)`, `!default`.
  case scss
  /// Less: `@name: value;`, maps as detached rulesets `{ key: value; … }`, lazy variables.
  case less
  /// Stylus: `name = value` on a line of its own, hashes `{ key: value, … }`, `?=`.
  case stylus

  /// The format identifier, for errors and diagnostic codes.
  var identifier: String {
    switch self {
    case .scss: "scss"
    case .less: "less"
    case .stylus: "stylus"
    }
  }

  /// The byte that starts a variable reference (`$`, `@`); Stylus has none.
  /// The at-rules that bring in another file, which the readers note and do not follow.
  var importKeywords: [String] {
    switch self {
    case .scss: ["@import", "@use", "@forward"]
    case .less: ["@import"]
    case .stylus: ["@import", "@require"]
    }
  }

  var sigil: UInt8? {
    switch self {
    case .scss: UInt8(ascii: "$")
    case .less: UInt8(ascii: "@")
    case .stylus: nil
    }
  }

  /// The byte that opens a map (`(` in Sass, `{` in Less and Stylus).
  var mapOpener: UInt8 {
    self == .scss ? UInt8(ascii: "(") : UInt8(ascii: "{")
  }

  /// Whether a reference means the variable's last value in the file (Less evaluates lazily)
  /// rather than its value where the reference stands (Sass, Stylus).
  var isLazy: Bool { self == .less }

  /// How the language writes a variable's name, for messages: `$name`, `@name`, `name`.
  func spelled(_ name: String) -> String {
    switch self {
    case .scss: "$" + name
    case .less: "@" + name
    case .stylus: name
    }
  }
}

/// Byte classes of the three languages' source text.
enum StylesheetBytes {
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let openSquare = UInt8(ascii: "[")
  static let closeSquare = UInt8(ascii: "]")
  static let openCurly = UInt8(ascii: "{")
  static let closeCurly = UInt8(ascii: "}")
  static let colon = UInt8(ascii: ":")
  static let semicolon = UInt8(ascii: ";")
  static let comma = UInt8(ascii: ",")
  static let equals = UInt8(ascii: "=")
  static let question = UInt8(ascii: "?")
  static let bang = UInt8(ascii: "!")
  static let slash = UInt8(ascii: "/")
  static let asterisk = UInt8(ascii: "*")
  static let backslash = UInt8(ascii: "\\")
  static let hash = UInt8(ascii: "#")
  static let hyphen = UInt8(ascii: "-")
  static let doubleQuote = UInt8(ascii: "\"")
  static let singleQuote = UInt8(ascii: "'")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")

  /// Space, tab, line feed, carriage return or form feed.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  /// Space or tab.
  static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// A line feed or carriage return.
  static func isNewline(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

  /// A byte that may start a variable name: an ASCII letter, `_`, `-` or any non-ASCII byte.
  static func isNameStart(_ byte: UInt8) -> Bool {
    ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == 0x5F || byte == 0x2D || byte >= 0x80
  }

  /// A byte that may continue a variable name: a name start or an ASCII digit.
  static func isName(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  /// An opening bracket: `(`, `[` or `{`.
  static func isOpener(_ byte: UInt8) -> Bool {
    byte == openParen || byte == openSquare || byte == openCurly
  }

  /// A closing bracket: `)`, `]` or `}`.
  static func isCloser(_ byte: UInt8) -> Bool {
    byte == closeParen || byte == closeSquare || byte == closeCurly
  }
}
