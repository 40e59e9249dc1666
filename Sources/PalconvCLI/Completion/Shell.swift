import PaletteKit

/// A shell palconv writes a completion script for.
enum Shell: String, Sendable, CaseIterable {
  /// GNU Bash, with or without the bash-completion package.
  case bash
  /// Z shell, through its completion system (`compinit`).
  case zsh
  /// The friendly interactive shell.
  case fish

  /// The completion script for `commands` (the default first), offering `registry`'s formats.
  ///
  /// - Parameters:
  ///   - commands: The subcommands' specifications.
  ///   - registry: The formats, for format-valued options.
  func script(commands: [CommandSpec], registry: FormatRegistry) -> String {
    let model = CompletionModel(commands: commands, registry: registry)
    switch self {
    case .bash: return BashCompletion.script(model)
    case .zsh: return ZshCompletion.script(model)
    case .fish: return FishCompletion.script(model)
    }
  }
}
