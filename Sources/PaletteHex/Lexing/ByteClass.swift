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
}
