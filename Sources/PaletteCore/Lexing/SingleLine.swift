/// Makes text safe to write on one line of a line-based format.
package enum SingleLine {
  /// The UTF-8 of `text` with line breaks turned into spaces and surrounding blanks removed,
  /// so it fits on one line and reads back unchanged.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The cleaned UTF-8 bytes; empty when nothing but blanks remains.
  package static func bytes(_ text: String) -> [UInt8] {
    var bytes = Array(text.utf8)
    for index in bytes.indices
    where bytes[index] == 0x0A || bytes[index] == 0x0D {
      bytes[index] = 0x20
    }
    var start = 0
    var end = bytes.count
    while start < end && isBlank(bytes[start]) { start += 1 }
    while end > start && isBlank(bytes[end - 1]) { end -= 1 }
    return Array(bytes[start..<end])
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09
  }
}
