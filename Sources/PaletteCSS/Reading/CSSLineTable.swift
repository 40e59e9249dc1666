import PaletteCore

/// Line starts of a text, so byte offsets turn into line and column in O(log n).
///
/// Line breaks are `\n`, `\r\n` and a lone `\r`, as in ``SourceLocation/text(offset:in:)``,
/// and columns count UTF-8 bytes from 1.
struct CSSLineTable: Sendable {
  private var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    var index = 0
    let count = bytes.count
    while index < count {
      let b = bytes[index]
      if b > CSSBytes.carriageReturn {  // One comparison for every byte that cannot end a line.
        index += 1
        // Eight bytes at a time while none is below 0x0E (the line breaks are 0x0A and
        // 0x0D): a byte below 0x0E makes its lane of `word - 0x0E…` borrow into bit 7.
        while index + 8 <= count {
          let word = CSSDecoder.word(bytes, at: index)
          let low = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
          if low != 0 {
            index += low.trailingZeroBitCount >> 3  // The lowest flagged lane is exact.
            break
          }
          index += 8
        }
        continue
      }
      if b == CSSBytes.newline {
        starts.append(index + 1)
      } else if b == CSSBytes.carriageReturn {
        if index + 1 < count && bytes[index + 1] == CSSBytes.newline { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
  }

  /// The location of the byte at `offset`, searching forward from the line index `line`
  /// (updated to the offset's line): offsets asked for in increasing order cost a step or
  /// two each instead of a binary search.
  func location(of offset: Int, line: inout Int) -> SourceLocation {
    if line >= starts.count || starts[line] > offset { return location(of: offset) }
    while line + 1 < starts.count && starts[line + 1] <= offset { line += 1 }
    return .text(line: line + 1, column: offset - starts[line] + 1)
  }

  /// The location of the byte at `offset`.
  func location(of offset: Int) -> SourceLocation {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return .text(line: low + 1, column: offset - starts[low] + 1)
  }
}
