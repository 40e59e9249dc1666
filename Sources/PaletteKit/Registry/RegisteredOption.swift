public import PaletteCore

/// A format option as a registry knows it: the declaration and the formats that declare it.
///
/// Two formats may declare the same option (`sheet-columns`, for both sheets); the registry
/// lists it once, with both formats.
public struct RegisteredOption: Hashable, Sendable {
  /// The declaration (of the first format, in list order, that declares it).
  public var option: FormatOption
  /// The identifiers of the formats that declare it, in list order.
  public var formats: [String]

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - option: The declaration.
  ///   - formats: The identifiers of the formats that declare it.
  public init(option: FormatOption, formats: [String]) {
    self.option = option
    self.formats = formats
  }

  /// The option's name, e.g. `"gpl-alpha"`.
  public var name: String { option.name }

  /// Whether the option applies to a conversion that reads `source` and writes `target`.
  ///
  /// - Parameters:
  ///   - source: The input format's identifier, if known.
  ///   - target: The output format's identifier, if known.
  /// - Returns: `true` when the option applies when reading `source` (a reading option
  ///   of that format) or when writing `target` (a writing option of that format).
  public func applies(reading source: String?, writing target: String?) -> Bool {
    if let source, option.use.reads, formats.contains(source) { return true }
    if let target, option.use.writes, formats.contains(target) { return true }
    return false
  }
}
