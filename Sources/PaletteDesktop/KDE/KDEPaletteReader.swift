import PaletteCore

/// Reads a KDE palette: the `KDE RGB Palette` line, then `#` comments, blank lines and
/// `R G B name` lines.
enum KDEPaletteReader {
  /// The text of line 1.
  static let magic = Array("KDE RGB Palette".utf8)
  /// The byte that starts a comment line.
  static let commentMarker = ASCII.hash

  /// Whether `bytes` starts with the `KDE RGB Palette` line (after an optional byte order mark;
  /// blanks after it are allowed).
  static func startsWithMagic(_ bytes: [UInt8]) -> Bool {
    var cursor = LineCursor(bytes)
    guard let line = cursor.next() else { return false }
    return isMagic(bytes, line)
  }

  private static func isMagic(_ bytes: [UInt8], _ line: TextLine) -> Bool {
    var start = line.start
    if ASCII.hasByteOrderMark(bytes[line.start..<line.end]) { start += ASCII.byteOrderMark.count }
    var end = line.end
    while end > start && ASCII.isBlank(bytes[end - 1]) { end -= 1 }
    return bytes[start..<end].elementsEqual(magic)
  }

  /// Reads the palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and its warnings.
  /// - Throws: ``PaletteError`` with the line and column of the problem.
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    guard let first = cursor.next(), isMagic(bytes, first) else {
      throw PaletteError(
        .invalidSignature, "the first line is not `KDE RGB Palette`; this is not a KDE palette",
        format: "kde", location: .text(line: 1, column: 1))
    }
    var reader = RGBLineReader(
      bytes: bytes, format: "kde", commentMarker: commentMarker, namesAllowed: true)
    while let line = cursor.next() {
      try reader.read(line)
    }
    return DecodedPalette(
      palette: reader.palette(description: LineText.description(reader.comments)),
      warnings: reader.warnings)
  }
}
