import PaletteCore
import PaletteKit

/// Opens the one input of a subcommand through ``PaletteKit/FormatRegistry/open(_:as:sizeLimit:)``:
/// a file, standard input, or a folder document (an asset catalog).
enum InputReader {
  /// Opens `input` ('-' is standard input, read through the console's environment).
  ///
  /// - Throws: ``PaletteError`` with the path set.
  static func load(
    _ input: String, sourceFormat: String?, sizeLimit: Int, console: Console,
    registry: FormatRegistry
  ) throws(PaletteError) -> OpenedPalette {
    try registry.open(
      source(input, sizeLimit: sizeLimit, console: console), as: sourceFormat,
      sizeLimit: sizeLimit)
  }

  /// The document `input` names: '-' is standard input, read through the console's
  /// environment (so tests give it), anything else a path.
  static func source(
    _ input: String, sizeLimit: Int, console: Console
  ) throws(PaletteError) -> DocumentSource {
    guard input == "-" else { return .path(input) }
    return .bytes(try console.environment.readStandardInput(sizeLimit), name: nil)
  }

  /// Runs a subcommand that reads exactly one input (`show`, `inspect`): parses the common
  /// options, loads the input, prints its diagnostics and then what `render` makes of it.
  ///
  /// - Parameters:
  ///   - command: The subcommand's name, for the usage error.
  ///   - parsed: The parsed arguments.
  ///   - context: Where to read and print.
  ///   - render: The text to print for the loaded input.
  /// - Returns: 0, 1 when the decoder reported errors, 2 when the input could not be read.
  /// - Throws: ``UsageError`` for bad options or not exactly one input.
  static func runOnOneInput(
    _ command: String, _ parsed: ParsedArguments, context: CommandContext,
    render: (OpenedPalette, Console) throws(PaletteError) -> String
  ) throws(UsageError) -> Int32 {
    let console = context.console
    try CommonOptions.configure(console, from: parsed)
    let sourceFormat = try CommonOptions.sourceFormat(parsed, registry: context.registry)
    let sizeLimit = try CommonOptions.sizeLimit(parsed)
    guard parsed.positionals.count == 1 else {
      throw UsageError(
        parsed.positionals.isEmpty
          ? "missing expected argument '<input>'" : "'\(command)' takes one input")
    }
    do {
      let loaded = try load(
        parsed.positionals[0], sourceFormat: sourceFormat, sizeLimit: sizeLimit,
        console: console, registry: context.registry)
      console.emit(loaded.detectionNote)
      for warning in loaded.warnings { console.emit(warning) }
      console.write(try render(loaded, console))
      return loaded.hasErrors ? ExitCode.failure : ExitCode.success
    } catch {
      console.emit(error.diagnostic)
      return ExitCode.inputOutput
    }
  }
}
