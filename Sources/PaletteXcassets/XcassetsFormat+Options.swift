public import PaletteCore

extension XcassetsFormat: ConfigurableFormat {
  /// `--xcassets-namespace`: sets ``providesNamespace``.
  public static let namespaceOption = FormatOption(
    "xcassets-namespace",
    help: "Asset catalog: group folders provide a namespace (colours named Group/Name).")

  /// ``namespaceOption``.
  public var options: [FormatOption] { [Self.namespaceOption] }

  /// A copy with ``providesNamespace`` set by `xcassets-namespace`.
  ///
  /// - Parameter setting: A setting of ``namespaceOption``.
  /// - Returns: The configured copy.
  /// - Throws: ``/PaletteCore/FormatOptionError`` for another option.
  public func configured(with setting: FormatSetting) throws(FormatOptionError) -> XcassetsFormat {
    guard setting.option == Self.namespaceOption.name else { throw unknownOption(setting) }
    var copy = self
    copy.providesNamespace = true
    return copy
  }
}
