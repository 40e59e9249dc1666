import PaletteCore

/// Writes a CorelDRAW XML palette: `<palette guid name>`, a `<colorspaces>` section with one
/// `<cs>` per spot swatch, then `<colors>` with one `<page>` per group (named groups keep
/// their name on the page) and one `<color cs tints name/>` per swatch.
///
/// sRGB, CMYK, Lab and gray are written in their own model; other models are converted to
/// sRGB (gamut-mapped). A spot swatch is a named colour space holding its colour, referred to
/// from the page with tint 1, which is how Corel keeps spot inks. The `guid` is derived from
/// the palette's content, so the same palette always gets the same one.
enum CorelWriter {
  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var spaces: [XMLNode] = []
    var pages: [XMLNode] = []
    let spaceNames = Self.spaceNames(palette)
    // The text of each 0...1 component value met, worked out once.
    var unitTexts = FloatTextCache()
    var position = 0
    for group in palette.groups {
      var colors: [XMLNode] = []
      for swatch in group.swatches {
        position += 1
        let (cs, tints) = try modelAndTints(swatch, position: position, unitTexts: &unitTexts)
        if swatch.kind == .spot, let spaceName = spaceNames[position - 1] {
          spaces.append(
            .element(
              XMLElement(
                "cs",
                attributes: [
                  XMLAttribute("name", spaceName), XMLAttribute("fixedID", String(spaces.count)),
                  XMLAttribute("version", "1500"),
                ],
                children: [
                  .element(
                    XMLElement(
                      "color", attributes: [XMLAttribute("cs", cs), XMLAttribute("tints", tints)]))
                ])))
          // An unnamed spot swatch reads back named after its space: the name is written so.
          let attributes = [
            XMLAttribute("cs", spaceName), XMLAttribute("name", swatch.name ?? spaceName),
            XMLAttribute("tints", "1"),
          ]
          colors.append(.element(XMLElement("color", attributes: attributes)))
        } else {
          var attributes = [XMLAttribute("cs", cs)]
          if let name = swatch.name { attributes.append(XMLAttribute("name", name)) }
          attributes.append(XMLAttribute("tints", tints))
          colors.append(.element(XMLElement("color", attributes: attributes)))
        }
      }
      let pageAttributes = group.name.map { [XMLAttribute("name", $0)] } ?? []
      pages.append(.element(XMLElement("page", attributes: pageAttributes, children: colors)))
    }
    var sections: [XMLNode] = []
    if !spaces.isEmpty { sections.append(.element(XMLElement("colorspaces", children: spaces))) }
    sections.append(.element(XMLElement("colors", children: pages)))
    var body = XMLElement("palette", children: sections)
    let content = XMLWriter(declaration: nil).write(body)
    // `name=""` for a palette without a name, as Corel's own files have it.
    body.attributes = [
      XMLAttribute("guid", guid(of: content, name: XMLWriter.writable(palette.name ?? ""))),
      XMLAttribute("name", palette.name ?? ""),
    ]
    return XMLWriter().write(body)
  }

  /// The name of the colour space each swatch is written as, `nil` for a process swatch: its
  /// own name (`Spot N` without one), made unique and different from the model keywords.
  static func spaceNames(_ palette: Palette) -> [String?] {
    var used = UniqueNames(
      separator: " ", comparing: .ignoringASCIICase, reserved: CorelModel.allCases.map(\.rawValue))
    var result: [String?] = []
    for (index, swatch) in palette.allSwatches.enumerated() {
      guard swatch.kind == .spot else {
        result.append(nil)
        continue
      }
      let written = swatch.name.map(XMLWriter.writable) ?? ""
      result.append(used.claim(written.isEmpty ? "Spot \(index + 1)" : written))
    }
    return result
  }

  /// The `cs` and `tints` of a swatch's colour.
  private static func modelAndTints(
    _ swatch: Swatch, position: Int, unitTexts: inout FloatTextCache
  ) throws(PaletteError) -> (String, String) {
    let color = try swatch.writableColor(
      in: [.srgb, .cmyk, .lab, .gray], position: position, format: CorelReader.format)
    func unit(_ value: Float) -> String {
      unitTexts.text(of: value) { CorelTint.text($0, tint: { Double($0) }, decode: { Float($0) }) }
    }
    switch color.components {
    case .cmyk(let c, let m, let y, let k):
      return ("CMYK", [c, m, y, k].map(unit).joined(separator: ","))
    case .lab(let l, let a, let b):
      let lightness = CorelTint.text(l, tint: { Double($0) / 100 }, decode: { Float($0 * 100) })
      let axes = [a, b].map { value in
        CorelTint.text(
          value, tint: { (Double($0) + 128) / 255 }, decode: { Float($0 * 255 - 128) })
      }
      return ("LAB", ([lightness] + axes).joined(separator: ","))
    case .gray(let g):
      return ("GRAY", unit(g))
    default:
      return ("RGB", color.components.values.map(unit).joined(separator: ","))
    }
  }

  /// A GUID made from what is written (the content and the palette's name as written): two
  /// 64-bit FNV-1a hashes, laid out as a version-4-shaped UUID, so output is deterministic and
  /// what reads back writes the same GUID.
  static func guid(of content: [UInt8], name: String) -> String {
    func fnv(_ seed: UInt64) -> UInt64 {
      var hash = seed
      for byte in content + Array(name.utf8) {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01B3
      }
      return hash
    }
    let high = fnv(0xCBF2_9CE4_8422_2325)
    var low = fnv(0x8422_2325_CBF2_9CE4)
    low = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
    let version = (high & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000
    var digits: [UInt8] = []
    for shift in stride(from: 60, through: 0, by: -4) {
      digits.append(
        HexDigits.digit(UInt8(truncatingIfNeeded: version >> UInt64(shift)), uppercase: false))
    }
    for shift in stride(from: 60, through: 0, by: -4) {
      digits.append(
        HexDigits.digit(UInt8(truncatingIfNeeded: low >> UInt64(shift)), uppercase: false))
    }
    for position in [20, 16, 12, 8] { digits.insert(UInt8(ascii: "-"), at: position) }
    let parts = [String(decoding: digits, as: UTF8.self)]
    return parts.joined(separator: "-")
  }
}
