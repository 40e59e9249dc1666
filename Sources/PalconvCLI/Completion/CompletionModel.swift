import PaletteKit

/// The command line as completion scripts see it: the subcommands, their options with the
/// words each value may take, and what the positional arguments are.
///
/// Built from the same tables as `--help` (``CommandSpec`` and ``OptionSpec``, with the
/// registry's formats and their declared options), so a new option or format appears in the
/// scripts without further work.
struct CompletionModel {
  /// One option, resolved for a script.
  struct Option {
    /// The long name without dashes.
    var long: String
    /// The short name, if any.
    var short: Character?
    /// Whether the value is the next argument (`--to json`) as well as after `=`.
    var takesValue: Bool
    /// The value's name in help (`format`), or `nil` for a flag.
    var valueName: String?
    /// Whether it may be repeated.
    var repeatable: Bool
    /// What the value completes to.
    var completion: ValueCompletion
    /// The words the value may be, resolved against the registry, if a fixed list.
    var words: [String]?
    /// A one-line description: the help's first sentence.
    var summary: String
  }

  /// One subcommand.
  struct Command {
    /// The name.
    var name: String
    /// A one-line description.
    var summary: String
    /// The options, `--help` last.
    var options: [Option]
    /// What the positional arguments complete to.
    var positionals: ValueCompletion
    /// The words of the positional arguments, if a fixed list.
    var positionalWords: [String]?
    /// The label of the positional arguments (`inputs`), for zsh's messages.
    var positionalLabel: String
  }

  /// The subcommands, the default first.
  var commands: [Command]
  /// The options accepted with no subcommand besides the default's (`--version`).
  var rootOptions: [Option]
  /// The header comment's version.
  var version: String

  /// Resolves the specifications against `registry`.
  ///
  /// - Parameters:
  ///   - commands: The subcommands, the default first.
  ///   - registry: The formats.
  init(commands: [CommandSpec], registry: FormatRegistry) {
    func option(_ spec: OptionSpec) -> Option {
      Option(
        long: spec.long, short: spec.short, takesValue: spec.takesSeparateValue,
        valueName: spec.kind.valueName, repeatable: spec.repeatable, completion: spec.completion,
        words: spec.completion.words(in: registry), summary: Self.summary(spec.documentedHelp))
    }
    self.commands = commands.map { spec in
      let label =
        spec.arguments.first.map {
          $0.label.replacing(" ...", with: "").filter { $0 != "<" && $0 != ">" }
        } ?? "argument"
      return Command(
        name: spec.name, summary: Self.summary(spec.abstract),
        options: spec.documentedOptions.map(option), positionals: spec.positionals,
        positionalWords: spec.positionals.words(in: registry), positionalLabel: label)
    }
    self.rootOptions = [
      Option(
        long: "version", short: nil, takesValue: false, valueName: nil, repeatable: false,
        completion: .none, words: nil,
        summary: Self.summary(HelpFormatter.rootOptions[0].help))
    ]
    self.version = Palconv.version
  }

  /// The first sentence of `help`, without its full stop: what fits on a menu line. A
  /// sentence ends at a full stop followed by a space and a capital letter, so `0...1 (` and
  /// `e.g. x` do not end one.
  ///
  /// - Parameter help: An option's or command's help.
  static func summary(_ help: String) -> String {
    let characters = Array(help)
    var end = characters.count
    var index = 0
    while index + 2 < characters.count {
      if characters[index] == ".", characters[index + 1] == " ",
        characters[index + 2].isUppercase
      {
        end = index
        break
      }
      index += 1
    }
    var text = characters[..<end]
    if text.last == "." { text = text.dropLast() }
    return String(text)
  }
}
