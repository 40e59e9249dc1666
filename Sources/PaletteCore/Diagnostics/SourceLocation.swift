/// Where in a source file something was found.
///
/// Text formats use 1-based lines and columns; a column counts UTF-8 bytes from the start of
/// the line, as compilers do. Binary formats use a 0-based byte offset.
public enum SourceLocation: Hashable, Sendable {
  /// A line and column in a text file, both 1-based; the column counts UTF-8 bytes.
  case text(line: Int, column: Int)
  /// A 0-based byte offset in a binary file.
  case byte(offset: Int)

  /// The line and column of the byte at `offset` in UTF-8 text.
  ///
  /// Counts `\n`, `\r\n` and a lone `\r` as line breaks. Scans from the start, so call it only
  /// when reporting, not for every token.
  ///
  /// - Parameters:
  ///   - offset: A 0-based byte offset; values past the end point just after the last byte.
  ///   - bytes: The whole text.
  /// - Returns: A ``text(line:column:)`` location.
  /// - Complexity: O(*offset*).
  public static func text(offset: Int, in bytes: [UInt8]) -> SourceLocation {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    var index = 0
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      } else if byte == UInt8(ascii: "\r") {
        if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") {
          if index + 1 < end {
            index += 1
          } else {
            break
          }
        }
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    return .text(line: line, column: end - lineStart + 1)
  }
}

extension SourceLocation: CustomStringConvertible {
  /// `line:column` for text, `byte N` for binary.
  public var description: String {
    switch self {
    case .text(let line, let column): "\(line):\(column)"
    case .byte(let offset): "byte \(offset)"
    }
  }
}
