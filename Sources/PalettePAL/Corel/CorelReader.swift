import PaletteCore

/// Reads a Corel text palette line by line: `"name"` (first to last quote), then C M Y K as
/// whole percentages.
struct CorelReader {
  private let bytes: [UInt8]
  private var warnings: [Diagnostic] = []
  /// Whether names are Windows-1252 (the file is not valid UTF-8).
  private var isWindows1252 = false

  /// The DOS end-of-file byte some files end with.
  static let endOfFile: UInt8 = 0x1A
  private static let quote = UInt8(ascii: "\"")
  private static let inkNames = ["cyan", "magenta", "yellow", "black"]

  /// Creates a reader over a whole file.
  ///
  /// - Parameter bytes: The file's bytes.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether the first line of `bytes` that is not blank is a colour line.
  static func firstLineIsColour(_ bytes: [UInt8]) -> Bool {
    var cursor = LineCursor(bytes)
    while let line = cursor.next() {
      var start = line.start
      if line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        start += ASCII.byteOrderMark.count
      }
      let text = LineTokens.trimmed(bytes, start..<line.end)
      if text.isEmpty { continue }
      guard case .colour = parse(bytes, text) else { return false }
      return true
    }
    return false
  }

  /// Reads the palette.
  ///
  /// - Returns: The palette and the diagnostics raised on the way.
  /// - Throws: ``PaletteError`` with a line and column.
  /// - Complexity: O(*n*) in the size of the file.
  mutating func read() throws(PaletteError) -> DecodedPalette {
    let end = bytes.firstIndex(of: Self.endOfFile) ?? bytes.count
    if end < bytes.count,
      let after = bytes[(end + 1)...].firstIndex(where: { !Self.isSpace($0) })
    {
      warn(
        "corel.after-end",
        "\(bytes.count - after) bytes after the end-of-file byte 0x1A are ignored",
        at: SourceLocation.text(offset: after, in: bytes))
    }
    let text = Array(bytes[..<end])
    if let invalid = TextDecoder.firstInvalidUTF8(text, 0..<text.count) {
      isWindows1252 = true
      warnings.append(
        Diagnostic(
          .note, code: "corel.encoding",
          message: "the file is not valid UTF-8, so names are read as Windows-1252 (the "
            + "code page CorelDRAW wrote)",
          location: SourceLocation.text(offset: invalid, in: text)))
    }
    var cursor = LineCursor(text)
    var swatches: [Swatch] = []
    while let line = cursor.next() {
      var start = line.start
      if line.number == 1 && ASCII.hasByteOrderMark(text[line.start..<line.end]) {
        start += ASCII.byteOrderMark.count
      }
      let range = LineTokens.trimmed(text, start..<line.end)
      if range.isEmpty { continue }
      switch Self.parse(text, range) {
      case .colour(let name, let inks):
        var values = SIMD4<Float>()
        for index in 0..<4 {
          values[index] = percentage(text, inks.token(index), Self.inkNames[index], on: line)
        }
        swatches.append(
          Swatch(
            name: decodeName(text, name),
            color: PaletteColor(
              .cmyk(cyan: values[0], magenta: values[1], yellow: values[2], black: values[3])),
            location: line.location(at: range.lowerBound)))
      case .invalid(let offset, let message):
        throw PaletteError(
          .syntax, message, format: "corel-pal", location: line.location(at: offset))
      }
    }
    var palette = Palette()
    if let first = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: first.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  // MARK: - Lines

  /// The four ink tokens of a colour line, without an array per line.
  private struct Inks {
    var starts = SIMD4<Int>()
    var ends = SIMD4<Int>()

    /// The token of ink `index`, 0...3.
    func token(_ index: Int) -> Range<Int> { starts[index]..<ends[index] }
  }

  /// What one trimmed, non-empty line holds.
  private enum Line {
    /// A colour: the name's bytes (between the quotes) and the four ink tokens.
    case colour(name: Range<Int>, inks: Inks)
    /// Not a colour line: where and why.
    case invalid(offset: Int, message: String)
  }

  /// Parses a trimmed, non-empty line.
  private static func parse(_ bytes: [UInt8], _ range: Range<Int>) -> Line {
    guard bytes[range.lowerBound] == quote else {
      return .invalid(
        offset: range.lowerBound,
        message: "unexpected '\(TextDecoder.excerpt(bytes, range))'; expected a colour "
          + "`\"name\" C M Y K`")
    }
    guard let close = bytes[range].lastIndex(of: quote), close > range.lowerBound else {
      return .invalid(
        offset: range.lowerBound, message: "the name's closing quote is missing")
    }
    // A name that fills its column runs straight into the first number (real files do this).
    var tokens = LineTokens(bytes, from: close + 1, to: range.upperBound)
    var inks = Inks()
    var count = 0
    while let token = tokens.next() {
      guard count < 4 else {
        return .invalid(
          offset: token.lowerBound,
          message: "unexpected '\(TextDecoder.excerpt(bytes, token))' after the four inks")
      }
      guard DecimalInteger.parse(bytes, token) != nil else {
        return .invalid(
          offset: token.lowerBound,
          message: "invalid \(inkNames[count]) value '\(TextDecoder.excerpt(bytes, token))'; "
            + "expected a whole percentage 0...100")
      }
      inks.starts[count] = token.lowerBound
      inks.ends[count] = token.upperBound
      count += 1
    }
    guard count == 4 else {
      return .invalid(
        offset: tokens.position,
        message: "missing \(inkNames[count]) value; expected `\"name\" C M Y K`")
    }
    return .colour(name: (range.lowerBound + 1)..<close, inks: inks)
  }

  // MARK: - Values

  private mutating func percentage(
    _ text: [UInt8], _ token: Range<Int>, _ name: String, on line: TextLine
  ) -> Float {
    let value = DecimalInteger.parse(text, token) ?? 0
    let clamped = min(max(value, 0), 100)
    if clamped != value {
      warn(
        "corel.range",
        "\(name) value \(TextDecoder.excerpt(text, token)) is outside 0...100; clamped to "
          + "\(clamped)",
        at: line.location(at: token.lowerBound))
    }
    return Float(Double(clamped) / 100)
  }

  private func decodeName(_ text: [UInt8], _ range: Range<Int>) -> String {
    isWindows1252
      ? Windows1252.decode(text, range) : String(decoding: text[range], as: UTF8.self)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    ASCII.isBlank(byte) || byte == ASCII.lineFeed || byte == ASCII.carriageReturn
      || byte == endOfFile
  }

  private mutating func warn(_ code: String, _ message: String, at location: SourceLocation) {
    warnings.append(Diagnostic(.warning, code: code, message: message, location: location))
  }
}
