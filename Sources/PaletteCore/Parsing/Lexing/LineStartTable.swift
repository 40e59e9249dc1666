/// Where each line of a text starts, built in one pass, so that the line and column of any
/// byte offset are found by a binary search instead of a rescan from the start.
///
/// `\n`, `\r\n` and a lone `\r` end a line, as ``SourceLocation/text(offset:in:)`` counts them.
package struct LineStartTable: Hashable, Sendable {
  /// The byte offset of the first byte of each line; line 1 starts at 0.
  private let starts: [Int]

  /// Records the line starts of `bytes`.
  ///
  /// - Parameter bytes: The whole text.
  /// - Complexity: O(*n*) in the size of the text.
  package init(_ bytes: [UInt8]) {
    var starts = [0]
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == ASCII.lineFeed {
        starts.append(index + 1)
      } else if byte == ASCII.carriageReturn {
        if index + 1 < count && bytes[index + 1] == ASCII.lineFeed { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    self.starts = starts
  }

  /// The line and column (both from 1; the column counts UTF-8 bytes) of `offset`.
  ///
  /// - Parameter offset: A byte offset; an offset inside a `\r\n` pair belongs to the line the
  ///   pair ends.
  /// - Returns: A ``SourceLocation/text(line:column:)`` location.
  /// - Complexity: O(log *n*) in the number of lines.
  package func location(ofOffset offset: Int) -> SourceLocation {
    let offset = max(offset, 0)
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return .text(line: low + 1, column: offset - starts[low] + 1)
  }
}
