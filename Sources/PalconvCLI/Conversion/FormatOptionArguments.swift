import PaletteCore
import PaletteKit

/// The format options of a command line (`--gpl-alpha`, `--css-syntax`, …), as the registry's
/// formats declare them: their help, their values and whether they apply to the conversion.
///
/// palconv knows no format's options itself: each is a ``PaletteCore/FormatOption`` of the
/// format that declares it, collected by ``PaletteKit/FormatRegistry/options``.
enum FormatOptionArguments {
  /// The option specifications for parsing and help, in registry order.
  ///
  /// - Parameter registry: The formats.
  static func specs(_ registry: FormatRegistry) -> [OptionSpec] {
    registry.options.map { option($0).spec }
  }

  /// A registered format option as a command-line option, read as the setting the format
  /// takes. The parser checks its value with the kind made from the format's declaration
  /// (``kind(of:)``), so the messages read as for palconv's own options.
  static func option(_ entry: RegisteredOption) -> Option<FormatSetting> {
    let name = entry.name
    let kind = kind(of: entry.option.value)
    let spec = OptionSpec(
      name, kind: kind, section: .formatOptions, help: entry.option.help)
    let words = kind.words
    return Option(spec) { (value) throws(UsageError) in
      switch value {
      case .present: return FormatSetting(option: name, value: .on)
      case .choice(let index): return FormatSetting(option: name, value: .choice(words[index]))
      case .integer(let number): return FormatSetting(option: name, value: .integer(number))
      case .text(let text): return FormatSetting(option: name, value: .text(text))
      case .choices, .decimal, .list: throw Option<FormatSetting>.mismatch(spec)
      }
    }
  }

  /// The kind of a command-line option for a format option's value, so the parser checks it
  /// as the format would, with the same messages.
  static func kind(of value: FormatOption.Value) -> OptionKind {
    switch value {
    case .flag: .flag
    case .choice(let choices, let name): .choice(choices, named: name)
    case .integer(let range, let name): .integer(range, named: name)
    case .text(let name): .text(named: name)
    }
  }

  /// The settings given on the command line, each checked against its declaration.
  ///
  /// - Parameters:
  ///   - parsed: The command line.
  ///   - registry: The formats.
  /// - Returns: The settings, in registry order.
  /// - Throws: ``UsageError`` for a value the option does not allow.
  static func settings(
    _ parsed: ParsedArguments, registry: FormatRegistry
  ) throws(UsageError) -> [FormatSetting] {
    var settings: [FormatSetting] = []
    for entry in registry.options {
      if let setting = try parsed.value(option(entry)) { settings.append(setting) }
    }
    return settings
  }

  /// The registry with every format configured by `settings`.
  ///
  /// - Throws: ``UsageError`` when a format refuses a value.
  static func configure(
    _ registry: FormatRegistry, with settings: [FormatSetting]
  ) throws(UsageError) -> FormatRegistry {
    do {
      return try registry.configured(with: settings)
    } catch {
      throw usageError(error)
    }
  }

  /// Checks that every setting applies to a conversion from `source` to `target`: a writing
  /// option must be one of the target's, a reading option one of the source's. When the
  /// source is not given (each input's format is detected), a reading option is kept.
  ///
  /// - Parameters:
  ///   - settings: The settings given.
  ///   - source: `--from`, if given.
  ///   - target: The output format's identifier.
  ///   - registry: The formats.
  /// - Throws: ``UsageError`` naming the formats an option applies to.
  static func checkApplicable(
    _ settings: [FormatSetting], source: String?, target: String, registry: FormatRegistry
  ) throws(UsageError) {
    for setting in settings {
      guard let entry = registry.option(named: setting.option) else { continue }
      if entry.applies(reading: source, writing: target) { continue }
      if source == nil && entry.option.use.reads { continue }
      var others: [String] = []
      if let source, entry.option.use.reads { others.append(source) }
      if entry.option.use.writes, !others.contains(target) { others.append(target) }
      throw UsageError(
        "'--\(entry.name)' applies to \(OptionMessage.list(entry.formats, "and")) only, not to "
          + OptionMessage.list(others, "or"))
    }
  }

  /// Warnings for options kept by ``checkApplicable(_:source:target:registry:)`` because the
  /// input's format was left to detection, and which apply neither to the format an input was
  /// read as nor to `target`: one per option, code `option.unused`.
  ///
  /// - Parameters:
  ///   - settings: The settings given.
  ///   - source: The format the input was read as, if known.
  ///   - target: The output format's identifier.
  ///   - registry: The formats.
  ///   - path: The input, for the warnings.
  static func unused(
    _ settings: [FormatSetting], source: String?, target: String, registry: FormatRegistry,
    path: String
  ) -> [Diagnostic] {
    guard let source else { return [] }
    return settings.compactMap { setting in
      guard let entry = registry.option(named: setting.option),
        !entry.applies(reading: source, writing: target)
      else { return nil }
      return Diagnostic(
        .warning, code: "option.unused",
        message:
          "'--\(entry.name)' applies to \(OptionMessage.list(entry.formats, "and")) only; this input "
          + "was read as \(source), so it is not used",
        path: path)
    }
  }

  /// The usage error for a refused option or value, worded as for palconv's own options
  /// (``OptionMessage``).
  static func usageError(_ error: FormatOptionError) -> UsageError {
    let option = "'--\(error.option)'"
    let given = error.value ?? ""
    switch error.reason {
    case .missingValue:
      return UsageError("missing value for \(option)")
    case .unexpectedValue:
      return UsageError("\(option) takes no value")
    case .notAChoice(let choices):
      return OptionMessage.notAChoice(given, option: error.option, among: choices)
    case .notInRange(let range):
      return OptionMessage.notAWholeNumber(given, option: error.option, in: range)
    case .empty:
      return OptionMessage.empty(option: error.option)
    case .unknownOption(let format):
      return UsageError("\(format) has no option \(option)")
    case .undeclared:
      return UsageError("unknown option \(option)")
    }
  }
}
