import PaletteCore

/// The options both sheets declare.
enum SheetOptions {
  /// The column counts a sheet accepts.
  static let columnRange = 1...12

  /// `--sheet-columns N`: sets the sheet's `columns`.
  static let columns = FormatOption(
    "sheet-columns", value: .integer(columnRange, named: "n"),
    help: "HTML and SVG sheets: swatches per row, 1...12 (default: the palette's own, else 6).")

  /// `--sheet-contrast`: adds the contrast grid (sets the sheet's `contrastGrid`).
  static let contrastGrid = FormatOption(
    "sheet-contrast",
    help: "HTML and SVG sheets: add a grid of the WCAG 2 contrast ratio of each swatch as text "
      + "on each other (the first \(SheetContrastGrid.limit) swatches).")

  /// `--sheet-simulate DEFICIENCY`: repeats the swatches as seen with a colour-vision
  /// deficiency (sets the sheet's `simulated`).
  static let simulate = FormatOption(
    "sheet-simulate",
    value: .choice(ColorVisionDeficiency.allCases.map(\.rawValue), named: "deficiency"),
    help: "HTML and SVG sheets: after the swatches, show them again as seen with this "
      + "colour-vision deficiency.")

  /// The options both sheets declare, in help order.
  static let all = [columns, contrastGrid, simulate]

  /// What the options set on a sheet.
  struct Settings {
    var columns: Int?
    var contrastGrid: Bool
    var simulated: ColorVisionDeficiency?
  }

  /// Applies a setting of one of ``all`` to a sheet's settings.
  ///
  /// - Parameters:
  ///   - setting: The setting.
  ///   - format: The sheet's identifier, for the error.
  ///   - settings: The sheet's settings.
  /// - Throws: ``PaletteCore/FormatOptionError`` for another option or a value out of range.
  static func apply(
    _ setting: FormatSetting, format: String, to settings: inout Settings
  ) throws(FormatOptionError) {
    switch setting.option {
    case contrastGrid.name: settings.contrastGrid = true
    case simulate.name: settings.simulated = try setting.choice(ColorVisionDeficiency.self)
    default: settings.columns = try columnCount(setting, format: format)
    }
  }

  /// The column count a setting of ``columns`` gives.
  ///
  /// - Parameters:
  ///   - setting: The setting.
  ///   - format: The sheet's identifier, for the error.
  /// - Returns: The column count.
  /// - Throws: ``PaletteCore/FormatOptionError`` for another option or a count out of range.
  static func columnCount(
    _ setting: FormatSetting, format: String
  ) throws(FormatOptionError) -> Int {
    guard setting.option == columns.name else {
      throw FormatOptionError(
        option: setting.option, value: nil, reason: .unknownOption(format: format))
    }
    return try setting.integer(in: columnRange)
  }
}
