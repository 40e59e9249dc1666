import PaletteCore

/// Splits a range of CSS source into tokens (CSS Syntax 3, §4), dropping comments.
///
/// Only what colour values need is told apart; everything else becomes a delimiter.
/// The tokenizer never fails: malformed input gives `badString` or delimiter tokens.
struct CSSTokenizer {
  let bytes: [UInt8]
  var position: Int
  let end: Int

  init(bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    self.position = range.lowerBound
    self.end = range.upperBound
  }

  /// Appends every token of the range to `tokens`; `false` when there are more than
  /// `limit` (`tokens` then holds the first `limit`).
  static func append(
    in bytes: [UInt8], range: Range<Int>, limit: Int, to tokens: inout [CSSToken]
  ) -> Bool {
    var tokenizer = CSSTokenizer(bytes: bytes, range: range)
    var count = 0
    while let token = tokenizer.next() {
      guard count < limit else { return false }
      tokens.append(token)
      count += 1
    }
    return true
  }

  private func byte(at index: Int) -> UInt8? {
    index < end ? bytes[index] : nil
  }

  /// Whether a valid escape (`\` not followed by a newline) starts at `index`.
  func isValidEscape(at index: Int) -> Bool {
    guard byte(at: index) == CSSBytes.backslash else { return false }
    guard let next = byte(at: index + 1) else { return false }
    return !CSSBytes.isNewline(next)
  }

  /// Whether an identifier starts at `index`.
  func startsIdentifier(at index: Int) -> Bool {
    guard let first = byte(at: index) else { return false }
    if first == CSSBytes.hyphen {
      guard let second = byte(at: index + 1) else { return false }
      return CSSBytes.isNameStart(second) || second == CSSBytes.hyphen
        || isValidEscape(at: index + 1)
    }
    if CSSBytes.isNameStart(first) { return true }
    return isValidEscape(at: index)
  }

  /// Whether a number starts at `index`.
  private func startsNumber(at index: Int) -> Bool {
    guard let first = byte(at: index) else { return false }
    if CSSBytes.isDigit(first) { return true }
    if first == CSSBytes.plus || first == CSSBytes.hyphen {
      guard let second = byte(at: index + 1) else { return false }
      if CSSBytes.isDigit(second) { return true }
      return second == CSSBytes.period && byte(at: index + 2).map(CSSBytes.isDigit) == true
    }
    if first == CSSBytes.period { return byte(at: index + 1).map(CSSBytes.isDigit) == true }
    return false
  }

  /// Skips an escape starting at `position` (the backslash).
  private mutating func skipEscape() {
    position = CSSEscapes.endOfEscape(bytes, at: position, limit: end)
  }

  /// Skips the name characters and escapes of an identifier.
  private mutating func skipName() {
    while position < end {
      let b = bytes[position]
      if CSSBytes.isName(b) {
        position += 1
      } else if isValidEscape(at: position) {
        skipEscape()
      } else {
        return
      }
    }
  }

  /// Skips a comment whose `/*` is at `position`; an unclosed comment runs to the end.
  private mutating func skipComment() {
    position += 2
    while position + 1 < end {
      if bytes[position] == CSSBytes.asterisk && bytes[position + 1] == CSSBytes.slash {
        position += 2
        return
      }
      position += 1
    }
    position = end
  }

  /// The next token, or `nil` at the end of the range.
  mutating func next() -> CSSToken? {
    while position + 1 < end && bytes[position] == CSSBytes.slash
      && bytes[position + 1] == CSSBytes.asterisk
    {
      skipComment()
    }
    guard position < end else { return nil }
    let start = position
    let b = bytes[position]
    if CSSBytes.isWhitespace(b) {
      while position < end && CSSBytes.isWhitespace(bytes[position]) { position += 1 }
      return CSSToken(kind: .whitespace, start: start, end: position)
    }
    if b == CSSBytes.quote || b == CSSBytes.apostrophe {
      return consumeString(quote: b)
    }
    if startsNumber(at: position) {
      return consumeNumeric()
    }
    if startsIdentifier(at: position) {
      skipName()
      if position < end && bytes[position] == CSSBytes.openParen {
        position += 1
        return CSSToken(kind: .function, start: start, end: position)
      }
      return CSSToken(kind: .ident, start: start, end: position)
    }
    position += 1
    switch b {
    case CSSBytes.hashSign:
      if position < end && (CSSBytes.isName(bytes[position]) || isValidEscape(at: position)) {
        skipName()
        return CSSToken(kind: .hash, start: start, end: position)
      }
    case CSSBytes.at:
      if startsIdentifier(at: position) {
        skipName()
        return CSSToken(kind: .atKeyword, start: start, end: position)
      }
    case CSSBytes.comma: return CSSToken(kind: .comma, start: start, end: position)
    case CSSBytes.colon: return CSSToken(kind: .colon, start: start, end: position)
    case CSSBytes.semicolon: return CSSToken(kind: .semicolon, start: start, end: position)
    case CSSBytes.openParen: return CSSToken(kind: .openParen, start: start, end: position)
    case CSSBytes.closeParen: return CSSToken(kind: .closeParen, start: start, end: position)
    case CSSBytes.openSquare: return CSSToken(kind: .openSquare, start: start, end: position)
    case CSSBytes.closeSquare: return CSSToken(kind: .closeSquare, start: start, end: position)
    case CSSBytes.openCurly: return CSSToken(kind: .openCurly, start: start, end: position)
    case CSSBytes.closeCurly: return CSSToken(kind: .closeCurly, start: start, end: position)
    case CSSBytes.backslash:
      // An invalid escape (backslash before a newline): a delimiter, as CSS says.
      break
    default:
      if b >= 0x80 {
        // A stray UTF-8 continuation byte cannot start an identifier here; keep it whole.
        while position < end && bytes[position] & 0xC0 == 0x80 { position += 1 }
      }
    }
    return CSSToken(kind: .delim, start: start, end: position, delim: b)
  }

  private mutating func consumeString(quote: UInt8) -> CSSToken {
    let start = position
    position += 1
    while position < end {
      let b = bytes[position]
      if b == quote {
        position += 1
        return CSSToken(kind: .string, start: start, end: position)
      }
      if CSSBytes.isNewline(b) {
        return CSSToken(kind: .badString, start: start, end: position)
      }
      if b == CSSBytes.backslash {
        position += 1
        if position < end {
          if bytes[position] == CSSBytes.carriageReturn && position + 1 < end
            && bytes[position + 1] == CSSBytes.newline
          {
            position += 1
          }
          position += 1
        }
        continue
      }
      position += 1
    }
    return CSSToken(kind: .badString, start: start, end: position)
  }

  private mutating func consumeNumeric() -> CSSToken {
    let start = position
    if bytes[position] == CSSBytes.plus || bytes[position] == CSSBytes.hyphen { position += 1 }
    while position < end && CSSBytes.isDigit(bytes[position]) { position += 1 }
    if position + 1 < end && bytes[position] == CSSBytes.period
      && CSSBytes.isDigit(bytes[position + 1])
    {
      position += 1
      while position < end && CSSBytes.isDigit(bytes[position]) { position += 1 }
    }
    if position < end && (bytes[position] | 0x20) == 0x65 {
      var look = position + 1
      if look < end && (bytes[look] == CSSBytes.plus || bytes[look] == CSSBytes.hyphen) {
        look += 1
      }
      if look < end && CSSBytes.isDigit(bytes[look]) {
        position = look
        while position < end && CSSBytes.isDigit(bytes[position]) { position += 1 }
      }
    }
    let value = CSSTokenizer.parseNumber(bytes[start..<position])
    if position < end && bytes[position] == CSSBytes.percent {
      position += 1
      return CSSToken(kind: .percentage, start: start, end: position, number: value)
    }
    if startsIdentifier(at: position) {
      let unitStart = position
      skipName()
      return CSSToken(
        kind: .dimension, start: start, end: position, number: value, unitStart: unitStart)
    }
    return CSSToken(kind: .number, start: start, end: position, number: value)
  }

  /// The value of a CSS number's ASCII text, correctly rounded; a leading `+` is allowed.
  ///
  /// Numbers too large for `Double` give infinity, which colour parsing rejects.
  static func parseNumber(_ text: ArraySlice<UInt8>) -> Double {
    var digits = text
    if digits.first == CSSBytes.plus { digits = digits.dropFirst() }
    return Double(String(decoding: digits, as: UTF8.self)) ?? .nan
  }
}
