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

  /// The width of each column.
  let widths: [Int]

  /// A table for these swatches: the name columns are as wide as the longest label, the
  /// others as wide as their title or widest value (`21.00:1`), so rows can be printed as they
  /// are measured.
  ///
  /// - Parameters:
  ///   - useColor: Whether to draw the sample column.
  ///   - texts: The text swatches.
  ///   - backgrounds: The background swatches.
  init(useColor: Bool, texts: [Swatch], backgrounds: [Swatch]) {
    self.useColor = useColor
    var widths = Self.titles.map(\.count)
    for swatch in texts { widths[0] = max(widths[0], Self.label(swatch).count) }
    for swatch in backgrounds { widths[1] = max(widths[1], Self.label(swatch).count) }
    widths[2] = max(widths[2], "21.00:1".count)
    for verdict in 3...6 { widths[verdict] = max(widths[verdict], "pass".count) }
    widths[7] = max(widths[7], "-108.0".count)
    self.widths = widths
  }

  /// The title line.
  var header: String {
    line(Self.titles, sample: useColor ? "Sample" : nil) + "\n"
  }

  /// One pair's line.
  func row(_ pair: ContrastPair) -> String {
    line(Self.cells(pair), sample: useColor ? Self.sample(pair) : nil) + "\n"
  }

  /// One line: the cells padded to their column's width (numbers right-aligned), two spaces
  /// apart, without trailing spaces.
  private func line(_ cells: [String], sample: String?) -> String {
    var parts: [String] = []
    for (index, cell) in cells.enumerated() {
      let padding = String(repeating: " ", count: max(widths[index] - cell.count, 0))
      let isNumber = index == 2 || index == 7
      parts.append(isNumber ? padding + cell : cell + padding)
      if index == 1, let sample { parts.append(sample) }
    }
    var text = parts.joined(separator: "  ")
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  /// A swatch's label as the table prints it.
  static func label(_ swatch: Swatch) -> String {
    DiagnosticRenderer.escapingControls(swatch.listLabel)
  }

  /// The text cells of a pair.
  static func cells(_ pair: ContrastPair) -> [String] {
    let verdict = pair.wcag
    func word(_ passes: Bool) -> String { passes ? "pass" : "fail" }
    return [
      label(pair.text), label(pair.background),
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
