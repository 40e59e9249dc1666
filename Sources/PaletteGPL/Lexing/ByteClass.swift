/// The bytes only the GPL grammar cares about; the shared ones are ``PaletteCore/ASCII``'s.
enum ByteClass {
  /// `:`, which ends a header key.
  static let colon = UInt8(ascii: ":")
  /// `+`.
  static let plus = UInt8(ascii: "+")
  /// `-`.
  static let minus = UInt8(ascii: "-")

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

  /// Whether `byte` is an ASCII letter.
  @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26
  }
}
