import PaletteCore
import PaletteKit
import PaletteTransforms

/// `palconv show`: a terminal preview of a palette.
enum ShowCommand: Subcommand {
  static let simulate = SimulationOptions.simulate(
    help: "Preview the colours as seen with a colour-vision deficiency: "
      + SimulationOptions.names.joined(separator: ", ") + ".")
  static let severity = SimulationOptions.severity(
    help: "How strong --simulate's deficiency is, 0...1 (default 1).")

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
    options: [
      simulate.spec, severity.spec, CommonOptions.from.spec, CommonOptions.maxInputSize.spec,
    ] + CommonOptions.output,
    examples: [
      ("palconv show brand.ase", "Swatches in 24-bit colour with names and native values."),
      ("palconv show brand.ase --color never > swatches.txt", "The same as plain text."),
      (
        "palconv show brand.ase --simulate deuteranopia --severity 0.6",
        "The swatches as someone with deuteranomaly sees them."
      ),
    ])

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let deficiency = try parsed.value(simulate)
    let amount = try parsed.value(severity)
    try SimulationOptions.checkSeverity(
      given: amount != nil, deficiencies: deficiency.map { [$0] } ?? [])
    let simulation = deficiency.map { CVDSimulation($0, severity: amount ?? 1) }
    return try InputReader.runOnOneInput("show", parsed, context: context) { loaded, console in
      var palette = loaded.decoded.palette
      var title = loaded.detection.identifier ?? "?"
      if let simulation {
        palette = palette.simulatingColorVision(simulation)
        title += ", as seen with \(simulation.deficiency.rawValue)"
        if simulation.severity < 1 {
          title += " at severity \(NumberText.short(simulation.severity))"
        }
      }
      return SwatchRenderer(useColor: console.colorsOutput).render(palette, formatIdentifier: title)
    }
  }
}
