public import PaletteCore

extension CSSVariablesFormat: ConfigurableFormat {
  /// `--css-syntax`: sets ``valueSyntax``.
  public static let syntaxOption = FormatOption(
    "css-syntax", value: .choice(ValueSyntax.allCases.map(\.rawValue), named: "syntax"),
    help: "CSS: write values as hex, rgb, oklch or native (each colour in its own model).")

  /// ``syntaxOption``.
  public var options: [FormatOption] { [Self.syntaxOption] }

  /// A copy with ``valueSyntax`` set by `css-syntax`.
  ///
  /// - Parameter setting: A setting of ``syntaxOption``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option or an unknown syntax.
  public func configured(
    with setting: FormatSetting
  ) throws(FormatOptionError) -> CSSVariablesFormat {
    guard setting.option == Self.syntaxOption.name else { throw unknownOption(setting) }
    var copy = self
    copy.valueSyntax = try setting.choice(ValueSyntax.self)
    return copy
  }
}
