import PaletteCore

/// The bytes and names CSV reading and writing share.
enum CSVSyntax {
  /// The format identifier errors and warnings carry.
  static let formatID = "csv"
  /// `"`.
  static let quote = UInt8(ascii: "\"")
  /// `,`.
  static let comma = UInt8(ascii: ",")
  /// `;`.
  static let semicolon = UInt8(ascii: ";")
  /// `%`.
  static let percent = UInt8(ascii: "%")
}
