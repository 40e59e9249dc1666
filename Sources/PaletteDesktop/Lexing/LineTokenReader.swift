import PaletteCore

/// Reads the parts of one line of a line-based palette: blanks, whole numbers, decimals,
/// fixed words and the rest of the line, each error with the line and column of the token.
struct LineTokenReader {
  /// The whole text.
  let bytes: [UInt8]
  /// The line being read.
  let line: TextLine
  /// The format identifier errors carry.
  let format: String
  /// The offset of the next byte to read.
  var position: Int

  /// Creates a scanner at `start` on `line`.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - line: The line.
  ///   - start: The first byte to read; the line's start by default.
  ///   - format: The format identifier for errors.
  init(_ bytes: [UInt8], _ line: TextLine, from start: Int? = nil, format: String) {
    self.bytes = bytes
    self.line = line
    self.format = format
    self.position = start ?? line.start
  }

  /// Whether only blanks are left.
  var atEnd: Bool {
    var index = position
    while index < line.end && ASCII.isBlank(bytes[index]) { index += 1 }
    return index == line.end
  }

  /// The location of `offset`.
  func location(at offset: Int) -> SourceLocation {
    line.location(at: offset)
  }

  /// Skips spaces and tabs.
  mutating func skipBlanks() {
    while position < line.end && ASCII.isBlank(bytes[position]) { position += 1 }
  }

  /// Skips `text` when the line continues with it (after blanks); returns whether it did.
  mutating func skip(_ text: String) -> Bool {
    skipBlanks()
    let expected = Array(text.utf8)
    guard bytes[position..<line.end].starts(with: expected) else { return false }
    position += expected.count
    return true
  }

  /// Requires `text` next (after blanks).
  ///
  /// - Parameters:
  ///   - text: The expected text.
  ///   - context: What the line should look like, for the message.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/syntax`` at the offending byte.
  mutating func expect(_ text: String, _ context: String) throws(PaletteError) {
    guard skip(text) else {
      let found =
        position < line.end ? "'\(TextDecoder.excerpt(bytes, token()))'" : "the end of the line"
      throw PaletteError(
        .syntax, "expected `\(text)` but found \(found); \(context)", format: format,
        location: location(at: position))
    }
  }

  /// The next run of bytes that are not blanks and not in `stops`, after blanks.
  mutating func nextToken(stoppingAt stops: [UInt8] = []) -> Range<Int> {
    skipBlanks()
    let start = position
    while position < line.end && !ASCII.isBlank(bytes[position])
      && !stops.contains(bytes[position])
    {
      position += 1
    }
    return start..<position
  }

  /// The token at the current position, without consuming it.
  private func token() -> Range<Int> {
    var end = position
    while end < line.end && !ASCII.isBlank(bytes[end]) { end += 1 }
    return position..<max(end, min(position + 1, line.end))
  }

  /// A whole number in `range`, after blanks.
  ///
  /// - Parameters:
  ///   - what: The value's name in messages (`red`).
  ///   - range: The values allowed.
  ///   - stops: Bytes that end the number besides blanks (`,`).
  /// - Returns: The number.
  /// - Throws: ``PaletteError`` at the number: ``PaletteError/Kind/syntax`` when it is
  ///   missing or not a whole number, ``PaletteError/Kind/invalidValue`` when out of range.
  mutating func integer(
    _ what: String, in range: ClosedRange<Int>, stoppingAt stops: [UInt8] = []
  ) throws(PaletteError) -> Int {
    let token = nextToken(stoppingAt: stops)
    guard !token.isEmpty else {
      throw PaletteError(
        .syntax,
        "missing \(what) value; expected a whole number \(range.lowerBound)..."
          + "\(range.upperBound)", format: format, location: location(at: token.lowerBound))
    }
    guard let value = DecimalNumber.integer(bytes[token]) else {
      throw PaletteError(
        .syntax,
        "invalid \(what) value '\(TextDecoder.excerpt(bytes, token))'; expected a whole number "
          + "\(range.lowerBound)...\(range.upperBound)",
        format: format, location: location(at: token.lowerBound))
    }
    guard range.contains(value) else {
      throw PaletteError(
        .invalidValue,
        "\(what) value \(TextDecoder.excerpt(bytes, token)) is outside "
          + "\(range.lowerBound)...\(range.upperBound)",
        format: format, location: location(at: token.lowerBound))
    }
    return value
  }

  /// A decimal number (digits with an optional fraction and sign) in `range`, after blanks.
  ///
  /// - Parameters:
  ///   - what: The value's name in messages.
  ///   - range: The values allowed, shown as `rangeText` in messages.
  ///   - rangeText: How the range is written in messages.
  ///   - stops: Bytes that end the number besides blanks.
  /// - Returns: The number.
  /// - Throws: ``PaletteError`` at the number.
  mutating func decimal(
    _ what: String, in range: ClosedRange<Double>, rangeText: String,
    stoppingAt stops: [UInt8] = []
  ) throws(PaletteError) -> Double {
    let token = nextToken(stoppingAt: stops)
    guard !token.isEmpty else {
      throw PaletteError(
        .syntax, "missing \(what) value; expected a number \(rangeText)", format: format,
        location: location(at: token.lowerBound))
    }
    guard let value = DecimalNumber.decimal(bytes[token]) else {
      throw PaletteError(
        .syntax,
        "invalid \(what) value '\(TextDecoder.excerpt(bytes, token))'; expected a number "
          + rangeText,
        format: format, location: location(at: token.lowerBound))
    }
    guard range.contains(value) else {
      throw PaletteError(
        .invalidValue,
        "\(what) value \(TextDecoder.excerpt(bytes, token)) is outside \(rangeText)",
        format: format, location: location(at: token.lowerBound))
    }
    return value
  }

  /// The rest of the line without the blanks around it, or `nil` when only blanks are left.
  mutating func rest() -> Range<Int>? {
    skipBlanks()
    var end = line.end
    while end > position && ASCII.isBlank(bytes[end - 1]) { end -= 1 }
    defer { position = line.end }
    return position < end ? position..<end : nil
  }
}
