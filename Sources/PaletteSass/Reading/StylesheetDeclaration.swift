/// One top-level variable declaration as the scanner found it.
struct StylesheetDeclaration: Sendable {
  /// The variable's name, without its sigil.
  var name: String
  /// Where the declaration starts (its sigil or name).
  var offset: Int
  /// The value's bytes, whitespace around them and the flags removed.
  var value: Range<Int>
  /// Whether it assigns only a variable not yet set: Sass's `!default`, Stylus's `?=`.
  var isDefault: Bool
}
