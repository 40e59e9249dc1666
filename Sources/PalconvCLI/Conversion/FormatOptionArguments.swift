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
    registry.options.map { entry in
      let value: OptionSpec.Value = entry.option.value.name.map { .required($0) } ?? .none
      var completion = ValueCompletion.none
      if case .choice(let choices, _) = entry.option.value { completion = .words(choices) }
      return OptionSpec(
        entry.name, value: value, section: .formatOptions, completion: completion,
        help: entry.option.help)
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
      guard let occurrence = parsed.occurrences.last(where: { $0.name == entry.name }) else {
        continue
      }
      do {
        settings.append(try entry.option.setting(occurrence.value))
      } catch {
        throw usageError(error)
      }
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
        "'--\(entry.name)' applies to \(list(entry.formats, "and")) only, not to "
          + list(others, "or"))
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
        message: "'--\(entry.name)' applies to \(list(entry.formats, "and")) only; this input "
          + "was read as \(source), so it is not used",
        path: path)
    }
  }

  /// The usage error for a refused option or value.
  static func usageError(_ error: FormatOptionError) -> UsageError {
    let option = "'--\(error.option)'"
    let given = error.value ?? ""
    switch error.reason {
    case .missingValue:
      return UsageError("missing value for \(option)")
    case .unexpectedValue:
      return UsageError("\(option) takes no value")
    case .notAChoice(let choices):
      return UsageError("the value of \(option) must be \(list(choices, "or")), not '\(given)'")
    case .notInRange(let range):
      return UsageError(
        "the value of \(option) must be a whole number from \(range.lowerBound) to "
          + "\(range.upperBound), not '\(given)'")
    case .empty:
      return UsageError("the value of \(option) must not be empty")
    case .unknownOption(let format):
      return UsageError("\(format) has no option \(option)")
    case .undeclared:
      return UsageError("unknown option \(option)")
    }
  }

  /// `a`, `a and b`, `a, b and c` (with `conjunction` in place of `and`).
  static func list(_ words: [String], _ conjunction: String) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
