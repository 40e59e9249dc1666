/// The one JSON parser of every JSON-based format (palconv JSON, design tokens, asset
/// catalogs and those to come): strict RFC 8259 over UTF-8 bytes, every error with a line and
/// column.
///
/// It builds a small tree of ``JSONNode`` values whose size is proportional to the input, and
/// limits nesting to ``maximumDepth`` so the recursion can never exhaust the stack. Beyond the
/// grammar it rejects what cannot become a Swift `String` (invalid UTF-8, unpaired surrogate
/// escapes); a member name repeated in one object is an error or is kept and listed, as
/// ``duplicateKeyPolicy`` says. A leading UTF-8 byte order mark is skipped.
package struct JSONParser {
  /// What to do with a member name repeated in one object.
  package enum DuplicateKeyPolicy: Sendable {
    /// Throw an error naming both places (a format whose documents palconv writes).
    case reject
    /// Keep every member and list the repeats in ``duplicateKeys``, for a format that says
    /// what `JSON.parse` would do (the last one wins).
    case keep
  }

  /// The deepest nesting of arrays and objects accepted.
  package let maximumDepth: Int
  /// What to do with repeated member names.
  package let duplicateKeyPolicy: DuplicateKeyPolicy
  /// With ``DuplicateKeyPolicy/keep``: each repeated member name, with where it repeats.
  package private(set) var duplicateKeys: [(key: String, position: JSONPosition)] = []

  private let bytes: [UInt8]
  private let format: String
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Creates a parser over a whole document.
  ///
  /// - Parameters:
  ///   - bytes: The document's bytes.
  ///   - format: The format identifier errors carry (`json`, `dtcg`, …).
  ///   - maximumDepth: The deepest nesting of arrays and objects accepted; 64 by default.
  ///   - duplicateKeys: What to do with a repeated member name; rejected by default.
  package init(
    bytes: [UInt8], format: String, maximumDepth: Int = 64,
    duplicateKeys: DuplicateKeyPolicy = .reject
  ) {
    self.bytes = bytes
    self.format = format
    self.maximumDepth = maximumDepth
    self.duplicateKeyPolicy = duplicateKeys
  }

  /// Parses the whole input as one JSON value.
  ///
  /// - Returns: The root node.
  /// - Throws: ``PaletteError`` with the position of the first problem.
  /// - Complexity: O(*n*) in the input size.
  package mutating func parseDocument() throws(PaletteError) -> JSONNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    guard index < bytes.count else {
      throw error(.unexpectedEndOfInput, "the input is empty; expected a JSON object", at: index)
    }
    let root = try parseValue(depth: 0)
    skipWhitespace()
    if index < bytes.count {
      throw error(
        .syntax, "unexpected \(describeByte(at: index)) after the end of the JSON document",
        at: index)
    }
    return root
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(PaletteError) -> JSONNode {
    let position = currentPosition
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "{"):
      return JSONNode(value: .object(try parseObject(depth: depth + 1)), position: position)
    case UInt8(ascii: "["):
      return JSONNode(value: .array(try parseArray(depth: depth + 1)), position: position)
    case UInt8(ascii: "\""):
      return JSONNode(value: .string(try parseString()), position: position)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try parseNumber()), position: position)
    case UInt8(ascii: "t"):
      try parseLiteral("true")
      return JSONNode(value: .bool(true), position: position)
    case UInt8(ascii: "f"):
      try parseLiteral("false")
      return JSONNode(value: .bool(false), position: position)
    case UInt8(ascii: "n"):
      try parseLiteral("null")
      return JSONNode(value: .null, position: position)
    default:
      throw unexpectedByte(expecting: "a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(PaletteError) -> [JSONMember] {
    let start = index
    try checkDepth(depth)
    index += 1
    var members: [JSONMember] = []
    members.reserveCapacity(4)  // A swatch has two to four members: one allocation.
    var keyIndex: [[UInt8]: JSONPosition] = [:]
    skipWhitespace()
    if try peek(inside: "object", startingAt: start) == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      guard try peek(inside: "object", startingAt: start) == UInt8(ascii: "\"") else {
        throw unexpectedByte(expecting: "a member name in double quotes")
      }
      let keyPosition = currentPosition
      let key = try parseString()
      // A key without escapes is the bytes between its quotes.
      let raw = bytes[(keyPosition.offset + 1)..<(index - 1)]
      let keyCode =
        raw.count > 7 ? 0 : raw.contains(UInt8(ascii: "\\")) ? nil : JSONMember.code(of: raw)
      if let first = firstOccurrence(
        of: key, code: keyCode ?? JSONMember.code(of: key), at: keyPosition, in: members,
        index: &keyIndex)
      {
        guard duplicateKeyPolicy == .keep else {
          throw error(
            .invalidValue,
            "duplicate member name \(DiagnosticRenderer.jsonString(key)); the first is at "
              + "\(first.line):\(first.column)",
            at: keyPosition.offset)
        }
        duplicateKeys.append((key, keyPosition))
      }
      skipWhitespace()
      guard try peek(inside: "object", startingAt: start) == UInt8(ascii: ":") else {
        throw unexpectedByte(expecting: "':' after the member name")
      }
      index += 1
      skipWhitespace()
      _ = try peek(inside: "object", startingAt: start)
      let value = try parseValue(depth: depth)
      members.append(
        JSONMember(key: key, keyPosition: keyPosition, value: value, keyCode: keyCode))
      skipWhitespace()
      switch try peek(inside: "object", startingAt: start) {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if try peek(inside: "object", startingAt: start) == UInt8(ascii: "}") {
          throw error(.syntax, "trailing comma before '}'", at: index)
        }
      case UInt8(ascii: "}"):
        index += 1
        return members
      default:
        throw unexpectedByte(expecting: "',' or '}'")
      }
    }
  }

  /// Where `key` (whose ``JSONMember/code(of:)`` is `code`) first appeared among `members`,
  /// compared as UTF-8 bytes (not by canonical equivalence). Small objects are searched
  /// linearly; large ones keep `index`, to which a new key is added at `position`.
  private func firstOccurrence(
    of key: String, code: UInt64, at position: JSONPosition, in members: [JSONMember],
    index: inout [[UInt8]: JSONPosition]
  ) -> JSONPosition? {
    let linearLimit = 16
    if members.count < linearLimit {
      // Codes are exact for short keys; only two long keys need their bytes compared.
      return members.first {
        $0.keyCode != 0 || code != 0 ? $0.keyCode == code : $0.key.utf8.elementsEqual(key.utf8)
      }?.keyPosition
    }
    if index.isEmpty {
      for member in members { index[Array(member.key.utf8)] = member.keyPosition }
    }
    let bytes = Array(key.utf8)
    if let first = index[bytes] { return first }
    index[bytes] = position
    return nil
  }

  private mutating func parseArray(depth: Int) throws(PaletteError) -> [JSONNode] {
    let start = index
    try checkDepth(depth)
    index += 1
    var elements: [JSONNode] = []
    elements.reserveCapacity(4)  // Colour values: one allocation.
    skipWhitespace()
    if try peek(inside: "array", startingAt: start) == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      switch try peek(inside: "array", startingAt: start) {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if try peek(inside: "array", startingAt: start) == UInt8(ascii: "]") {
          throw error(.syntax, "trailing comma before ']'", at: index)
        }
      case UInt8(ascii: "]"):
        index += 1
        return elements
      default:
        throw unexpectedByte(expecting: "',' or ']'")
      }
    }
  }

  private func checkDepth(_ depth: Int) throws(PaletteError) {
    if depth > maximumDepth {
      throw error(
        .limitExceeded, "arrays and objects are nested more than \(maximumDepth) levels deep",
        at: index)
    }
  }

  /// The byte at the cursor, or an end-of-input error naming the open container.
  private func peek(inside container: String, startingAt start: Int) throws(PaletteError) -> UInt8 {
    guard index < bytes.count else {
      let opened = SourceLocation.text(offset: start, in: bytes)
      throw error(
        .unexpectedEndOfInput, "the input ends inside the \(container) that starts at \(opened)",
        at: index)
    }
    return bytes[index]
  }

  // MARK: - Literals and numbers

  private mutating func parseLiteral(_ word: String) throws(PaletteError) {
    for byte in word.utf8 {
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside '\(word)'", at: index)
      }
      guard bytes[index] == byte else {
        throw error(
          .syntax, "invalid literal: expected '\(word)', found \(describeByte(at: index))",
          at: index)
      }
      index += 1
    }
  }

  private mutating func parseNumber() throws(PaletteError) -> Range<Int> {
    let start = index
    if bytes[index] == UInt8(ascii: "-") {
      index += 1
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside a number", at: index)
      }
      if bytes[index] == UInt8(ascii: "I") {
        throw error(.syntax, "-Infinity is not valid JSON; numbers must be finite", at: start)
      }
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw error(.syntax, "a number must not start with a leading zero", at: start)
      }
    } else {
      try digits(after: "'-'")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      try digits(after: "the decimal point")
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      try digits(after: "the exponent marker")
    }
    return start..<index
  }

  /// Consumes one or more digits.
  private mutating func digits(after what: String) throws(PaletteError) {
    guard index < bytes.count else {
      throw error(.unexpectedEndOfInput, "the input ends inside a number", at: index)
    }
    guard isDigit(bytes[index]) else {
      throw error(.syntax, "expected a digit after \(what)", at: index)
    }
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Strings

  /// Parses a string starting at its opening quote, validating UTF-8 and escapes.
  private mutating func parseString() throws(PaletteError) -> String {
    let start = index
    index += 1
    var buffer: [UInt8] = []
    var runStart = index
    while true {
      guard index < bytes.count else {
        let opened = SourceLocation.text(offset: start, in: bytes)
        throw error(
          .unexpectedEndOfInput, "the input ends inside the string that starts at \(opened)",
          at: index)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text: String
        if buffer.isEmpty && runStart == start + 1 {
          text = String(decoding: bytes[runStart..<index], as: UTF8.self)
        } else {
          buffer.append(contentsOf: bytes[runStart..<index])
          text = String(decoding: buffer, as: UTF8.self)
        }
        index += 1
        return text
      } else if byte == UInt8(ascii: "\\") {
        buffer.append(contentsOf: bytes[runStart..<index])
        try parseEscape(into: &buffer)
        runStart = index
      } else if byte < 0x20 {
        throw error(
          .syntax,
          "control character U+\(hex4(UInt32(byte))) must be escaped inside a string"
            + (byte == 0x0A ? " (or the string is not terminated)" : ""),
          at: index)
      } else if byte < 0x80 {
        index += 1
      } else {
        try skipUTF8Sequence()
      }
    }
  }

  /// Validates one multi-byte UTF-8 sequence at the cursor and moves past it.
  private mutating func skipUTF8Sequence() throws(PaletteError) {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default:
      throw error(.invalidEncoding, "invalid UTF-8: byte 0x\(hex2(lead))", at: index)
    }
    for step in 1..<length {
      let at = index + step
      guard at < bytes.count else {
        throw error(
          .unexpectedEndOfInput, "the input ends inside a UTF-8 sequence", at: bytes.count)
      }
      let byte = bytes[at]
      let range = step == 1 ? low...high : 0x80...0xBF
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
      appendUTF8(scalarValue, to: &buffer)
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

  private func appendUTF8(_ value: UInt32, to buffer: inout [UInt8]) {
    switch value {
    case 0..<0x80:
      buffer.append(UInt8(value))
    case 0x80..<0x800:
      buffer.append(UInt8(0xC0 | value >> 6))
      buffer.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      buffer.append(UInt8(0xE0 | value >> 12))
      buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
      buffer.append(UInt8(0x80 | value & 0x3F))
    default:
      buffer.append(UInt8(0xF0 | value >> 18))
      buffer.append(UInt8(0x80 | value >> 12 & 0x3F))
      buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
      buffer.append(UInt8(0x80 | value & 0x3F))
    }
  }

  // MARK: - Whitespace and positions

  /// Skips JSON whitespace, counting line breaks (`\n`, `\r\n` and a lone `\r`) as
  /// ``SourceLocation/text(offset:in:)`` does.
  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      case UInt8(ascii: "\r"):
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private var currentPosition: JSONPosition {
    JSONPosition(offset: index, line: line, column: index - lineStart + 1)
  }

  // MARK: - Errors

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: format, location: .text(offset: offset, in: bytes))
  }

  /// The error for a byte that cannot start what the grammar expects at the cursor.
  private func unexpectedByte(expecting expected: String) -> PaletteError {
    let byte = bytes[index]
    if byte >= 0x80 {
      var probe = self
      do {
        try probe.skipUTF8Sequence()
      } catch {
        return error
      }
    }
    for word in ["NaN", "Infinity"] where bytes[index...].starts(with: word.utf8) {
      return error(.syntax, "\(word) is not valid JSON; numbers must be finite", at: index)
    }
    return error(.syntax, "expected \(expected), found \(describeByte(at: index))", at: index)
  }

  /// The character at `offset` for messages: `'x'`, `U+00E9 'é'` or `byte 0x1F`.
  private func describeByte(at offset: Int) -> String {
    let byte = bytes[offset]
    if byte >= 0x80 {
      var probe = self
      probe.index = offset
      if (try? probe.skipUTF8Sequence()) != nil {
        let text = String(decoding: bytes[offset..<probe.index], as: UTF8.self)
        if let scalar = text.unicodeScalars.first {
          return "U+\(hex4(scalar.value)) '\(text)'"
        }
      }
    }
    return describeByteValue(byte, quoted: true)
  }

  private func describeByteValue(_ byte: UInt8, quoted: Bool) -> String {
    if byte >= 0x21 && byte < 0x7F {
      let text = String(UnicodeScalar(byte))
      return quoted ? "'\(text)'" : text
    }
    return quoted ? "byte 0x\(hex2(byte))" : "x\(hex2(byte))"
  }

  private func hex2(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
  }

  private func hex4(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    var shift = value > 0xFFFF ? 20 : 12
    while shift >= 0 {
      out.append(digits[Int(value >> UInt32(shift) & 0xF)])
      shift -= 4
    }
    return String(decoding: out, as: UTF8.self)
  }
}
