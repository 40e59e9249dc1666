import PaletteCore

/// Reads a Skencil palette: the `##Sketch RGBPalette` line, then `#` comments, blank lines and
/// `r g b name` lines.
enum SkencilPaletteReader {
  /// The start of line 1.
  static let magic = Array("##Sketch RGBPalette".utf8)
  private static let format = "skencil"

  /// Reads the palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and its warnings.
  /// - Throws: ``PaletteError`` with the line and column of the problem.
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    var warnings: [Diagnostic] = []
    guard var first = cursor.next() else {
      throw signatureError()
    }
    if ASCII.hasByteOrderMark(bytes[first.start..<first.end]) {
      first.start += ASCII.byteOrderMark.count
    }
    guard bytes[first.start..<first.end].starts(with: magic) else { throw signatureError() }
    var header = LineTokenReader(bytes, first, from: first.start + magic.count, format: format)
    if let version = header.rest(), !bytes[version].elementsEqual("0".utf8) {
      warnings.append(
        Diagnostic(
          .warning, code: "skencil.version",
          message: "version '\(TextDecoder.excerpt(bytes, version))' is not 0, the only one "
            + "Skencil writes; the colours are read as version 0 lays them out",
          location: first.location(at: version.lowerBound)))
    }
    var swatches: [Swatch] = []
    while let line = cursor.next() {
      var scanner = LineTokenReader(bytes, line, format: format)
      scanner.skipBlanks()
      if scanner.position == line.end || bytes[scanner.position] == ASCII.hash { continue }
      let start = scanner.position
      var values: [Float] = []
      for name in ["red", "green", "blue"] {
        values.append(Float(try scanner.decimal(name, in: 0...1, rangeText: "0...1")))
      }
      var name: String?
      if let rest = scanner.rest() {
        name = LineText.decode(
          bytes, rest, on: line, what: "colour name", format: format, warnings: &warnings)
      }
      swatches.append(
        Swatch(
          name: name, color: .srgb(values[0], values[1], values[2]),
          location: line.location(at: start)))
    }
    var palette = Palette()
    if let firstSwatch = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: firstSwatch.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  private static func signatureError() -> PaletteError {
    PaletteError(
      .invalidSignature,
      "the first line is not `##Sketch RGBPalette 0`; this is not a Skencil palette",
      format: format, location: .text(line: 1, column: 1))
  }
}
