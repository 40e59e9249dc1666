import PaletteCore

/// Writes a palette as Android Studio lays out `res/values/colors.xml`: the XML declaration,
/// `<resources>`, marker comments for the palette's name, description and groups, one
/// `<color name="…">#RRGGBB</color>` per swatch (`#AARRGGBB` when it is not opaque, upper-case
/// digits), four spaces of indentation.
enum AndroidResourcesWriter {
  static func write(_ palette: Palette, mark: String? = nil) -> [UInt8] {
    var children: [XMLNode] = []
    if let mark { children.append(.comment(XMLComment(mark))) }
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
        children.append(.element(colorElement(names[index], swatch.color.rgba8)))
        index += 1
      }
    }
    let root = XMLElement("resources", children: children)
    return XMLWriter(declaration: "<?xml version=\"1.0\" encoding=\"utf-8\"?>", indent: "    ")
      .write(root)
  }

  /// The `values-night/colors.xml` of a palette: the dark variant of every swatch that has
  /// one, under the name ``write(_:mark:)`` gives it, in palette order; `nil` when no swatch
  /// has a dark variant. `mark` is the text of a first comment, if any.
  static func writeNight(_ palette: Palette, mark: String? = nil) -> [UInt8]? {
    let swatches = palette.allSwatches
    guard swatches.contains(where: { $0.appearances[.dark] != nil }) else { return nil }
    let names = AndroidResourceName.uniqueNames(swatches.map(\.name))
    var children: [XMLNode] = []
    if let mark { children.append(.comment(XMLComment(mark))) }
    for (swatch, name) in zip(swatches, names) {
      guard let dark = swatch.appearances[.dark] else { continue }
      children.append(.element(colorElement(name, dark.rgba8)))
    }
    let root = XMLElement("resources", children: children)
    return XMLWriter(declaration: "<?xml version=\"1.0\" encoding=\"utf-8\"?>", indent: "    ")
      .write(root)
  }

  /// `<color name="NAME">#AARRGGBB</color>`, without the alpha byte when opaque.
  private static func colorElement(_ name: String, _ rgba: RGBA8) -> XMLElement {
    var digits: [UInt8] = [ASCII.hash]
    if rgba.alpha != 255 { HexDigits.append(rgba.alpha, uppercase: true, to: &digits) }
    rgba.appendHexDigits(to: &digits, includeAlpha: false, uppercase: true)
    return XMLElement(
      "color", attributes: [XMLAttribute("name", name)],
      children: [.text(XMLText(String(decoding: digits, as: UTF8.self)))])
  }
}
