import PaletteCore

/// Reads Corel Painter's text colour set, line by line.
struct PainterSwatchesReader {
  private let bytes: [UInt8]
  private var warnings: [Diagnostic] = []
  private var swatches: [Swatch] = []
  private var columns: Int?

  /// The largest value a layout line may hold (and the largest column count written).
  static let layoutLimit = 4096
  /// The layout keywords, in the order Painter writes them.
  static let layoutKeys = ["ROWS", "COLS", "WIDTH", "HEIGHT", "TEXTHEIGHT", "SPACING"]
  private static let format = "painter"
  private static let comma = UInt8(ascii: ",")
  private static let colourShape =
    "a colour line is `R:0, G:0, B:0` with optional "
    + "`HV:0.00, SV:0.00, VV:0.00` and a name"

  /// Creates a reader over a whole file.
  ///
  /// - Parameter bytes: The file's bytes.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether the first line that is not blank is a layout line or a colour line.
  static func opensLikePainter(_ bytes: [UInt8]) -> Bool {
    var cursor = LineCursor(bytes)
    while var line = cursor.next() {
      if line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        line.start += ASCII.byteOrderMark.count
      }
      var scanner = LineTokenReader(bytes, line, format: format)
      if scanner.atEnd { continue }
      if layoutKey(&scanner) != nil {
        return (try? scanner.integer("value", in: 0...layoutLimit)) != nil && scanner.atEnd
      }
      var reader = PainterSwatchesReader(bytes: bytes)
      return (try? reader.readColour(line)) != nil
    }
    return false
  }

  /// Reads the palette.
  ///
  /// - Returns: The palette and the warnings raised on the way.
  /// - Throws: ``PaletteError`` with a line and column.
  /// - Complexity: O(*n*) in the size of the file.
  mutating func read() throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    while var line = cursor.next() {
      if line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        line.start += ASCII.byteOrderMark.count
      }
      var scanner = LineTokenReader(bytes, line, format: Self.format)
      if scanner.atEnd { continue }
      if let key = Self.layoutKey(&scanner) {
        let value = try scanner.integer(key, in: 0...Self.layoutLimit)
        if let extra = scanner.rest() {
          throw PaletteError(
            .syntax,
            "unexpected '\(TextDecoder.excerpt(bytes, extra))' after `\(key) \(value)`",
            format: Self.format, location: line.location(at: extra.lowerBound))
        }
        if key == "COLS" { columns = value > 0 ? value : nil }
        continue
      }
      swatches.append(try readColour(line))
    }
    var palette = Palette(columns: columns)
    if let first = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: first.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// The layout keyword the scanner is at, consumed, followed by a blank; `nil` otherwise.
  private static func layoutKey(_ scanner: inout LineTokenReader) -> String? {
    let saved = scanner.position
    let token = scanner.nextToken()
    let word = String(decoding: scanner.bytes[token], as: UTF8.self)
    if layoutKeys.contains(word) { return word }
    scanner.position = saved
    return nil
  }

  private mutating func readColour(_ line: TextLine) throws(PaletteError) -> Swatch {
    var scanner = LineTokenReader(bytes, line, format: Self.format)
    scanner.skipBlanks()
    let start = scanner.position
    var values = SIMD3<UInt8>(0, 0, 0)
    for (index, label) in ["R:", "G:", "B:"].enumerated() {
      if index > 0 { try scanner.expect(",", Self.colourShape) }
      try scanner.expect(label, Self.colourShape)
      values[index] = UInt8(
        try scanner.integer(
          ["red", "green", "blue"][index], in: 0...255, stoppingAt: [Self.comma]))
    }
    // Some writers put a comma after the blue value too.
    _ = scanner.skip(",")
    if scanner.skip("HV:") {
      for (index, label) in ["HV:", "SV:", "VV:"].enumerated() {
        if index > 0 {
          try scanner.expect(",", Self.colourShape)
          try scanner.expect(label, Self.colourShape)
        }
        _ = try scanner.decimal(
          label.dropLast().description, in: -1_000_000...1_000_000,
          rangeText: "(a variability, usually 0.00)", stoppingAt: [Self.comma])
      }
    }
    var name: String?
    if let rest = scanner.rest() {
      name = LineText.decode(
        bytes, rest, on: line, what: "colour name", format: Self.format, warnings: &warnings)
    }
    return Swatch(
      name: name, color: .srgb8(values[0], values[1], values[2]),
      location: line.location(at: start))
  }
}
