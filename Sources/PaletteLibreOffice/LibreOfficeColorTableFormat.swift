public import PaletteCore

/// LibreOffice and OpenOffice colour tables (`.soc`): the palettes of their colour pickers.
///
/// Reading works on namespaces, as LibreOffice does: a root `color-table` in an office
/// namespace (OpenOffice 2004, ODF, or the OOo 1.x one LibreOffice's own `standard.soc` still
/// uses), `color` entries in either drawing namespace, and their `name` and `color` attributes.
/// Entries are read in document order with their names exactly as written (leading spaces
/// kept). A value other than `#rrggbb` is what LibreOffice shows for it, black, with a
/// warning; an entry without a name or a colour is skipped with a warning, as LibreOffice
/// drops it. The format has no palette name (LibreOffice uses the file name), no alpha and no
/// groups.
///
/// Writing produces the current form with the namespaces LibreOffice writes, lower-case
/// `#rrggbb`, and non-empty names, kept as they are; a repeated name is kept when it stands for
/// the same colour, and renamed when it does not (LibreOffice keeps one entry per name).
/// See `docs/formats/soc.md`.
public struct LibreOfficeColorTableFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"soc"`.
  public var identifier: String { "soc" }
  /// `"LibreOffice colour table"`.
  public var displayName: String { "LibreOffice colour table" }
  /// `["soc"]`.
  public var fileExtensions: [String] { ["soc"] }

  /// Names; 8-bit sRGB; nothing else.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb],
      controlCharacters: ControlCharacterLimit(.notInXML, in: .all))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for an XML document whose root is `color-table` in
  /// an office namespace, ``/PaletteCore/DetectionConfidence/none`` otherwise (a line-end or
  /// gradient table of the same family included).
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard let root = XMLRootSniffer(prefix), root.localName == "color-table",
      let namespace = root.namespace, LibreOfficeNamespaces.office.contains(namespace)
    else { return .none }
    return .strong
  }

  /// Decodes a colour table.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group) and warnings, each with a line and column.
  /// - Throws: ``/PaletteCore/PaletteError`` for malformed XML, or a root other than an office
  ///   `color-table` (``/PaletteCore/PaletteError/Kind/invalidSignature``), with a line and column.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try LibreOfficeReader.read(bytes)
  }

  /// The names the writer gives the swatches: as they are, but an unnamed or empty one is
  /// `Color N` (N its 1-based position) and a repeated one of another colour than the first
  /// of that name gets ` 2`, ` 3`, … (one of the same colour is kept, as LibreOffice's own
  /// palettes have them); characters XML cannot hold become U+FFFD.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    WrittenNames(
      palette: nil, groups: palette.groups.map { _ in nil },
      swatches: LibreOfficeWriter.names(palette.allSwatches))
  }

  /// Encodes the palette as a colour table.
  ///
  /// Colours are written as 8-bit sRGB (``/PaletteCore/PaletteColor/rgba8``: converted and
  /// gamut-mapped); alpha and groups are dropped.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 XML ending with a line break.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    LibreOfficeWriter.write(palette)
  }
}
