/// The parts of a qualified XML name (`prefix:local`), and the byte classes of names.
package enum XMLName {
  /// The namespace URI bound to the `xml` prefix, which needs no declaration.
  package static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

  /// The part after the first `:`, or the whole name when it has no prefix.
  ///
  /// - Parameter name: A qualified name.
  /// - Returns: The local name.
  package static func localName(of name: String) -> Substring {
    guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return name[...] }
    return name[name.utf8.index(after: colon)...]
  }

  /// The part before the first `:`, or `nil` when the name has no prefix.
  ///
  /// - Parameter name: A qualified name.
  /// - Returns: The prefix.
  package static func prefix(of name: String) -> Substring? {
    guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    return name[..<colon]
  }

  /// Whether `byte` may start a name: an ASCII letter, `_`, `:`, or any byte of a non-ASCII
  /// character (the reader takes every non-ASCII letter XML allows, and a few it does not).
  @inline(__always)
  static func isStart(_ byte: UInt8) -> Bool {
    ASCII.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  /// Whether `byte` may continue a name: a start byte, a digit, `-` or `.`.
  @inline(__always)
  static func isPart(_ byte: UInt8) -> Bool {
    isStart(byte) || ASCII.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }
}
