/// Where a JSON token starts: its byte offset and its 1-based line and column.
///
/// The parser tracks lines while it skips whitespace (the only place a line break may
/// appear in JSON), so every node knows its line and column without rescanning the input.
package struct JSONPosition: Hashable, Sendable {
  /// The 0-based byte offset.
  package var offset: Int
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, counted in UTF-8 bytes.
  package var column: Int

  /// The position as a ``SourceLocation``.
  package var location: SourceLocation { .text(line: line, column: column) }
}
