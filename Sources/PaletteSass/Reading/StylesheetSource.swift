import PaletteCore

/// A style sheet made ready for scanning: checked to be UTF-8, its comments blanked out, its
/// palette name read.
///
/// Comments (`/* … */`, and `//` to the end of the line) become spaces, line breaks kept, so
/// every later step sees declarations only and every offset is still the original's. Strings
/// are left as they are: a `//` inside quotes is no comment.
struct StylesheetSource {
  /// The text with comments blanked; the same length as the input.
  let bytes: [UInt8]
  /// Where the lines start, for line:column locations.
  let lines: LineTable
  /// The palette's name: the text of a `//` comment on the first line, trimmed; `nil` when
  /// the first line is not such a comment or the text is empty.
  let paletteName: String?

  /// Prepares `input`.
  ///
  /// - Throws: ``PaletteError`` for UTF-16 or invalid UTF-8 (at the first bad byte) and for a
  ///   `/*` comment that is not closed (at its start).
  init(_ input: [UInt8], dialect: StylesheetDialect) throws(PaletteError) {
    let lines = LineTable(input)
    if input.count >= 2
      && ((input[0] == 0xFE && input[1] == 0xFF) || (input[0] == 0xFF && input[1] == 0xFE))
    {
      throw PaletteError(
        .invalidEncoding, "UTF-16 style sheets are not supported; save the file as UTF-8",
        format: dialect.identifier, location: .text(line: 1, column: 1))
    }
    if let bad = TextDecoder.firstInvalidUTF8(input, 0..<input.count) {
      throw PaletteError(
        .invalidEncoding, "the file is not valid UTF-8 here", format: dialect.identifier,
        location: lines.location(ofOffset: bad))
    }
    var bytes = input
    let start = input.starts(with: ASCII.byteOrderMark) ? 3 : 0
    for index in 0..<start { bytes[index] = ASCII.space }
    var paletteName: String?
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == StylesheetBytes.doubleQuote || byte == StylesheetBytes.singleQuote {
        index = Self.endOfString(bytes, from: index)
      } else if byte == StylesheetBytes.openParen && Self.followsURL(bytes, index) {
        // An unquoted `url(http://…)` holds no comment.
        while index < count && bytes[index] != StylesheetBytes.closeParen
          && !StylesheetBytes.isNewline(bytes[index])
        {
          index += 1
        }
      } else if byte == StylesheetBytes.slash && index + 1 < count
        && bytes[index + 1] == StylesheetBytes.asterisk
      {
        let open = index
        index += 2
        while index + 1 < count
          && !(bytes[index] == StylesheetBytes.asterisk
            && bytes[index + 1] == StylesheetBytes.slash)
        {
          index += 1
        }
        guard index + 1 < count else {
          throw PaletteError(
            .syntax, "comment is not closed before the end of the file",
            format: dialect.identifier, location: lines.location(ofOffset: open))
        }
        index += 2
        Self.blank(&bytes, open..<index)
      } else if byte == StylesheetBytes.slash && index + 1 < count
        && bytes[index + 1] == StylesheetBytes.slash
      {
        let open = index
        while index < count && !StylesheetBytes.isNewline(bytes[index]) { index += 1 }
        if open == start {
          let text = TextDecoder.decode(input, (open + 2)..<index).text
          let trimmed = StylesheetNames.trimmed(text)
          paletteName = trimmed.isEmpty ? nil : trimmed
        }
        Self.blank(&bytes, open..<index)
      } else {
        index += 1
      }
    }
    self.bytes = bytes
    self.lines = lines
    self.paletteName = paletteName
  }

  /// The offset just past the string that starts at `start` with a quote: past the matching
  /// quote, or at the line break or end of file that ends an unclosed one.
  static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
    let quote = bytes[start]
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == quote { return index + 1 }
      if StylesheetBytes.isNewline(byte) { return index }
      index += byte == StylesheetBytes.backslash ? 2 : 1
    }
    return bytes.count
  }

  /// Whether the `(` at `index` follows the word `url`, in any case.
  private static func followsURL(_ bytes: [UInt8], _ index: Int) -> Bool {
    guard index >= 3 else { return false }
    let word = bytes[(index - 3)..<index].map { $0 | 0x20 }
    guard word == Array("url".utf8) else { return false }
    return index == 3 || !StylesheetBytes.isName(bytes[index - 4])
  }

  /// Replaces every byte of `range` but line breaks with a space.
  private static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
    for index in range where !StylesheetBytes.isNewline(bytes[index]) {
      bytes[index] = ASCII.space
    }
  }

  /// The location of `offset`.
  func location(_ offset: Int) -> SourceLocation { lines.location(ofOffset: offset) }

  /// The source text of `range`.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
