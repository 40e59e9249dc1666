import PaletteCore

/// A Python literal of an sK1 palette line: a string, a number or a list, with the offset it
/// starts at.
struct SK1Literal {
  /// The kinds of literal.
  enum Value {
    /// A string.
    case text(String)
    /// A number (integers and floats alike).
    case number(Double)
    /// A list (or tuple) of literals.
    case list([SK1Literal])
  }

  /// The literal.
  var value: Value
  /// Where it starts.
  var offset: Int

  /// A word for the kind of literal, for messages.
  var kind: String {
    switch value {
    case .text: "a string"
    case .number: "a number"
    case .list: "a list"
    }
  }
}

/// Reads the Python literals of one line: strings with Python's escapes, numbers, lists and
/// tuples, nested at most ``maxDepth`` deep.
struct SK1LiteralReader {
  /// How deep lists may nest: a colour needs three.
  static let maxDepth = 8

  let bytes: [UInt8]
  let line: TextLine
  let format: String
  var position: Int

  init(_ bytes: [UInt8], _ line: TextLine, from start: Int, format: String) {
    self.bytes = bytes
    self.line = line
    self.format = format
    self.position = start
  }

  /// Skips spaces and tabs.
  mutating func skipBlanks() {
    while position < line.end && ASCII.isBlank(bytes[position]) { position += 1 }
  }

  /// The byte at the position, or `nil` at the end of the line.
  var current: UInt8? { position < line.end ? bytes[position] : nil }

  /// A syntax error at `offset`.
  func syntax(_ message: String, at offset: Int) -> PaletteError {
    PaletteError(.syntax, message, format: format, location: line.location(at: offset))
  }

  /// What is at the position, for messages.
  var found: String {
    guard position < line.end else { return "the end of the line" }
    return "'\(TextDecoder.excerpt(bytes, position..<min(position + 12, line.end)))'"
  }

  /// Requires `byte` next, after blanks.
  mutating func expect(_ byte: UInt8) throws(PaletteError) {
    skipBlanks()
    guard current == byte else {
      throw syntax(
        "expected `\(Character(Unicode.Scalar(byte)))` but found \(found)", at: position)
    }
    position += 1
  }

  /// The next literal, after blanks.
  mutating func literal(depth: Int = 0) throws(PaletteError) -> SK1Literal {
    skipBlanks()
    let start = position
    guard let byte = current else { throw syntax("expected a value but found \(found)", at: start) }
    switch byte {
    case UInt8(ascii: "["), UInt8(ascii: "("):
      guard depth < Self.maxDepth else {
        throw PaletteError(
          .limitExceeded, "lists nested more than \(Self.maxDepth) deep", format: format,
          location: line.location(at: start))
      }
      let close = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: ")")
      position += 1
      var items: [SK1Literal] = []
      while true {
        skipBlanks()
        if current == close {
          position += 1
          break
        }
        items.append(try literal(depth: depth + 1))
        skipBlanks()
        if current == UInt8(ascii: ",") {
          position += 1
        } else if current != close {
          throw syntax(
            "expected `,` or `\(Character(Unicode.Scalar(close)))` but found \(found)",
            at: position)
        }
      }
      return SK1Literal(value: .list(items), offset: start)
    case UInt8(ascii: "'"), UInt8(ascii: "\""):
      return SK1Literal(value: .text(try string()), offset: start)
    case UInt8(ascii: "u"), UInt8(ascii: "U"):
      position += 1
      guard current == UInt8(ascii: "'") || current == UInt8(ascii: "\"") else {
        throw syntax("expected a value but found \(found)", at: start)
      }
      return SK1Literal(value: .text(try string()), offset: start)
    default:
      return SK1Literal(value: .number(try number()), offset: start)
    }
  }

  /// A quoted string at the position, its escapes undone as Python does.
  private mutating func string() throws(PaletteError) -> String {
    let start = position
    let quote = bytes[position]
    position += 1
    var out: [UInt8] = []
    while true {
      guard let byte = current else {
        throw syntax("the string that starts here does not end on its line", at: start)
      }
      position += 1
      if byte == quote { break }
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        continue
      }
      let escapeStart = position - 1
      guard let escaped = current else {
        throw syntax("the string that starts here does not end on its line", at: start)
      }
      position += 1
      switch escaped {
      case UInt8(ascii: "n"): out.append(ASCII.lineFeed)
      case UInt8(ascii: "t"): out.append(ASCII.tab)
      case UInt8(ascii: "r"): out.append(ASCII.carriageReturn)
      case UInt8(ascii: "0"): out.append(0)
      case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""): out.append(escaped)
      case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
        let digits = escaped == UInt8(ascii: "x") ? 2 : escaped == UInt8(ascii: "u") ? 4 : 8
        var value: UInt32 = 0
        for _ in 0..<digits {
          guard let byte = current, let digit = HexDigits.value(byte) else {
            throw syntax(
              "`\\\(Character(Unicode.Scalar(escaped)))` needs \(digits) hexadecimal digits",
              at: escapeStart)
          }
          value = value << 4 | UInt32(digit)
          position += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
          throw PaletteError(
            .invalidValue, "\\\(Character(Unicode.Scalar(escaped)))… is not a Unicode scalar",
            format: format, location: line.location(at: escapeStart))
        }
        out += Array(String(Character(scalar)).utf8)
      default:
        // Python keeps an unknown escape as it is.
        out += [UInt8(ascii: "\\"), escaped]
      }
    }
    if let invalid = TextDecoder.firstInvalidUTF8(out, 0..<out.count) {
      throw PaletteError(
        .invalidEncoding, "the string is not valid UTF-8 (byte \(invalid + 1) of its text)",
        format: format, location: line.location(at: start))
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// A Python number at the position: a sign, digits, a fraction, an exponent.
  private mutating func number() throws(PaletteError) -> Double {
    let start = position
    if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { position += 1 }
    var digits = 0
    while let byte = current, ASCII.isDigit(byte) {
      position += 1
      digits += 1
    }
    if current == UInt8(ascii: ".") {
      position += 1
      while let byte = current, ASCII.isDigit(byte) {
        position += 1
        digits += 1
      }
    }
    if digits > 0, current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { position += 1 }
      var exponent = 0
      while let byte = current, ASCII.isDigit(byte) {
        position += 1
        exponent += 1
      }
      if exponent == 0 { digits = 0 }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard digits > 0, let value = Double(text) else {
      position = start
      throw syntax("expected a value but found \(found)", at: start)
    }
    guard value.isFinite, Float(value).isFinite else {
      throw PaletteError(
        .invalidValue, "\(text) is too large for a colour value", format: format,
        location: line.location(at: start))
    }
    return value == 0 ? 0 : value
  }
}
