/// Makes text safe to write on one line of a line-based format.
package enum SingleLine {
  /// The UTF-8 of `text` with every control character replaced (``ControlCharacters``: tabs
  /// and line breaks by spaces, others by U+FFFD) and surrounding spaces removed, so it fits on
  /// one line, holds no control character and reads back unchanged.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The cleaned UTF-8 bytes; empty when nothing but blanks remains.
  package static func bytes(_ text: String) -> [UInt8] {
    let bytes = Array(ControlCharacters.oneLine(text).utf8)
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
