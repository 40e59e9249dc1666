import PaletteCore
import PaletteKit

/// The one rule for inputs that hold no palette, whatever their format.
///
/// A project folder holds more than palettes: a site's `style.css` without custom properties,
/// an Android `strings.xml` or `layout.xml`, a `package.json`, a photo `.png`. A file found by
/// walking a folder that holds no palette is skipped with a reason (`input.skipped`, listed
/// with `-v` and counted in the summary) instead of becoming an empty output or failing the
/// batch; a file named on the command line that no format recognises by its content and that
/// holds no colour is an error (`input.not-a-palette`), so a mistyped input never gives an
/// empty output with exit status 0. `--from` says the file is a palette: nothing is skipped
/// then. A damaged palette is never passed over: a file with a palette's own extension (`.gpl`,
/// `.ase`) that fails to read, or one whose content a format claims and fails to decode, stays
/// an error. So does a file with a palette's own extension that yields no colour while its
/// reader left content aside (``/PaletteCore/PaletteError/Kind/nothingRead``: an old `.sbz`
/// layout, say); a style sheet or resource file found by walking that does so (a `tokens.css`
/// of spacing variables only) holds no palette and is skipped.
enum NotAPalette {
  /// Extensions that many files besides palettes have: a file with one of them that no format
  /// recognises by its content and that fails to read is not a palette. `.iff` holds sounds
  /// (`8SVX`) and animations (`ANIM`) as often as ILBM pictures.
  static let sharedExtensions: Set<String> = ["txt", "json", "css", "xml", "iff"]

  /// Extensions of files that hold colours among other things (``sharedExtensions`` and the
  /// style sheet languages): one of them found by walking that yields no colour, whatever its
  /// reader left aside, is not a palette.
  static let hostExtensions = sharedExtensions.union(["scss", "sass", "less", "styl"])

  /// The code of the error an indexed-image reader (GIF, BMP, PCX, ILBM) throws for a picture
  /// without a colour table: true colour or greyscale, which is not a palette.
  static let noColorTableCode = "image.no-colour-table"

  /// Why a file found by walking a folder that read without error is not a palette: it holds
  /// no colour. `nil` when it holds one, or when `--from` named its format.
  ///
  /// - Parameter loaded: The file as read.
  /// - Returns: The reason to print, or `nil`.
  static func reason(forListed loaded: OpenedPalette) -> String? {
    guard loaded.detection.method != .override, loaded.decoded.palette.swatchCount == 0 else {
      return nil
    }
    return "it holds no colours (read as \(loaded.detection.identifier ?? "?"))"
  }

  /// The error for a file named on the command line that no format recognises by its content
  /// and that holds no colour; `nil` otherwise.
  ///
  /// - Parameter loaded: The file as read.
  /// - Returns: An error diagnostic with the file's path.
  static func error(forNamed loaded: OpenedPalette) -> Diagnostic? {
    guard loaded.detection.method == .fileExtension, loaded.detection.candidates.isEmpty,
      loaded.decoded.palette.swatchCount == 0
    else { return nil }
    let format = loaded.detection.identifier ?? "?"
    return Diagnostic(
      .error, code: "input.not-a-palette",
      message:
        "no format recognises the content and, read as \(format) by its extension, it holds no "
        + "colours; give '--from \(format)' if it is an empty palette",
      path: loaded.path)
  }

  /// Why a file that failed to read is not a palette, so that a folder walk skips it: `nil`
  /// unless no format recognises its content (a file with one of ``sharedExtensions``, read
  /// by its extension or not at all), it is a `.png` picture of more colours than a palette
  /// image holds, an image that the format its content names reads as having no colour table
  /// (``noColorTableCode``: a true-colour GIF, BMP, PCX or ILBM), or it has one of
  /// ``hostExtensions`` and yields no colour
  /// (``/PaletteCore/PaletteError/Kind/nothingRead``).
  ///
  /// - Parameters:
  ///   - error: Why reading it failed.
  ///   - detection: The detection of its bytes, when it got that far.
  ///   - path: The file.
  /// - Returns: The reason to print, or `nil`.
  static func reason(
    forFailure error: PaletteError, detection: Detection?, path: String
  ) -> String? {
    guard let detection, detection.method != .override, error.kind != .io else { return nil }
    let pathExtension = PathText.pathExtension(of: path).map(ASCII.lowercased)
    if error.kind == .nothingRead, let pathExtension, hostExtensions.contains(pathExtension) {
      return "it holds no colours (read as \(error.format ?? detection.identifier ?? "?"): "
        + "\(error.message))"
    }
    if pathExtension == "png", detection.identifier == "png", error.format == "png",
      error.kind == .limitExceeded
    {
      return "a picture, not a palette image (\(error.message))"
    }
    if error.code == noColorTableCode, detection.identifier == error.format {
      return "a picture, not a palette image (\(error.message))"
    }
    guard detection.candidates.isEmpty, error.kind != .limitExceeded,
      let pathExtension, sharedExtensions.contains(pathExtension)
    else { return nil }
    guard let identifier = detection.identifier else {
      return "no format recognises its content: \(detection.reason)"
    }
    return "no format recognises its content (read as \(identifier) by its extension: "
      + "\(error.message))"
  }

  /// ``reason(forFailure:detection:path:)`` for a file whose detection was not kept: reads and
  /// detects it again (only on this failure path).
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - error: Why reading it failed.
  ///   - sourceFormat: `--from`, if given.
  ///   - sizeLimit: The input size limit.
  ///   - registry: The formats.
  /// - Returns: The reason to print, or `nil`.
  static func reason(
    forFailedFile path: String, error: PaletteError, sourceFormat: String?, sizeLimit: Int,
    registry: FormatRegistry
  ) -> String? {
    guard sourceFormat == nil, let bytes = try? DocumentSource.path(path).contents(limit: sizeLimit)
    else { return nil }
    let detection = registry.detect(bytes, named: path)
    return reason(forFailure: error, detection: detection, path: path)
  }
}
