/// One line of a text file: the bytes between two line breaks, without the break.
package struct TextLine {
  /// The line number, 1-based.
  package var number: Int
  /// The offset of the line's first byte.
  package var start: Int
  /// The offset just past the line's last byte, before its line break.
  package var end: Int

  /// Creates a line.
  ///
  /// - Parameters:
  ///   - number: The 1-based line number.
  ///   - start: The offset of its first byte.
  ///   - end: The offset just past its last byte.
  @inlinable package init(number: Int, start: Int, end: Int) {
    self.number = number
    self.start = start
    self.end = end
  }

  /// The location of the byte at `offset` on this line.
  ///
  /// - Parameter offset: An offset in `start...end`.
  /// - Returns: A 1-based line and column; the column counts UTF-8 bytes.
  @inlinable package func location(at offset: Int) -> SourceLocation {
    .text(line: number, column: offset - start + 1)
  }
}
