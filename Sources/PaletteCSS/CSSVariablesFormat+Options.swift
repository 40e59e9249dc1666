public import PaletteCore

extension CSSVariablesFormat: ConfigurableFormat {
  /// `--css-syntax`: sets ``valueSyntax``.
  public static let syntaxOption = FormatOption(
    "css-syntax", value: .choice(ValueSyntax.allCases.map(\.rawValue), named: "syntax"),
    help: "CSS: write values as hex, rgb, oklch or native (each colour in its own model).")

  /// `--css-dark`: sets ``darkSyntax``.
  public static let darkOption = FormatOption(
    "css-dark", value: .choice(DarkSyntax.allCases.map(\.rawValue), named: "form"),
    help:
      "CSS: write dark variants as light-dark() values (with color-scheme: light dark), as "
      + "an @media (prefers-color-scheme: dark) block, or as a :root[data-theme=\"dark\"] "
      + "block.")

  /// ``syntaxOption`` and ``darkOption``.
  public var options: [FormatOption] { [Self.syntaxOption, Self.darkOption] }

  /// A copy with ``valueSyntax`` set by `css-syntax` or ``darkSyntax`` by `css-dark`.
  ///
  /// - Parameter setting: A setting of ``syntaxOption``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option or an unknown syntax.
  public func configured(
    with setting: FormatSetting
  ) throws(FormatOptionError) -> CSSVariablesFormat {
    var copy = self
    switch setting.option {
    case Self.syntaxOption.name: copy.valueSyntax = try setting.choice(ValueSyntax.self)
    case Self.darkOption.name: copy.darkSyntax = try setting.choice(DarkSyntax.self)
    default: throw unknownOption(setting)
    }
    return copy
  }
}
