import PaletteCore

/// The palette name as the writers put it in a comment and the readers take it back.
enum StylesheetNames {
  /// `text` without the spaces and tabs at its ends.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
      let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    return String(scalars[first...last])
  }

  /// The one-line text a palette name is written as (``PaletteCore/CodeText/lineComment(_:)``):
  /// every control character replaced, each line break that Sass (form feed), Less (U+2028,
  /// U+2029) or Stylus would end the comment at by a space.
  static func oneLine(_ name: String) -> String {
    CodeText.lineComment(name)
  }

  /// A comment line for the palette name, `// NAME` on one line without spaces at its ends,
  /// or nothing when the name is missing or blank.
  static func nameComment(_ palette: Palette) -> String {
    readBack(palette.name).map { "// \($0)\n" } ?? ""
  }

  /// The name a reader takes back from the comment written for `name`, or `nil`.
  static func readBack(_ name: String?) -> String? {
    guard let name else { return nil }
    let read = trimmed(oneLine(name))
    return read.isEmpty ? nil : read
  }
}
