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
      if CSSBytes.isHexDigit(bytes[index]) {
        var value: UInt32 = 0
        var count = 0
        while index < end && count < 6 && CSSBytes.isHexDigit(bytes[index]) {
          value = value * 16 + CSSBytes.hexValue(bytes[index])
          index += 1
          count += 1
        }
        if index < end && CSSBytes.isWhitespace(bytes[index]) {
          if bytes[index] == CSSBytes.carriageReturn && index + 1 < end
            && bytes[index + 1] == CSSBytes.newline
          {
            index += 1
          }
          index += 1
        }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
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
