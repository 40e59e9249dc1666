import PaletteCore

/// Reads the `R G B [name]` lines that X11's `rgb.txt`, KDE's `.colors` and Homesite's `.hpl`
/// share, and the comment lines around them.
struct RGBLineReader {
  /// The whole text.
  let bytes: [UInt8]
  /// The format identifier errors and warnings carry.
  let format: String
  /// The byte that starts a comment line (`!` or `#`), if the format has comments.
  let commentMarker: UInt8?
  /// Whether a name may follow the three numbers.
  let namesAllowed: Bool
  /// A second byte that starts a comment line, if the format's readers take one.
  var otherCommentMarker: UInt8? = nil
  /// Warnings raised so far.
  var warnings: [Diagnostic] = []
  /// The comment lines read so far, without the marker and one space after it (trailing
  /// blanks kept, so that a description reads back as written).
  var comments: [String] = []
  /// The swatches read so far.
  var swatches: [Swatch] = []

  private static let componentNames = ["red", "green", "blue"]

  /// Reads one line: nothing for a blank line, a comment, or a colour.
  ///
  /// - Parameter line: The line.
  /// - Throws: ``PaletteError`` with the line and column of a bad token.
  mutating func read(_ line: TextLine) throws(PaletteError) {
    var scanner = LineTokenReader(bytes, line, format: format)
    scanner.skipBlanks()
    guard scanner.position < line.end else { return }
    if bytes[scanner.position] == commentMarker || bytes[scanner.position] == otherCommentMarker {
      var start = scanner.position + 1
      if start < line.end && bytes[start] == ASCII.space { start += 1 }
      comments.append(
        LineText.decode(
          bytes, start..<line.end, on: line, what: "comment", format: format,
          warnings: &warnings))
      return
    }
    let start = scanner.position
    var values = SIMD3<UInt8>(0, 0, 0)
    for component in 0..<3 {
      values[component] = UInt8(
        try scanner.integer(Self.componentNames[component], in: 0...255))
    }
    var name: String?
    if let rest = scanner.rest() {
      guard namesAllowed else {
        throw PaletteError(
          .syntax,
          "unexpected '\(TextDecoder.excerpt(bytes, rest))' after the colour; a line holds "
            + "`R G B` only",
          format: format, location: line.location(at: rest.lowerBound))
      }
      name = LineText.decode(
        bytes, rest, on: line, what: "colour name", format: format, warnings: &warnings)
    }
    swatches.append(
      Swatch(
        name: name, color: .srgb8(values[0], values[1], values[2]),
        location: line.location(at: start)))
  }

  /// Whether `line` is an `R G B [name]` line whose numbers are 0...255.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - line: The line.
  ///   - needsName: Whether a name must follow.
  /// - Returns: Whether it is.
  static func isColourLine(_ bytes: [UInt8], _ line: TextLine, needsName: Bool) -> Bool {
    var scanner = LineTokenReader(bytes, line, format: "")
    for component in 0..<3 {
      guard (try? scanner.integer(componentNames[component], in: 0...255)) != nil else {
        return false
      }
    }
    return !needsName || scanner.rest() != nil
  }

  /// The palette of the swatches read, in one unnamed group.
  ///
  /// - Parameter description: The palette's description.
  /// - Returns: The palette.
  func palette(description: String? = nil) -> Palette {
    var palette = Palette(description: description)
    if let first = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: first.location)]
    }
    return palette
  }
}
