/// The bytes only the GPL grammar cares about; the shared ones are ``PaletteCore/ASCII``'s.
enum ByteClass {
  /// `:`, which ends a header key.
  static let colon = UInt8(ascii: ":")
  /// `+`.
  static let plus = UInt8(ascii: "+")
  /// `-`.
  static let minus = UInt8(ascii: "-")
}
