/// `palconv man`: the manual page in roff, generated from the option tables.
enum ManCommand: Subcommand {
  static let spec = CommandSpec(
    name: "man",
    abstract: "Print the manual page (roff), generated from the option tables.",
    discussion:
      "The page lists every subcommand with its options and examples, the formats, the exit "
      + "codes and the environment; it is the page installed as share/man/man1/palconv.1.",
    usage: "man",
    arguments: [],
    options: [],
    examples: [
      (
        "palconv man > palconv.1",
        "Write the page; read it with 'man -l palconv.1' or install it as "
          + "share/man/man1/palconv.1."
      )
    ],
    positionals: .none)

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    guard parsed.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(parsed.positionals[0])'")
    }
    let commands = Palconv.commands.map { $0.spec(for: context.registry) }
    context.console.write(ManPage.render(commands: commands, registry: context.registry))
    return ExitCode.success
  }
}
