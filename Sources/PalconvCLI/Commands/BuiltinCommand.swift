import PaletteBuiltins
import PaletteCore

/// `palconv builtin`: the palettes compiled into palconv, with their sources and licences.
enum BuiltinCommand: Subcommand {
  static let spec = CommandSpec(
    name: "builtin",
    abstract: "List the built-in palettes, which any command reads as builtin:NAME.",
    discussion:
      "One row per palette: the name to write after 'builtin:', how many colours it has, "
      + "whether it has dark variants, where the colours come from (with the version read) and "
      + "their licence. A built-in palette is an input like a file: 'palconv builtin:okabe-ito "
      + "-o chart.ase' writes it, the steps apply, and 'palconv builtin:radix/blue -o "
      + "Blue.xcassets' keeps its dark colours as dark appearances. A file whose name starts "
      + "with 'builtin:' is read as './builtin:...'.",
    usage: "builtin",
    arguments: [],
    options: [],
    examples: [
      ("palconv builtin", "Every built-in palette."),
      ("palconv builtin:okabe-ito -o chart.ase", "Okabe and Ito's colour-blind-safe set."),
      (
        "palconv builtin:radix/blue -o Blue.xcassets",
        "Radix's blue scale, light and dark, as an asset catalog."
      ),
      (
        "palconv builtin:tailwind-v4 --select 'group:sky' --to css",
        "Tailwind v4's sky shades as CSS custom properties."
      ),
    ],
    positionals: .none)

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    guard parsed.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(parsed.positionals[0])'")
    }
    context.console.write(table())
    return ExitCode.success
  }

  /// The table, columns padded to their widest cell.
  static func table() -> String {
    var rows: [[String]] = [["NAME", "COLOURS", "DARK", "SOURCE", "LICENCE"]]
    for builtin in BuiltinPalette.all {
      let palette = builtin.palette
      let dark = palette.allSwatches.contains { !$0.appearances.isEmpty }
      rows.append([
        PaletteBuiltins.BuiltinPalette.prefix + builtin.identifier, String(palette.swatchCount),
        dark ? "yes" : "-", builtin.source, builtin.licence,
      ])
    }
    return TextTable.render(rows)
  }
}
