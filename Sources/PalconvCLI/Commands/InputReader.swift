import PaletteCore
import PaletteKit

/// Reads and decodes one input: a file, standard input, or a folder document (an asset
/// catalog).
enum InputReader {
  /// A decoded input with its detection.
  struct Loaded {
    var path: String
    var detection: Detection
    var decoded: DecodedPalette
  }

  /// Reads, detects and decodes `input` ('-' is standard input; a folder that a folder format
  /// claims is read as that document).
  ///
  /// - Throws: ``PaletteError`` with the path set.
  static func load(
    _ input: String, sourceFormat: String?, sizeLimit: Int, console: Console,
    registry: FormatRegistry
  ) throws(PaletteError) -> Loaded {
    if input != "-",
      let format = folderFormat(of: input, sourceFormat: sourceFormat, registry: registry)
    {
      var decoded = try PaletteFolder.read(at: input, format: format)
      decoded.warnings += CatalogLinks.warnings(in: input)
      return Loaded(
        path: input, detection: registry.detect(folder: input, override: sourceFormat),
        decoded: decoded)
    }
    let path = input == "-" ? "<stdin>" : input
    let bytes =
      input == "-"
      ? try console.environment.readStandardInput(sizeLimit)
      : try LongPath.read(at: input, limit: sizeLimit)
    let detection = detect(
      bytes, input: input == "-" ? nil : input, sourceFormat: sourceFormat, registry: registry)
    guard let format = detection.decoder else {
      throw unknownFormat(detection, bytes: bytes, path: path, isStandardInput: input == "-")
    }
    let decoded = try PaletteFile.decode(bytes, path: path, format: format)
    return Loaded(path: path, detection: detection, decoded: decoded)
  }

  /// The folder format `path` is read with, or `nil` when it is not a folder document: a
  /// folder whose extension a folder format claims (`Colors.xcassets`), or any folder when
  /// `--from` names a folder format.
  static func folderFormat(
    of path: String, sourceFormat: String?, registry: FormatRegistry
  ) -> (any FolderPaletteDecoder)? {
    guard FileSystem.isDirectory(path) else { return nil }
    return registry.folderFormat(forFolder: path, override: sourceFormat)
  }

  /// Detection of a file's bytes, with the extension as the formats see it
  /// (`brand.tokens.json` has `tokens.json`).
  ///
  /// - Parameters:
  ///   - bytes: The content.
  ///   - input: The file's path, or `nil` for standard input.
  ///   - sourceFormat: `--from`, if given.
  ///   - registry: The formats.
  static func detect(
    _ bytes: [UInt8], input: String?, sourceFormat: String?, registry: FormatRegistry
  ) -> Detection {
    let pathExtension = input.flatMap {
      registry.fileExtension(ofFileName: PathText.lastComponent(of: $0))
    }
    return registry.detect(bytes: bytes, pathExtension: pathExtension, override: sourceFormat)
  }

  /// The error for an input whose format detection could not tell: empty standard input,
  /// or content no format recognises; both say how to name the format.
  ///
  /// - Parameters:
  ///   - detection: What detection decided.
  ///   - bytes: The input.
  ///   - path: The path shown.
  ///   - isStandardInput: Whether the input is standard input, which has no extension.
  /// - Returns: The error, with the path set.
  static func unknownFormat(
    _ detection: Detection, bytes: [UInt8], path: String, isStandardInput: Bool
  ) -> PaletteError {
    if isStandardInput && bytes.isEmpty {
      return PaletteError(
        .unknownFormat,
        "standard input is empty; give palconv a palette there (palconv - --to json < "
          + "brand.gpl) or name a file as the input", path: path)
    }
    var message = "cannot tell the format: \(detection.reason)"
    if detection.method != .ambiguous {
      message +=
        isStandardInput
        ? "; name it with --from FORMAT ('palconv formats' lists them)"
        : "; if it is a palette, name its format with --from FORMAT ('palconv formats' lists them)"
    }
    return PaletteError(.unknownFormat, message, path: path)
  }

  /// The detection decision as a note, shown with `-v`.
  static func note(for loaded: Loaded) -> Diagnostic {
    note(for: loaded.detection, path: loaded.path)
  }

  /// A detection decision as a note, shown with `-v`.
  static func note(for detection: Detection, path: String) -> Diagnostic {
    Diagnostic(
      .note, code: "detect.format",
      message: "read as \(detection.identifier ?? "?"): \(detection.reason)", path: path)
  }

  /// Whether a decode result failed: its decoder reported an error (a token or colour set it
  /// had to skip). Such a file is read, but counts as failing validation (exit code 1).
  static func hasErrors(_ decoded: DecodedPalette) -> Bool {
    decoded.warnings.contains { $0.severity == .error }
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
    render: (Loaded, Console) throws(PaletteError) -> String
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
      console.emit(note(for: loaded))
      for warning in loaded.decoded.warnings { console.emit(warning) }
      console.write(try render(loaded, console))
      return hasErrors(loaded.decoded) ? ExitCode.failure : ExitCode.success
    } catch {
      console.emit(error.diagnostic)
      return ExitCode.inputOutput
    }
  }
}
