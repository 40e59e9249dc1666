/// The result of parsing a command line: options in the order written, and positionals.
struct ParsedArguments: Sendable {
  /// One option as written.
  struct Occurrence: Sendable, Equatable {
    /// The option's long name.
    var name: String
    /// Its value, if it took one.
    var value: String?
  }

  /// Every option occurrence, in command-line order (steps depend on it).
  var occurrences: [Occurrence] = []
  /// The positional arguments, in order.
  var positionals: [String] = []
  /// Whether `-h`/`--help` was given.
  var wantsHelp = false

  /// Whether a flag was given at least once.
  func has(_ name: String) -> Bool {
    occurrences.contains { $0.name == name }
  }

  /// The value of the last occurrence of an option, if any.
  func value(_ name: String) -> String? {
    occurrences.last { $0.name == name }?.value
  }
}
