/// `palconv completions bash|zsh|fish`: a shell completion script, generated from the option
/// tables.
enum CompletionsCommand: Subcommand {
  static let spec = CommandSpec(
    name: "completions",
    abstract: "Print a completion script for bash, zsh or fish.",
    discussion:
      "The script completes subcommands, options, format names for --from, --to and "
      + "--target, the values of options that take a word from a list, and files. It is "
      + "generated from the same tables as --help, so it always matches this palconv.",
    usage: "completions <shell>",
    arguments: [.init(label: "<shell>", help: "bash, zsh or fish.")],
    options: [],
    examples: [
      (
        "palconv completions bash > palconv.bash",
        "bash: save it as /usr/share/bash-completion/completions/palconv (or "
          + "~/.local/share/bash-completion/completions/palconv), or source it from ~/.bashrc."
      ),
      (
        "palconv completions zsh > _palconv",
        "zsh: save it as _palconv in a folder of $fpath, before compinit runs."
      ),
      (
        "palconv completions fish > palconv.fish",
        "fish: save it as ~/.config/fish/completions/palconv.fish."
      ),
    ],
    positionals: .words(Shell.allCases.map(\.rawValue)))

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let shells = Shell.allCases.map(\.rawValue).joined(separator: ", ")
    guard let name = parsed.positionals.first else {
      throw UsageError("missing expected argument '<shell>' (\(shells))")
    }
    guard parsed.positionals.count == 1 else {
      throw UsageError("unexpected argument '\(parsed.positionals[1])'")
    }
    guard let shell = Shell(rawValue: name) else {
      var message = "unknown shell '\(name)'"
      if let close = Suggestion.closest(to: name, among: Shell.allCases.map(\.rawValue)) {
        message += ", did you mean '\(close)'?"
      } else {
        message += "; palconv writes completions for \(shells)"
      }
      throw UsageError(message)
    }
    let commands = Palconv.commands.map { $0.spec(for: context.registry) }
    context.console.write(shell.script(commands: commands, registry: context.registry))
    return ExitCode.success
  }
}
