/// XML's whitespace (space, tab, line feed, carriage return), which may surround a number or
/// a name in an attribute or element.
package enum XMLWhitespace {
  /// Whether `byte` is XML whitespace.
  package static func contains(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// `text` without XML whitespace at either end.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text trimmed; empty when it was all whitespace.
  package static func trimmed(_ text: String) -> String {
    let bytes = text.utf8
    guard let first = bytes.firstIndex(where: { !contains($0) }),
      let last = bytes.lastIndex(where: { !contains($0) })
    else { return "" }
    return String(Substring(bytes[first...last]))
  }
}
