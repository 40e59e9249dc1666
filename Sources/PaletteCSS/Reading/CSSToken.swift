/// One token of a custom property's value, pointing back into the source bytes.
///
/// Tokens keep their source offsets through `var()` substitution, so a diagnostic about a
/// substituted token points at the declaration it came from.
struct CSSToken: Sendable {
  /// The token kinds of CSS Syntax 3 that colour values need.
  enum Kind: UInt8, Sendable {
    case whitespace, ident, function, atKeyword, hash, string, badString
    case number, percentage, dimension
    case delim, comma, colon, semicolon
    case openParen, closeParen, openSquare, closeSquare, openCurly, closeCurly
  }

  /// The kind.
  var kind: Kind
  /// The offset of the first byte in the source.
  var start: Int
  /// The offset just past the last byte (for a function, past the `(`).
  var end: Int
  /// The numeric value of a number, percentage or dimension.
  var number: Double = 0
  /// Where the unit of a dimension starts.
  var unitStart: Int = 0
  /// The byte of a delimiter token.
  var delim: UInt8 = 0

  /// Whether the token is `delim` with the given byte.
  func isDelim(_ byte: UInt8) -> Bool {
    kind == .delim && delim == byte
  }
}
