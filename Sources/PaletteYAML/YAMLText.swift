import PaletteCore

/// YAML text both ways: scalars written so that ``YAMLReader`` (and any YAML reader) reads
/// back the same text, and the decimal numbers YAML writers print.
package enum YAMLText {
  /// `text` as a YAML scalar: plain when it reads back as the same string in every YAML
  /// reader (letters and digits, spaces inside, a little punctuation, any non-ASCII letter),
  /// otherwise double-quoted with `\"`, `\\` and escapes for every control character
  /// (``/PaletteCore/ControlCharacters``: C0, DEL, C1, the separators, the bidirectional
  /// controls) and the byte order mark.
  ///
  ///     YAMLText.scalar("Deep Sea")  // Deep Sea
  ///     YAMLText.scalar("Yes")       // "Yes"
  ///     YAMLText.scalar("")          // (nothing)
  ///
  /// - Parameter text: The text.
  /// - Returns: The scalar as written; empty for the empty string, which reads back empty.
  /// - Complexity: O(*n*) in the length of the text.
  package static func scalar(_ text: String) -> String {
    if text.isEmpty || isPlain(text) { return text }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\u{85}": out += "\\N"
      case "\u{2028}": out += "\\L"
      case "\u{2029}": out += "\\P"
      case _ where scalar.value <= 0xFF && ControlCharacters.isControl(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\x" + (hex.count < 2 ? "0" : "") + hex
      case _ where ControlCharacters.isControl(scalar) || scalar.value == 0xFEFF:
        out += "\\u" + String(scalar.value, radix: 16, uppercase: true)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Words YAML 1.1 readers take for booleans or null when plain.
  private static let reserved: Set<String> = [
    "y", "n", "yes", "no", "true", "false", "on", "off", "null", "~",
  ]

  private static func isPlain(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard let first = bytes.first, let last = bytes.last,
      ASCII.isLetter(first) || first >= 0x80, last != ASCII.space,
      !reserved.contains(text.lowercased())
    else { return false }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value >= 0xA0 && !ControlCharacters.isControl(scalar) && value != 0xFEFF { continue }
      guard value < 0x80, let byte = UInt8(exactly: value) else { return false }
      let allowed =
        ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == ASCII.space
        || Array("_-.()/+".utf8).contains(byte)
      if !allowed { return false }
    }
    return true
  }

  /// Whether `text` is a decimal number as YAML writers print them: an optional sign,
  /// digits with an optional fraction (or a fraction alone), an optional exponent; at most
  /// 100 bytes.
  ///
  /// - Parameter text: A scalar's text.
  /// - Returns: Whether it is such a number (`Float(text)` then reads it).
  package static func isDecimal(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count <= 100 else { return false }
    var index = 0
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+"))
    {
      index += 1
    }
    var digits = 0
    while index < bytes.count && ASCII.isDigit(bytes[index]) {
      index += 1
      digits += 1
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count && ASCII.isDigit(bytes[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else { return false }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+"))
      {
        index += 1
      }
      var exponent = 0
      while index < bytes.count && ASCII.isDigit(bytes[index]) {
        index += 1
        exponent += 1
      }
      guard exponent > 0 else { return false }
    }
    return index == bytes.count
  }
}
