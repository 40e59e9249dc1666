/// Makes text safe to write on one line of a line-based format.
enum SingleLine {
  /// The UTF-8 of `text` with line breaks turned into spaces and surrounding blanks removed,
  /// so it fits on one line and reads back unchanged.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The cleaned UTF-8 bytes; empty when nothing but blanks remains.
  static func bytes(_ text: String) -> [UInt8] {
    var bytes = Array(text.utf8)
    for index in bytes.indices
    where bytes[index] == ByteClass.lineFeed || bytes[index] == ByteClass.carriageReturn {
      bytes[index] = ByteClass.space
    }
    var start = 0
    var end = bytes.count
    while start < end && ByteClass.isBlank(bytes[start]) { start += 1 }
    while end > start && ByteClass.isBlank(bytes[end - 1]) { end -= 1 }
    return Array(bytes[start..<end])
  }
}
