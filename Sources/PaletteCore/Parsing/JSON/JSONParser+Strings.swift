extension JSONParser {
  /// Parses a string starting at its opening quote, validating UTF-8 and escapes, and
  /// records it on the tape.
  mutating func parseString() throws(PaletteError) {
    let start = index
    let end = Self.endOfPlainRun(in: input, from: start + 1)
    if end < input.count && input[end] == UInt8(ascii: "\"") {
      // The common case: printable ASCII up to the closing quote.
      tape.entries.append(JSONTapeEntry(.string, offset: start, payload: end))
      index = end + 1
      return
    }
    index = end
    try parseRestOfString(startingAt: start)
  }

  /// Parses a string from the first byte at the cursor that is not plain printable ASCII.
  @inline(never) private mutating func parseRestOfString(
    startingAt start: Int
  ) throws(PaletteError) {
    while true {
      guard index < input.count else { throw endOfInput(insideStringAt: start) }
      let byte = input[index]
      if byte == UInt8(ascii: "\"") {
        tape.entries.append(JSONTapeEntry(.string, offset: start, payload: index))
        index += 1
        return
      } else if byte == UInt8(ascii: "\\") {
        try parseEscapedString(startingAt: start)
        return
      } else if byte < 0x20 {
        throw unescapedControlCharacter(byte)
      } else {
        try skipUTF8Sequence()
      }
      index = Self.endOfPlainRun(in: input, from: index)
    }
  }

  /// The offset of the first byte at or after `offset` that is not printable ASCII other
  /// than `"` and `\\` (the bytes a string holds as they are), or the end of `bytes`.
  ///
  /// Eight bytes are tested at a time while eight remain: a byte is flagged when it is `"`,
  /// `\\`, below 0x20 or from 0x80. The subtractions can also flag bytes above a flagged one,
  /// never below it, so the lowest flag is exact.
  private static func endOfPlainRun(
    in buffer: UnsafeBufferPointer<UInt8>, from offset: Int
  ) -> Int {
    do {
      var offset = offset
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      if let base = buffer.baseAddress {
        while offset + 8 <= buffer.count {
          let word = UInt64(
            littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
          let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
          let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
          let flags =
            ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
            | (word &- ones &* 0x20) | word
          let flagged = flags & highs
          if flagged != 0 { return offset + flagged.trailingZeroBitCount / 8 }
          offset += 8
        }
      }
      while offset < buffer.count {
        let byte = buffer[offset]
        // 0x20...0x7F without 0x22 and 0x5C: one subtraction and two comparisons.
        if byte &- 0x20 >= 0x60 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
          break
        }
        offset += 1
      }
      return offset
    }
  }

  /// Parses the rest of a string from its first escape (at the cursor), resolving escapes
  /// into a buffer, and records the text in the tape's side table.
  private mutating func parseEscapedString(startingAt start: Int) throws(PaletteError) {
    var buffer = Array(bytes[(start + 1)..<index])
    var runStart = index
    while true {
      guard index < bytes.count else { throw endOfInput(insideStringAt: start) }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        buffer.append(contentsOf: bytes[runStart..<index])
        tape.entries.append(
          JSONTapeEntry(.escapedString, offset: start, payload: tape.escapedStrings.count))
        tape.escapedStrings.append(String(decoding: buffer, as: UTF8.self))
        index += 1
        return
      } else if byte == UInt8(ascii: "\\") {
        buffer.append(contentsOf: bytes[runStart..<index])
        try parseEscape(into: &buffer)
        runStart = index
      } else if byte < 0x20 {
        throw unescapedControlCharacter(byte)
      } else if byte < 0x80 {
        index += 1
      } else {
        try skipUTF8Sequence()
      }
    }
  }

  /// The error for a string that the input ends inside.
  private func endOfInput(insideStringAt start: Int) -> PaletteError {
    let opened = SourceLocation.text(offset: start, in: bytes)
    return error(
      .unexpectedEndOfInput, "the input ends inside the string that starts at \(opened)",
      at: index)
  }

  /// The error for a control character at the cursor, inside a string.
  private func unescapedControlCharacter(_ byte: UInt8) -> PaletteError {
    error(
      .syntax,
      "control character U+\(hex4(UInt32(byte))) must be escaped inside a string"
        + (byte == 0x0A ? " (or the string is not terminated)" : ""),
      at: index)
  }

  /// Validates one multi-byte UTF-8 sequence at the cursor and moves past it.
  mutating func skipUTF8Sequence() throws(PaletteError) {
    let lead = input[index]
    guard let (length, second) = TextDecoder.utf8Sequence(lead: lead) else {
      throw error(.invalidEncoding, "invalid UTF-8: byte 0x\(hex2(lead))", at: index)
    }
    for step in 1..<length {
      let at = index + step
      guard at < input.count else {
        throw error(
          .unexpectedEndOfInput, "the input ends inside a UTF-8 sequence", at: bytes.count)
      }
      let byte = input[at]
      let range = step == 1 ? second : 0x80...0xBF
      guard range.contains(byte) else {
        throw error(
          .invalidEncoding,
          "invalid UTF-8: byte 0x\(hex2(byte)) cannot follow 0x\(hex2(lead))", at: index)
      }
    }
    index += length
  }

  /// Parses an escape sequence at the cursor (a backslash) and appends its UTF-8 bytes.
  private mutating func parseEscape(into buffer: inout [UInt8]) throws(PaletteError) {
    let start = index
    guard index + 1 < bytes.count else {
      throw error(.unexpectedEndOfInput, "the input ends inside an escape sequence", at: index + 1)
    }
    let code = bytes[index + 1]
    index += 2
    switch code {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(code)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try hexUnit(escapeStart: start)
      var scalarValue = unit
      if (0xD800...0xDBFF).contains(unit) {
        let lowStart = index
        func lone() -> PaletteError {
          error(
            .invalidEncoding,
            "the escape \\u\(hex4(unit)) is a high surrogate without a low surrogate after it",
            at: start)
        }
        for expected in [UInt8(ascii: "\\"), UInt8(ascii: "u")] {
          guard index < bytes.count else {
            throw error(
              .unexpectedEndOfInput, "the input ends inside an escape sequence", at: index)
          }
          guard bytes[index] == expected else { throw lone() }
          index += 1
        }
        let second = try hexUnit(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(second) else { throw lone() }
        scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(unit) {
        throw error(
          .invalidEncoding,
          "the escape \\u\(hex4(unit)) is a low surrogate without a high surrogate before it",
          at: start)
      }
      UTF8Encoding.append(scalarValue, to: &buffer)
    default:
      throw error(
        .syntax, "invalid escape sequence '\\\(describeByteValue(code, quoted: false))'",
        at: start)
    }
  }

  /// Reads the four hex digits of a `\u` escape whose `u` is just behind the cursor.
  private mutating func hexUnit(escapeStart: Int) throws(PaletteError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside an escape sequence", at: index)
      }
      let byte = bytes[index]
      guard let digit = HexDigits.value(byte) else {
        throw error(.syntax, "a \\u escape needs four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

}
