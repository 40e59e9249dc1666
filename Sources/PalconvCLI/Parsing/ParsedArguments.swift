/// The result of parsing a command line: options in the order written, each value checked
/// against its declaration, and positionals.
struct ParsedArguments: Sendable {
  /// One option as written.
  struct Occurrence: Sendable, Equatable {
    /// The option's long name.
    var name: String
    /// Its value as written, if it took one.
    var text: String?
    /// Its value, checked against the option's kind.
    var value: OptionValue = .present
  }

  /// Every option occurrence, in command-line order (steps depend on it).
  var occurrences: [Occurrence] = []
  /// The positional arguments, in order.
  var positionals: [String] = []
  /// Whether `-h`/`--help` was given.
  var wantsHelp = false

  /// Whether an option was given at least once.
  func has<Value>(_ option: Option<Value>) -> Bool {
    occurrences.contains { $0.name == option.spec.long }
  }

  /// The value of the option's last occurrence, or `nil` when it is not given.
  ///
  /// - Throws: ``UsageError`` when the option's type refuses the value (a bad glob).
  func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
    guard let occurrence = occurrences.last(where: { $0.name == option.spec.long }) else {
      return nil
    }
    return try option.read(occurrence.value)
  }

  /// The values of every occurrence of the option, in command-line order.
  ///
  /// - Throws: ``UsageError`` when the option's type refuses a value (a bad glob).
  func values<Value>(_ option: Option<Value>) throws(UsageError) -> [Value] {
    var values: [Value] = []
    for occurrence in occurrences where occurrence.name == option.spec.long {
      values.append(try option.read(occurrence.value))
    }
    return values
  }
}
