import PaletteArchive
public import PaletteCore

/// Krita palettes (`.kpl`): a zip holding a `mimetype`, `colorset.xml` and `profiles.xml`.
///
/// Reading takes the colour set's name, comment (as the description) and column count, its
/// ungrouped swatches and named groups, each entry's name, spot flag and colour (RGB, CMYK,
/// Lab, gray; XYZ converted to Lab), in Krita's grid order. The zip is read through its central
/// directory, so the `mimetype` may be anywhere and compressed, as real files have it; its value
/// must be `application/x-krita-palette` or the legacy `krita/x-colorset` when it is there.
///
/// Writing gives a version 2.0 colour set, `mimetype` first and stored, every entry placed
/// in a grid of the palette's column count. See `docs/formats/kpl.md`.
public struct KritaFormat: PaletteDecoder {
  /// Creates the format.
  public init() {}

  /// `"kpl"`.
  public var identifier: String { KritaFile.format }
  /// `"Krita palette"`.
  public var displayName: String { "Krita palette" }
  /// `["kpl"]`.
  public var fileExtensions: [String] { ["kpl"] }

  /// Names, the palette's name and description, columns (up to 4096), groups, sRGB, CMYK, Lab
  /// and gray natively, spot kinds; no alpha.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: true,
      maxColumns: KritaColorSetReader.maxColumns, groups: true, alpha: false,
      models: [.srgb, .cmyk, .lab, .gray], kinds: [.process, .spot],
      controlCharacters: ControlCharacterLimit(.notInXML, in: .all))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a zip whose local headers in the prefix
  /// include `colorset.xml`, or a `mimetype` whose (stored) text is a Krita palette's;
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let scan = ZipLocalHeaderScan(prefix)
    if scan.contains(anyOf: [KritaFile.colorSetEntry]) { return .strong }
    let mimetypes = [KritaFile.mimetype, KritaFile.legacyMimetype]
    return scan.entry(KritaFile.mimetypeEntry, startsWithOneOf: mimetypes) ? .strong : .none
  }

  /// Decodes a Krita palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and warnings.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset for a malformed zip, with a line
  ///   and column (and the entry's name in the message) for malformed XML, of kind
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` when there is no `colorset.xml` or the
  ///   mimetype is another format's.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try KritaArchive.read(bytes)
  }
}
