import PaletteCore
import PaletteKit

/// `palconv extract`: a palette of an image's main colours.
enum ExtractCommand: Subcommand {
  /// The colours found when `-n` is not given.
  static let defaultCount = ImagePalette.defaultCount
  /// The most colours `-n` may ask for.
  static let maxCount = ImagePalette.maxCount

  static let count = Option<Int>.integer(
    "count", short: "n", in: 1...maxCount, named: "count",
    help: "How many colours to find, 1 to \(maxCount) (default \(defaultCount)).")
  static let output = CommonOptions.outputFile(
    help: "The palette file, '-' for standard output. Its extension gives the format unless "
      + "--to is set.")
  static let to = CommonOptions.outputFormat(
    help: "The output format (see 'palconv formats'); without -o, standard output.")
  static let force = CommonOptions.force(
    help: "Allow overwriting the input and binary output on a terminal.")

  static var spec: CommandSpec { spec(for: .builtIn) }

  static func spec(for registry: FormatRegistry) -> CommandSpec {
    CommandSpec(
      name: "extract",
      abstract: "Make a palette of the main colours of a PNG image.",
      discussion:
        "The colours are found by a deterministic perceptual quantiser: the pixels are counted "
        + "in a histogram, a median cut in OKLab seeds a k-means in OKLab, and each colour is "
        + "the OKLab mean of its pixels. Fully transparent pixels are ignored. An image with no "
        + "more distinct colours than asked for gives exactly those colours. The swatches are "
        + "unnamed and ordered by the share of pixels they stand for, most first, unless a "
        + "--sort step reorders them; --name-unnamed names them after the nearest CSS or xkcd "
        + "colour. The steps of 'palconv convert' apply after extraction. docs/extract.md "
        + "describes the method.",
      usage: "extract <image> [-n <count>] (-o <output> | --to <format>) [<steps>] [<options>]",
      arguments: [
        .init(label: "<image>", help: "A PNG image; '-' reads standard input.")
      ],
      options: [count.spec, output.spec, to.spec] + StepOptions.specs
        + FormatOptionArguments.specs(registry) + [
          CommonOptions.strict.spec, CommonOptions.allow.spec, force.spec,
          CommonOptions.maxInputSize.spec,
        ] + CommonOptions.output,
      examples: [
        ("palconv extract photo.png -n 8 -o brand.gpl", "The 8 main colours of a photo."),
        (
          "palconv extract logo.png -n 5 --sort hue --name-unnamed -o logo.css",
          "Five colours sorted by hue and named, as CSS custom properties."
        ),
        (
          "palconv extract shot.png -n 16 --to png --png-swatch-size 16 --png-columns 4 > p.png",
          "A 4 × 4 grid of swatches as a PNG image."
        ),
      ],
      extraSections: [("EXIT CODES", ExitCode.help)])
  }

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let console = context.console
    var settings = try CommonOptions.conversionSettings(parsed, context: context, force: force)
    let count = try parsed.value(Self.count) ?? defaultCount
    guard parsed.positionals.count == 1, let input = parsed.positionals.first else {
      throw UsageError(
        parsed.positionals.isEmpty
          ? "missing expected argument '<image>'" : "extract reads one image at a time")
    }
    let (target, destination) = try ConversionPlanner.singleOutput(
      parsed, output: output, to: to, registry: settings.registry)

    let decoded: DecodedPalette
    do throws(PaletteError) {
      let source = try InputReader.source(input, sizeLimit: settings.sizeLimit, console: console)
      decoded =
        try ImagePalette.extract(from: source, count: count, sizeLimit: settings.sizeLimit)
        .decoded
    } catch {
      console.emit(error.diagnostic)
      return ExitCode.inputOutput
    }
    if input != "-" { settings.protectedInputs.insert(input) }

    let job = FileJob(
      displayPath: destination.displayPath, source: .decoded(decoded),
      destination: destination.destination, target: target)
    return ConvertCommand.runOne(job, settings: settings, console: console)
  }
}
