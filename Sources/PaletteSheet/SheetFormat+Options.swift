public import PaletteCore

extension SheetFormat: ConfigurableFormat {
  /// `--sheet-columns N`, `--sheet-contrast` and `--sheet-simulate DEFICIENCY`, the same for
  /// both kinds: set ``columns``, ``contrastGrid`` and ``simulated``.
  public var options: [FormatOption] { SheetOptions.all }

  /// A copy with ``columns`` set by `sheet-columns`, ``contrastGrid`` by `sheet-contrast` or
  /// ``simulated`` by `sheet-simulate`.
  ///
  /// - Parameter setting: A setting of one of ``options``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option or a count out of range.
  public func configured(
    with setting: FormatSetting
  ) throws(FormatOptionError) -> SheetFormat {
    var copy = self
    var settings = SheetOptions.Settings(
      columns: columns, contrastGrid: contrastGrid, simulated: simulated)
    try SheetOptions.apply(setting, format: identifier, to: &settings)
    copy.columns = settings.columns
    copy.contrastGrid = settings.contrastGrid
    copy.simulated = settings.simulated
    return copy
  }
}
