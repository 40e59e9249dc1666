import PaletteCore

/// The format a conversion writes, by its writing role: one file, or a folder document.
enum OutputFormat: Sendable {
  /// A format written as one file.
  case file(any PaletteEncoder)
  /// A format written as a folder (an asset catalog).
  case folder(any FolderPaletteEncoder)

  /// The writing role of `format`, or `nil` when it cannot be written.
  init?(_ format: any PaletteFormat) {
    if let encoder = format as? any PaletteEncoder {
      self = .file(encoder)
    } else if let encoder = format as? any FolderPaletteEncoder {
      self = .folder(encoder)
    } else {
      return nil
    }
  }

  /// The format.
  var format: any PaletteFormat {
    switch self {
    case .file(let encoder): encoder
    case .folder(let encoder): encoder
    }
  }

  /// The format's identifier.
  var identifier: String { format.identifier }

  /// What the format, as configured, can hold.
  var capabilities: FormatCapabilities { format.capabilities }

  /// Whether the format is written as a folder.
  var isFolder: Bool {
    if case .folder = self { return true }
    return false
  }

  /// What writing `palette` loses, one warning per kind of loss.
  func losses(writing palette: Palette) -> [Diagnostic] {
    switch self {
    case .file(let encoder): encoder.losses(writing: palette)
    case .folder(let encoder): encoder.losses(writing: palette)
    }
  }
}
