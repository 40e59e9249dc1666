public import PaletteCore

extension PNGFormat: ConfigurableFormat {
  /// `--png-swatch-size N`: sets ``swatchSize``.
  public static let swatchSizeOption = FormatOption(
    "png-swatch-size", value: .integer(1...256, named: "n"),
    help: "PNG: draw each swatch as an N × N square (default 1: one pixel per swatch).")

  /// `--png-columns N`: sets ``columns``.
  public static let columnsOption = FormatOption(
    "png-columns", value: .integer(1...256, named: "n"),
    help:
      "PNG: put N swatches in each row (default: the palette's columns, as --columns sets "
      + "them, else one row).")

  /// ``swatchSizeOption`` and ``columnsOption``.
  public var options: [FormatOption] { [Self.swatchSizeOption, Self.columnsOption] }

  /// A copy with ``swatchSize`` set by `png-swatch-size` or ``columns`` by `png-columns`.
  ///
  /// - Parameter setting: A setting of one of ``options``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option or a number out of range.
  public func configured(with setting: FormatSetting) throws(FormatOptionError) -> PNGFormat {
    var copy = self
    switch setting.option {
    case Self.swatchSizeOption.name: copy.swatchSize = try setting.integer(in: 1...256)
    case Self.columnsOption.name: copy.columns = try setting.integer(in: 1...256)
    default: throw unknownOption(setting)
    }
    return copy
  }
}
