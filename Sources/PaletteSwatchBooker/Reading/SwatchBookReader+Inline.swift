import PaletteCore

/// Formats 0.1 and 0.2: the colours and groups are children of `<SwatchBook>` itself, in book
/// order.
///
/// | | 0.1 (2008) | 0.2 (2009) |
/// |---|---|---|
/// | a text of the book, a group or a colour | `<name>`, `<description>`, `<copyright>`, `<license>`, `<version>`, each with an optional `lang` | `<info type="name">` (and `description`, `copyright`, `license`, `version`), with an optional `lang` |
/// | the column count | `<columns>10</columns>` | `<display type="columns">10</display>` |
/// | a colour | `<color id="…" spot="1">` | the same |
/// | its values | one element per model: `<RGB>1 0 0</RGB>`, `<CMYK space="…">`, `<Lab>`, `<Gray>`, … | `<values model="RGB" space="…">1 0 0</values>` |
/// | a group | `<group id="…">` holding a name and colours | the same |
///
/// Both also have `<break/>` and `<spacer/>`, and 0.1 a `<colorspace>` naming each profile. The
/// values have the ranges of format 0.7 (``SwatchBookValues``). A colour is named by its name
/// (the one without `lang`, else the first), else its `id`; the book's name and description
/// are the palette's, `columns` its column count. Copyright, licence, version and row count
/// are not kept (`sbz.metadata`).
extension SwatchBookReader {
  /// The texts of an element of the inline layout: its name and description (without a
  /// language, else the first), how many in other languages, and the other kinds given.
  private struct InlineTexts {
    var name: String?
    var description: String?
    var translations = 0
    var others: [String] = []
    /// The column count as written, and where.
    var columns: (text: String, offset: Int)?

    /// The elements that are texts: `<info>` and the 0.1 elements it replaced.
    static let kinds: Set<String> = [
      "info", "name", "description", "copyright", "license", "version", "columns", "rows",
      "breaks", "display",
    ]

    init(of element: XMLElement) {
      var names: [(lang: String?, text: String)] = []
      var descriptions: [(lang: String?, text: String)] = []
      for child in element.elements where Self.kinds.contains(String(child.localName)) {
        let kind: String
        switch child.localName {
        case "info", "display": kind = child.attribute("type")?.value ?? ""
        default: kind = String(child.localName)
        }
        // SwatchBooker 0.1 wrote a colour's translations with `label` instead of `lang`.
        let lang = (child.attribute("lang") ?? child.attribute("label"))?.value
        let text = XMLWhitespace.trimmed(child.text)
        switch kind {
        case "name": names.append((lang, text))
        case "description": descriptions.append((lang, text))
        case "columns": columns = (child.text, child.textOffset)
        default:
          let label =
            child.localName == "info" || child.localName == "display"
            ? "<\(child.localName) type=\"\(kind)\">" : "<\(child.localName)>"
          if !others.contains(label) { others.append(label) }
        }
      }
      func pick(_ items: [(lang: String?, text: String)]) -> String? {
        (items.first { $0.lang == nil } ?? items.first)?.text
      }
      name = pick(names)
      description = pick(descriptions)
      translations = max(0, names.count - 1) + max(0, descriptions.count - 1)
    }
  }

  mutating func readInline(_ root: XMLElement) throws(PaletteError) -> Palette {
    let texts = InlineTexts(of: root)
    var palette = Palette(name: texts.name, description: texts.description)
    tallyTranslations(texts.translations, at: root.offset)
    noteDroppedMetadata(texts.others, at: root.offset)
    if let columns = texts.columns {
      palette.columns = try self.columns(columns.text, at: columns.offset)
    }
    var groups: [PaletteGroup] = []
    var loose: [Swatch] = []
    for element in root.elements {
      switch element.localName {
      case "color":
        if let swatch = try inlineColor(element) { loose.append(swatch) }
      case "group":
        if !loose.isEmpty {
          groups.append(PaletteGroup(swatches: loose))
          loose = []
        }
        let title = InlineTexts(of: element)
        tallyTranslations(title.translations, at: element.offset)
        var swatches: [Swatch] = []
        try collectInline(element, into: &swatches)
        groups.append(
          PaletteGroup(
            name: title.name ?? "", swatches: swatches,
            location: document.location(element.offset)))
      case "break", "spacer": tallyLayout(at: element.offset)
      // A profile the values name: they are read without it, each with `sbz.profile`.
      case "colorspace": continue
      case let name where InlineTexts.kinds.contains(String(name)): continue
      default:
        tally(
          "sbz.skipped", at: element.offset, "<\(element.name)> elements skipped",
          one: "<\(element.name)> element skipped")
      }
    }
    if !loose.isEmpty { groups.append(PaletteGroup(swatches: loose)) }
    palette.groups = groups
    return palette
  }

  /// The colours of a `<group>`, nested groups flattened.
  private mutating func collectInline(
    _ group: XMLElement, into swatches: inout [Swatch]
  ) throws(PaletteError) {
    for item in group.elements {
      switch item.localName {
      case "color":
        if let swatch = try inlineColor(item) { swatches.append(swatch) }
      case "group":
        tally(
          "sbz.nested-group", at: item.offset, "nested groups flattened into their outer group",
          one: "nested group flattened into its outer group")
        try collectInline(item, into: &swatches)
      case "break", "spacer": tallyLayout(at: item.offset)
      case let name where InlineTexts.kinds.contains(String(name)): continue
      default:
        tally(
          "sbz.skipped", at: item.offset, "unknown book items skipped",
          one: "unknown book item skipped")
      }
    }
  }

  /// One `<color>`: its values are `<values model="…">` (0.2) or elements named after their
  /// model (0.1); `<extra>` (0.2's extra information, such as an NCS code) is not kept.
  private mutating func inlineColor(_ element: XMLElement) throws(PaletteError) -> Swatch? {
    let texts = InlineTexts(of: element)
    tallyTranslations(texts.translations, at: element.offset)
    var values: [Values] = []
    for child in element.elements {
      let name = String(child.localName)
      if InlineTexts.kinds.contains(name) || name == "extra" { continue }
      let model = name == "values" ? child.attribute("model")?.value ?? "" : name
      values.append(Values(model: model, element: child))
    }
    let identifier = element.attribute("id").map { XMLWhitespace.trimmed($0.value) }
    return try swatch(
      element, name: texts.name ?? identifier, values: values, spot: Self.isSpot(element))
  }
}
