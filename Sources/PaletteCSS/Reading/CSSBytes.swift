/// Byte classes of the CSS syntax (CSS Syntax 3, §4.2), on UTF-8 bytes.
///
/// Non-ASCII bytes count as name characters, so identifiers may hold any non-ASCII text.
enum CSSBytes {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let formFeed: UInt8 = 0x0C
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let hashSign: UInt8 = 0x23
  static let apostrophe: UInt8 = 0x27
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let asterisk: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let hyphen: UInt8 = 0x2D
  static let period: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let at: UInt8 = 0x40
  static let openSquare: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeSquare: UInt8 = 0x5D
  static let underscore: UInt8 = 0x5F
  static let openCurly: UInt8 = 0x7B
  static let closeCurly: UInt8 = 0x7D
  static let percent: UInt8 = 0x25
  static let exclamation: UInt8 = 0x21
  static let dollar: UInt8 = 0x24

  /// Space, tab, line feed, carriage return or form feed.
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    // One bit per whitespace byte below 0x40: a shift and a test instead of five comparisons.
    byte < 0x40 && (0x1_0000_3600 as UInt64) &>> UInt64(byte) & 1 != 0
  }

  /// A line break: line feed, carriage return or form feed.
  static func isNewline(_ byte: UInt8) -> Bool {
    byte == newline || byte == carriageReturn || byte == formFeed
  }

  /// `0`...`9`.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  /// A byte the style-sheet scanner must look at while skipping to the end of an item:
  /// `"`, `'`, `(`, `)`, `/`, `;` (below 0x40) and `[`, `\\`, `]`, `{`, `}` (above).
  @inline(__always)
  static func isStructural(_ byte: UInt8) -> Bool {
    if byte >= 0x80 { return false }
    if byte < 0x40 { return (0x0800_8384_0000_0000 as UInt64) &>> UInt64(byte) & 1 != 0 }
    return (0x2800_0000_3800_0000 as UInt64) &>> UInt64(byte - 0x40) & 1 != 0
  }

  /// A letter, `_` or any non-ASCII byte: a character that may start a name.
  static func isNameStart(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= 0x61 && lower <= 0x7A) || byte == underscore || byte >= 0x80
  }

  /// A name-start character, a digit or `-`.
  @inline(__always)
  static func isName(_ byte: UInt8) -> Bool {
    // One bit per ASCII name byte: `-` and digits below 0x40; letters and `_` above.
    if byte >= 0x80 { return true }
    if byte < 0x40 { return (0x03FF_2000_0000_0000 as UInt64) &>> UInt64(byte) & 1 != 0 }
    return (0x07FF_FFFE_87FF_FFFE as UInt64) &>> UInt64(byte - 0x40) & 1 != 0
  }

  /// Class bit of ``classes``: ``isName(_:)`` holds.
  static let nameClass: UInt8 = 1
  /// Class bit of ``classes``: ``isStructural(_:)`` holds.
  static let structuralClass: UInt8 = 2

  /// The class bits of every byte value, so a hot loop tests a byte with one load: built
  /// once, from the predicates above, so it cannot disagree with them.
  static let classes: [UInt8] = classTable()

  /// Builds ``classes``.
  private static func classTable() -> [UInt8] {
    (0...255).map { (value: Int) -> UInt8 in
      let byte = UInt8(value)
      return (isName(byte) ? nameClass : 0) | (isStructural(byte) ? structuralClass : 0)
    }
  }

  /// The ASCII lower-case form of a byte.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }
}
