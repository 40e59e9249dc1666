public import PaletteCore

extension SVGSheetFormat: ConfigurableFormat {
  /// `--sheet-columns N`, shared with the other sheet: sets ``columns``.
  public var options: [FormatOption] { [SheetOptions.columns] }

  /// A copy with ``columns`` set by `sheet-columns`.
  ///
  /// - Parameter setting: A setting of `sheet-columns`.
  /// - Returns: The configured copy.
  /// - Throws: ``PaletteCore/FormatOptionError`` for another option or a count out of range.
  public func configured(
    with setting: FormatSetting
  ) throws(FormatOptionError) -> SVGSheetFormat {
    var copy = self
    copy.columns = try SheetOptions.columnCount(setting, format: identifier)
    return copy
  }
}
