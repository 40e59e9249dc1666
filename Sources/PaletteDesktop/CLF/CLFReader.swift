import PaletteCore

/// Reads a CLF colour list: `name<TAB>L<TAB>a<TAB>b` lines.
enum CLFReader {
  private static let format = "clf"
  /// The values, their names in messages and their ranges.
  private static let values: [(name: String, range: ClosedRange<Double>, text: String)] = [
    ("L", 0...100, "0...100"), ("a", -200...200, "-200...200"), ("b", -200...200, "-200...200"),
  ]

  /// The fields of a line: the offsets of its tabs, when it has exactly three.
  private static func tabs(_ bytes: [UInt8], _ line: TextLine, from start: Int) -> [Int]? {
    var found: [Int] = []
    for index in start..<line.end where bytes[index] == ASCII.tab {
      found.append(index)
      if found.count > 3 { return nil }
    }
    return found.count == 3 ? found : nil
  }

  /// A decimal number with a point or a comma, blanks around it allowed.
  private static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && ASCII.isBlank(bytes[lower]) { lower += 1 }
    while upper > lower && ASCII.isBlank(bytes[upper - 1]) { upper -= 1 }
    let field = bytes[lower..<upper]
    if field.contains(UInt8(ascii: ",")) && field.contains(UInt8(ascii: ".")) { return nil }
    return PlainDecimal.parse(field.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 })
  }

  /// Whether every complete line of `prefix` (and at least one) is a CLF line.
  static func looksLikeCLF(_ prefix: [UInt8]) -> Bool {
    var cursor = LineCursor(prefix)
    var lines = 0
    while var line = cursor.next() {
      if line.number == 1 && ASCII.hasByteOrderMark(prefix[line.start..<line.end]) {
        line.start += ASCII.byteOrderMark.count
      }
      if prefix[line.start..<line.end].allSatisfy(ASCII.isBlank) { continue }
      // A last line without its line break may be cut off: the lines before it decide.
      if line.end == prefix.count && lines > 0 { break }
      guard let tabs = tabs(prefix, line, from: line.start),
        number(prefix, (tabs[0] + 1)..<tabs[1]) != nil,
        number(prefix, (tabs[1] + 1)..<tabs[2]) != nil,
        number(prefix, (tabs[2] + 1)..<line.end) != nil
      else { return false }
      lines += 1
      if lines == 32 { break }
    }
    return lines > 0
  }

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    var warnings: [Diagnostic] = []
    var swatches: [Swatch] = []
    while var line = cursor.next() {
      if line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        line.start += ASCII.byteOrderMark.count
      }
      if bytes[line.start..<line.end].allSatisfy(ASCII.isBlank) { continue }
      guard let tabs = tabs(bytes, line, from: line.start) else {
        var count = 0
        var fourth: Int?
        for index in line.start..<line.end where bytes[index] == ASCII.tab {
          count += 1
          if count == 4 { fourth = index }
        }
        throw PaletteError(
          .syntax,
          "expected a name and three Lab values separated by tabs; the line has "
            + "\(MessageFormatting.count(count, "tab", "tabs"))", format: format,
          location: line.location(at: fourth ?? line.end))
      }
      let fields = [
        (tabs[0] + 1)..<tabs[1], (tabs[1] + 1)..<tabs[2], (tabs[2] + 1)..<line.end,
      ]
      var lab: [Float] = []
      for (field, value) in zip(fields, values) {
        guard let number = number(bytes, field) else {
          throw PaletteError(
            .syntax,
            "invalid \(value.name) value '\(TextDecoder.excerpt(bytes, field))'; expected a "
              + "decimal number", format: format, location: line.location(at: field.lowerBound))
        }
        guard value.range.contains(number) else {
          throw PaletteError(
            .invalidValue,
            "\(value.name) value \(TextDecoder.excerpt(bytes, field)) is outside \(value.text)",
            format: format, location: line.location(at: field.lowerBound))
        }
        lab.append(Float(number))
      }
      var nameEnd = tabs[0]
      while nameEnd > line.start && ASCII.isBlank(bytes[nameEnd - 1]) { nameEnd -= 1 }
      let name =
        nameEnd == line.start
        ? nil
        : LineText.decode(
          bytes, line.start..<nameEnd, on: line, what: "colour name", format: format,
          warnings: &warnings)
      swatches.append(
        Swatch(
          name: name, color: PaletteColor(.lab(l: lab[0], a: lab[1], b: lab[2])),
          location: line.location(at: line.start)))
    }
    var palette = Palette()
    if let first = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: first.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }
}
