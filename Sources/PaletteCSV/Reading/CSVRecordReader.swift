import PaletteCore

/// Splits CSV text into records as RFC 4180 describes them: fields separated by a delimiter,
/// records by line breaks (CRLF, LF or a lone CR), a field in double quotes may hold the
/// delimiter, line breaks and doubled quotes (`""` for one `"`).
///
/// Unquoted fields lose the spaces and tabs around them, so `a, b` reads as `a` and `b`; a
/// quoted field keeps everything between its quotes.
struct CSVRecordReader {
  private let bytes: [UInt8]
  private let delimiter: UInt8
  private var position: Int
  private var line = 1
  private var lineStart: Int

  /// Creates a reader over `bytes` from `start` (past a byte order mark).
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - start: The offset of the first record.
  ///   - delimiter: The field delimiter: `,`, `;` or a tab.
  init(_ bytes: [UInt8], from start: Int, delimiter: UInt8) {
    self.bytes = bytes
    self.delimiter = delimiter
    self.position = start
    self.lineStart = start
  }

  /// The delimiter of the first record: a comma if it has one outside quotes, otherwise a
  /// semicolon, otherwise a tab, otherwise a comma.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - start: The offset of the first record.
  /// - Returns: The delimiter byte.
  static func delimiter(of bytes: [UInt8], from start: Int) -> UInt8 {
    var inQuotes = false
    var semicolon = false
    var tab = false
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == CSVSyntax.quote {
        inQuotes.toggle()
      } else if !inQuotes {
        if byte == CSVSyntax.comma { return CSVSyntax.comma }
        if byte == CSVSyntax.semicolon { semicolon = true }
        if byte == ASCII.tab { tab = true }
        if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { break }
      }
      index += 1
    }
    return semicolon ? CSVSyntax.semicolon : tab ? ASCII.tab : CSVSyntax.comma
  }

  /// Whether any text is left after the record read last.
  var hasMore: Bool { position < bytes.count }

  /// The next record, or `nil` at the end of the text.
  ///
  /// - Returns: The record.
  /// - Throws: ``PaletteError`` with the line and column of a quote that is never closed or of
  ///   text after a closing quote.
  /// - Complexity: O(*n*) in the length of the record.
  mutating func next() throws(PaletteError) -> CSVRecord? {
    guard position < bytes.count else { return nil }
    let recordLine = line
    var fields: [CSVField] = []
    while true {
      let field = try readField()
      fields.append(field)
      guard position < bytes.count else { break }
      let byte = bytes[position]
      if byte == delimiter {
        position += 1
        if position == bytes.count {
          fields.append(CSVField(bytes: [], quoted: false, location: location(at: position)))
          break
        }
        continue
      }
      // A line break ends the record.
      consumeLineBreak()
      break
    }
    return CSVRecord(fields: fields, line: recordLine)
  }

  // MARK: - Fields

  private mutating func readField() throws(PaletteError) -> CSVField {
    var start = position
    while start < bytes.count && isBlank(bytes[start]) { start += 1 }
    if start < bytes.count && bytes[start] == CSVSyntax.quote {
      position = start
      return try readQuoted()
    }
    let fieldLocation = location(at: start)
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == delimiter || byte == ASCII.lineFeed || byte == ASCII.carriageReturn { break }
      if byte == CSVSyntax.quote {
        throw PaletteError(
          .syntax,
          "a quote inside an unquoted field; quote the whole field and double the quotes in it "
            + "(`\"a \"\"b\"\"\"`)",
          format: CSVSyntax.formatID, location: location(at: end))
      }
      end += 1
    }
    position = end
    var trimmedEnd = end
    while trimmedEnd > start && isBlank(bytes[trimmedEnd - 1]) { trimmedEnd -= 1 }
    return CSVField(bytes: Array(bytes[start..<trimmedEnd]), quoted: false, location: fieldLocation)
  }

  private mutating func readQuoted() throws(PaletteError) -> CSVField {
    let opening = location(at: position)
    position += 1
    var value: [UInt8] = []
    while true {
      guard position < bytes.count else {
        throw PaletteError(
          .unexpectedEndOfInput,
          "the file ends inside the quoted field that starts here; a closing `\"` is missing",
          format: CSVSyntax.formatID, location: opening)
      }
      let byte = bytes[position]
      if byte == CSVSyntax.quote {
        if position + 1 < bytes.count && bytes[position + 1] == CSVSyntax.quote {
          value.append(CSVSyntax.quote)
          position += 2
          continue
        }
        position += 1
        break
      }
      if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
        let isPair =
          byte == ASCII.carriageReturn && position + 1 < bytes.count
          && bytes[position + 1] == ASCII.lineFeed
        value.append(byte)
        if isPair { value.append(ASCII.lineFeed) }
        position += isPair ? 2 : 1
        line += 1
        lineStart = position
        continue
      }
      value.append(byte)
      position += 1
    }
    while position < bytes.count && isBlank(bytes[position]) { position += 1 }
    if position < bytes.count {
      let byte = bytes[position]
      if byte != delimiter && byte != ASCII.lineFeed && byte != ASCII.carriageReturn {
        throw PaletteError(
          .syntax,
          "unexpected '\(TextDecoder.excerpt(bytes, position..<min(position + 8, bytes.count)))' "
            + "after a closing quote; expected the delimiter or the end of the line",
          format: CSVSyntax.formatID, location: location(at: position))
      }
    }
    return CSVField(bytes: value, quoted: true, location: opening)
  }

  // MARK: - Helpers

  private mutating func consumeLineBreak() {
    guard position < bytes.count else { return }
    if bytes[position] == ASCII.carriageReturn && position + 1 < bytes.count
      && bytes[position + 1] == ASCII.lineFeed
    {
      position += 2
    } else {
      position += 1
    }
    line += 1
    lineStart = position
  }

  private func isBlank(_ byte: UInt8) -> Bool {
    (byte == ASCII.space || byte == ASCII.tab) && byte != delimiter
  }

  private func location(at offset: Int) -> SourceLocation {
    .text(line: line, column: offset - lineStart + 1)
  }
}
