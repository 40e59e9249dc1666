public import PaletteCore

extension VGAPaletteFormat: ConfigurableFormat {
  /// `--pal-bits auto|6|8`: sets ``depth``, for reading.
  public static let bitsOption = FormatOption(
    "pal-bits", value: .choice(ComponentDepth.allCases.map(\.rawValue), named: "bits"),
    use: .reading,
    help: "Raw VGA palette: read 6-bit or 8-bit components (default auto: 6-bit when every value "
      + "of a 768-byte file is at most 63).")

  /// ``bitsOption``.
  public var options: [FormatOption] { [Self.bitsOption] }

  /// A copy with ``depth`` set by `pal-bits`.
  ///
  /// - Parameter setting: A setting of ``bitsOption``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option or a value not allowed.
  public func configured(with setting: FormatSetting) throws(FormatOptionError) -> VGAPaletteFormat
  {
    guard setting.option == Self.bitsOption.name else { throw unknownOption(setting) }
    var copy = self
    copy.depth = try setting.choice(ComponentDepth.self)
    return copy
  }
}
