import PaletteCore
import PaletteKit
import PaletteThemes

/// `palconv theme`: a Material 3 colour scheme made from a seed colour, written as a palette.
enum ThemeCommand: Subcommand {
  static let seed = colorOption("seed", help: "The seed colour, '#RRGGBB' (or 'RRGGBB', '#RGB').")
  static let secondary = colorOption(
    "secondary",
    help: "A colour whose hue and chroma make the secondary palette instead of the seed's.")
  static let tertiary = colorOption(
    "tertiary", help: "A colour whose hue and chroma make the tertiary palette.")
  static let neutral = colorOption(
    "neutral", help: "A colour whose hue and chroma make the neutral (surface) palette.")
  static let neutralVariant = colorOption(
    "neutral-variant",
    help: "A colour whose hue and chroma make the neutral-variant palette (outlines, surface "
      + "variants).")
  static let errorColor = colorOption(
    "error", help: "A colour whose hue and chroma make the error palette instead of Material's red."
  )

  /// A hex colour option.
  static func colorOption(_ long: String, help: String) -> Option<RGBA8> {
    Option<RGBA8>.text(
      OptionSpec(long, kind: .text(named: "color"), help: help),
      parse: { (text) throws(UsageError) in
        guard let color = RGBA8(hex: text) else {
          throw UsageError(
            "the value of '--\(long)' must be a hex colour such as '#6750A4', not '\(text)'")
        }
        return color
      })
  }
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
      seed.spec, scheme.spec, contrast.spec, secondary.spec, tertiary.spec, neutral.spec,
      neutralVariant.spec, errorColor.spec, output.spec, to.spec, CommonOptions.strict.spec,
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
      (
        "palconv theme --seed '#6750A4' --tertiary '#B5264C' --to compose > Theme.kt",
        "A brand's second colour as the tertiary palette, as Jetpack Compose colours."
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
    var theme = MaterialTheme(
      seed: seedColor, variant: try parsed.value(scheme) ?? .tonalSpot,
      contrast: try parsed.value(contrast) ?? 0)
    theme.secondary = try parsed.value(secondary)
    theme.tertiary = try parsed.value(tertiary)
    theme.neutral = try parsed.value(neutral)
    theme.neutralVariant = try parsed.value(neutralVariant)
    theme.error = try parsed.value(errorColor)
    let (target, destination) = try ConversionPlanner.singleOutput(
      parsed, output: output, to: to, registry: context.registry)
    let job = FileJob(
      displayPath: destination.displayPath,
      source: .decoded(DecodedPalette(palette: theme.palette)),
      destination: destination.destination, target: target)
    return ConvertCommand.runOne(job, settings: settings, console: context.console)
  }
}
