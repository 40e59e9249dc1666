/// The ASCII bytes the GPL grammar cares about, and byte classes.
enum ByteClass {
  /// `\t`.
  static let tab = UInt8(ascii: "\t")
  /// `\n`.
  static let lineFeed = UInt8(ascii: "\n")
  /// `\r`.
  static let carriageReturn = UInt8(ascii: "\r")
  /// A space.
  static let space = UInt8(ascii: " ")
  /// `#`, which starts a comment at the start of a line.
  static let hash = UInt8(ascii: "#")
  /// `:`, which ends a header key.
  static let colon = UInt8(ascii: ":")
  /// `+`.
  static let plus = UInt8(ascii: "+")
  /// `-`.
  static let minus = UInt8(ascii: "-")

  /// The UTF-8 byte order mark.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Whether `byte` separates tokens: a space or a tab.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == space || byte == tab
  }

  /// Whether `byte` is an ASCII decimal digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `byte` is an ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  /// Whether `bytes` starts with a UTF-8 byte order mark.
  static func hasByteOrderMark(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: byteOrderMark)
  }
}
