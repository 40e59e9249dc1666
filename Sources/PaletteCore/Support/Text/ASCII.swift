/// The ASCII bytes and byte classes that line-based text formats share (GIMP palettes, hex
/// lists, Paint.NET and the formats to come), defined once.
package enum ASCII {
  /// `\t`.
  package static let tab = UInt8(ascii: "\t")
  /// `\n`.
  package static let lineFeed = UInt8(ascii: "\n")
  /// `\r`.
  package static let carriageReturn = UInt8(ascii: "\r")
  /// A space.
  package static let space = UInt8(ascii: " ")
  /// `#`.
  package static let hash = UInt8(ascii: "#")

  /// The UTF-8 byte order mark.
  package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Whether `byte` separates tokens on a line: a space or a tab.
  @inlinable @inline(__always)
  package static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// Whether `byte` is an ASCII decimal digit.
  @inlinable @inline(__always)
  package static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `byte` is an ASCII letter.
  @inlinable @inline(__always)
  package static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  /// Whether `byte` is an ASCII letter or digit.
  @inlinable @inline(__always)
  package static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isDigit(byte) || isLetter(byte)
  }

  /// Whether `bytes` starts with a UTF-8 byte order mark.
  package static func hasByteOrderMark(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: byteOrderMark)
  }

  /// `text` with ASCII upper-case letters lowered and everything else as it is, for extensions
  /// and format names (no locale, no Unicode case mapping).
  package static func lowercased(_ text: String) -> String {
    String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// `text` with ASCII lower-case letters raised and everything else as it is, for keywords
  /// compared without regard to case (no locale, no Unicode case mapping).
  package static func uppercased(_ text: String) -> String {
    String(decoding: text.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
  }
}
