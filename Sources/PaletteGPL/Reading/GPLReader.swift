import PaletteCore

/// Reads a GIMP palette from its bytes, one line at a time, without building a `String` per
/// line.
///
/// The reader follows GIMP's grammar, with the repairs documented in `docs/formats/gpl.md`:
/// what GIMP tolerates becomes a warning, what GIMP rejects (or turns into a colour nobody
/// meant) becomes an error with the line and column of the offending token.
struct GPLReader {
  private let bytes: [UInt8]
  private var warnings: [Diagnostic] = []
  private var name: String?
  private var nameLine: Int?
  private var columns: Int?
  private var hasAlphaColumn = false
  private var comments: [String] = []
  private var swatches: [Swatch] = []

  /// The magic text that starts line 1.
  private static let magic = Array("GIMP Palette".utf8)
  private static let nameKey = Array("Name".utf8)
  private static let columnsKey = Array("Columns".utf8)
  private static let channelsKey = Array("Channels".utf8)
  private static let rgba = Array("RGBA".utf8)
  private static let rgb = Array("RGB".utf8)
  private static let componentNames = ["red", "green", "blue", "alpha"]

  /// Creates a reader over a whole file.
  ///
  /// - Parameter bytes: The file's bytes.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads the palette.
  ///
  /// - Returns: The palette and the warnings raised on the way.
  /// - Throws: ``PaletteError`` with a location when the file is not a GIMP palette or a line
  ///   cannot be read.
  /// - Complexity: O(*n*) in the size of the file.
  mutating func read() throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    guard let first = cursor.next() else {
      throw Self.error(.invalidSignature, "the file is empty; expected the `GIMP Palette` header")
    }
    try readMagic(first)
    while let line = cursor.next() {
      try readLine(line)
    }
    var palette = Palette(name: name, description: description(), columns: columns)
    if let firstSwatch = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: firstSwatch.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  // MARK: - Header

  private mutating func readMagic(_ line: TextLine) throws(PaletteError) {
    var start = line.start
    if ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
      start += ASCII.byteOrderMark.count
      warn(
        "gpl.bom",
        "the file starts with a UTF-8 byte order mark, which GIMP, Inkscape and Aseprite reject",
        at: line.location(at: line.start))
    }
    guard bytes[start..<line.end].starts(with: Self.magic) else {
      throw Self.error(.invalidSignature, "the first line is not the `GIMP Palette` header")
    }
    var rest = start + Self.magic.count
    while rest < line.end && ByteClass.isBlank(bytes[rest]) { rest += 1 }
    if rest < line.end {
      warn(
        "gpl.header-text",
        "text after `GIMP Palette` on line 1 is ignored (Aseprite rejects such a header)",
        at: line.location(at: rest))
    }
  }

  // MARK: - Lines

  private mutating func readLine(_ line: TextLine) throws(PaletteError) {
    var index = line.start
    while index < line.end && ByteClass.isBlank(bytes[index]) { index += 1 }
    guard index < line.end else {
      if line.end > line.start {
        warn(
          "gpl.blank-line",
          "a line of only spaces or tabs is skipped (GIMP reads it as a black colour)",
          at: line.location(at: line.start))
      }
      return
    }
    let byte = bytes[index]
    if byte == ASCII.hash {
      readComment(line, from: index + 1)
    } else if ByteClass.isDigit(byte) || byte == ByteClass.plus || byte == ByteClass.minus {
      try readColour(line, from: index)
    } else if ByteClass.isLetter(byte) {
      try readHeader(line, from: index)
    } else {
      throw unexpected(line, at: index)
    }
  }

  private mutating func readComment(_ line: TextLine, from start: Int) {
    var textStart = start
    if textStart < line.end && bytes[textStart] == ASCII.space { textStart += 1 }
    comments.append(decodeText(line, textStart..<line.end, what: "comment"))
  }

  private mutating func readHeader(_ line: TextLine, from start: Int) throws(PaletteError) {
    var colon = start
    while colon < line.end && bytes[colon] != ByteClass.colon { colon += 1 }
    guard colon < line.end else { throw unexpected(line, at: start) }
    var keyEnd = colon
    while keyEnd > start && ByteClass.isBlank(bytes[keyEnd - 1]) { keyEnd -= 1 }
    let key = bytes[start..<keyEnd]
    var valueStart = colon + 1
    while valueStart < line.end && ByteClass.isBlank(bytes[valueStart]) { valueStart += 1 }
    var valueEnd = line.end
    while valueEnd > valueStart && ByteClass.isBlank(bytes[valueEnd - 1]) { valueEnd -= 1 }
    let value = valueStart..<valueEnd
    let keyText = TextDecoder.excerpt(bytes, start..<keyEnd)
    if !swatches.isEmpty {
      warn(
        "gpl.late-header", "the header line `\(keyText):` after the first colour is ignored",
        at: line.location(at: start))
      return
    }
    if key.elementsEqual(Self.nameKey) {
      try readName(line, key: start, value: value)
    } else if key.elementsEqual(Self.columnsKey) {
      try readColumns(line, key: start, value: value)
    } else if key.elementsEqual(Self.channelsKey) {
      try readChannels(line, value: value)
    } else {
      warn(
        "gpl.unknown-header", "the unknown header line `\(keyText):` is ignored",
        at: line.location(at: start))
    }
  }

  private mutating func readName(_ line: TextLine, key: Int, value: Range<Int>) throws(PaletteError)
  {
    guard name == nil else {
      warn("gpl.duplicate-header", "a second `Name:` line is ignored", at: line.location(at: key))
      return
    }
    if line.number != 2 {
      warn(
        "gpl.header-position", "GIMP reads `Name:` only on line 2; elsewhere it reads a colour",
        at: line.location(at: key))
    }
    name = decodeText(line, value, what: "palette name")
    nameLine = line.number
  }

  private mutating func readColumns(
    _ line: TextLine, key: Int, value: Range<Int>
  )
    throws(PaletteError)
  {
    guard columns == nil else {
      warn(
        "gpl.duplicate-header", "a second `Columns:` line is ignored", at: line.location(at: key))
      return
    }
    if nameLine != 2 || line.number != 3 {
      warn(
        "gpl.header-position",
        "GIMP reads `Columns:` only on line 3, after `Name:`; elsewhere it reads a colour",
        at: line.location(at: key))
    }
    guard let number = Self.integer(bytes, value) else {
      throw PaletteError(
        .invalidValue,
        "invalid column count '\(TextDecoder.excerpt(bytes, value))'; expected a whole number",
        format: "gpl", location: line.location(at: value.lowerBound))
    }
    guard (0...256).contains(number) else {
      warn(
        "gpl.columns-range",
        "the column count \(TextDecoder.excerpt(bytes, value)) is outside 0...256 and is ignored",
        at: line.location(at: value.lowerBound))
      return
    }
    columns = number
  }

  private mutating func readChannels(_ line: TextLine, value: Range<Int>) throws(PaletteError) {
    let text = bytes[value]
    if text.elementsEqual(Self.rgba) {
      hasAlphaColumn = true
    } else if text.elementsEqual(Self.rgb) {
      hasAlphaColumn = false
    } else {
      throw PaletteError(
        .invalidValue,
        "unsupported channels '\(TextDecoder.excerpt(bytes, value))'; expected RGB or RGBA",
        format: "gpl", location: line.location(at: value.lowerBound))
    }
  }

  // MARK: - Colours

  private mutating func readColour(_ line: TextLine, from start: Int) throws(PaletteError) {
    let count = hasAlphaColumn ? 4 : 3
    var values = SIMD4<UInt8>(0, 0, 0, 255)
    var index = start
    for component in 0..<count {
      while index < line.end && ByteClass.isBlank(bytes[index]) { index += 1 }
      let name = Self.componentNames[component]
      guard index < line.end else {
        throw PaletteError(
          .syntax, "missing \(name) component; expected \(count) numbers", format: "gpl",
          location: line.location(at: index))
      }
      let tokenStart = index
      while index < line.end && !ByteClass.isBlank(bytes[index]) { index += 1 }
      let token = tokenStart..<index
      guard let value = Self.integer(bytes, token) else {
        throw PaletteError(
          .syntax,
          "invalid \(name) component '\(TextDecoder.excerpt(bytes, token))'; expected a whole number 0...255",
          format: "gpl", location: line.location(at: tokenStart))
      }
      let clamped = min(max(value, 0), 255)
      if clamped != value {
        warn(
          "gpl.out-of-range",
          "\(name) value \(TextDecoder.excerpt(bytes, token)) is outside 0...255; clamped to \(clamped)",
          at: line.location(at: tokenStart))
      }
      values[component] = UInt8(clamped)
    }
    while index < line.end && ByteClass.isBlank(bytes[index]) { index += 1 }
    var nameEnd = line.end
    while nameEnd > index && ByteClass.isBlank(bytes[nameEnd - 1]) { nameEnd -= 1 }
    let swatchName = index < nameEnd ? decodeText(line, index..<nameEnd, what: "colour name") : nil
    swatches.append(
      Swatch(
        name: swatchName, color: .srgb8(values[0], values[1], values[2], alpha: values[3]),
        location: line.location(at: start)))
  }

  // MARK: - Helpers

  /// A decimal integer with an optional sign filling all of `bytes[range]`, saturated to
  /// ±1,000,000 so huge numbers cannot overflow; `nil` when the range is not one.
  private static func integer(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    var negative = false
    if index < range.upperBound
      && (bytes[index] == ByteClass.plus || bytes[index] == ByteClass.minus)
    {
      negative = bytes[index] == ByteClass.minus
      index += 1
    }
    guard index < range.upperBound else { return nil }
    var magnitude = 0
    while index < range.upperBound {
      let byte = bytes[index]
      guard ByteClass.isDigit(byte) else { return nil }
      magnitude = min(magnitude * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
      index += 1
    }
    return negative ? -magnitude : magnitude
  }

  private mutating func decodeText(_ line: TextLine, _ range: Range<Int>, what: String) -> String {
    let (text, invalidAt) = TextDecoder.decode(bytes, range)
    if let invalidAt {
      warn(
        "gpl.encoding", "the \(what) is not valid UTF-8 and was read as Latin-1",
        at: line.location(at: invalidAt))
    }
    return text
  }

  private func description() -> String? {
    guard let first = comments.firstIndex(where: { !$0.isEmpty }),
      let last = comments.lastIndex(where: { !$0.isEmpty })
    else { return nil }
    return comments[first...last].joined(separator: "\n")
  }

  private func unexpected(_ line: TextLine, at offset: Int) -> PaletteError {
    var end = offset
    while end < line.end && !ByteClass.isBlank(bytes[end]) { end += 1 }
    return PaletteError(
      .syntax,
      "unexpected '\(TextDecoder.excerpt(bytes, offset..<end))'; expected a colour `R G B [name]`, a `#` comment or a `Key: value` header",
      format: "gpl", location: line.location(at: offset))
  }

  private mutating func warn(_ code: String, _ message: String, at location: SourceLocation) {
    warnings.append(Diagnostic(.warning, code: code, message: message, location: location))
  }

  private static func error(_ kind: PaletteError.Kind, _ message: String) -> PaletteError {
    PaletteError(kind, message, format: "gpl", location: .text(line: 1, column: 1))
  }
}
