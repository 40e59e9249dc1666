import PaletteCore

/// Reads X11's `rgb.txt`: `!` comments, blank lines and `R G B name` lines. Lines starting
/// with `#` are comments too, as in the copy Emacs ships (`etc/rgb.txt`), whose readers skip
/// every line that is not a colour.
enum X11ColorsReader {
  /// The byte that starts a comment line.
  static let commentMarker = UInt8(ascii: "!")

  /// Reads the palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and its warnings.
  /// - Throws: ``PaletteError`` with the line and column of a bad token.
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = RGBLineReader(
      bytes: bytes, format: "x11", commentMarker: commentMarker, namesAllowed: true,
      otherCommentMarker: ASCII.hash)
    var cursor = LineCursor(bytes)
    var bomWarned = false
    while var line = cursor.next() {
      if line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        line.start += ASCII.byteOrderMark.count
        bomWarned = true
      }
      try reader.read(line)
    }
    if bomWarned {
      reader.warnings.insert(
        Diagnostic(
          .warning, code: "x11.bom",
          message: "the file starts with a UTF-8 byte order mark, which X11's readers do not "
            + "expect", location: .text(line: 1, column: 1)),
        at: 0)
    }
    return DecodedPalette(
      palette: reader.palette(description: LineText.description(reader.comments)),
      warnings: reader.warnings)
  }
}
