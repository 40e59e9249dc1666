/// JSON with comments, as editors such as VS Code accept it, made strict for ``JSONParser``:
/// `//` line comments, `/* */` block comments and a comma before `}` or `]` are replaced by
/// spaces, byte for byte, so every offset, line and column the parser reports is the one in
/// the original text.
///
/// Line breaks inside a block comment are kept, so lines still count right. Strings are
/// copied as they are (a `//` inside a string is text). The bytes of a comment must be valid
/// UTF-8, as everything else of the document is. Time and memory are linear in the input,
/// with no recursion: the nesting limit is the parser's.
///
///     let strict = try JSONCommentStripper.strip(bytes, format: "vscode-theme")
///     var parser = JSONParser(bytes: strict, format: "vscode-theme")
package enum JSONCommentStripper {
  /// The input with comments and trailing commas blanked.
  ///
  /// - Parameters:
  ///   - bytes: The document, UTF-8.
  ///   - format: The format identifier errors carry.
  /// - Returns: Bytes of the same length, strict JSON wherever the input was JSON with
  ///   comments; other errors are left for the parser to find.
  /// - Throws: ``PaletteError`` for a block comment that is not closed or a comment that is
  ///   not valid UTF-8, at the comment's first byte.
  /// - Complexity: O(*n*) in the input size.
  package static func strip(_ bytes: [UInt8], format: String) throws(PaletteError) -> [UInt8] {
    // Most files have no comment and no trailing comma: no copy for them.
    guard bytes.contains(UInt8(ascii: "/")) || bytes.contains(UInt8(ascii: ",")) else {
      return bytes
    }
    var out = bytes
    var index = 0
    // The last comma outside strings whose next significant byte is not seen yet.
    var pendingComma: Int?
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        pendingComma = nil
        index = stringEnd(bytes, from: index)
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
        let start = index
        while index < count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
        try blank(&out, bytes, start..<index, format: format)
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
        let start = index
        index += 2
        var closed = false
        while index + 1 < count {
          if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
            closed = true
            break
          }
          index += 1
        }
        guard closed else {
          throw PaletteError(
            .unexpectedEndOfInput, "the block comment is not closed with '*/'", format: format,
            location: .text(offset: start, in: bytes))
        }
        index += 2
        try blank(&out, bytes, start..<index, format: format)
      case UInt8(ascii: ","):
        pendingComma = index
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if let comma = pendingComma { out[comma] = UInt8(ascii: " ") }
        pendingComma = nil
        index += 1
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
      default:
        pendingComma = nil
        index += 1
      }
    }
    return out
  }

  /// The offset just past the string that opens at `start`, or the input's end when it is
  /// not closed (the parser reports that).
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return index + 1
      // A line break ends the search: the parser rejects it inside a string, where it is.
      case 0x0A, 0x0D: return index
      default: index += 1
      }
    }
    return bytes.count
  }

  /// Replaces a comment by spaces, keeping its line breaks, after checking its UTF-8.
  private static func blank(
    _ out: inout [UInt8], _ bytes: [UInt8], _ range: Range<Int>, format: String
  ) throws(PaletteError) {
    if bytes[range].contains(where: { $0 >= 0x80 }),
      String(validating: bytes[range], as: UTF8.self) == nil
    {
      throw PaletteError(
        .invalidEncoding, "the comment is not valid UTF-8", format: format,
        location: .text(offset: range.lowerBound, in: bytes))
    }
    for offset in range where bytes[offset] != 0x0A && bytes[offset] != 0x0D {
      out[offset] = UInt8(ascii: " ")
    }
  }
}
