/// Where each line of a text starts, so that the line and column of any byte offset are found
/// by a binary search, or in a step or two for offsets visited in increasing order, instead of
/// a rescan from the start.
///
/// `\n`, `\r\n` and a lone `\r` end a line, as ``SourceLocation/text(offset:in:)`` counts them;
/// columns count UTF-8 bytes from 1. A table is built in one pass over the text
/// (``init(_:)``), or line by line by a parser that meets the line breaks anyway
/// (``append(lineStart:)``, as the JSON parser does while it skips whitespace).
///
///     let lines = LineTable(Array("a\nbc\r\nd".utf8))
///     lines.location(ofOffset: 3)  // line 2, column 2
package struct LineTable: Hashable, Sendable {
  /// The byte offset of the first byte of each line; line 1 starts at 0.
  private var starts: [Int] = [0]

  /// An empty table: one line, starting at 0, to be extended with ``append(lineStart:)``.
  package init() {}

  /// Records the line starts of `bytes`.
  ///
  /// - Parameter bytes: The whole text.
  /// - Complexity: O(*n*) in the size of the text, eight bytes at a time between line breaks.
  package init(_ bytes: [UInt8]) {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte > ASCII.carriageReturn {  // One comparison for every byte that cannot end a line.
        index += 1
        // Eight bytes at a time while none is below 0x0E (the line breaks are 0x0A and
        // 0x0D): a byte below 0x0E makes its lane of `word - 0x0E…` borrow into bit 7.
        while index + 8 <= count {
          let word = bytes.withUnsafeBytes {
            UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          }
          let low = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
          if low != 0 {
            index += low.trailingZeroBitCount >> 3  // The lowest flagged lane is exact.
            break
          }
          index += 8
        }
        continue
      }
      if byte == ASCII.lineFeed {
        starts.append(index + 1)
      } else if byte == ASCII.carriageReturn {
        if index + 1 < count && bytes[index + 1] == ASCII.lineFeed { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
  }

  /// Records that a new line starts at `offset`, after a `\n`, `\r\n` or lone `\r`.
  ///
  /// - Parameter offset: The offset of the byte after the line break, past every start so far.
  package mutating func append(lineStart offset: Int) {
    starts.append(offset)
  }

  /// The line and column (both from 1) of `offset`.
  ///
  /// - Parameter offset: A byte offset; an offset inside a `\r\n` pair belongs to the line
  ///   the pair ends.
  /// - Returns: The line and column.
  /// - Complexity: O(log *n*) in the number of lines.
  package func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
    let offset = max(offset, 0)
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return (low + 1, offset - starts[low] + 1)
  }

  /// The line and column of `offset`, searching forward from the line `hint` holds (the index
  /// of a line at or before the offset's), for offsets visited in increasing order.
  ///
  /// - Parameters:
  ///   - offset: A byte offset.
  ///   - hint: The index of a line to search from; left at the offset's line.
  /// - Returns: The line and column.
  /// - Complexity: O(1) amortized over offsets in increasing order.
  package func lineAndColumn(
    ofOffset offset: Int, from hint: inout Int
  ) -> (line: Int, column: Int) {
    var line = hint
    if line < 0 || line >= starts.count || starts[line] > offset {
      let found = lineAndColumn(ofOffset: offset)
      hint = found.line - 1
      return found
    }
    while line + 1 < starts.count && starts[line + 1] <= offset { line += 1 }
    hint = line
    return (line + 1, offset - starts[line] + 1)
  }

  /// The location of `offset`.
  ///
  /// - Parameter offset: A byte offset.
  /// - Returns: A ``SourceLocation/text(line:column:)`` location.
  /// - Complexity: O(log *n*) in the number of lines.
  package func location(ofOffset offset: Int) -> SourceLocation {
    let (line, column) = lineAndColumn(ofOffset: offset)
    return .text(line: line, column: column)
  }

  /// The location of `offset`, searching forward from the line `hint` holds.
  ///
  /// - Parameters:
  ///   - offset: A byte offset.
  ///   - hint: The index of a line to search from; left at the offset's line.
  /// - Returns: A ``SourceLocation/text(line:column:)`` location.
  /// - Complexity: O(1) amortized over offsets in increasing order.
  package func location(ofOffset offset: Int, from hint: inout Int) -> SourceLocation {
    let (line, column) = lineAndColumn(ofOffset: offset, from: &hint)
    return .text(line: line, column: column)
  }
}
