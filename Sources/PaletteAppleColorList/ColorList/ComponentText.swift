import PaletteCore

/// The component text of an archived `NSColor` (`NSRGB`, `NSWhite`, `NSCMYK`, `NSComponents`):
/// ASCII decimal numbers separated by spaces, often ended by a NUL.
enum ComponentText {
  /// The most numbers a component text holds: CMYK and alpha.
  static let maximumCount = 5

  /// Parses component text.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - offset: The byte offset of the text's container in the file, for errors.
  ///   - what: What the text is (`"NSRGB"`), for errors.
  /// - Returns: The numbers, each a finite `Float`, at most ``maximumCount``.
  /// - Throws: ``PaletteCore/PaletteError/Kind/invalidValue`` for anything but decimal
  ///   numbers, a number that is not finite as a `Float`, or too many numbers.
  static func parse(
    _ bytes: [UInt8], at offset: Int, _ what: String
  ) throws(PaletteError)
    -> [Float]
  {
    var end = bytes.count
    while end > 0, bytes[end - 1] == 0 { end -= 1 }
    var values: [Float] = []
    var index = 0
    while index < end {
      if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
        || bytes[index] == UInt8(ascii: "\n")
      {
        index += 1
        continue
      }
      let start = index
      while index < end, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\t"),
        bytes[index] != UInt8(ascii: "\n")
      {
        index += 1
      }
      let token = bytes[start..<index]
      guard isDecimal(token), let value = Float(String(decoding: token, as: UTF8.self)),
        value.isFinite
      else {
        throw PaletteError(
          .invalidValue,
          "\(what) holds '\(String(decoding: token.prefix(24), as: UTF8.self))', which is not a "
            + "finite decimal number", format: "clr", location: .byte(offset: offset))
      }
      guard values.count < maximumCount else {
        throw PaletteError(
          .invalidValue, "\(what) holds more than \(maximumCount) numbers", format: "clr",
          location: .byte(offset: offset))
      }
      values.append(value)
    }
    return values
  }

  /// Whether a token is `[-+]digits[.digits][(e|E)[-+]digits]` with at least one digit
  /// before the exponent and at most 64 bytes long.
  static func isDecimal(_ token: ArraySlice<UInt8>) -> Bool {
    guard token.count <= 64 else { return false }
    var index = token.startIndex
    if index < token.endIndex,
      token[index] == UInt8(ascii: "-") || token[index] == UInt8(ascii: "+")
    {
      index += 1
    }
    var digits = 0
    while index < token.endIndex, ASCII.isDigit(token[index]) {
      index += 1
      digits += 1
    }
    if index < token.endIndex, token[index] == UInt8(ascii: ".") {
      index += 1
      while index < token.endIndex, ASCII.isDigit(token[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else { return false }
    if index < token.endIndex,
      token[index] == UInt8(ascii: "e") || token[index] == UInt8(ascii: "E")
    {
      index += 1
      if index < token.endIndex,
        token[index] == UInt8(ascii: "-") || token[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      var exponent = 0
      while index < token.endIndex, ASCII.isDigit(token[index]) {
        index += 1
        exponent += 1
      }
      guard exponent > 0 else { return false }
    }
    return index == token.endIndex
  }

  /// Writes numbers as component text: each as the shortest decimal that reads back as the
  /// same `Float`, integers without `.0`, separated by spaces.
  ///
  /// - Parameters:
  ///   - values: Finite numbers.
  ///   - terminated: Whether to end the text with a NUL, as `NSRGB`, `NSWhite` and `NSCMYK`
  ///     are.
  /// - Returns: The text's bytes.
  static func write(_ values: [Float], terminated: Bool) -> [UInt8] {
    var out: [UInt8] = []
    for (index, value) in values.enumerated() {
      if index > 0 { out.append(UInt8(ascii: " ")) }
      var text = "\(value)"
      if text.hasSuffix(".0") { text.removeLast(2) }
      out += text.utf8
    }
    if terminated { out.append(0) }
    return out
  }
}
