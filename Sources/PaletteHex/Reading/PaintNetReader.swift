import PaletteCore

/// Reads a Paint.NET palette (`;` comments, `AARRGGBB` lines) from its bytes.
struct PaintNetReader {
  /// The number of colours Paint.NET shows.
  static let slotCount = 96

  private let bytes: [UInt8]
  private var warnings: [Diagnostic] = []

  /// Creates a reader.
  ///
  /// - Parameter bytes: The whole file.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads the palette: one unnamed group, a swatch per colour line, every colour kept even
  /// past the 96 Paint.NET shows.
  ///
  /// - Returns: The palette and warnings.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/syntax`` at a token that is not a
  ///   colour or at text after a colour that is not a comment.
  /// - Complexity: O(*n*) in the size of the file.
  mutating func read() throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    var swatches: [Swatch] = []
    var sixDigitCount = 0
    var firstSixDigit: SourceLocation?
    var hashCount = 0
    var firstHash: SourceLocation?
    while let line = cursor.next() {
      var start = line.start
      if line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        start += ASCII.byteOrderMark.count
      }
      switch PaintNetLine.parse(bytes, line, from: start) {
      case .empty, .comment:
        continue
      case .invalid(let token):
        throw PaletteError(
          .syntax,
          "'\(TextDecoder.excerpt(bytes, token))' is not a Paint.NET colour; expected 8 hex digits AARRGGBB",
          format: "paintnet", location: line.location(at: token.lowerBound))
      case .trailingText(let offset):
        throw PaletteError(
          .syntax, "unexpected text after the colour; a comment starts with ';'",
          format: "paintnet", location: line.location(at: offset))
      case .colour(let token, let digits, let hashPrefix, let nameRange):
        let location = line.location(at: token)
        if hashPrefix {
          hashCount += 1
          if firstHash == nil { firstHash = location }
        }
        if digits.count == 6 {
          sixDigitCount += 1
          if firstSixDigit == nil { firstSixDigit = location }
        }
        guard let color = HexDigits.color(bytes[digits], alphaFirst: true) else { continue }
        if swatches.count == Self.slotCount {
          warn(
            "paintnet.too-many",
            "Paint.NET shows only the first \(Self.slotCount) colours; this one and the rest are kept but ignored there",
            at: location)
        }
        swatches.append(
          Swatch(name: name(nameRange, on: line), color: color.paletteColor, location: location))
      }
    }
    if let firstSixDigit {
      warn(
        "paintnet.six-digits",
        "\(sixDigitCount) colour(s) have 6 hex digits and are read as opaque RRGGBB (Paint.NET 3.x reads them as fully transparent)",
        at: firstSixDigit)
    }
    if let firstHash {
      warn(
        "paintnet.hash-prefix",
        "\(hashCount) colour(s) start with '#', which Paint.NET 3.x does not accept",
        at: firstHash)
    }
    var palette = Palette()
    if let first = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: first.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  private mutating func name(_ range: Range<Int>?, on line: TextLine) -> String? {
    guard let range else { return nil }
    let (text, invalidAt) = TextDecoder.decode(bytes, range)
    if let invalidAt {
      warn(
        "paintnet.encoding", "the colour name is not valid UTF-8 and was read as Latin-1",
        at: line.location(at: invalidAt))
    }
    return text
  }

  private mutating func warn(_ code: String, _ message: String, at location: SourceLocation) {
    warnings.append(Diagnostic(.warning, code: code, message: message, location: location))
  }
}
