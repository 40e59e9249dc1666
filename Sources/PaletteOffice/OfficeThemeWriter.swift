import PaletteCore

/// Writes a palette's colour scheme as DrawingML: a bare `a:clrScheme` document (the "Theme
/// Colors" file Office keeps in its Document Themes folder), or a whole theme part (`a:theme`)
/// for a `.thmx` package, with Office's fonts and its plain format scheme.
enum OfficeThemeWriter {
  static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"

  private static func element(
    _ name: String, _ attributes: [(String, String)] = [], _ children: [XMLElement] = []
  ) -> XMLElement {
    XMLElement(
      "a:" + name, attributes: attributes.map { XMLAttribute($0.0, $0.1) },
      children: children.map { .element($0) })
  }

  /// The `a:clrScheme` element: the twelve roles in schema order, each an `a:srgbClr`.
  static func scheme(_ palette: Palette, namespace: Bool) -> XMLElement {
    let mapping = OfficeThemeMapping(palette)
    var attributes: [(String, String)] = []
    if namespace { attributes.append(("xmlns:a", OfficeThemeXML.drawingML)) }
    attributes.append(("name", XMLWriter.writable(palette.name ?? "")))
    let roles = mapping.colors(of: palette).map { role, color in
      element(
        role.rawValue, [], [element("srgbClr", [("val", String(color.hexString().dropFirst()))])])
    }
    return element("clrScheme", attributes, roles)
  }

  /// Refuses a palette with no swatch: a theme made of nothing but Office's default colours
  /// would read back as a palette the user never had.
  static func requireColors(_ palette: Palette, format: String) throws(PaletteError) {
    guard palette.swatchCount == 0 else { return }
    throw PaletteError(
      .unrepresentable,
      "the palette has no colours to make an Office theme of (it needs at least one of the "
        + "twelve roles)", format: format)
  }

  /// A bare colour scheme document.
  static func schemeDocument(_ palette: Palette) -> [UInt8] {
    XMLWriter(declaration: declaration).write(scheme(palette, namespace: true))
  }

  /// A theme part: the colour scheme, Office's fonts (Calibri Light and Calibri) and a plain
  /// format scheme (three solid fills, lines, empty effects and background fills, each of the
  /// placeholder colour), the smallest the schema allows.
  static func themeDocument(_ palette: Palette) -> [UInt8] {
    func fonts(_ name: String, _ latin: String) -> XMLElement {
      element(
        name, [],
        [
          element("latin", [("typeface", latin)]), element("ea", [("typeface", "")]),
          element("cs", [("typeface", "")]),
        ])
    }
    func placeholderFill() -> XMLElement {
      element("solidFill", [], [element("schemeClr", [("val", "phClr")])])
    }
    let fontScheme = element(
      "fontScheme", [("name", "Office")],
      [fonts("majorFont", "Calibri Light"), fonts("minorFont", "Calibri")])
    let widths = ["6350", "12700", "19050"]
    let formatScheme = element(
      "fmtScheme", [("name", "Office")],
      [
        element("fillStyleLst", [], (0..<3).map { _ in placeholderFill() }),
        element(
          "lnStyleLst", [],
          widths.map { width in
            element(
              "ln", [("w", width), ("cap", "flat"), ("cmpd", "sng"), ("algn", "ctr")],
              [
                placeholderFill(), element("prstDash", [("val", "solid")]),
                element("miter", [("lim", "800000")]),
              ])
          }),
        element(
          "effectStyleLst", [],
          (0..<3).map { _ in element("effectStyle", [], [element("effectLst")]) }),
        element("bgFillStyleLst", [], (0..<3).map { _ in placeholderFill() }),
      ])
    let theme = element(
      "theme",
      [
        ("xmlns:a", OfficeThemeXML.drawingML),
        // An empty name reads back as none, which is written as Office's default name.
        (
          "name",
          XMLWriter.writable(palette.name.flatMap { $0.isEmpty ? nil : $0 } ?? "Office Theme")
        ),
      ],
      [
        element(
          "themeElements", [], [scheme(palette, namespace: false), fontScheme, formatScheme]),
        element("objectDefaults"), element("extraClrSchemeLst"),
      ])
    return XMLWriter(declaration: declaration).write(theme)
  }

  /// The names the scheme reads back with: each swatch that takes a role is named after it;
  /// the swatches past the twelfth are not written.
  static func writtenNames(of palette: Palette) -> WrittenNames {
    let mapping = OfficeThemeMapping(palette)
    var names: [String?] = Array(repeating: nil, count: palette.swatchCount)
    for (role, index) in mapping.sources { names[index] = role.rawValue }
    // The roles' order, then the swatches that do not fit, in theirs.
    let used = Set(mapping.order)
    let order = mapping.order + (0..<palette.swatchCount).filter { !used.contains($0) }
    return WrittenNames(
      palette: palette.name.map(XMLWriter.writable), groups: palette.groups.map { _ in nil },
      swatches: names, swatchOrder: order)
  }
}
