import PaletteCore

/// Decoding of CSS escapes (`\` + 1–6 hex digits + optional whitespace, or `\` + a character)
/// in identifiers and in palconv's comment markers.
enum CSSEscapes {
  /// The text of `bytes[range]` with escapes decoded.
  ///
  /// A zero, surrogate or out-of-range code point becomes U+FFFD, as CSS says; invalid UTF-8
  /// is repaired the same way.
  static func unescape(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    var index = range.lowerBound
    let end = range.upperBound
    guard bytes[range].contains(CSSBytes.backslash) else {
      return String(decoding: bytes[range], as: UTF8.self)
    }
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    while index < end {
      let b = bytes[index]
      guard b == CSSBytes.backslash, index + 1 < end else {
        out.append(b)
        index += 1
        continue
      }
      index += 1
      if HexDigits.isDigit(bytes[index]) {
        let escape = hexEscape(bytes, digitsAt: index, limit: end)
        index = escape.end
        let scalar = escape.value == 0 ? nil : Unicode.Scalar(escape.value)
        out.append(contentsOf: String(scalar ?? "\u{FFFD}").utf8)
      } else if CSSBytes.isNewline(bytes[index]) {
        // An escaped newline is not an escape; keep both bytes.
        out.append(CSSBytes.backslash)
      } else {
        // Copy the escaped character whole, including UTF-8 continuation bytes.
        out.append(bytes[index])
        index += 1
        while index < end && bytes[index] & 0xC0 == 0x80 {
          out.append(bytes[index])
          index += 1
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The end of an escape whose backslash is at `index`, before `limit`: up to six hex digits
  /// and one whitespace (CR LF counting as one), or one character with its UTF-8 continuation
  /// bytes. The one definition of an escape's extent, for the tokenizer, the block walker and
  /// ``unescape(_:_:)``.
  ///
  /// - Parameters:
  ///   - bytes: The style sheet.
  ///   - index: The backslash.
  ///   - limit: Where the text ends.
  /// - Returns: The offset after the escape.
  static func endOfEscape(_ bytes: [UInt8], at index: Int, limit: Int) -> Int {
    var end = index + 1
    guard end < limit else { return end }
    if HexDigits.isDigit(bytes[end]) { return hexEscape(bytes, digitsAt: end, limit: limit).end }
    end += 1
    while end < limit && bytes[end] & 0xC0 == 0x80 { end += 1 }
    return end
  }

  /// The code point of the hex escape whose first digit is at `index`, and the offset after it
  /// (up to six digits and one whitespace, CR LF counting as one).
  private static func hexEscape(
    _ bytes: [UInt8], digitsAt index: Int, limit: Int
  ) -> (value: UInt32, end: Int) {
    var end = index
    var value: UInt32 = 0
    while end < limit && end - index < 6, let digit = HexDigits.value(bytes[end]) {
      value = value << 4 | UInt32(digit)
      end += 1
    }
    if end < limit && CSSBytes.isWhitespace(bytes[end]) {
      if bytes[end] == CSSBytes.carriageReturn && end + 1 < limit
        && bytes[end + 1] == CSSBytes.newline
      {
        end += 1
      }
      end += 1
    }
    return (value, end)
  }

  /// Whether `bytes[range]`, compared ASCII case-insensitively, equals `word` (lower-case).
  static func equalsIgnoringCase(
    _ bytes: [UInt8], _ range: Range<Int>, _ word: StaticString
  )
    -> Bool
  {
    guard range.count == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { buffer in
      var i = 0
      for index in range {
        if CSSBytes.lowercased(bytes[index]) != buffer[i] { return false }
        i += 1
      }
      return true
    }
  }

  /// The ASCII lower-cased, unescaped text of an identifier, for keyword look-ups.
  static func keyword(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    if !bytes[range].contains(CSSBytes.backslash) {
      var lowered = [UInt8]()
      lowered.reserveCapacity(range.count)
      for index in range { lowered.append(CSSBytes.lowercased(bytes[index])) }
      return String(decoding: lowered, as: UTF8.self)
    }
    let text = unescape(bytes, range)
    return String(decoding: text.utf8.map(CSSBytes.lowercased), as: UTF8.self)
  }
}
