import PaletteCore

/// One line of a text file: the bytes between two line breaks, without the break.
struct TextLine {
  /// The line number, 1-based.
  var number: Int
  /// The offset of the line's first byte.
  var start: Int
  /// The offset just past the line's last byte, before its line break.
  var end: Int

  /// The location of the byte at `offset` on this line.
  ///
  /// - Parameter offset: An offset in `start...end`.
  /// - Returns: A 1-based line and column; the column counts UTF-8 bytes.
  func location(at offset: Int) -> SourceLocation {
    .text(line: number, column: offset - start + 1)
  }
}
