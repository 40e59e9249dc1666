import PaletteCore

/// Writes Krita's `colorset.xml` (version 2.0) and `profiles.xml`.
///
/// The unnamed groups of the palette become Krita's ungrouped swatches (written first, as
/// Krita does), each named group a `<Group>`. Every entry gets its `<Position>` in a grid of
/// the palette's column count (16 when it has none), filled row by row.
enum KritaColorSetWriter {
  /// The column count written for a palette that has none: Krita's own default.
  static let defaultColumns = 16
  /// The profile names written in `space`: Krita's built-in profiles for each model, so no
  /// ICC file needs to be embedded.
  static let srgbProfile = "sRGB-elle-V2-srgbtrc.icc"
  static let labProfile = "Lab identity built-in"
  static let cmykProfile = "Chemical proof"
  static let grayProfile = "Gray-D50-elle-V2-srgbtrc.icc"

  /// The swatches in the order they are written: the unnamed groups' swatches first, then each
  /// named group's, as ``Palette/allSwatches`` positions.
  static func writtenOrder(of palette: Palette) -> [Int] {
    var ungrouped: [Int] = []
    var grouped: [Int] = []
    var index = 0
    for group in palette.groups {
      for _ in group.swatches {
        if group.name == nil { ungrouped.append(index) } else { grouped.append(index) }
        index += 1
      }
    }
    return ungrouped + grouped
  }

  /// `colorset.xml`.
  static func colorSet(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let columns = min(max(palette.columns ?? defaultColumns, 1), KritaColorSetReader.maxColumns)
    let ungrouped = palette.groups.filter { $0.name == nil }.flatMap(\.swatches)
    // The text of each component value met, worked out once.
    var texts = FloatTextCache()
    var children: [XMLNode] = []
    var position = 0
    for (index, swatch) in ungrouped.enumerated() {
      position += 1
      children.append(
        .element(
          try entry(swatch, index: index, position: position, columns: columns, texts: &texts)))
    }
    for group in palette.groups {
      guard let name = group.name else { continue }
      var entries: [XMLNode] = []
      for (index, swatch) in group.swatches.enumerated() {
        position += 1
        entries.append(
          .element(
            try entry(swatch, index: index, position: position, columns: columns, texts: &texts)))
      }
      children.append(
        .element(
          XMLElement(
            "Group",
            attributes: [
              XMLAttribute("name", name),
              XMLAttribute("rows", String(rows(group.swatches.count, columns: columns))),
            ],
            children: entries)))
    }
    var attributes = [XMLAttribute("version", "2.0")]
    if let name = palette.name { attributes.append(XMLAttribute("name", name)) }
    attributes.append(XMLAttribute("comment", palette.description ?? ""))
    attributes.append(XMLAttribute("columns", String(columns)))
    attributes.append(XMLAttribute("rows", String(rows(ungrouped.count, columns: columns))))
    return XMLWriter().write(XMLElement("ColorSet", attributes: attributes, children: children))
  }

  /// `profiles.xml`: empty, since every colour names one of Krita's built-in profiles.
  static func profiles() -> [UInt8] {
    XMLWriter().write(XMLElement("Profiles"))
  }

  /// The rows a group of `count` swatches fills.
  private static func rows(_ count: Int, columns: Int) -> Int {
    (count + columns - 1) / columns
  }

  /// One `<ColorSetEntry>` with its colour element and position.
  private static func entry(
    _ swatch: Swatch, index: Int, position: Int, columns: Int, texts: inout FloatTextCache
  ) throws(PaletteError) -> XMLElement {
    let color = try swatch.writableColor(
      in: [.srgb, .cmyk, .lab, .gray], position: position, format: KritaFile.format)
    let values = color.components.values
    func number(_ value: Float) -> String {
      // Negative zero keeps its sign, so it reads back with the same bits.
      texts.text(of: value) {
        $0 == 0 && $0.sign == .minus ? "-0" : DecimalText.exact($0) { Float($0) }
      }
    }
    let element: XMLElement
    let bitDepth: String
    switch color.components {
    case .cmyk(let c, let m, let y, let k):
      element = XMLElement(
        "CMYK",
        attributes: [
          XMLAttribute("space", cmykProfile), XMLAttribute("c", number(c)),
          XMLAttribute("m", number(m)), XMLAttribute("y", number(y)), XMLAttribute("k", number(k)),
        ])
      bitDepth = "U16"
    case .lab(let l, let a, let b):
      element = XMLElement(
        "Lab",
        attributes: [
          XMLAttribute("space", labProfile), XMLAttribute("L", number(l)),
          XMLAttribute("a", number(a)), XMLAttribute("b", number(b)),
        ])
      bitDepth = "F32"
    case .gray(let g):
      element = XMLElement(
        "Gray", attributes: [XMLAttribute("space", grayProfile), XMLAttribute("g", number(g))])
      bitDepth = PaletteColor.exactByte(of: g) == nil ? "F32" : "U8"
    default:
      element = XMLElement(
        "RGB",
        attributes: [
          XMLAttribute("space", srgbProfile), XMLAttribute("r", number(values[0])),
          XMLAttribute("g", number(values[1])), XMLAttribute("b", number(values[2])),
        ])
      bitDepth = values.allSatisfy { PaletteColor.exactByte(of: $0) != nil } ? "U8" : "F32"
    }
    var attributes: [XMLAttribute] = []
    if let name = swatch.name { attributes.append(XMLAttribute("name", name)) }
    attributes.append(XMLAttribute("spot", swatch.kind == .spot ? "true" : "false"))
    attributes.append(XMLAttribute("bitdepth", bitDepth))
    let position = XMLElement(
      "Position",
      attributes: [
        XMLAttribute("row", String(index / columns)),
        XMLAttribute("column", String(index % columns)),
      ])
    return XMLElement(
      "ColorSetEntry", attributes: attributes, children: [.element(element), .element(position)])
  }
}
