import PaletteCore
import PaletteKit
import PaletteTransforms

/// `palconv diff`: what changed between two palettes, in any two formats.
enum DiffCommand: Subcommand {
  static let deltaE = Option<Double>.decimal(
    "delta-e", in: 0...Double.infinity, named: "delta-e",
    help: "Count a colour that moved by at most this CIEDE2000 difference as unchanged "
      + "(default 0: any difference; 0.5 absorbs 8-bit rounding, 1 is just noticeable).")
  static let format = Option<DiffReport.Style>.choice(
    "format", named: "style",
    help: "The report: text (default, colour cells on a terminal), json (an array of "
      + "changes) or markdown (a table for a pull-request comment).")

  static let spec = CommandSpec(
    name: "diff",
    abstract: "Show what changed between two palettes, in any two formats.",
    discussion:
      "Swatches are paired by name first, then by colour. A pair is renamed (same colour, new "
      + "name), recoloured (same name, a colour more than --delta-e away, with the ΔE00 and both "
      + "values), moved (to another group, or out of order within its group) or changed (kind, "
      + "colour model or alpha); swatches left over are added or removed. Exit code 0 means "
      + "equal, 1 different, 2 that an input could not be read, as with diff(1). With "
      + "--cmyk-profile, --rgb-profile or --gray-profile, colours of those models are compared "
      + "and shown through the profile.",
    usage: "diff <old> <new> [--delta-e <delta-e>] [--format text|json|markdown] [<options>]",
    arguments: [
      .init(label: "<old>", help: "The older palette: a file, an asset catalog or '-'."),
      .init(label: "<new>", help: "The newer palette, in the same format or another."),
    ],
    options: [
      deltaE.spec, format.spec, CommonOptions.from.spec, CommonOptions.maxInputSize.spec,
    ] + ProfileOptions.specs + CommonOptions.output,
    examples: [
      ("palconv diff brand.ase brand.json", "What changed between the swatch file and the JSON."),
      (
        "palconv diff old.gpl new.gpl --delta-e 0.5",
        "Ignore colours that moved by half a just noticeable difference or less."
      ),
      (
        "git show main:brand.ase | palconv diff - brand.ase --format markdown",
        "A table for a pull-request comment, the old version read from standard input."
      ),
      (
        "palconv diff a.ase b.ase --format json -q",
        "An array of {\"change\", \"old\", \"new\", ...} objects for scripts."
      ),
    ],
    extraSections: [
      (
        "EXIT CODES",
        [
          .init(label: "0", help: "The palettes are equal."),
          .init(label: "1", help: "They differ."),
          .init(
            label: "2",
            help: "An input could not be read or parsed, or its decoder reported an error."),
          .init(label: "64", help: "Usage error: an unknown option, a missing or bad value."),
        ]
      )
    ])

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    // Through the profiles, when given: colours are compared (and shown) as they print.
    let profiles = try ProfileOptions.read(parsed, sizeLimit: try CommonOptions.sizeLimit(parsed))
    let console = context.console
    try CommonOptions.configure(console, from: parsed)
    let sourceFormat = try CommonOptions.sourceFormat(parsed, registry: context.registry)
    let sizeLimit = try CommonOptions.sizeLimit(parsed)
    var options = DiffOptions()
    if let tolerance = try parsed.value(deltaE) { options.tolerance = tolerance }
    let style = try parsed.value(format) ?? .text
    guard parsed.positionals.count == 2 else {
      throw UsageError(
        parsed.positionals.count < 2
          ? "missing expected argument '\(parsed.positionals.isEmpty ? "<old>" : "<new>")'"
          : "'diff' takes two inputs, <old> and <new>")
    }
    if parsed.positionals.allSatisfy({ $0 == "-" }) {
      throw UsageError("standard input ('-') can be read only once")
    }

    var palettes: [(path: String, palette: Palette)] = []
    var failed = false
    for input in parsed.positionals {
      do {
        let loaded = try InputReader.load(
          input, sourceFormat: sourceFormat, sizeLimit: sizeLimit, console: console,
          registry: context.registry)
        console.emit(loaded.detectionNote)
        for warning in loaded.decoded.warnings { console.emit(warning) }
        if loaded.hasErrors { failed = true }
        palettes.append((loaded.path, loaded.decoded.palette))
      } catch {
        console.emit(error.diagnostic)
        failed = true
      }
    }
    guard !failed, palettes.count == 2 else { return ExitCode.inputOutput }
    let comparison = PaletteComparison(
      old: palettes[0].palette.resolved(through: profiles?.profiles),
      new: palettes[1].palette.resolved(through: profiles?.profiles), options: options)
    let report = DiffReport(
      oldPath: palettes[0].path, newPath: palettes[1].path, comparison: comparison)
    var output = ChunkedOutput(console)
    report.write(style, useColor: console.colorsOutput, to: &output)
    return comparison.isEmpty ? ExitCode.success : ExitCode.failure
  }
}
