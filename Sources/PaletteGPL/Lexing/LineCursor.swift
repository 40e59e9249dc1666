/// Walks the lines of a text file, treating `\n`, `\r\n` and a lone `\r` as line breaks.
///
/// A file that ends with a line break has no empty last line; one that does not still yields
/// its last line.
struct LineCursor {
  private let bytes: [UInt8]
  private var position = 0
  private var number = 0

  /// Creates a cursor at the start of `bytes`.
  ///
  /// - Parameter bytes: The whole text.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next line, or `nil` at the end of the text.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  mutating func next() -> TextLine? {
    guard position < bytes.count else { return nil }
    let start = position
    var index = position
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ByteClass.lineFeed || byte == ByteClass.carriageReturn { break }
      index += 1
    }
    let end = index
    if index < bytes.count {
      if bytes[index] == ByteClass.carriageReturn && index + 1 < bytes.count
        && bytes[index + 1] == ByteClass.lineFeed
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
