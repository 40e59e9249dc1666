public import PaletteCore

extension SwiftCodeFormat: ConfigurableFormat {
  /// `--swift-type NAME`: sets ``typeName``.
  public static let typeOption = FormatOption(
    "swift-type", value: .text(named: "name"),
    help: "Swift: the generated type's name (default: from the palette name).")
  /// `--swift-access public|internal`: sets ``accessLevel``.
  public static let accessOption = FormatOption(
    "swift-access", value: .choice(AccessLevel.allCases.map(\.rawValue), named: "level"),
    help: "Swift: public (default) or internal declarations.")

  /// ``typeOption`` and ``accessOption``.
  public var options: [FormatOption] { [Self.typeOption, Self.accessOption] }

  /// A copy configured by `swift-type` or `swift-access`.
  ///
  /// - Parameter setting: A setting of one of ``options``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option or a value not allowed.
  public func configured(with setting: FormatSetting) throws(FormatOptionError) -> SwiftCodeFormat {
    var copy = self
    switch setting.option {
    case Self.typeOption.name: copy.typeName = try setting.text()
    case Self.accessOption.name: copy.accessLevel = try setting.choice(AccessLevel.self)
    default: throw unknownOption(setting)
    }
    return copy
  }
}
