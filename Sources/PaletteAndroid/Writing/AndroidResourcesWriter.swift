import PaletteCore

/// Writes a palette as Android Studio lays out `res/values/colors.xml`: the XML declaration,
/// `<resources>`, marker comments for the palette's name, description and groups, one
/// `<color name="…">#RRGGBB</color>` per swatch (`#AARRGGBB` when it is not opaque, upper-case
/// digits), four spaces of indentation.
enum AndroidResourcesWriter {
  static func write(_ palette: Palette) -> [UInt8] {
    var children: [XMLNode] = []
    if let name = palette.name {
      children.append(.comment(XMLComment(AndroidMarkerComment.paletteName(name).commentText)))
    }
    if let description = palette.description {
      children.append(
        .comment(XMLComment(AndroidMarkerComment.paletteDescription(description).commentText)))
    }
    let names = AndroidResourceName.uniqueNames(palette.allSwatches.map(\.name))
    var index = 0
    var inNamedGroup = false
    for group in palette.groups {
      if let name = group.name {
        children.append(.comment(XMLComment(AndroidMarkerComment.group(name).commentText)))
        inNamedGroup = true
      } else if inNamedGroup && !group.swatches.isEmpty {
        children.append(.comment(XMLComment(AndroidMarkerComment.endGroup.commentText)))
        inNamedGroup = false
      }
      for swatch in group.swatches {
        let rgba = swatch.color.rgba8
        var digits: [UInt8] = [ASCII.hash]
        if rgba.alpha != 255 { HexDigits.append(rgba.alpha, uppercase: true, to: &digits) }
        rgba.appendHexDigits(to: &digits, includeAlpha: false, uppercase: true)
        children.append(
          .element(
            XMLElement(
              "color", attributes: [XMLAttribute("name", names[index])],
              children: [.text(XMLText(String(decoding: digits, as: UTF8.self)))])))
        index += 1
      }
    }
    let root = XMLElement("resources", children: children)
    return XMLWriter(declaration: "<?xml version=\"1.0\" encoding=\"utf-8\"?>", indent: "    ")
      .write(root)
  }
}
