import PaletteCore

/// Writes a Scribus 1.5 colour set: `<SCRIBUSCOLORS Name="…">` and one
/// `<COLOR NAME="…" SPACE="…" …/>` per swatch, with `Spot="1"` for spot swatches, components
/// printed as the shortest decimals that read back to the same bits.
enum ScribusWriter {
  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var children: [XMLNode] = []
    let swatches = palette.allSwatches
    for (index, (swatch, name)) in zip(swatches, names(swatches)).enumerated() {
      let color = try swatch.writableColor(
        in: [.srgb, .cmyk, .lab], position: index + 1, format: ScribusReader.format)
      var attributes: [XMLAttribute] = []
      if let name { attributes.append(XMLAttribute("NAME", name)) }
      func number(_ value: Float, scale: Double) -> String {
        DecimalText.exact(value, scale: scale) { Float($0 / scale) }
      }
      switch color.components {
      case .cmyk(let c, let m, let y, let k):
        attributes.append(XMLAttribute("SPACE", "CMYK"))
        for (name, value) in [("C", c), ("M", m), ("Y", y), ("K", k)] {
          attributes.append(XMLAttribute(name, number(value, scale: 100)))
        }
      case .lab(let l, let a, let b):
        attributes.append(XMLAttribute("SPACE", "Lab"))
        for (name, value) in [("L", l), ("A", a), ("B", b)] {
          attributes.append(XMLAttribute(name, number(value, scale: 1)))
        }
      default:
        let values = color.components.values
        attributes.append(XMLAttribute("SPACE", "RGB"))
        for (name, value) in zip(["R", "G", "B"], values) {
          attributes.append(XMLAttribute(name, number(value, scale: 255)))
        }
      }
      if swatch.kind == .spot { attributes.append(XMLAttribute("Spot", "1")) }
      children.append(.element(XMLElement("COLOR", attributes: attributes)))
    }
    var rootAttributes: [XMLAttribute] = []
    if let name = palette.name { rootAttributes.append(XMLAttribute("Name", name)) }
    let root = XMLElement("SCRIBUSCOLORS", attributes: rootAttributes, children: children)
    return XMLWriter().write(root)
  }

  /// The swatches' names as written: characters XML cannot hold are U+FFFD, and a name that
  /// an earlier swatch has, or `None` (Scribus's word for no colour, whose `<COLOR>` it
  /// skips), gets a suffix (`Red 2`): Scribus keeps its colours by name, so a repeated name
  /// would leave one colour of several. A later swatch keeps its own name (`Red 2` steps
  /// around a later `Red 2`). Unnamed swatches stay unnamed.
  static func names(_ swatches: [Swatch]) -> [String?] {
    let wanted = swatches.map { $0.name.map(XMLWriter.writable) }
    var taken = UniqueNames(
      separator: " ", reserved: ["None"], heldBack: wanted.lazy.compactMap { $0 })
    return wanted.map { $0.map { taken.claim($0) } }
  }
}
