public import PaletteCore

extension FormatRegistry {
  /// Every option the formats declare, each once, in list order (a format's options in the
  /// order it declares them): what help lists and what a command line may set.
  public var options: [RegisteredOption] {
    var entries: [RegisteredOption] = []
    for case let format as any ConfigurableFormat in formats {
      for option in format.options {
        if let index = entries.firstIndex(where: { $0.name == option.name }) {
          entries[index].formats.append(format.identifier)
        } else {
          entries.append(RegisteredOption(option: option, formats: [format.identifier]))
        }
      }
    }
    return entries
  }

  /// The option with a name.
  ///
  /// - Parameter name: The option's name without dashes, e.g. `"gpl-alpha"`.
  /// - Returns: The option, or `nil` when no format declares it.
  public func option(named name: String) -> RegisteredOption? {
    options.first { $0.name == name }
  }

  /// A copy in which every format that declares a setting's option is configured by it.
  ///
  /// ```swift
  /// let setting = try GPLFormat.alphaOption.setting(nil)
  /// let registry = try FormatRegistry.builtIn.configured(with: [setting])
  /// ```
  ///
  /// - Parameter settings: The settings, applied in order.
  /// - Returns: The configured registry.
  /// - Throws: ``/PaletteCore/FormatOptionError`` when no format declares a setting's option
  ///   (reason ``/PaletteCore/FormatOptionError/Reason/undeclared``), or a format refuses its
  ///   value.
  public func configured(with settings: [FormatSetting]) throws(FormatOptionError) -> FormatRegistry
  {
    var copy = self
    for setting in settings {
      var found = false
      for index in copy.formats.indices {
        guard let format = copy.formats[index].asConfigurable,
          format.options.contains(where: { $0.name == setting.option })
        else { continue }
        copy.formats[index] = try format.configured(with: setting)
        found = true
      }
      if !found {
        throw FormatOptionError(option: setting.option, value: nil, reason: .undeclared)
      }
    }
    return copy
  }
}
