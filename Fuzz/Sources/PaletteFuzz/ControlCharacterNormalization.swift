import PaletteCore

/// The documented replacement of control characters (``ControlCharacterLimit``) restated: a
/// format whose capabilities replace every control character in a text writes a tab or a line
/// break there as a space and any other control character as U+FFFD; in a description, line
/// breaks become line feeds. The harness expects exactly that, so a writer that replaced more
/// or less would read back differently. A line-based text format whose reader trims the blanks
/// around a name (GPL, hex lists, Paint.NET, the palette name in a style sheet's comment) reads
/// a space that replaced a character at either end as nothing, so the harness trims there too.
enum ControlCharacterNormalization {
  /// The formats whose readers trim blanks around the texts the writer replaced in.
  static let trimmingReaders: Set<String> = ["gpl", "hex", "paintnet", "scss", "less", "stylus"]

  /// Whether `scalar` is a control character: C0, DEL, C1, U+2028, U+2029 and the
  /// bidirectional embedding, override and isolate controls.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  /// Whether `scalar` breaks a line.
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    (0x0A...0x0D).contains(scalar.value) || [0x85, 0x2028, 0x2029].contains(scalar.value)
  }

  /// `text` on one line, every control character replaced, with the spaces at either end
  /// removed when `trimmed` (only when something was replaced: a text as the reader gave it
  /// has no blank at its ends to trim).
  static func oneLine(_ text: String, trimmed: Bool) -> String {
    let line = oneLine(text)
    guard trimmed, line != text else { return line }
    let scalars = line.unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " }) else { return "" }
    let last = scalars.lastIndex(where: { $0 != " " })!
    return String(scalars[first...last])
  }

  /// `text` on one line, every control character replaced.
  static func oneLine(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        out.append(scalar)
        continue
      }
      out.append(scalar == "\t" || isLineBreak(scalar) ? " " : "\u{FFFD}")
    }
    return String(out)
  }

  /// `text` as lines joined by line feeds (a CR LF pair is one break), every other control
  /// character replaced.
  static func lines(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      if scalar == "\n" && afterCarriageReturn { continue }
      if isLineBreak(scalar) && scalar != "\t"
        && ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
      {
        out.append("\n")
      } else if isControl(scalar) {
        out.append(scalar == "\t" || isLineBreak(scalar) ? " " : "\u{FFFD}")
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// `palette` with the control characters `format` replaces replaced, in the texts it
  /// replaces them in; unchanged for every other format.
  static func apply(_ palette: Palette, for format: any PaletteFormat) -> Palette {
    guard let limit = format.capabilities.controlCharacters, limit.characters == .all else {
      return palette
    }
    let trimmed = trimmingReaders.contains(format.identifier)
    // A reader that trims reads a name left empty as no name.
    let oneLine = { (text: String) -> String? in
      let line = Self.oneLine(text, trimmed: trimmed)
      return trimmed && line.isEmpty ? nil : line
    }
    var result = palette
    if limit.fields.contains(.paletteName) { result.name = result.name.flatMap(oneLine) }
    if limit.fields.contains(.description) { result.description = result.description.map(lines) }
    if limit.fields.contains(.groupNames) {
      for index in result.groups.indices {
        result.groups[index].name = result.groups[index].name.flatMap(oneLine)
      }
    }
    if limit.fields.contains(.swatchNames) {
      result.mapSwatches { $0.name = $0.name.flatMap(oneLine) }
    }
    return result
  }
}
