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
      if b == CSSBytes.newline {
        starts.append(index + 1)
      } else if b == CSSBytes.carriageReturn {
        if index + 1 < count && bytes[index + 1] == CSSBytes.newline { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
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
