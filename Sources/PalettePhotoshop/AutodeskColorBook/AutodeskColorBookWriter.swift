import PaletteCore

/// Writes an Autodesk colour book: the declaration, `<colorBook>` with the book's name and
/// version 1.0, then one `<colorPage>` per group, each starting with its page colour (the
/// first colour of the page, white for an empty one), four spaces per level as AutoCAD's own
/// books are indented.
enum AutodeskColorBookWriter {
  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var sections: [XMLNode] = [
      textElement("bookName", palette.name ?? ""),
      textElement("majorVersion", "1"),
      textElement("minorVersion", "0"),
    ]
    var position = 0
    for group in palette.groups {
      var entries: [XMLNode] = []
      var pageColor = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
      for (index, swatch) in group.swatches.enumerated() {
        position += 1
        let rgba = try swatch.writableColor(
          in: [.srgb], position: position, format: AutodeskColorBookReader.format
        ).rgba8
        if index == 0 { pageColor = rgba }
        entries.append(
          .element(
            XMLElement(
              "colorEntry",
              children: [textElement("colorName", swatch.name ?? ""), rgb8(rgba)])))
      }
      let page = [XMLNode.element(XMLElement("pageColor", children: [rgb8(pageColor)]))]
      sections.append(.element(XMLElement("colorPage", children: page + entries)))
    }
    return XMLWriter(indent: "    ").write(XMLElement("colorBook", children: sections))
  }

  /// `<RGB8>` with the red, green and blue of `rgba`.
  private static func rgb8(_ rgba: RGBA8) -> XMLNode {
    .element(
      XMLElement(
        "RGB8",
        children: [
          textElement("red", String(rgba.red)), textElement("green", String(rgba.green)),
          textElement("blue", String(rgba.blue)),
        ]))
  }

  /// An element holding only `text`.
  private static func textElement(_ name: String, _ text: String) -> XMLNode {
    .element(XMLElement(name, children: text.isEmpty ? [] : [.text(XMLText(text))]))
  }
}
