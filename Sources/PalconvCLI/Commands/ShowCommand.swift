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
    try InputReader.runOnOneInput("show", parsed, context: context) { loaded, console in
      SwatchRenderer(useColor: console.colorsOutput).render(
        loaded.decoded.palette, formatIdentifier: loaded.detection.identifier ?? "?")
    }
  }
}
