public import PaletteCore

extension TailwindConfigFormat: ConfigurableFormat {
  /// `--js-module cjs|esm`: sets ``module``.
  public static let moduleOption = FormatOption(
    "js-module", value: .choice(ModuleSystem.allCases.map(\.rawValue), named: "system"),
    help: "Tailwind v3 config: cjs (module.exports, the default) or esm (export default).")

  /// ``moduleOption``.
  public var options: [FormatOption] { [Self.moduleOption] }

  /// A copy configured by `js-module`.
  ///
  /// - Parameter setting: A setting of ``moduleOption``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option or a value not allowed.
  public func configured(
    with setting: FormatSetting
  ) throws(FormatOptionError)
    -> TailwindConfigFormat
  {
    var copy = self
    switch setting.option {
    case Self.moduleOption.name: copy.module = try setting.choice(ModuleSystem.self)
    default: throw unknownOption(setting)
    }
    return copy
  }
}
