/// One option a command accepts: its names, the kind of value it takes, and its help.
///
/// Parsing, validation, help, the manual and the completion scripts all read this one
/// declaration; a command reads the value through a typed ``Option``.
struct OptionSpec: Sendable {
  /// The long name without dashes: `"dedupe"`.
  var long: String
  /// The short name without the dash, if any: `"o"`.
  var short: Character?
  /// The value it takes, and how that value is checked.
  var kind: OptionKind
  /// One or two sentences of help.
  var help: String
  /// The help section it is listed in.
  var section: HelpSection
  /// Whether the option may be given more than once with a value (steps, `--exclude`,
  /// `--allow`). A value option that is not repeatable is a usage error when repeated, so
  /// `--to css --to json` never silently means `--to json`.
  var repeatable: Bool
  /// What a shell offers for the value (format names, files, a list of words).
  var completion: ValueCompletion
  /// The long names of the options this one modifies (`--reverse` modifies `sort`): given
  /// without any of them, it is a usage error.
  var modifies: [String]
  /// The long names of the options it cannot be given with (`--quiet` and `verbose`).
  var excludes: [String]

  /// Declares an option.
  ///
  /// - Parameters:
  ///   - long: The long name without dashes.
  ///   - short: The short name, if any.
  ///   - kind: The value it takes; a flag by default.
  ///   - section: The help section.
  ///   - repeatable: Whether it may be given more than once.
  ///   - completion: What a shell offers for the value; by default inferred from the kind
  ///     (``ValueCompletion/inferred(from:)``).
  ///   - modifies: The long names of the options it modifies.
  ///   - excludes: The long names of the options it cannot be given with.
  ///   - help: One or two sentences of help.
  init(
    _ long: String, short: Character? = nil, kind: OptionKind = .flag,
    section: HelpSection = .options, repeatable: Bool = false, completion: ValueCompletion? = nil,
    modifies: [String] = [], excludes: [String] = [], help: String
  ) {
    self.long = long
    self.short = short
    self.kind = kind
    self.help = help
    self.section = section
    self.repeatable = repeatable
    self.completion = completion ?? ValueCompletion.inferred(from: kind)
    self.modifies = modifies
    self.excludes = excludes
  }

  /// Whether the option takes a value in the next argument (`--to json`), so a shell
  /// completes that argument as the value.
  var takesSeparateValue: Bool { kind.form == .required }

  /// The label in help and usage: `-o, --output <file>`.
  var label: String {
    (short.map { "-\($0), " } ?? "") + "--\(long)" + kind.labelSuffix
  }

  /// The help as documented: ``help``, followed by the words the value may be when the help
  /// does not already name each of them, so help and the manual always show a choice's words.
  var documentedHelp: String {
    let words = kind.words
    guard !words.isEmpty, !words.allSatisfy({ help.contains($0) }) else { return help }
    let lead = if case .choices = kind { " Any of: " } else { " One of: " }
    return help + lead + words.joined(separator: ", ") + "."
  }
}

/// The sections options are grouped in, in help order.
enum HelpSection: String, Sendable, CaseIterable {
  /// Steps applied to the palette in the order written.
  case steps = "STEPS (applied in the order written)"
  /// Options that configure an output format.
  case formatOptions = "FORMAT OPTIONS"
  /// Everything else.
  case options = "OPTIONS"
}
