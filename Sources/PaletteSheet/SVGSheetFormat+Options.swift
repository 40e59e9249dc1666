public import PaletteCore

extension SVGSheetFormat: ConfigurableFormat {
  /// `--sheet-columns N` and `--sheet-contrast`, shared with the other sheet: set ``columns``
  /// and ``contrastGrid``.
  public var options: [FormatOption] { [SheetOptions.columns, SheetOptions.contrastGrid] }

  /// A copy with ``columns`` set by `sheet-columns`, or ``contrastGrid`` by `sheet-contrast`.
  ///
  /// - Parameter setting: A setting of `sheet-columns` or `sheet-contrast`.
  /// - Returns: The configured copy.
  /// - Throws: ``PaletteCore/FormatOptionError`` for another option or a count out of range.
  public func configured(
    with setting: FormatSetting
  ) throws(FormatOptionError) -> SVGSheetFormat {
    var copy = self
    try SheetOptions.apply(
      setting, format: identifier, columns: &copy.columns, contrastGrid: &copy.contrastGrid)
    return copy
  }
}
