import PaletteCore

/// The bytes only the hex-list grammars care about; the shared ones are ``PaletteCore/ASCII``'s.
enum ByteClass {
  /// `;`, which starts a comment.
  static let semicolon = UInt8(ascii: ";")
  /// `/`, two of which start a comment.
  static let slash = UInt8(ascii: "/")

  /// Whether `bytes[offset...]` starts with `//`, a comment, before `end`.
  static func isDoubleSlash(_ bytes: [UInt8], at offset: Int, end: Int) -> Bool {
    offset + 1 < end && bytes[offset] == slash && bytes[offset + 1] == slash
  }

  /// Whether `bytes` at `offset` starts a `0x` or `0X` prefix before `end`.
  static func isHexPrefix(_ bytes: [UInt8], at offset: Int, end: Int) -> Bool {
    offset + 1 < end && bytes[offset] == UInt8(ascii: "0")
      && (bytes[offset + 1] == UInt8(ascii: "x") || bytes[offset + 1] == UInt8(ascii: "X"))
  }

  // The byte classes of the hot loops, defined here rather than called in PaletteCore's
  // `ASCII`: the cross-module calls were not inlined, and decoding the 100,000-swatch GPL
  // benchmark file took 443 M instructions instead of 350 M (callgrind).

  /// Whether `byte` separates tokens on a line: a space or a tab.
  @inline(__always) static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// Whether `byte` is an ASCII decimal digit.
  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// Whether `byte` is an ASCII letter or digit.
  @inline(__always) static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26
  }
}
