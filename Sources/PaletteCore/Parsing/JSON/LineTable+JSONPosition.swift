extension LineTable {
  /// The position of a JSON token's first byte.
  ///
  /// - Parameter offset: A byte offset at the start of a token or in whitespace.
  /// - Returns: The offset with its line and column.
  /// - Complexity: O(log *n*) in the number of lines.
  package func position(ofOffset offset: Int) -> JSONPosition {
    let (line, column) = lineAndColumn(ofOffset: offset)
    return JSONPosition(offset: offset, line: line, column: column)
  }

  /// The position of a JSON token's first byte, searching forward from the line `hint` holds,
  /// for offsets visited in document order.
  ///
  /// - Parameters:
  ///   - offset: A byte offset at the start of a token or in whitespace.
  ///   - hint: The index of a line to search from; left at the token's line.
  /// - Returns: The offset with its line and column.
  /// - Complexity: O(1) amortized over offsets in increasing order.
  package func position(ofOffset offset: Int, from hint: inout Int) -> JSONPosition {
    let (line, column) = lineAndColumn(ofOffset: offset, from: &hint)
    return JSONPosition(offset: offset, line: line, column: column)
  }
}
