/// Walks the lines of a text file, treating `\n`, `\r\n` and a lone `\r` as line breaks.
///
/// A file that ends with a line break has no empty last line; one that does not still yields
/// its last line.
package struct LineCursor {
  @usableFromInline let bytes: [UInt8]
  @usableFromInline var position = 0
  @usableFromInline var number = 0

  /// Creates a cursor at the start of `bytes`.
  ///
  /// - Parameter bytes: The whole text.
  @inlinable package init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next line, or `nil` at the end of the text.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  @inlinable package mutating func next() -> TextLine? {
    guard position < bytes.count else { return nil }
    let start = position
    // One comparison per ordinary byte: only bytes up to CR (0x0D) can end a line (LF is 0x0A).
    var index = bytes.withUnsafeBufferPointer { buffer in
      var index = position
      while index < buffer.count {
        let byte = buffer[index]
        if byte <= 0x0D
          && (byte == 0x0A || byte == 0x0D)
        {
          break
        }
        index += 1
      }
      return index
    }
    let end = index
    if index < bytes.count {
      if bytes[index] == 0x0D && index + 1 < bytes.count
        && bytes[index + 1] == 0x0A
      {
        index += 2
      } else {
        index += 1
      }
    }
    position = index
    number += 1
    return TextLine(number: number, start: start, end: end)
  }
}
