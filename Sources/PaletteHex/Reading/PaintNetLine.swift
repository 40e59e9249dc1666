import PaletteCore

/// What one line of a Paint.NET palette holds, found by ``parse(_:_:from:)``.
enum PaintNetLine {
  /// Nothing but blanks.
  case empty
  /// A `;` comment; the range covers the text after `;`.
  case comment(text: Range<Int>)
  /// A colour: where its token starts, its digits, whether it had a `#` prefix, and the
  /// trailing comment (trimmed), read as the swatch's name.
  case colour(token: Int, digits: Range<Int>, hashPrefix: Bool, name: Range<Int>?)
  /// A token that is not a colour; the range covers it.
  case invalid(token: Range<Int>)
  /// Text after a colour that is not a `;` comment, starting at `offset`.
  case trailingText(offset: Int)

  /// Parses the bytes of one line.
  ///
  /// Grammar: `blank* [ ( "0x" | "0X" | "#" )? ( hex{8} | hex{6} ) blank* ] [ ";" comment ]`.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - line: The line.
  ///   - start: Where the line's content starts (after a byte order mark on line 1).
  /// - Returns: What the line holds.
  static func parse(_ bytes: [UInt8], _ line: TextLine, from start: Int) -> PaintNetLine {
    let end = line.end
    var index = start
    while index < end && ByteClass.isBlank(bytes[index]) { index += 1 }
    guard index < end else { return .empty }
    if bytes[index] == ByteClass.semicolon {
      return .comment(text: index + 1..<end)
    }
    let token = index
    var digitStart = index
    let hashPrefix = bytes[index] == ASCII.hash
    if hashPrefix {
      digitStart += 1
    } else if ByteClass.isHexPrefix(bytes, at: index, end: end) {
      digitStart += 2
    }
    let runEnd = HexDigits.runEnd(bytes, from: digitStart, to: end)
    let length = runEnd - digitStart
    let terminated =
      runEnd == end || ByteClass.isBlank(bytes[runEnd]) || bytes[runEnd] == ByteClass.semicolon
    guard terminated && (length == 8 || length == 6) else {
      var wordEnd = runEnd
      while wordEnd < end && !ByteClass.isBlank(bytes[wordEnd])
        && bytes[wordEnd] != ByteClass.semicolon
      {
        wordEnd += 1
      }
      return .invalid(token: token..<max(wordEnd, token + 1))
    }
    var rest = runEnd
    while rest < end && ByteClass.isBlank(bytes[rest]) { rest += 1 }
    guard rest < end else {
      return .colour(token: token, digits: digitStart..<runEnd, hashPrefix: hashPrefix, name: nil)
    }
    guard bytes[rest] == ByteClass.semicolon else { return .trailingText(offset: rest) }
    var nameStart = rest + 1
    while nameStart < end && ByteClass.isBlank(bytes[nameStart]) { nameStart += 1 }
    var nameEnd = end
    while nameEnd > nameStart && ByteClass.isBlank(bytes[nameEnd - 1]) { nameEnd -= 1 }
    return .colour(
      token: token, digits: digitStart..<runEnd, hashPrefix: hashPrefix,
      name: nameStart < nameEnd ? nameStart..<nameEnd : nil)
  }
}
