import PaletteCore

/// Reads a KDE palette: the `KDE RGB Palette` line, then `#` comments, blank lines and
/// `R G B name` lines. `Name:` and `Columns:` lines, which other tools write after the first
/// line as GIMP palettes have them (and KDE's own reader skips), give the palette's name and
/// column count.
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

  /// The blank-trimmed text after `key` when `line` starts with it (after blanks), else `nil`.
  private static func headerValue(
    _ key: String, _ bytes: [UInt8], _ line: TextLine
  )
    -> Range<Int>?
  {
    var start = line.start
    while start < line.end && ASCII.isBlank(bytes[start]) { start += 1 }
    let keyBytes = Array(key.utf8)
    guard line.end - start >= keyBytes.count,
      bytes[start..<start + keyBytes.count].elementsEqual(keyBytes)
    else { return nil }
    start += keyBytes.count
    var end = line.end
    while start < end && ASCII.isBlank(bytes[start]) { start += 1 }
    while end > start && ASCII.isBlank(bytes[end - 1]) { end -= 1 }
    return start..<end
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
    var name: String?
    var columns: Int?
    while let line = cursor.next() {
      if let value = headerValue("Name:", bytes, line) {
        name = LineText.decode(
          bytes, value, on: line, what: "palette name", format: "kde", warnings: &reader.warnings)
        continue
      }
      if let value = headerValue("Columns:", bytes, line) {
        guard let count = Int(String(decoding: bytes[value], as: UTF8.self)),
          (0...4096).contains(count)
        else {
          throw PaletteError(
            .invalidValue,
            "the column count '\(TextDecoder.excerpt(bytes, value))' is not a whole number "
              + "from 0 to 4096",
            format: "kde", location: line.location(at: value.lowerBound))
        }
        columns = count > 0 ? count : nil
        continue
      }
      try reader.read(line)
    }
    var palette = reader.palette(description: LineText.description(reader.comments))
    palette.name = name.flatMap { $0.isEmpty ? nil : $0 }
    palette.columns = columns
    return DecodedPalette(palette: palette, warnings: reader.warnings)
  }
}
