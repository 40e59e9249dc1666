public import PaletteCore

extension HexListFormat: ConfigurableFormat {
  /// `--hex-prefix`: sets ``hashPrefix``.
  public static let prefixOption = FormatOption(
    "hex-prefix", help: "Hex list: write '#' before each colour.")
  /// `--hex-case upper|lower`: sets ``uppercase``.
  public static let caseOption = FormatOption(
    "hex-case", value: .choice(["upper", "lower"], named: "case"),
    help: "Hex list: write digits in upper or lower case (default lower).")
  /// `--hex-names`: sets ``includeNames``.
  public static let namesOption = FormatOption(
    "hex-names", help: "Hex list: write each swatch's name after its colour.")
  /// `--hex-alpha never|when-present|always`: sets ``alphaOutput``.
  public static let alphaOption = FormatOption(
    "hex-alpha", value: .choice(AlphaOutput.allCases.map(\.rawValue), named: "when"),
    help: "Hex list: write alpha digits never, when-present (default) or always.")
  /// `--alpha-order rgba|argb`: sets ``alphaPosition`` (`last`, `first`), for reading and
  /// writing.
  public static let orderOption = FormatOption(
    "alpha-order", value: .choice(["rgba", "argb"], named: "order"), use: .readingAndWriting,
    help: "Hex list: alpha digits last (rgba, default) or first (argb), reading and writing.")

  /// The prefix, case, names, alpha and alpha order options.
  public var options: [FormatOption] {
    [Self.prefixOption, Self.caseOption, Self.namesOption, Self.alphaOption, Self.orderOption]
  }

  /// A copy configured by one of ``options``.
  ///
  /// - Parameter setting: A setting of one of ``options``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option or a value not allowed.
  public func configured(with setting: FormatSetting) throws(FormatOptionError) -> HexListFormat {
    var copy = self
    switch setting.option {
    case Self.prefixOption.name:
      copy.hashPrefix = true
    case Self.caseOption.name:
      copy.uppercase = try setting.choice(among: ["upper", "lower"]) == "upper"
    case Self.namesOption.name:
      copy.includeNames = true
    case Self.alphaOption.name:
      copy.alphaOutput = try setting.choice(AlphaOutput.self)
    case Self.orderOption.name:
      copy.alphaPosition = try setting.choice(among: ["rgba", "argb"]) == "rgba" ? .last : .first
    default:
      throw unknownOption(setting)
    }
    return copy
  }
}
