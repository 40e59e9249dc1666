import PaletteCore

/// Writes a colour table as current LibreOffice does: the XML declaration, the root
/// `ooo:color-table` with the five namespace declarations, one
/// `<draw:color draw:name="…" draw:color="#rrggbb"/>` per swatch.
enum LibreOfficeWriter {
  static func write(_ palette: Palette) -> [UInt8] {
    let names = uniqueNames(palette.allSwatches.map(\.name))
    var children: [XMLNode] = []
    for (swatch, name) in zip(palette.allSwatches, names) {
      let hex = String(
        decoding: swatch.color.rgba8.hexBytes(includeAlpha: false, uppercase: false),
        as: UTF8.self)
      children.append(
        .element(
          XMLElement(
            "draw:color",
            attributes: [XMLAttribute("draw:name", name), XMLAttribute("draw:color", hex)])))
    }
    let declarations = LibreOfficeNamespaces.written.map {
      XMLAttribute("xmlns:" + $0.prefix, $0.uri)
    }
    let root = XMLElement("ooo:color-table", attributes: declarations, children: children)
    return XMLWriter().write(root)
  }

  /// Unique, non-empty names in palette order, as written and read back.
  static func uniqueNames(_ names: [String?]) -> [String] {
    var used = UniqueNames(separator: " ")
    var result: [String] = []
    result.reserveCapacity(names.count)
    for (index, name) in names.enumerated() {
      let written = name.map(XMLWriter.writable) ?? ""
      result.append(used.claim(written.isEmpty ? "Color \(index + 1)" : written))
    }
    return result
  }
}
