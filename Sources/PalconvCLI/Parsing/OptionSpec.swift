/// One option a command accepts: its names, whether it takes a value, and its help.
struct OptionSpec: Sendable {
  /// Whether and how an option takes a value.
  enum Value: Sendable, Equatable {
    /// A flag: `--force`.
    case none
    /// A required value: `--to json`, `--to=json`.
    case required(String)
    /// An optional number: `--dedupe`, `--dedupe 3`, `--dedupe=3`. A following argument that
    /// looks like a number (``ArgumentParser/looksLikeNumber(_:)``: `nan`, `-inf`, `0x10` and
    /// `1e3` too) is taken and must then be a plain decimal; any other argument is not taken.
    case optionalNumber(String)
    /// An optional list given only after `=`: `--strict` or `--strict=loss.alpha,loss.groups`.
    /// A following argument is never taken.
    case optionalInline(String)
  }

  /// The long name without dashes: `"dedupe"`.
  var long: String
  /// The short name without the dash, if any: `"o"`.
  var short: Character?
  /// The value it takes.
  var value: Value
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

  /// Declares an option.
  ///
  /// - Parameters:
  ///   - long: The long name without dashes.
  ///   - short: The short name, if any.
  ///   - value: The value it takes.
  ///   - section: The help section.
  ///   - repeatable: Whether it may be given more than once.
  ///   - completion: What a shell offers for the value; by default inferred from the value's
  ///     name (``ValueCompletion/inferred(from:)``).
  ///   - help: One or two sentences of help.
  init(
    _ long: String, short: Character? = nil, value: Value = .none, section: HelpSection = .options,
    repeatable: Bool = false, completion: ValueCompletion? = nil, help: String
  ) {
    self.long = long
    self.short = short
    self.value = value
    self.help = help
    self.section = section
    self.repeatable = repeatable
    self.completion = completion ?? ValueCompletion.inferred(from: value)
  }

  /// Whether the option takes a value in the next argument (`--to json`), so a shell
  /// completes that argument as the value.
  var takesSeparateValue: Bool {
    if case .required = value { return true }
    return false
  }

  /// The label in help and usage: `-o, --output <file>`.
  var label: String {
    var text = short.map { "-\($0), " } ?? ""
    text += "--\(long)"
    switch value {
    case .none: break
    case .required(let name): text += " <\(name)>"
    case .optionalNumber(let name): text += " [<\(name)>]"
    case .optionalInline(let name): text += "[=<\(name)>]"
    }
    return text
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
