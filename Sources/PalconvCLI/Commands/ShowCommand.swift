import PaletteCore
import PaletteKit

/// `palconv show`: a terminal preview of a palette.
enum ShowCommand: Subcommand {
  static let spec = CommandSpec(
    name: "show",
    abstract: "Preview a palette's swatches in the terminal.",
    discussion:
      "On a terminal that takes 24-bit colour, each swatch is drawn as a coloured block with its "
      + "hex value, name and native value, group by group. When standard output is not a "
      + "terminal, or NO_COLOR is set, the same lines are printed as plain text.",
    usage: "show <input> [<options>]",
    arguments: [
      .init(
        label: "<input>", help: "A palette file or asset catalog folder; '-' reads standard input.")
    ],
    options: [CommonOptions.from, CommonOptions.maxInputSize] + CommonOptions.output,
    examples: [
      ("palconv show brand.ase", "Swatches in 24-bit colour with names and native values."),
      ("palconv show brand.ase --color never > swatches.txt", "The same as plain text."),
    ])

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let console = context.console
    try CommonOptions.configure(console, from: parsed)
    let sourceFormat = try CommonOptions.sourceFormat(parsed, registry: context.registry)
    let sizeLimit = try CommonOptions.sizeLimit(parsed)
    guard parsed.positionals.count == 1 else {
      throw UsageError(
        parsed.positionals.isEmpty
          ? "missing expected argument '<input>'" : "'show' takes one input")
    }
    do {
      let loaded = try InputReader.load(
        parsed.positionals[0], sourceFormat: sourceFormat, sizeLimit: sizeLimit,
        console: console, registry: context.registry)
      console.emit(InputReader.note(for: loaded))
      for warning in loaded.decoded.warnings { console.emit(warning) }
      let renderer = SwatchRenderer(useColor: console.colorsOutput)
      console.write(
        renderer.render(
          loaded.decoded.palette, formatIdentifier: loaded.detection.identifier ?? "?"))
      return InputReader.hasErrors(loaded.decoded) ? ExitCode.failure : ExitCode.success
    } catch {
      console.emit(error.diagnostic)
      return ExitCode.inputOutput
    }
  }
}
