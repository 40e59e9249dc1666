public import PaletteCore

/// Office theme colours as XML: a bare colour scheme (`a:clrScheme`, the "Theme Colors" file
/// Office keeps in its Document Themes folder) written, and that or a whole theme part
/// (`a:theme`) read.
///
/// The roles and how a palette fills them are those of ``OfficeThemeFormat``; see
/// `docs/formats/office-theme.md`.
///
///     let xml = try OfficeThemeXMLFormat().encode(palette)
public struct OfficeThemeXMLFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"office-theme-xml"`.
  public var identifier: String { "office-theme-xml" }

  /// `"Office theme colours (XML)"`.
  public var displayName: String { "Office theme colours (XML)" }

  /// `["xml"]`: the extension is shared with other formats, so detection reads the content.
  public var fileExtensions: [String] { ["xml"] }

  /// What both Office theme formats hold: twelve 8-bit sRGB colours named by role, and the
  /// scheme's name. The twelve are always written: roles without a swatch are filled with
  /// Office's own colours.
  public static var officeCapabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], maxSwatches: OfficeThemeRole.allCases.count,
      controlCharacters: ControlCharacterLimit(.notInXML, in: .all))
    capabilities.requiredSwatches = OfficeThemeRole.allCases.count
    return capabilities
  }

  /// See ``officeCapabilities``.
  public var capabilities: FormatCapabilities { Self.officeCapabilities }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the root element is DrawingML's
  /// `a:theme` or `a:clrScheme`, otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard let root = XMLRootSniffer(prefix),
      root.localName == "theme" || root.localName == "clrScheme",
      let namespace = root.namespace, OfficeThemeXML.namespaces.contains(namespace)
    else { return .none }
    return .strong
  }

  /// Decodes a colour scheme or a theme part.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette; warnings as ``OfficeThemeFormat/decode(_:)`` gives them.
  /// - Throws: ``/PaletteCore/PaletteError`` at a line and column: malformed XML, a root that
  ///   is not a theme or colour scheme, a colour that is not one palconv reads.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = try OfficeThemeReader(bytes, format: identifier)
    return try reader.read()
  }

  /// Encodes a palette as a bare colour scheme.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The XML's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try OfficeThemeWriter.requireColors(palette, format: identifier)
    return OfficeThemeWriter.schemeDocument(palette)
  }

  /// Each swatch's role, which it is read back named after, and the order of the roles.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    OfficeThemeWriter.writtenNames(of: palette)
  }
}
