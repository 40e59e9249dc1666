import PaletteCore
import PaletteKit

/// Options shared by several subcommands, and how they are read.
enum CommonOptions {
  static let quiet = OptionSpec("quiet", short: "q", help: "Print errors only.")
  static let verbose = OptionSpec(
    "verbose", short: "v",
    help: "Also print notes: detection decisions, files written, files skipped and why.")
  static let color = OptionSpec(
    "color", value: .required("when"), completion: .words(["auto", "always", "never"]),
    help: "Colour output: auto (on a terminal, unless NO_COLOR is set), always or never.")
  static let diagnostics = OptionSpec(
    "diagnostics", value: .required("style"), completion: .words(["text", "json"]),
    help: "Diagnostics as text (compiler style) or json (one object per line).")
  static let from = OptionSpec(
    "from", value: .required("format"), completion: .formats(.readable),
    help: "Read inputs as this format instead of detecting it (see 'palconv formats').")
  static let maxInputSize = OptionSpec(
    "max-input-size", value: .required("size"),
    help: "Refuse inputs larger than this (bytes, or with K, M or G). Default: 64M, which "
      + "takes up to about 1.4 GB to convert.")
  static let recursive = OptionSpec(
    "recursive", short: "r", help: "Also read palettes in the subfolders of folder inputs.")
  static let strict = OptionSpec(
    "strict", value: .optionalInline("codes"), repeatable: true,
    help: "Treat warnings as errors (exit code 1); with =CODES only those, such as "
      + "--strict=loss.alpha,loss.groups. Codes are the [bracketed] ends of warnings; 'loss.*' "
      + "matches a family.")
  static let allow = OptionSpec(
    "allow", value: .required("codes"), repeatable: true,
    help: "With --strict, keep these codes warnings: --strict --allow loss.order. Repeatable, "
      + "comma lists and patterns ('loss.*') too.")
  static let exclude = OptionSpec(
    "exclude", value: .required("glob"), repeatable: true,
    help: "Skip files and folders of folder inputs whose path relative to that folder matches: "
      + "'*' and '?' within a name, '**' across folders, [a-z] classes. Repeatable.")

  /// The options that shape diagnostics.
  static let output: [OptionSpec] = [quiet, verbose, color, diagnostics]

  /// Applies `-q`, `-v`, `--color` and `--diagnostics` to the console.
  static func configure(_ console: Console, from parsed: ParsedArguments) throws(UsageError) {
    if parsed.has("quiet") && parsed.has("verbose") {
      throw UsageError("'--quiet' and '--verbose' cannot be used together")
    }
    if parsed.has("quiet") { console.verbosity = .quiet }
    if parsed.has("verbose") { console.verbosity = .verbose }
    if let value = parsed.value("color") {
      guard let choice = Console.ColorChoice(rawValue: value) else {
        throw UsageError("the value of '--color' must be auto, always or never, not '\(value)'")
      }
      console.colorChoice = choice
    }
    if let value = parsed.value("diagnostics") {
      guard let style = Console.Style(rawValue: value) else {
        throw UsageError("the value of '--diagnostics' must be text or json, not '\(value)'")
      }
      console.style = style
    }
  }

  /// The input size limit from `--max-input-size`.
  static func sizeLimit(_ parsed: ParsedArguments) throws(UsageError) -> Int {
    guard let text = parsed.value("max-input-size") else { return PaletteFile.defaultSizeLimit }
    var digits = Substring(text)
    var multiplier = 1
    for (suffix, factor) in [("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30)] {
      for spelling in [suffix, suffix + "B", suffix + "iB", suffix.lowercased()]
      where digits.hasSuffix(spelling) {
        digits = digits.dropLast(spelling.count)
        multiplier = factor
        break
      }
      if multiplier != 1 { break }
    }
    guard let value = Int(digits), value >= 0, value <= Int.max / multiplier else {
      throw UsageError(
        "the value of '--max-input-size' must be a size such as 1000, 64K or 256M, not '\(text)'")
    }
    return value * multiplier
  }

  /// The format named by `--from`, checked to be readable.
  static func sourceFormat(
    _ parsed: ParsedArguments, registry: FormatRegistry
  ) throws(UsageError)
    -> String?
  {
    guard let name = parsed.value("from") else { return nil }
    guard let format = registry.format(named: name) else {
      throw unknownFormat(name, option: "--from", registry: registry)
    }
    guard format.isReadable else {
      throw UsageError("palconv cannot read \(format.identifier) files: it only writes them")
    }
    return format.identifier
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
