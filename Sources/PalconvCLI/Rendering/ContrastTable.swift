import PaletteCore
import PaletteTransforms

/// The contrast pairs as an aligned table for people: one row per text on background, with a
/// sample cell in the two colours on a truecolour terminal.
///
/// Names come from the file and are printed with their control characters escaped, so a row
/// stays one line whatever a swatch is called.
struct ContrastTable {
  /// Whether to draw the 24-bit colour sample column.
  var useColor: Bool

  /// The column titles, in order (the sample column sits after the two names).
  static let titles = [
    "Text", "Background", "Ratio", "AA", "AA large", "AAA", "AAA large", "APCA Lc", "APCA level",
  ]

  /// The whole table, a header line and one line per pair.
  func render(_ pairs: [ContrastPair]) -> String {
    let rows = pairs.map(Self.cells)
    var widths = Self.titles.map(\.count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    var out = line(Self.titles, widths: widths, sample: useColor ? "Sample" : nil) + "\n"
    for (row, pair) in zip(rows, pairs) {
      out += line(row, widths: widths, sample: useColor ? Self.sample(pair) : nil) + "\n"
    }
    return out
  }

  /// One line: the cells padded to their column's width (numbers right-aligned), two spaces
  /// apart, without trailing spaces.
  private func line(_ cells: [String], widths: [Int], sample: String?) -> String {
    var parts: [String] = []
    for (index, cell) in cells.enumerated() {
      let padding = String(repeating: " ", count: widths[index] - cell.count)
      let isNumber = index == 2 || index == 7
      parts.append(isNumber ? padding + cell : cell + padding)
      if index == 1, let sample { parts.append(sample) }
    }
    var text = parts.joined(separator: "  ")
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  /// The text cells of a pair.
  static func cells(_ pair: ContrastPair) -> [String] {
    let verdict = pair.wcag
    func word(_ passes: Bool) -> String { passes ? "pass" : "fail" }
    return [
      DiagnosticRenderer.escapingControls(pair.text.listLabel),
      DiagnosticRenderer.escapingControls(pair.background.listLabel),
      ratioText(pair.ratio),
      word(verdict.passesAA), word(verdict.passesAALarge), word(verdict.passesAAA),
      word(verdict.passesAAALarge), lcText(pair.apca), pair.apcaUseCase?.rawValue ?? "-",
    ]
  }

  /// A ratio as WCAG states it, rounded down to two decimals so that a shown `4.50:1` passes.
  static func ratioText(_ ratio: Double) -> String {
    NumberText.fixed(ratio, digits: 2, roundingDown: true) + ":1"
  }

  /// An APCA Lc to one decimal, signed.
  static func lcText(_ lc: Double) -> String {
    NumberText.fixed(lc, digits: 1)
  }

  /// `" Aa  "` in the text colour on the background colour, six columns wide like the title.
  static func sample(_ pair: ContrastPair) -> String {
    let text = pair.shownText.rgba8
    let background = pair.shownBackground.rgba8
    return "\u{1B}[38;2;\(text.red);\(text.green);\(text.blue);"
      + "48;2;\(background.red);\(background.green);\(background.blue)m  Aa  \u{1B}[0m"
  }
}
