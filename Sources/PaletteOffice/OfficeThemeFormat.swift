public import PaletteCore

/// Office theme files (`.thmx`): the colour scheme of a theme that Word, Excel and PowerPoint
/// apply from their Design tab, read and written.
///
/// A `.thmx` file is an Open Packaging Conventions zip whose theme part (`a:theme`,
/// ECMA-376 DrawingML) holds a colour scheme (`a:clrScheme`) of twelve roles: `dk1`, `lt1`,
/// `dk2`, `lt2` (text and background), `accent1` to `accent6`, `hlink` and `folHlink`. Reading
/// gives one swatch per role, named after it, and the scheme's name; the decoder also reads a
/// theme part or colour scheme as plain XML, so `--from office-theme` takes either.
///
/// Writing fills the twelve roles from a palette of any size (see `docs/formats/office-theme.md`
/// for the rule): swatches named for a role take it, dark and light swatches become the text
/// and background colours, the rest the accents in order; swatches past the twelfth do not fit
/// and roles without a swatch get Office's own colours, which the loss report says.
///
///     let bytes = try OfficeThemeFormat().encode(palette)   // a .thmx package
public struct OfficeThemeFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"office-theme"`.
  public var identifier: String { "office-theme" }

  /// `"Office theme"`.
  public var displayName: String { "Office theme" }

  /// `["thmx"]`.
  public var fileExtensions: [String] { ["thmx"] }

  /// Twelve 8-bit sRGB colours named by their roles, and the scheme's name; no alpha, groups
  /// or description. See ``OfficeThemeXMLFormat/officeCapabilities``.
  public var capabilities: FormatCapabilities { OfficeThemeXMLFormat.officeCapabilities }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a zip whose first entries lie in a
  /// `theme/` folder, as a theme package's do; otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) else { return .none }
    let marker = Array("theme/".utf8)
    guard prefix.count >= marker.count else { return .none }
    for start in prefix.indices.dropLast(marker.count - 1)
    where prefix[start..<start + marker.count].elementsEqual(marker) {
      return .strong
    }
    return .none
  }

  /// Decodes a `.thmx` package, or a theme part or colour scheme given as XML.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette: one swatch per role in the file's order, named after the role;
  ///   warnings for system colours (`office-theme.system-color`), colour changes not applied
  ///   (`office-theme.transform`) and elements not read (`office-theme.skipped`).
  /// - Throws: ``/PaletteCore/PaletteError``: at a byte offset for a broken zip or one without
  ///   a theme part (``/PaletteCore/PaletteError/Kind/invalidSignature``); at a line and
  ///   column (with the part's name) for malformed XML, a root that is not a theme or colour
  ///   scheme, or a colour that is not one palconv reads.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    if bytes.starts(with: [0x50, 0x4B]) {
      return try OfficeThemePackage.read(bytes, format: identifier)
    }
    var reader = try OfficeThemeReader(bytes, format: identifier)
    return try reader.read()
  }

  /// Encodes a palette as a `.thmx` package: content types, relationships, a theme manager
  /// and the theme part with the colour scheme, Office's fonts and a plain format scheme.
  ///
  /// - Parameter palette: The palette; see the type's discussion for how it fills the roles.
  /// - Returns: The zip's bytes (deflated entries, fixed dates: the same palette gives the
  ///   same bytes).
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try OfficeThemeWriter.requireColors(palette, format: identifier)
    return OfficeThemePackage.write(palette)
  }

  /// Each swatch's role, which it is read back named after, and the order of the roles.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    OfficeThemeWriter.writtenNames(of: palette)
  }
}
