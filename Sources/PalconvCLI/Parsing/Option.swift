/// An option declared with the type a command reads it as: `--jobs` as an `Int`, `--color`
/// as a ``Console/ColorChoice``, `--dedupe` as an optional `Double`.
///
/// The parser checks every value against the declaration's ``OptionKind``; ``read`` only turns
/// the checked value into the command's type (and parses what only that type knows, such as a
/// glob). Commands read options through ``ParsedArguments/value(_:)``,
/// ``ParsedArguments/values(_:)`` and ``ParsedArguments/has(_:)``, never by name.
struct Option<Value: Sendable>: Sendable {
  /// The declaration: names, kind, help.
  let spec: OptionSpec
  /// The value as the command reads it.
  let read: @Sendable (OptionValue) throws(UsageError) -> Value

  /// Declares an option with its own reading.
  ///
  /// - Parameters:
  ///   - spec: The declaration.
  ///   - read: The value as the command reads it, from the value the kind checked.
  init(_ spec: OptionSpec, read: @escaping @Sendable (OptionValue) throws(UsageError) -> Value) {
    self.spec = spec
    self.read = read
  }

  /// The error for a value of another kind than the declaration's, which the parser never
  /// produces.
  static func mismatch(_ spec: OptionSpec) -> UsageError {
    UsageError("'--\(spec.long)' was read as a value of another kind")
  }

  /// An option whose value is one of `values`, written as the word at the same place in
  /// `words`.
  static func choice(
    _ spec: OptionSpec, values: [Value]
  ) -> Option {
    Option(spec) { (value) throws(UsageError) in
      guard case .choice(let index) = value, values.indices.contains(index) else {
        throw mismatch(spec)
      }
      return values[index]
    }
  }

  /// An option whose value is text, made into the command's type by `parse` (which may
  /// refuse it: a glob, a selector).
  static func text(
    _ spec: OptionSpec, parse: @escaping @Sendable (String) throws(UsageError) -> Value
  ) -> Option {
    Option(spec) { (value) throws(UsageError) in
      guard case .text(let text) = value else { throw mismatch(spec) }
      return try parse(text)
    }
  }
}

extension Option where Value == Bool {
  /// A flag: `--force`.
  static func flag(
    _ long: String, short: Character? = nil, section: HelpSection = .options,
    repeatable: Bool = false, modifies: [String] = [], excludes: [String] = [], help: String
  ) -> Option {
    Option(
      OptionSpec(
        long, short: short, section: section, repeatable: repeatable, modifies: modifies,
        excludes: excludes, help: help)
    ) { _ in true }
  }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of an enumeration's cases, written as its raw value: `--color auto|always|never`.
  static func choice(
    _ long: String, named name: String, noun: String? = nil, section: HelpSection = .options,
    repeatable: Bool = false, modifies: [String] = [], help: String
  ) -> Option {
    let cases = Array(Value.allCases)
    return .choice(
      OptionSpec(
        long, kind: .choice(cases.map(\.rawValue), named: name, noun: noun), section: section,
        repeatable: repeatable, modifies: modifies, help: help),
      values: cases)
  }
}

extension Option where Value == Int {
  /// A whole number in `range`: `--jobs <n>`.
  static func integer(
    _ long: String, short: Character? = nil, in range: ClosedRange<Int>, named name: String,
    section: HelpSection = .options, repeatable: Bool = false, excludes: [String] = [],
    help: String
  ) -> Option {
    let spec = OptionSpec(
      long, short: short, kind: .integer(range, named: name), section: section,
      repeatable: repeatable, excludes: excludes, help: help)
    return Option(spec) { (value) throws(UsageError) in
      guard case .integer(let number) = value else { throw mismatch(spec) }
      return number
    }
  }

  /// A size in bytes: `--max-input-size 64M`.
  static func size(_ long: String, named name: String, help: String) -> Option {
    let spec = OptionSpec(long, kind: .size(named: name), help: help)
    return Option(spec) { (value) throws(UsageError) in
      guard case .integer(let bytes) = value else { throw mismatch(spec) }
      return bytes
    }
  }
}

extension Option where Value == Double {
  /// A plain decimal number in `range`: `--min-ratio <ratio>`.
  static func decimal(
    _ long: String, in range: ClosedRange<Double>, named name: String,
    section: HelpSection = .options, modifies: [String] = [], help: String
  ) -> Option {
    let spec = OptionSpec(
      long, kind: .decimal(range, named: name), section: section, modifies: modifies,
      help: help)
    return Option(spec) { (value) throws(UsageError) in
      guard case .decimal(let number) = value else { throw mismatch(spec) }
      return number
    }
  }
}

extension Option where Value == Double? {
  /// A plain decimal number in `range` that may be left out: `--dedupe`, `--dedupe 3`, read
  /// as `nil` without a value.
  static func optionalDecimal(
    _ long: String, in range: ClosedRange<Double>, named name: String,
    section: HelpSection = .options, repeatable: Bool = false, help: String
  ) -> Option {
    let spec = OptionSpec(
      long, kind: .decimal(range, named: name, optional: true), section: section,
      repeatable: repeatable, help: help)
    return Option(spec) { (value) throws(UsageError) in
      switch value {
      case .present: return nil
      case .decimal(let number): return number
      default: throw mismatch(spec)
      }
    }
  }
}

extension Option where Value == String {
  /// Text that is not empty: `--to <format>`, `-o <output>`.
  static func text(
    _ long: String, short: Character? = nil, named name: String,
    completion: ValueCompletion? = nil, excludes: [String] = [], help: String
  ) -> Option {
    .text(
      OptionSpec(
        long, short: short, kind: .text(named: name), completion: completion, excludes: excludes,
        help: help)
    ) { $0 }
  }
}
