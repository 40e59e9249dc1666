import PaletteCore

/// The Dublin Core `<metadata>` of a swatch book, a material or a group: the title and
/// description in the default language, and what else it holds.
struct SwatchBookMetadata {
  /// The `dc:title` without `xml:lang` (else the first one).
  var title: String?
  /// The `dc:description` without `xml:lang` (else the first one).
  var description: String?
  /// The `dc:identifier`.
  var identifier: String?
  /// How many titles and descriptions in other languages were left aside.
  var translations = 0
  /// The local names of the other metadata elements, in order, each once.
  var others: [String] = []

  /// Reads the `<metadata>` child of `element`; empty when there is none.
  init(of element: XMLElement) {
    guard
      let metadata = element.elements.first(where: {
        ASCII.lowercased(String($0.localName)) == "metadata"
      })
    else { return }
    var titles: [(lang: String?, text: String)] = []
    var descriptions: [(lang: String?, text: String)] = []
    for child in metadata.elements {
      let lang = child.attribute("xml:lang")?.value
      switch child.localName {
      case "title": titles.append((lang, XMLWhitespace.trimmed(child.text)))
      case "description": descriptions.append((lang, XMLWhitespace.trimmed(child.text)))
      case "identifier": identifier = XMLWhitespace.trimmed(child.text)
      default:
        let name = String(child.localName)
        if !others.contains(name) { others.append(name) }
      }
    }
    func pick(_ items: [(lang: String?, text: String)]) -> String? {
      (items.first { $0.lang == nil } ?? items.first)?.text
    }
    title = pick(titles)
    description = pick(descriptions)
    translations = max(0, titles.count - 1) + max(0, descriptions.count - 1)
  }
}
