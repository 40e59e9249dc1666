import PaletteCore

/// Text on the lines of line-based palettes: names and comments read with their encoding
/// checked, and written on one line.
enum LineText {
  /// `bytes[range]` as UTF-8, or as Latin-1 with a warning when it is not valid UTF-8.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - range: The text's bytes.
  ///   - line: The line, for the warning's location.
  ///   - what: What the text is, for the warning (`colour name`).
  ///   - format: The format identifier, the warning code's prefix.
  ///   - warnings: Where the warning goes.
  /// - Returns: The text.
  static func decode(
    _ bytes: [UInt8], _ range: Range<Int>, on line: TextLine, what: String, format: String,
    warnings: inout [Diagnostic]
  ) -> String {
    let (text, invalidAt) = TextDecoder.decode(bytes, range)
    if let invalidAt {
      warnings.append(
        Diagnostic(
          .warning, code: "\(format).encoding",
          message: "the \(what) is not valid UTF-8 and was read as Latin-1",
          location: line.location(at: invalidAt)))
    }
    return text
  }

  /// The names a one-line-per-swatch writer writes: on one line, without blanks around them,
  /// `nil` when nothing is left.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  static func writtenNames(of palette: Palette) -> WrittenNames {
    WrittenNames(
      palette: nil, groups: palette.groups.map { _ in nil },
      swatches: palette.groups.flatMap { group in
        group.swatches.map { swatch in
          let bytes = SingleLine.bytes(swatch.name ?? "")
          return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
        }
      })
  }

  /// The lines of a description as UTF-8, control characters replaced; none when every line
  /// is empty (a reader reads only empty comments as no description).
  ///
  /// - Parameter text: The description.
  /// - Returns: The lines.
  static func descriptionLines(_ text: String?) -> [[UInt8]] {
    guard let text else { return [] }
    let lines = ControlCharacters.lines(text).map { Array($0.utf8) }
    return lines.allSatisfy(\.isEmpty) ? [] : lines
  }

  /// The description made of comment lines, joined by line feeds as they are: `nil` when
  /// every one is empty.
  ///
  /// - Parameter comments: The comment lines, in order.
  /// - Returns: The description.
  static func description(_ comments: [String]) -> String? {
    comments.allSatisfy(\.isEmpty) ? nil : comments.joined(separator: "\n")
  }
}
