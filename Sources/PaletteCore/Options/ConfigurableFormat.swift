/// A format with options: it declares them and returns itself configured by a value of one.
///
/// Each option maps to stored properties of the instance, so a configured instance's
/// ``PaletteFormat/capabilities`` are exact for the loss report.
///
/// ```swift
/// let option = GPLFormat().options[0]  // gpl-alpha
/// let gpl = try GPLFormat().configured(with: option.setting(nil))
/// ```
public protocol ConfigurableFormat: PaletteFormat {
  /// The options this format declares, in the order help lists them.
  var options: [FormatOption] { get }

  /// A copy configured by one setting.
  ///
  /// - Parameter setting: A value of one of ``options``, as ``FormatOption/setting(_:)`` reads
  ///   it.
  /// - Returns: The configured copy.
  /// - Throws: ``FormatOptionError`` when the setting is not one of this format's options or
  ///   its value does not fit the option.
  func configured(with setting: FormatSetting) throws(FormatOptionError) -> Self
}

extension ConfigurableFormat {
  /// The error for a setting of an option this format does not declare.
  ///
  /// - Parameter setting: The setting.
  /// - Returns: An error of reason ``FormatOptionError/Reason/unknownOption(format:)``.
  public func unknownOption(_ setting: FormatSetting) -> FormatOptionError {
    FormatOptionError(
      option: setting.option, value: nil, reason: .unknownOption(format: identifier))
  }
}
