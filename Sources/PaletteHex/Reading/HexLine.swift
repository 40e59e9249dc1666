import PaletteCore

/// What one line of a hex list holds, found by ``parse(_:_:from:)``.
enum HexLine {
  /// Nothing but blanks.
  case empty
  /// A `;`, `//` or `# ` comment.
  case comment
  /// A `#` line whose word is not a colour but looks like a mistyped one: hex digits of a
  /// length no colour has (`#fffff`, `#deadbeefcafe`), or letters and digits mixed
  /// (`#12g456`); read as a comment. The range covers the word after `#`.
  case suspiciousComment(word: Range<Int>)
  /// A colour: where its token starts (at `#` or `0x` when present), its digits, and the
  /// name after it, if any.
  case colour(token: Int, digits: Range<Int>, name: Range<Int>?)
  /// A token that is not a colour; the range covers it.
  case invalid(token: Range<Int>)

  /// Parses the bytes of one line.
  ///
  /// Grammar: `blank* [ ( "#" | "0x" | "0X" )? hex{3,4,6,8} [ blank+ name ] ] [ comment ]`,
  /// where a comment starts with `;` or `//` anywhere, or with `#` at the start of the line
  /// when `#` is not followed by 3, 4, 6 or 8 hex digits and a blank, a comment or the end.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - line: The line.
  ///   - start: Where the line's content starts (after a byte order mark on line 1).
  /// - Returns: What the line holds.
  static func parse(_ bytes: [UInt8], _ line: TextLine, from start: Int) -> HexLine {
    let end = line.end
    var index = start
    while index < end && ByteClass.isBlank(bytes[index]) { index += 1 }
    guard index < end else { return .empty }
    let first = bytes[index]
    if first == ByteClass.semicolon || ByteClass.isDoubleSlash(bytes, at: index, end: end) {
      return .comment
    }
    let token = index
    var digitStart = index
    if first == ASCII.hash {
      digitStart += 1
    } else if ByteClass.isHexPrefix(bytes, at: index, end: end) {
      digitStart += 2
    }
    let runEnd = HexDigits.runEnd(bytes, from: digitStart, to: end)
    let length = runEnd - digitStart
    let valid =
      (length == 3 || length == 4 || length == 6 || length == 8)
      && isTerminator(bytes, at: runEnd, end: end)
    guard valid else {
      var wordEnd = digitStart
      while wordEnd < end && !ByteClass.isBlank(bytes[wordEnd]) { wordEnd += 1 }
      guard first == ASCII.hash else { return .invalid(token: token..<wordEnd) }
      let word = digitStart..<wordEnd
      // Hex digits alone (letters only too: `#fffff`) or a word with a digit among letters.
      let looksLikeColour =
        !word.isEmpty && word.allSatisfy { ByteClass.isAlphanumeric(bytes[$0]) }
        && (word.contains { ByteClass.isDigit(bytes[$0]) }
          || word.allSatisfy { HexDigits.isDigit(bytes[$0]) })
      return looksLikeColour ? .suspiciousComment(word: word) : .comment
    }
    var nameStart = runEnd
    while nameStart < end && ByteClass.isBlank(bytes[nameStart]) { nameStart += 1 }
    var nameEnd = nameStart
    while nameEnd < end && bytes[nameEnd] != ByteClass.semicolon
      && !ByteClass.isDoubleSlash(bytes, at: nameEnd, end: end)
    {
      nameEnd += 1
    }
    while nameEnd > nameStart && ByteClass.isBlank(bytes[nameEnd - 1]) { nameEnd -= 1 }
    return .colour(
      token: token, digits: digitStart..<runEnd,
      name: nameStart < nameEnd ? nameStart..<nameEnd : nil)
  }

  /// Whether a colour's digits may end at `offset`: the end, a blank or a comment.
  private static func isTerminator(_ bytes: [UInt8], at offset: Int, end: Int) -> Bool {
    offset == end || ByteClass.isBlank(bytes[offset]) || bytes[offset] == ByteClass.semicolon
      || ByteClass.isDoubleSlash(bytes, at: offset, end: end)
  }
}
