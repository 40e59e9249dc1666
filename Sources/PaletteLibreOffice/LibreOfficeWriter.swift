import PaletteCore

/// Writes a colour table as current LibreOffice does: the XML declaration, the root
/// `ooo:color-table` with the five namespace declarations, one
/// `<draw:color draw:name="…" draw:color="#rrggbb"/>` per swatch.
enum LibreOfficeWriter {
  static func write(_ palette: Palette) -> [UInt8] {
    let names = names(palette.allSwatches)
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

  /// Non-empty names in palette order, as written and read back.
  ///
  /// LibreOffice reads a colour table into a list keyed by name: entries that share a name
  /// become one, in the first one's place with the last one's colour. A repeated name is kept
  /// when every entry under it has the same colour (LibreOffice's own palettes repeat names so,
  /// and it shows the same colour), and only a repeat of another colour gets ` 2`, ` 3`, …, so
  /// that no colour is lost when LibreOffice opens the file. An unnamed swatch is `Color N`.
  ///
  /// - Parameter swatches: The swatches in palette order.
  /// - Returns: One name for each.
  static func names(_ swatches: [Swatch]) -> [String] {
    var used = UniqueNames(separator: " ")
    /// The colour each name kept as written stands for, as written.
    var colorOfName: [String: [UInt8]] = [:]
    var result: [String] = []
    result.reserveCapacity(swatches.count)
    for (index, swatch) in swatches.enumerated() {
      let written = swatch.name.map(XMLWriter.writable) ?? ""
      guard !written.isEmpty else {
        result.append(used.claim("Color \(index + 1)"))
        continue
      }
      let hex = swatch.color.rgba8.hexBytes(includeAlpha: false, uppercase: false)
      if let kept = colorOfName[written], kept == hex {
        result.append(written)
        continue
      }
      let name = used.claim(written)
      if colorOfName[name] == nil { colorOfName[name] = hex }
      result.append(name)
    }
    return result
  }
}
