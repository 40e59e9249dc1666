/// Where each line of a JSON document starts, recorded by the parser as it skips whitespace
/// (the only place JSON allows a line break), so that the line and column of any token are
/// found without rescanning the input.
package struct JSONLineTable: Sendable {
  /// The byte offset of the first byte of each line; line 1 starts at 0.
  private(set) var starts: [Int] = [0]

  /// Records that a new line starts at `offset`, after a `\n`, `\r\n` or lone `\r`.
  ///
  /// - Parameter offset: The offset of the byte after the line break.
  mutating func append(lineStart offset: Int) {
    starts.append(offset)
  }

  /// The position of a token's first byte.
  ///
  /// - Parameter offset: A byte offset at the start of a token or in whitespace.
  /// - Returns: The offset with its line and column.
  /// - Complexity: O(log *n*) in the number of lines.
  package func position(ofOffset offset: Int) -> JSONPosition {
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return JSONPosition(offset: offset, line: low + 1, column: offset - starts[low] + 1)
  }

  /// The line and column of a byte offset as a diagnostic location.
  ///
  /// - Parameter offset: A byte offset at the start of a token or in whitespace.
  /// - Returns: A ``SourceLocation/text(line:column:)`` location.
  /// - Complexity: O(log *n*) in the number of lines.
  package func location(ofOffset offset: Int) -> SourceLocation {
    let position = position(ofOffset: offset)
    return .text(line: position.line, column: position.column)
  }

  /// The position of a token's first byte, searching forward from the line `hint` holds
  /// (the index of a line at or before the token's), for offsets visited in document order.
  ///
  /// - Parameters:
  ///   - offset: A byte offset at the start of a token or in whitespace.
  ///   - hint: The index of a line to search from; left at the token's line.
  /// - Returns: The offset with its line and column.
  /// - Complexity: O(1) amortized over offsets in increasing order.
  package func position(ofOffset offset: Int, from hint: inout Int) -> JSONPosition {
    var line = hint
    if line < 0 || line >= starts.count || starts[line] > offset {
      let found = position(ofOffset: offset)
      hint = found.line - 1
      return found
    }
    while line + 1 < starts.count && starts[line + 1] <= offset { line += 1 }
    hint = line
    return JSONPosition(offset: offset, line: line + 1, column: offset - starts[line] + 1)
  }
}
