import PaletteCore
import PaletteKit
import PaletteThemes

/// `palconv theme`: a Material 3 colour scheme made from a seed colour, written as a palette.
enum ThemeCommand: Subcommand {
  static let seed = Option<RGBA8>.text(
    OptionSpec(
      "seed", kind: .text(named: "color"),
      help: "The seed colour, '#RRGGBB' (or 'RRGGBB', '#RGB')."),
    parse: { (text) throws(UsageError) in
      guard let color = RGBA8(hex: text) else {
        throw UsageError(
          "the value of '--seed' must be a hex colour such as '#6750A4', not '\(text)'")
      }
      return color
    })
  static let scheme = Option<MaterialVariant>.choice(
    "scheme", named: "variant",
    help: "The scheme variant (default tonal-spot): how the seed's hue and chroma become the "
      + "primary, secondary, tertiary and neutral palettes.")
  static let contrast = Option<Double>.decimal(
    "contrast", in: -1...1, named: "level",
    help: "The contrast level of the light and dark colours, -1 (reduced) to 1; 0 standard "
      + "(default), 0.5 medium, 1 high. High-contrast variants are at 1.")
  static let output = CommonOptions.outputFile(
    help: "The theme (a folder for asset catalogs), '-' for standard output. Its extension "
      + "gives the format unless --to is set.")
  static let to = CommonOptions.outputFormat(
    help: "The output format (see 'palconv formats'); without -o, standard output.")
  static let force = CommonOptions.force(help: "Allow binary output on a terminal.")

  static let spec = CommandSpec(
    name: "theme",
    abstract: "Make a Material 3 colour scheme from a seed colour.",
    discussion:
      "Every colour role of Material's 2021 dynamic-colour spec (primary, on-primary, "
      + "primary-container, ..., surface-container-highest, outline, the fixed roles), grouped "
      + "primary, secondary, tertiary, error, surface and outline. Each swatch is the light "
      + "scheme's colour, with the dark scheme and the light and dark high-contrast schemes "
      + "as appearance variants, which asset catalogs, Compose, CSS and the other "
      + "appearance-aware formats write. See docs/material-themes.md.",
    usage: "theme --seed <color> [--scheme <variant>] [--contrast <level>] "
      + "(-o <output> | --to <format>) [<options>]",
    arguments: [],
    options: [
      seed.spec, scheme.spec, contrast.spec, output.spec, to.spec, CommonOptions.strict.spec,
      CommonOptions.allow.spec, force.spec,
    ] + CommonOptions.output,
    examples: [
      (
        "palconv theme --seed '#6750A4' --scheme tonal-spot -o Theme.xcassets",
        "An asset catalog with light, dark and high-contrast colours for every role."
      ),
      (
        "palconv theme --seed '#00696B' --scheme vibrant --contrast 0.5 -o theme.css",
        "Medium contrast as CSS custom properties with dark and high-contrast blocks."
      ),
    ],
    extraSections: [("EXIT CODES", ExitCode.help)])

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let settings = try CommonOptions.conversionSettings(
      parsed, context: context, force: force, steps: false)
    guard parsed.positionals.isEmpty else {
      throw UsageError("'theme' takes no inputs: give the seed with --seed")
    }
    guard let seedColor = try parsed.value(seed) else {
      throw UsageError("missing expected option '--seed <color>'")
    }
    let theme = MaterialTheme(
      seed: seedColor, variant: try parsed.value(scheme) ?? .tonalSpot,
      contrast: try parsed.value(contrast) ?? 0)
    let (target, destination) = try ConversionPlanner.singleOutput(
      parsed, output: output, to: to, registry: context.registry)
    let job = FileJob(
      displayPath: destination.displayPath,
      source: .decoded(DecodedPalette(palette: theme.palette)),
      destination: destination.destination, target: target)
    return ConvertCommand.runOne(job, settings: settings, console: context.console)
  }
}
