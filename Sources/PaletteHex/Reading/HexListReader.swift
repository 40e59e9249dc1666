import PaletteCore

/// Reads a list of hex colours, one per line, from its bytes.
struct HexListReader {
  /// How many lines hold a colour (an upper bound: a colour whose digits do not decode is
  /// skipped later).
  private func colourLines() -> Int {
    var cursor = LineCursor(bytes)
    var count = 0
    while let line = cursor.next() {
      if case .colour = HexLine.parse(bytes, line, from: contentStart(of: line)) { count += 1 }
    }
    return count
  }

  /// Where a line's content starts: after a byte order mark on line 1.
  private func contentStart(of line: TextLine) -> Int {
    guard line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) else {
      return line.start
    }
    return line.start + ASCII.byteOrderMark.count
  }

  private let bytes: [UInt8]
  private let alphaFirst: Bool
  private var warnings: [Diagnostic] = []

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - alphaFirst: Whether 4 and 8 digits carry alpha first (`ARGB`) rather than last.
  init(bytes: [UInt8], alphaFirst: Bool) {
    self.bytes = bytes
    self.alphaFirst = alphaFirst
  }

  /// Reads the palette: one unnamed group, a swatch per colour line.
  ///
  /// - Returns: The palette and warnings.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/syntax`` at a token that is not a
  ///   colour.
  /// - Complexity: O(*n*) in the size of the file.
  mutating func read() throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    var swatches: [Swatch] = []
    // The colour lines counted first, so the swatches take exactly their room: grown by
    // doubling, a list of millions would hold one and a half times its size while it grows.
    swatches.reserveCapacity(colourLines())
    while let line = cursor.next() {
      switch HexLine.parse(bytes, line, from: contentStart(of: line)) {
      case .empty, .comment:
        continue
      case .suspiciousComment(let word):
        warnings.append(
          Diagnostic(
            .warning, code: "hex.hash-comment",
            message:
              "'#\(TextDecoder.excerpt(bytes, word))' is not a colour (3, 4, 6 or 8 hex digits); the line is read as a comment",
            location: line.location(at: word.lowerBound - 1)))
      case .invalid(let token):
        throw PaletteError(
          .syntax,
          "'\(TextDecoder.excerpt(bytes, token))' is not a hex colour; expected 3, 4, 6 or 8 hex digits",
          format: "hex", location: line.location(at: token.lowerBound))
      case .colour(let token, let digits, let nameRange):
        guard let color = HexDigits.color(bytes[digits], alphaFirst: alphaFirst) else { continue }
        var name: String?
        if let nameRange {
          let (text, invalidAt) = TextDecoder.decode(bytes, nameRange)
          if let invalidAt {
            warnings.append(
              Diagnostic(
                .warning, code: "hex.encoding",
                message: "the colour name is not valid UTF-8 and was read as Latin-1",
                location: line.location(at: invalidAt)))
          }
          name = text
        }
        swatches.append(
          Swatch(name: name, color: color.paletteColor, location: line.location(at: token)))
      }
    }
    var palette = Palette()
    if let first = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: first.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }
}
