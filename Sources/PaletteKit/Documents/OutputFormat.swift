public import PaletteCore

/// A format that writes, by its writing role: one file, or a folder document.
public enum OutputFormat: Sendable {
  /// A format written as one file.
  case file(any PaletteEncoder)
  /// A format written as a folder (an asset catalog).
  case folder(any FolderPaletteEncoder)

  /// The writing role of `format`, or `nil` when it cannot be written.
  ///
  /// - Parameter format: A format.
  public init?(_ format: any PaletteFormat) {
    if let encoder = format.asEncoder {
      self = .file(encoder)
    } else if let encoder = format.asFolderEncoder {
      self = .folder(encoder)
    } else {
      return nil
    }
  }

  /// The format.
  public var format: any PaletteFormat {
    switch self {
    case .file(let encoder): encoder
    case .folder(let encoder): encoder
    }
  }

  /// The format's identifier.
  public var identifier: String { format.identifier }

  /// What the format, as configured, can hold.
  public var capabilities: FormatCapabilities { format.capabilities }

  /// Whether the format is written as a folder.
  public var isFolder: Bool {
    if case .folder = self { return true }
    return false
  }

  /// What writing `palette` loses, one warning per kind of loss.
  ///
  /// - Parameter palette: The palette to write.
  /// - Returns: The warnings, without paths.
  public func losses(writing palette: Palette) -> [Diagnostic] {
    switch self {
    case .file(let encoder): encoder.losses(writing: palette)
    case .folder(let encoder): encoder.losses(writing: palette)
    }
  }

  /// The format with this identifier in `registry`, by its writing role.
  ///
  /// - Parameters:
  ///   - identifier: A format identifier (`json`, `xcassets`).
  ///   - registry: The formats.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/unknownFormat``
  ///   when no format has the identifier or it cannot be written.
  public init(_ identifier: String, in registry: FormatRegistry) throws(PaletteError) {
    guard let format = registry.format(named: identifier) else {
      throw PaletteError(
        .unknownFormat, "no format is called '\(identifier)' ('palconv formats' lists them)")
    }
    guard let output = OutputFormat(format) else {
      throw PaletteError(.unknownFormat, "\(identifier) is read, not written", format: identifier)
    }
    self = output
  }
}
