import PaletteCore
import PaletteKit
import PaletteTransforms

/// `palconv generate`: a palette of colours as far apart as possible for every reader.
enum GenerateCommand: Subcommand {
  static let keep = Option<String>.text(
    "keep", named: "palette", completion: .files,
    help: "A palette whose colours are kept, first and unchanged; the new colours are chosen "
      + "apart from them. '-' reads standard input.")
  static let output = CommonOptions.outputFile(
    help: "The palette file, '-' for standard output. Its extension gives the format unless "
      + "--to is set.")
  static let to = CommonOptions.outputFormat(
    help: "The output format (see 'palconv formats'); without -o, standard output.")
  static let force = CommonOptions.force(
    help: "Allow overwriting the kept palette and binary output on a terminal.")

  static var spec: CommandSpec { spec(for: .builtIn) }

  static func spec(for registry: FormatRegistry) -> CommandSpec {
    CommandSpec(
      name: "generate",
      abstract: "Make a palette of colours that stay apart for every reader.",
      discussion:
        "--distinct N adds colours until the palette holds N: each new colour is the one of a "
        + "grid of 5,832 sRGB colours (channels in steps of 15) that is farthest, in ΔEOK, "
        + "from every colour already chosen, where the distance between two colours is the "
        + "smallest over normal vision and simulated protanopia, deuteranopia and tritanopia. "
        + "The result is the same on every run. --keep starts from a palette (a brand's "
        + "colours), which stays first and unchanged. The new swatches are unnamed; "
        + "--name-unnamed names them, --order cvd-safe arranges them for a chart. The steps "
        + "of 'palconv convert' apply in the order given. docs/themes.md describes the method.",
      usage: "generate --distinct <n> [--keep <palette>] (-o <output> | --to <format>) "
        + "[<steps>] [<options>]",
      arguments: [],
      options: [keep.spec, output.spec, to.spec] + StepOptions.specs
        + FormatOptionArguments.specs(registry) + [
          CommonOptions.from.spec, CommonOptions.strict.spec, CommonOptions.allow.spec,
          force.spec, CommonOptions.maxInputSize.spec,
        ] + CommonOptions.output,
      examples: [
        (
          "palconv generate --distinct 8 -o chart.gpl",
          "Eight chart colours that stay apart with any colour vision."
        ),
        (
          "palconv generate --distinct 8 --keep brand.ase --order cvd-safe -o chart.gpl",
          "The brand's colours and new ones up to eight, ordered so that neighbours differ."
        ),
        (
          "palconv generate --distinct 12 --lightness 0.5:0.8 --name-unnamed --to css",
          "Twelve mid-light colours, named after the nearest CSS or xkcd colour, as CSS."
        ),
      ],
      extraSections: [("EXIT CODES", ExitCode.help)])
  }

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let console = context.console
    var settings = try CommonOptions.conversionSettings(parsed, context: context, force: force)
    guard parsed.positionals.isEmpty else {
      throw UsageError(
        "generate reads no input file: '\(parsed.positionals[0])' (use --keep to start from "
          + "a palette)")
    }
    guard settings.steps.contains(where: { if case .distinct = $0 { true } else { false } })
    else {
      throw UsageError("generate needs '--distinct N', the number of colours wanted")
    }
    let (target, destination) = try ConversionPlanner.singleOutput(
      parsed, output: output, to: to, registry: settings.registry)

    var decoded = DecodedPalette(palette: Palette(swatches: []))
    if let kept = try parsed.value(keep) {
      do throws(PaletteError) {
        let loaded = try InputReader.load(
          kept, sourceFormat: settings.sourceFormat, sizeLimit: settings.sizeLimit,
          console: console, registry: settings.registry)
        console.emit(loaded.detectionNote)
        if let error = NotAPalette.error(forNamed: loaded) {
          console.emit(error)
          return ExitCode.inputOutput
        }
        decoded = loaded.decoded
      } catch {
        console.emit(error.diagnostic)
        return ExitCode.inputOutput
      }
      if kept != "-" { settings.protectedInputs.insert(kept) }
    }

    let job = FileJob(
      displayPath: destination.displayPath, source: .decoded(decoded),
      destination: destination.destination, target: target)
    return ConvertCommand.runOne(job, settings: settings, console: console)
  }
}
