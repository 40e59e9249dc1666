/// What a subcommand is called, what it does and what it accepts: the source of its help.
struct CommandSpec: Sendable {
  /// A positional argument's help entry.
  struct Argument: Sendable {
    /// The label, such as `<inputs> ...`.
    var label: String
    /// Its help.
    var help: String
  }

  /// The subcommand's name (`"convert"`).
  var name: String
  /// One sentence for the subcommand list and the OVERVIEW line.
  var abstract: String
  /// More text under the overview, if any.
  var discussion: String?
  /// The USAGE line after `palconv`.
  var usage: String
  /// The positional arguments.
  var arguments: [Argument]
  /// The options.
  var options: [OptionSpec]
  /// Worked examples: a command line and what it does, shown under EXAMPLES.
  var examples: [(command: String, explanation: String)] = []
  /// Extra labelled sections after the examples, such as EXIT CODES.
  var extraSections: [(title: String, entries: [Argument])] = []
  /// What a shell offers for the positional arguments: files by default.
  var positionals: ValueCompletion = .files

  /// A parser for the options.
  var parser: ArgumentParser { ArgumentParser(options: options) }

  /// The options with `-h, --help`, which every subcommand accepts: what help, completions
  /// and the manual list.
  var documentedOptions: [OptionSpec] { options + [Self.helpOption] }

  /// `-h, --help`.
  static let helpOption = OptionSpec("help", short: "h", help: "Show help information.")
}
