public import PaletteCore

extension GPLFormat: ConfigurableFormat {
  /// `--gpl-alpha`: sets ``includeAlpha``.
  public static let alphaOption = FormatOption(
    "gpl-alpha",
    help: "GPL: write a fourth column with alpha (the Aseprite extension; GIMP ignores it).")

  /// ``alphaOption``.
  public var options: [FormatOption] { [Self.alphaOption] }

  /// A copy with ``includeAlpha`` set by `gpl-alpha`.
  ///
  /// - Parameter setting: A setting of ``alphaOption``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option.
  public func configured(with setting: FormatSetting) throws(FormatOptionError) -> GPLFormat {
    guard setting.option == Self.alphaOption.name else { throw unknownOption(setting) }
    var copy = self
    copy.includeAlpha = true
    return copy
  }
}
