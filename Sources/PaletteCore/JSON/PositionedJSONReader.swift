/// A strict RFC 8259 JSON reader over UTF-8 bytes that keeps the byte offset of every value.
///
/// Errors carry a line and column. Nesting deeper than ``maxDepth`` throws
/// ``PaletteError/Kind/limitExceeded`` instead of overflowing the stack. A leading UTF-8 BOM is
/// skipped. Duplicate object keys are kept and listed in ``duplicateKeys``.
package struct PositionedJSONReader {
  /// The deepest nesting of arrays and objects accepted.
  package static let maxDepth = 200

  private let bytes: [UInt8]
  private let format: String
  private var index = 0
  private var depth = 0
  /// The keys that appeared more than once in the same object, with the later key's offset.
  package private(set) var duplicateKeys: [(key: String, offset: Int)] = []

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - bytes: The whole document.
  ///   - format: The format identifier for errors.
  package init(bytes: [UInt8], format: String) {
    self.bytes = bytes
    self.format = format
  }

  /// Parses the whole document: exactly one value, surrounded by optional white space.
  ///
  /// - Returns: The root value.
  /// - Throws: ``PaletteError`` of kind syntax, invalidEncoding, unexpectedEndOfInput or
  ///   limitExceeded, with the line and column of the offending byte.
  package mutating func parseDocument() throws(PaletteError) -> PositionedJSON {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    let root = try parseValue()
    skipWhitespace()
    if index < bytes.count {
      throw error(.syntax, "unexpected \(describe(bytes[index])) after the JSON value", at: index)
    }
    return root
  }

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: format, location: .text(offset: offset, in: bytes))
  }

  private func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws(PaletteError) -> PositionedJSON {
    guard index < bytes.count else {
      throw error(
        .unexpectedEndOfInput, "expected a JSON value, found the end of the input", at: index)
    }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return PositionedJSON(value: .string(try parseString()), offset: start)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return PositionedJSON(value: .bool(true), offset: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return PositionedJSON(value: .bool(false), offset: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return PositionedJSON(value: .null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return PositionedJSON(value: .number(try parseNumber()), offset: start)
    default:
      throw error(.syntax, "expected a JSON value, found \(describe(bytes[index]))", at: index)
    }
  }

  private mutating func expectLiteral(_ word: String) throws(PaletteError) {
    for expected in word.utf8 {
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside '\(word)'", at: index)
      }
      guard bytes[index] == expected else {
        throw error(.syntax, "expected '\(word)', found \(describe(bytes[index]))", at: index)
      }
      index += 1
    }
  }

  private mutating func enter(at offset: Int) throws(PaletteError) {
    depth += 1
    if depth > Self.maxDepth {
      throw error(.limitExceeded, "JSON nesting deeper than \(Self.maxDepth) levels", at: offset)
    }
  }

  private mutating func parseObject() throws(PaletteError) -> PositionedJSON {
    let start = index
    try enter(at: start)
    index += 1
    var members: [PositionedJSONMember] = []
    var seen: Set<String> = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return PositionedJSON(value: .object(members), offset: start)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside an object", at: index)
      }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw error(.syntax, "expected a quoted key, found \(describe(bytes[index]))", at: index)
      }
      let keyOffset = index
      let key = try parseString()
      if !seen.insert(key).inserted { duplicateKeys.append((key, keyOffset)) }
      skipWhitespace()
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the input ends after a key", at: index)
      }
      guard bytes[index] == UInt8(ascii: ":") else {
        throw error(
          .syntax, "expected ':' after the key, found \(describe(bytes[index]))", at: index)
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(PositionedJSONMember(key: key, keyOffset: keyOffset, value: value))
      skipWhitespace()
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside an object", at: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return PositionedJSON(value: .object(members), offset: start)
      }
      throw error(.syntax, "expected ',' or '}', found \(describe(bytes[index]))", at: index)
    }
  }

  private mutating func parseArray() throws(PaletteError) -> PositionedJSON {
    let start = index
    try enter(at: start)
    index += 1
    var elements: [PositionedJSON] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return PositionedJSON(value: .array(elements), offset: start)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside an array", at: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return PositionedJSON(value: .array(elements), offset: start)
      }
      throw error(.syntax, "expected ',' or ']', found \(describe(bytes[index]))", at: index)
    }
  }

  private mutating func parseNumber() throws(PaletteError) -> String {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
      return index - first
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else {
      throw error(.syntax, "expected a digit in a number", at: index)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      _ = digits()
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error(.syntax, "expected a digit after '.'", at: index) }
    }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      guard digits() > 0 else {
        throw error(.syntax, "expected a digit in the exponent", at: index)
      }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func parseString() throws(PaletteError) -> String {
    let start = index
    index += 1
    var buffer: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside a string", at: start)
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: buffer, as: UTF8.self) else {
          throw error(.invalidEncoding, "a string is not valid UTF-8", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        try parseEscape(into: &buffer)
      case 0..<0x20:
        throw error(.syntax, "control character \(describe(byte)) inside a string", at: index)
      default:
        buffer.append(byte)
        index += 1
      }
    }
  }

  private mutating func parseEscape(into buffer: inout [UInt8]) throws(PaletteError) {
    let escapeStart = index
    index += 1
    guard index < bytes.count else {
      throw error(.unexpectedEndOfInput, "the input ends inside an escape", at: escapeStart)
    }
    let code = bytes[index]
    index += 1
    switch code {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(code)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try hex4(escapeStart)
      if (0xD800..<0xDC00).contains(scalar) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw error(.invalidEncoding, "unpaired UTF-16 surrogate in \\u escape", at: escapeStart)
        }
        index += 2
        let low = try hex4(escapeStart)
        guard (0xDC00..<0xE000).contains(low) else {
          throw error(.invalidEncoding, "unpaired UTF-16 surrogate in \\u escape", at: escapeStart)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw error(.invalidEncoding, "unpaired UTF-16 surrogate in \\u escape", at: escapeStart)
      }
      guard let unicode = Unicode.Scalar(scalar) else {
        throw error(.invalidEncoding, "invalid \\u escape", at: escapeStart)
      }
      buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
    default:
      throw error(.syntax, "invalid escape '\\\(Character(Unicode.Scalar(code)))'", at: escapeStart)
    }
  }

  private mutating func hex4(_ escapeStart: Int) throws(PaletteError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside a \\u escape", at: escapeStart)
      }
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
      default: throw error(.syntax, "expected 4 hex digits after \\u", at: index)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
