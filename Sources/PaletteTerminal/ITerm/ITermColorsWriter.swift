import PaletteCore

/// Writes an `.itermcolors` file as iTerm2 exports one: an XML property list, keys sorted as
/// property lists sort them, each colour a dictionary of its components and colour space.
enum ITermColorsWriter {
  /// The XML declaration and the property list's document type.
  static let declaration = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    """

  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let layout = SchemeLayout.terminal(count: 22)
    let mapping = SchemeMapping(palette, layout: layout)
    try mapping.checkFinite(palette, format: "iterm")
    // Dark variants, when any role's swatch has one: then every role is written three times,
    // plain and for light mode (the base colour) and for dark mode, as iTerm2 3.5 does.
    let swatches = palette.allSwatches
    // A variant that is written as the same colour as the base reads back as none: it is not
    // one, and writing it would make a second write differ from the first.
    let dark: [PaletteColor?] = zip(mapping.sources, mapping.colors).map { source, base in
      guard let variant = source.flatMap({ swatches[$0].appearances[.dark] }),
        variant.held(in: [.srgb, .displayP3]) != base.held(in: [.srgb, .displayP3])
      else { return nil }
      return variant
    }
    // A dark variant is written as a colour too, so it must be finite as the base must.
    for (source, variant) in zip(mapping.sources, dark) {
      guard let source, let written = variant?.held(in: [.srgb, .displayP3]),
        !written.components.values.allSatisfy(\.isFinite) || !written.alpha.isFinite
      else { continue }
      throw PaletteError(
        .unrepresentable,
        "swatch \(source + 1) (\(swatches[source].quotedLabel)) has a dark variant with a "
          + "value that is NaN or infinite, which the format cannot hold",
        format: "iterm", location: swatches[source].location)
    }
    let separate = dark.contains { $0 != nil }
    var entries: [(key: String, color: PaletteColor)] = []
    for (slot, key) in ITermColorKeys.keys.enumerated() {
      let color = mapping.colors[slot]
      entries.append((key, color))
      if separate {
        entries.append((key + " (Light)", color))
        entries.append((key + " (Dark)", dark[slot] ?? color))
      }
    }
    var children: [XMLNode] = []
    for entry in entries.sorted(by: { $0.key < $1.key }) {
      children.append(.element(XMLElement("key", children: [.text(XMLText(entry.key))])))
      children.append(.element(colorDictionary(entry.color)))
    }
    let root = XMLElement(
      "plist", attributes: [XMLAttribute("version", "1.0")],
      children: [.element(XMLElement("dict", children: children))])
    return XMLWriter(declaration: declaration, indent: "\t").write(root)
  }

  /// A colour's dictionary: sRGB and Display P3 as they are, other models converted to sRGB
  /// (gamut-mapped).
  static func colorDictionary(_ color: PaletteColor) -> XMLElement {
    let held = color.held(in: [.srgb, .displayP3])
    let values = held.components.values
    let space = held.model == .displayP3 ? "P3" : "sRGB"
    func entry(_ key: String, _ element: String, _ text: String) -> [XMLNode] {
      [
        .element(XMLElement("key", children: [.text(XMLText(key))])),
        .element(XMLElement(element, children: [.text(XMLText(text))])),
      ]
    }
    let children =
      entry(ITermColorKeys.alpha, "real", number(held.alpha))
      + entry(ITermColorKeys.blue, "real", number(values[2]))
      + entry(ITermColorKeys.colorSpace, "string", space)
      + entry(ITermColorKeys.green, "real", number(values[1]))
      + entry(ITermColorKeys.red, "real", number(values[0]))
    return XMLElement("dict", children: children)
  }

  /// The shortest decimal that reads back as the same `Float`.
  static func number(_ value: Float) -> String {
    DecimalText.literal(value, negativeZero: "-0")
  }

  /// The names the file reads back with.
  static func writtenNames(of palette: Palette) -> WrittenNames {
    SchemeMapping(palette, layout: .terminal(count: 22)).writtenNames(of: palette, paletteName: nil)
  }
}
