import PaletteCore

/// Reads a JASC palette from its bytes, one line at a time.
///
/// Line 1 is `JASC-PAL` (after an optional byte order mark), line 2 the version `0100`, line 3
/// the colour count; every later line that is not blank is a colour of 3 numbers, or 4 with
/// Aseprite's alpha. The count is only compared with the colours found.
struct JASCReader {
  private let bytes: [UInt8]
  private var warnings: [Diagnostic] = []

  /// The text of line 1.
  static let magic = Array("JASC-PAL".utf8)
  /// The only version PaintShop Pro writes.
  static let version = Array("0100".utf8)
  private static let componentNames = ["red", "green", "blue", "alpha"]

  /// Creates a reader over a whole file.
  ///
  /// - Parameter bytes: The file's bytes.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether `bytes` starts with the `JASC-PAL` line: an optional byte order mark and blanks,
  /// the magic, then blanks up to a line break or the end.
  static func startsWithMagic(_ bytes: [UInt8]) -> Bool {
    var cursor = LineCursor(bytes)
    guard let line = cursor.next() else { return false }
    return magicRange(bytes, line) != nil
  }

  /// The range of the magic on line 1, or `nil` when the line is something else.
  private static func magicRange(_ bytes: [UInt8], _ line: TextLine) -> Range<Int>? {
    var start = line.start
    if ASCII.hasByteOrderMark(bytes[line.start..<line.end]) { start += ASCII.byteOrderMark.count }
    let text = LineTokens.trimmed(bytes, start..<line.end)
    return bytes[text].elementsEqual(magic) ? text : nil
  }

  /// Reads the palette.
  ///
  /// - Returns: The palette and the warnings raised on the way.
  /// - Throws: ``PaletteError`` with a line and column.
  /// - Complexity: O(*n*) in the size of the file.
  mutating func read() throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    guard let first = cursor.next(), Self.magicRange(bytes, first) != nil else {
      throw PaletteError(
        .invalidSignature, "the first line is not `JASC-PAL`; this is not a JASC palette",
        format: "jasc", location: .text(line: 1, column: 1))
    }
    if ASCII.hasByteOrderMark(bytes[first.start..<first.end]) {
      warn(
        "jasc.bom",
        "the file starts with a UTF-8 byte order mark, which GIMP's reader does not expect",
        at: first.location(at: first.start))
    }
    guard let second = cursor.next() else {
      throw Self.missing("the version line `0100`", line: 2)
    }
    readVersion(second)
    guard let third = cursor.next() else {
      throw Self.missing("the colour count", line: 3)
    }
    let (declared, countLocation) = try readCount(third)
    var swatches: [Swatch] = []
    while let line = cursor.next() {
      if let swatch = try readColour(line) { swatches.append(swatch) }
    }
    if declared != swatches.count {
      warn(
        "jasc.count",
        "the header declares \(MessageFormatting.count(declared, "colour", "colours")) but the "
          + "file has \(MessageFormatting.count(swatches.count, "colour line", "colour lines")); "
          + "the lines are read",
        at: countLocation)
    }
    var palette = Palette()
    if let firstSwatch = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: firstSwatch.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  // MARK: - Header

  private mutating func readVersion(_ line: TextLine) {
    let text = LineTokens.trimmed(bytes, line.start..<line.end)
    guard !bytes[text].elementsEqual(Self.version) else { return }
    warn(
      "jasc.version",
      "the version line is '\(TextDecoder.excerpt(bytes, text))', not '0100' (the only version "
        + "there is); the file is read as version 0100",
      at: line.location(at: text.lowerBound))
  }

  private func readCount(_ line: TextLine) throws(PaletteError) -> (Int, SourceLocation) {
    let text = LineTokens.trimmed(bytes, line.start..<line.end)
    let location = line.location(at: text.lowerBound)
    guard let count = DecimalInteger.parse(bytes, text), count >= 0 else {
      throw PaletteError(
        .syntax,
        "invalid colour count '\(TextDecoder.excerpt(bytes, text))'; expected a whole number",
        format: "jasc", location: location)
    }
    return (count, location)
  }

  // MARK: - Colours

  private mutating func readColour(_ line: TextLine) throws(PaletteError) -> Swatch? {
    var tokens = LineTokens(bytes, from: line.start, to: line.end)
    var values = SIMD4<UInt8>(0, 0, 0, 255)
    var start: Int?
    for component in 0..<4 {
      guard let token = tokens.next() else {
        if component == 0 { return nil }
        if component == 3 { break }
        throw PaletteError(
          .syntax,
          "missing \(Self.componentNames[component]) value; expected `R G B` (or `R G B A`)",
          format: "jasc", location: line.location(at: tokens.position))
      }
      if start == nil { start = token.lowerBound }
      values[component] = try component8(token, Self.componentNames[component], on: line)
    }
    if let extra = tokens.next() {
      throw PaletteError(
        .syntax,
        "unexpected '\(TextDecoder.excerpt(bytes, extra))' after the colour; a JASC line holds "
          + "3 numbers (4 with alpha)",
        format: "jasc", location: line.location(at: extra.lowerBound))
    }
    return Swatch(
      color: .srgb8(values[0], values[1], values[2], alpha: values[3]),
      location: line.location(at: start ?? line.start))
  }

  private mutating func component8(
    _ token: Range<Int>, _ name: String, on line: TextLine
  ) throws(PaletteError) -> UInt8 {
    guard let value = DecimalInteger.parse(bytes, token) else {
      throw PaletteError(
        .syntax,
        "invalid \(name) value '\(TextDecoder.excerpt(bytes, token))'; expected a whole number "
          + "0...255",
        format: "jasc", location: line.location(at: token.lowerBound))
    }
    let clamped = min(max(value, 0), 255)
    if clamped != value {
      warn(
        "jasc.range",
        "\(name) value \(TextDecoder.excerpt(bytes, token)) is outside 0...255; clamped to "
          + "\(clamped)",
        at: line.location(at: token.lowerBound))
    }
    return UInt8(clamped)
  }

  // MARK: - Helpers

  private static func missing(_ what: String, line: Int) -> PaletteError {
    PaletteError(
      .unexpectedEndOfInput, "the file ends before \(what) on line \(line)", format: "jasc",
      location: .text(line: line, column: 1))
  }

  private mutating func warn(_ code: String, _ message: String, at location: SourceLocation) {
    warnings.append(Diagnostic(.warning, code: code, message: message, location: location))
  }
}
