public import PaletteCore

/// A palette document as opened: the palette, the decoder's warnings, and how its format was
/// told.
public struct OpenedPalette: Sendable {
  /// The document as it is shown in messages: its path, or `<stdin>`.
  public var path: String
  /// How the format was told (by content, by extension, or named by the caller).
  public var detection: Detection
  /// The palette and the decoder's warnings, each warning carrying ``path``.
  public var decoded: DecodedPalette
  /// Whether the document is a folder (an asset catalog, an Android `res/` folder).
  public var isFolder: Bool

  /// Creates an opened document from its parts.
  ///
  /// - Parameters:
  ///   - path: The document as it is shown in messages.
  ///   - detection: How the format was told.
  ///   - decoded: The palette and its warnings.
  ///   - isFolder: Whether the document is a folder.
  public init(path: String, detection: Detection, decoded: DecodedPalette, isFolder: Bool = false) {
    self.path = path
    self.detection = detection
    self.decoded = decoded
    self.isFolder = isFolder
  }

  /// The palette.
  public var palette: Palette { decoded.palette }

  /// The decoder's warnings (and errors for parts it had to skip), in the order they arose.
  public var warnings: [Diagnostic] { decoded.warnings }

  /// Whether the decoder reported an error: a part it skipped (a token or colour set it could
  /// not read). The rest is read, but such a document fails validation.
  public var hasErrors: Bool { decoded.warnings.contains { $0.severity == .error } }

  /// How the format was told, as a note (`detect.format`) naming the document.
  public var detectionNote: Diagnostic { detection.note(path: path) }
}

extension Detection {
  /// The decision as a note (`detect.format`) for the document at `path`.
  ///
  /// - Parameter path: The document as it is shown.
  /// - Returns: `read as FORMAT: REASON`.
  public func note(path: String) -> Diagnostic {
    Diagnostic(
      .note, code: "detect.format", message: "read as \(identifier ?? "?"): \(reason)", path: path)
  }
}

/// Why opening a document failed, with the detection when it got that far: what a caller
/// needs to tell a file that is not a palette from a damaged one.
package struct OpenFailure: Error, Sendable {
  /// The error, with its path set.
  package var error: PaletteError
  /// How the format was told, when the content was read.
  package var detection: Detection?
  /// Whether the document is a folder document, which a folder walk never passes over.
  package var isFolder: Bool

  /// A failure; `detection` when the content was read, `isFolder` for a folder document.
  package init(error: PaletteError, detection: Detection? = nil, isFolder: Bool = false) {
    self.error = error
    self.detection = detection
    self.isFolder = isFolder
  }
}
