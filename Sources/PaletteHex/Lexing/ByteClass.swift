/// The ASCII bytes the hex-list grammars care about, and byte classes.
enum ByteClass {
  /// `\t`.
  static let tab = UInt8(ascii: "\t")
  /// `\n`.
  static let lineFeed = UInt8(ascii: "\n")
  /// `\r`.
  static let carriageReturn = UInt8(ascii: "\r")
  /// A space.
  static let space = UInt8(ascii: " ")
  /// `#`, the CSS-style colour prefix (and, followed by a space, a comment).
  static let hash = UInt8(ascii: "#")
  /// `;`, which starts a comment.
  static let semicolon = UInt8(ascii: ";")
  /// `/`, two of which start a comment.
  static let slash = UInt8(ascii: "/")

  /// The UTF-8 byte order mark.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Whether `byte` separates tokens: a space or a tab.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == space || byte == tab
  }

  /// Whether `byte` is an ASCII letter or digit.
  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    hexValue(byte) != nil || (byte >= UInt8(ascii: "g") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "G") && byte <= UInt8(ascii: "Z"))
  }

  /// Whether `byte` is an ASCII decimal digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// The value of a hexadecimal digit of either case, or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Whether `bytes` starts with a UTF-8 byte order mark.
  static func hasByteOrderMark(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: byteOrderMark)
  }

  /// Whether `bytes[offset...]` starts with `//`, a comment, before `end`.
  static func isDoubleSlash(_ bytes: [UInt8], at offset: Int, end: Int) -> Bool {
    offset + 1 < end && bytes[offset] == slash && bytes[offset + 1] == slash
  }

  /// Whether `bytes` at `offset` starts a `0x` or `0X` prefix before `end`.
  static func isHexPrefix(_ bytes: [UInt8], at offset: Int, end: Int) -> Bool {
    offset + 1 < end && bytes[offset] == UInt8(ascii: "0")
      && (bytes[offset + 1] == UInt8(ascii: "x") || bytes[offset + 1] == UInt8(ascii: "X"))
  }
}
