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

  /// Applies a setting of ``columns`` or ``contrastGrid`` to a sheet's two settings.
  ///
  /// - Parameters:
  ///   - setting: The setting.
  ///   - format: The sheet's identifier, for the error.
  ///   - columns: The sheet's column count, set by `sheet-columns`.
  ///   - contrastGrid: Whether the sheet has the grid, set by `sheet-contrast`.
  /// - Throws: ``PaletteCore/FormatOptionError`` for another option or a count out of range.
  static func apply(
    _ setting: FormatSetting, format: String, columns: inout Int?, contrastGrid: inout Bool
  ) throws(FormatOptionError) {
    if setting.option == Self.contrastGrid.name {
      contrastGrid = true
      return
    }
    columns = try columnCount(setting, format: format)
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
