import PaletteCore
import PaletteKit

/// Reads and decodes one input for the read-only commands (`validate`, `show`, `inspect`).
enum InputReader {
  /// A decoded input with its detection.
  struct Loaded {
    var path: String
    var detection: Detection
    var decoded: DecodedPalette
  }

  /// Reads, detects and decodes `input` ('-' is standard input).
  ///
  /// - Throws: ``PaletteError`` with the path set.
  static func load(
    _ input: String, sourceFormat: String?, sizeLimit: Int, console: Console,
    registry: FormatRegistry
  ) throws(PaletteError) -> Loaded {
    let path = input == "-" ? "<stdin>" : input
    let bytes =
      input == "-"
      ? try console.environment.readStandardInput(sizeLimit)
      : try PaletteFile.read(at: input, limit: sizeLimit)
    let detection = registry.detect(
      bytes: bytes, pathExtension: input == "-" ? nil : PathTools.pathExtension(of: input),
      override: sourceFormat)
    guard let format = detection.format else {
      throw PaletteError(.unknownFormat, "cannot tell the format: \(detection.reason)", path: path)
    }
    let decoded = try PaletteFile.decode(bytes, path: path, format: format)
    return Loaded(path: path, detection: detection, decoded: decoded)
  }

  /// The detection decision as a note, shown with `-v`.
  static func note(for loaded: Loaded) -> Diagnostic {
    Diagnostic(
      .note, code: "detect.format",
      message: "read as \(loaded.detection.identifier ?? "?"): \(loaded.detection.reason)",
      path: loaded.path)
  }
}
