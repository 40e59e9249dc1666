import PaletteArchive
import PaletteCore

/// The `.thmx` package: an Open Packaging Conventions zip whose main part is a theme manager
/// that points at the theme part, as Office saves a theme ("Save Current Theme").
enum OfficeThemePackage {
  static let themePart = "theme/theme/theme1.xml"
  static let themeContentType = "application/vnd.openxmlformats-officedocument.theme+xml"

  /// Reads the package's theme part.
  ///
  /// The part is the one `[Content_Types].xml` declares as a theme, or `theme/theme/theme1.xml`.
  static func read(_ bytes: [UInt8], format: String) throws(PaletteError) -> DecodedPalette {
    let archive = try ZipArchive(bytes, format: format)
    var part = themePart
    if let types = try archive.contents(of: "[Content_Types].xml"),
      let document = try? XMLReader.parse(types, format: format),
      let override = document.root.elements.first(where: {
        $0.localName == "Override" && $0.attribute("ContentType")?.value == themeContentType
      }),
      let name = override.attribute("PartName")?.value
    {
      part = String(name.drop { $0 == "/" })
    }
    let theme = try archive.requiredContents(of: part, document: "an Office theme")
    var reader = try OfficeThemeReader(theme, format: format, entry: part)
    return try reader.read()
  }

  /// Writes a package holding the theme part and what it needs: the content types, the package
  /// relationships, the theme manager and its relationship to the theme.
  static func write(_ palette: Palette) -> [UInt8] {
    let declaration = OfficeThemeWriter.declaration + "\r\n"
    let packageRelationships = "http://schemas.openxmlformats.org/package/2006/relationships"
    let officeDocument =
      "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"
    let themeRelationship =
      "http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme"
    let contentTypes =
      declaration
      + "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
      + "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
      + "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
      + "<Override PartName=\"/theme/theme/themeManager.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.themeManager+xml\"/>"
      + "<Override PartName=\"/\(themePart)\" ContentType=\"\(themeContentType)\"/>"
      + "</Types>"
    let rootRelationships =
      declaration + "<Relationships xmlns=\"\(packageRelationships)\">"
      + "<Relationship Id=\"rId1\" Type=\"\(officeDocument)\" Target=\"theme/theme/themeManager.xml\"/>"
      + "</Relationships>"
    let manager =
      declaration + "<a:themeManager xmlns:a=\"\(OfficeThemeXML.drawingML)\"/>"
    let managerRelationships =
      declaration + "<Relationships xmlns=\"\(packageRelationships)\">"
      + "<Relationship Id=\"rId1\" Type=\"\(themeRelationship)\" Target=\"theme1.xml\"/>"
      + "</Relationships>"
    var writer = ZipWriter()
    writer.add("[Content_Types].xml", Array(contentTypes.utf8))
    writer.add("_rels/.rels", Array(rootRelationships.utf8))
    writer.add("theme/theme/themeManager.xml", Array(manager.utf8))
    writer.add("theme/theme/_rels/themeManager.xml.rels", Array(managerRelationships.utf8))
    writer.add(themePart, OfficeThemeWriter.themeDocument(palette))
    return writer.finish()
  }
}
