extension XMLReader {
  /// Reads character data up to the next `<`, replacing references and normalising line
  /// breaks.
  mutating func readText() throws(PaletteError) -> XMLText {
    let start = index
    var out: [UInt8] = []
    var copied = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") {
        out += bytes[copied..<index]
        try readReference(into: &out)
        copied = index
      } else if byte == ASCII.carriageReturn {
        out += bytes[copied..<index]
        out.append(ASCII.lineFeed)
        index += index + 1 < bytes.count && bytes[index + 1] == ASCII.lineFeed ? 2 : 1
        copied = index
      } else {
        if byte == UInt8(ascii: "]") && has("]]>") {
          throw error(.syntax, "']]>' is not allowed in text outside a CDATA section", at: index)
        }
        index += 1
      }
    }
    if copied == start { return XMLText(string(start..<index), offset: start) }
    out += bytes[copied..<index]
    return XMLText(String(decoding: out, as: UTF8.self), offset: start)
  }

  /// Reads an attribute value after its opening quote, and the closing quote.
  mutating func readAttributeValue(quote: UInt8, name: String) throws(PaletteError) -> String {
    let start = index
    var out: [UInt8] = []
    var copied = start
    var plain = true
    while true {
      guard index < bytes.count else {
        throw error(
          .unexpectedEndOfInput,
          "the document ends inside the value of \(MessageFormatting.quoted(name, mark: "'"))",
          at: start - 1)
      }
      let byte = bytes[index]
      if byte == quote { break }
      switch byte {
      case UInt8(ascii: "<"):
        throw error(
          .syntax,
          "'<' is not allowed in the value of \(MessageFormatting.quoted(name, mark: "'")); write &lt;",
          at: index)
      case UInt8(ascii: "&"):
        out += bytes[copied..<index]
        try readReference(into: &out)
        copied = index
        plain = false
      case ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn:
        // Attribute-value normalisation: each literal break or tab is a space; `\r\n` is one.
        out += bytes[copied..<index]
        out.append(ASCII.space)
        index +=
          byte == ASCII.carriageReturn && index + 1 < bytes.count
            && bytes[index + 1] == ASCII.lineFeed ? 2 : 1
        copied = index
        plain = false
      default:
        index += 1
      }
    }
    defer { index += 1 }
    if plain { return string(start..<index) }
    out += bytes[copied..<index]
    return String(decoding: out, as: UTF8.self)
  }

  /// Reads `&name;` or `&#…;` at the cursor and appends what it stands for.
  private mutating func readReference(into out: inout [UInt8]) throws(PaletteError) {
    let start = index
    index += 1
    if index < bytes.count && bytes[index] == UInt8(ascii: "#") {
      index += 1
      let hex = index < bytes.count && bytes[index] == UInt8(ascii: "x")
      if hex { index += 1 }
      let digitsStart = index
      var value: UInt32 = 0
      while index < bytes.count && index - digitsStart < 12 {
        let byte = bytes[index]
        let digit: UInt8?
        if hex {
          digit = HexDigits.value(byte)
        } else {
          digit = ASCII.isDigit(byte) ? byte - UInt8(ascii: "0") : nil
        }
        guard let digit else { break }
        value = min(value, 0x0FFF_FFFF) * (hex ? 16 : 10) + UInt32(digit)
        index += 1
      }
      guard index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
        throw error(
          .syntax, "a character reference is \(hex ? "&#x" : "&#") and digits, then ';'",
          at: start)
      }
      index += 1
      guard Self.isCharacter(value) else {
        throw error(
          .invalidValue,
          "the character reference \(string(start..<index)) is not a character XML allows",
          at: start)
      }
      UTF8Encoding.append(value, to: &out)
      return
    }
    let nameStart = index
    while index < bytes.count && index - nameStart < 64 && XMLName.isPart(bytes[index]) {
      index += 1
    }
    guard index > nameStart, index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
      throw error(.syntax, "'&' starts a reference such as &amp; (write &amp; for '&')", at: start)
    }
    let name = string(nameStart..<index)
    index += 1
    switch name {
    case "lt": out.append(UInt8(ascii: "<"))
    case "gt": out.append(UInt8(ascii: ">"))
    case "amp": out.append(UInt8(ascii: "&"))
    case "quot": out.append(UInt8(ascii: "\""))
    case "apos": out.append(UInt8(ascii: "'"))
    default:
      throw error(
        .syntax,
        "the entity &\(name); is not defined: only &lt; &gt; &amp; &quot; &apos; and character "
          + "references are read (entities a DOCTYPE declares are never expanded)", at: start)
    }
  }

  /// Whether XML 1.0 allows the scalar value in a document.
  static func isCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// The text of a byte range (the document is valid UTF-8).
  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The text of a byte range with `\r\n` and `\r` turned into `\n`.
  func normalizedString(_ range: Range<Int>) -> String {
    guard bytes[range].contains(ASCII.carriageReturn) else { return string(range) }
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    var position = range.lowerBound
    while position < range.upperBound {
      let byte = bytes[position]
      if byte == ASCII.carriageReturn {
        out.append(ASCII.lineFeed)
        if position + 1 < range.upperBound && bytes[position + 1] == ASCII.lineFeed {
          position += 1
        }
      } else {
        out.append(byte)
      }
      position += 1
    }
    return String(decoding: out, as: UTF8.self)
  }
}
