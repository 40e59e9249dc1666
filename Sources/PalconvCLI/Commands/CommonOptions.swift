import PaletteCore
import PaletteKit

/// Options shared by several subcommands, and how they are read.
enum CommonOptions {
  static let quiet = Option<Bool>.flag(
    "quiet", short: "q", excludes: ["verbose"], help: "Print errors only.")
  static let verbose = Option<Bool>.flag(
    "verbose", short: "v",
    help: "Also print notes: detection decisions, files written, files skipped and why.")
  static let color = Option<Console.ColorChoice>.choice(
    "color", named: "when",
    help: "Colour output: auto (on a terminal, unless NO_COLOR is set), always or never.")
  static let diagnostics = Option<Console.Style>.choice(
    "diagnostics", named: "style",
    help: "Diagnostics as text (compiler style) or json (one object per line).")
  static let from = Option<String>.text(
    "from", named: "format", completion: .formats(.readable),
    help: "Read inputs as this format instead of detecting it (see 'palconv formats').")
  static let maxInputSize = Option<Int>.size(
    "max-input-size", named: "size",
    help: "Refuse inputs larger than this (bytes, or with K, M or G). Default: 64M, which "
      + "takes up to about 1.4 GB to convert.")
  static let recursive = Option<Bool>.flag(
    "recursive", short: "r", help: "Also read palettes in the subfolders of folder inputs.")
  /// `--strict` (`nil`: every code) or `--strict=CODES` (those patterns).
  static let strict = Option<[Glob]?>(
    OptionSpec(
      "strict", kind: .list(named: "codes", items: codes, example: codeExample, inline: true),
      repeatable: true,
      help: "Treat warnings as errors (exit code 1); with =CODES only those, such as "
        + "--strict=loss.alpha,loss.groups. Codes are the [bracketed] ends of warnings; "
        + "'loss.*' matches a family.")
  ) { (value) throws(UsageError) in
    guard case .list(let patterns) = value else { return nil }
    return try globs(patterns)
  }
  static let allow = Option<[Glob]>(
    OptionSpec(
      "allow", kind: .list(named: "codes", items: codes, example: codeExample),
      repeatable: true, modifies: ["strict"],
      help: "With --strict, keep these codes warnings: --strict --allow loss.order. "
        + "Repeatable, comma lists and patterns ('loss.*') too.")
  ) { (value) throws(UsageError) in
    guard case .list(let patterns) = value else { return [] }
    return try globs(patterns)
  }
  static let exclude = Option<Glob>.text(
    OptionSpec(
      "exclude", kind: .text(named: "glob"), repeatable: true,
      help: "Skip files and folders of folder inputs whose path relative to that folder "
        + "matches: '*' and '?' within a name, '**' across folders, [a-z] classes. Repeatable."),
    parse: { (text) throws(UsageError) in try Glob.parsed(text) })

  /// What the items of `--strict=` and `--allow` are, for their messages.
  private static let codes = "diagnostic codes"
  private static let codeExample = "loss.order or 'loss.*'"

  /// The patterns of a list.
  private static func globs(_ patterns: [String]) throws(UsageError) -> [Glob] {
    var globs: [Glob] = []
    for pattern in patterns { globs.append(try Glob.parsed(pattern)) }
    return globs
  }

  /// `-o <output>`, with the help of a command that writes one file.
  static func outputFile(excludes: [String] = [], help: String) -> Option<String> {
    .text("output", short: "o", named: "output", excludes: excludes, help: help)
  }

  /// `--to <format>`, a writable format, with a command's help.
  static func outputFormat(_ long: String = "to", help: String) -> Option<String> {
    .text(long, named: "format", completion: .formats(.writable), help: help)
  }

  /// `--force`, with what it allows for a command.
  static func force(help: String) -> Option<Bool> { .flag("force", help: help) }

  /// The options that shape diagnostics.
  static let output: [OptionSpec] = [quiet.spec, verbose.spec, color.spec, diagnostics.spec]

  /// Applies `-q`, `-v`, `--color` and `--diagnostics` to the console (the parser refuses
  /// `-q` with `-v`).
  static func configure(_ console: Console, from parsed: ParsedArguments) throws(UsageError) {
    if parsed.has(quiet) { console.verbosity = .quiet }
    if parsed.has(verbose) { console.verbosity = .verbose }
    if let choice = try parsed.value(color) { console.colorChoice = choice }
    if let style = try parsed.value(diagnostics) { console.style = style }
  }

  /// The input size limit from `--max-input-size`.
  static func sizeLimit(_ parsed: ParsedArguments) throws(UsageError) -> Int {
    try parsed.value(maxInputSize) ?? PaletteFile.defaultSizeLimit
  }

  /// The format named by `--from`, checked to be readable.
  static func sourceFormat(
    _ parsed: ParsedArguments, registry: FormatRegistry
  ) throws(UsageError) -> String? {
    guard let name = try parsed.value(from) else { return nil }
    guard let format = registry.format(named: name) else {
      throw unknownFormat(name, option: "--from", registry: registry)
    }
    guard format.isReadable else {
      throw UsageError("palconv cannot read \(format.identifier) files: it only writes them")
    }
    return format.identifier
  }

  /// The format an output-format option (`--to`, `--target`) names, checked to be writable;
  /// `nil` when the option is not given.
  static func outputFormat(
    _ option: Option<String>, _ parsed: ParsedArguments, registry: FormatRegistry
  ) throws(UsageError) -> OutputFormat? {
    guard let name = try parsed.value(option) else { return nil }
    guard let format = registry.format(named: name) else {
      throw unknownFormat(name, option: "--\(option.spec.long)", registry: registry)
    }
    guard let writer = OutputFormat(format) else {
      throw UsageError("palconv cannot write \(format.identifier) files")
    }
    return writer
  }

  /// The settings of a command that writes palettes (`convert`, `extract`, `merge`): the
  /// console's options, the format options (and the registry they configure), `--from`, the
  /// steps, `--strict`, `--force` and `--max-input-size`, as far as the command takes them.
  ///
  /// - Parameters:
  ///   - parsed: The command line.
  ///   - context: The console and the formats.
  ///   - force: The command's `--force`.
  ///   - steps: Whether the command takes the step options.
  static func conversionSettings(
    _ parsed: ParsedArguments, context: CommandContext, force: Option<Bool>, steps: Bool = true
  ) throws(UsageError) -> ConversionSettings {
    try configure(context.console, from: parsed)
    let formatSettings = try FormatOptionArguments.settings(parsed, registry: context.registry)
    let registry = try FormatOptionArguments.configure(context.registry, with: formatSettings)
    var settings = ConversionSettings(registry: registry)
    settings.formatSettings = formatSettings
    settings.sourceFormat = try sourceFormat(parsed, registry: registry)
    if steps { (settings.steps, settings.stepSettings) = try StepOptions.read(parsed) }
    settings.strict = try StrictPolicy(parsed)
    settings.force = parsed.has(force)
    settings.sizeLimit = try sizeLimit(parsed)
    return settings
  }

  /// The error for an unknown format name, with a suggestion.
  static func unknownFormat(_ name: String, option: String, registry: FormatRegistry) -> UsageError
  {
    let names = registry.formats.map(\.identifier)
    let aliases = FormatRegistry.aliases.keys.sorted().filter {
      registry.format(named: $0) != nil
    }
    var message = "unknown format '\(name)' for '\(option)'"
    if let suggestion = Suggestion.closest(to: name, among: names + aliases) {
      message += ", did you mean '\(suggestion)'?"
    } else {
      message += "; known formats: \(names.joined(separator: ", "))"
    }
    return UsageError(message)
  }
}
