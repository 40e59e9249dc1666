import PaletteCore

/// Format 0.7: the book's metadata, its `<materials>` (colours with one or more `<values>`) and
/// the `<book>` that lays them out.
///
/// The palette's name is the book's `dc:title`, its description the `dc:description`, its
/// column count the `<book columns>`. Swatches come in book order: `<swatch material>` items,
/// `<group>`s (named groups; nested ones are flattened into the outer group); `<break/>` and
/// `<spacer/>` only lay the book out and are not kept. Materials the book does not place
/// follow at the end; without a book, the materials are read in their order. A swatch is named
/// by its material's `dc:title`, else its `dc:identifier`; `usage="spot"` makes it a spot
/// swatch.
///
/// The first files of the format (May and June 2010, SwatchBooker's sample among them) call
/// the colours `<swatches>`, place them with `<swatch id="…">` and mark spot colours with
/// `spot="1"`; they are read the same way.
extension SwatchBookReader {
  /// A material, read.
  private struct Material {
    var swatch: Swatch
    var used = false
  }

  mutating func readMaterials(_ root: XMLElement) throws(PaletteError) -> Palette {
    let metadata = SwatchBookMetadata(of: root)
    var palette = Palette(name: metadata.title, description: metadata.description)
    tallyTranslations(metadata.translations, at: root.offset)
    noteDroppedMetadata(
      metadata.others.filter { !["format", "type", "date"].contains($0) }.map { "dc:\($0)" },
      at: root.offset)

    var materials: [Material] = []
    var byIdentifier: [String: Int] = [:]
    var books: [XMLElement] = []
    for element in root.elements {
      switch element.localName {
      case "metadata": continue
      case "materials", "swatches":
        for child in element.elements {
          guard child.localName == "color" else {
            tally(
              "sbz.skipped", at: child.offset,
              "<\(child.name)> materials skipped: only colours are read",
              one: "<\(child.name)> material skipped: only colours are read")
            continue
          }
          let childMetadata = SwatchBookMetadata(of: child)
          tallyTranslations(childMetadata.translations, at: child.offset)
          let values = child.elements.filter { $0.localName == "values" }.map {
            Values(model: $0.attribute("model")?.value ?? "", element: $0)
          }
          guard
            let swatch = try swatch(
              child, name: childMetadata.title ?? childMetadata.identifier, values: values,
              spot: Self.isSpot(child))
          else { continue }
          if let identifier = childMetadata.identifier, byIdentifier[identifier] == nil {
            byIdentifier[identifier] = materials.count
          }
          materials.append(Material(swatch: swatch))
        }
      case "book": books.append(element)
      default:
        tally(
          "sbz.skipped", at: element.offset, "<\(element.name)> elements skipped",
          one: "<\(element.name)> element skipped")
      }
    }

    guard !books.isEmpty else {
      if !materials.isEmpty {
        palette.groups = [PaletteGroup(swatches: materials.map(\.swatch))]
      }
      return palette
    }
    var groups: [PaletteGroup] = []
    var loose: [Swatch] = []
    for book in books {
      if palette.columns == nil, let attribute = book.attribute("columns") {
        palette.columns = try columns(attribute.value, at: attribute.valueOffset)
      }
      for item in book.elements {
        switch item.localName {
        case "swatch":
          if let swatch = place(item, &materials, byIdentifier) { loose.append(swatch) }
        case "group":
          if !loose.isEmpty {
            groups.append(PaletteGroup(swatches: loose))
            loose = []
          }
          let title = SwatchBookMetadata(of: item)
          tallyTranslations(title.translations, at: item.offset)
          var swatches: [Swatch] = []
          collect(item, into: &swatches, &materials, byIdentifier)
          groups.append(
            PaletteGroup(
              name: title.title ?? "", swatches: swatches,
              location: document.location(item.offset)))
        case "break", "spacer": tallyLayout(at: item.offset)
        case "metadata": continue
        default:
          tally(
            "sbz.skipped", at: item.offset, "unknown book items skipped",
            one: "unknown book item skipped")
        }
      }
    }
    let unplaced = materials.filter { !$0.used }.map(\.swatch)
    if !unplaced.isEmpty {
      warnings.append(
        Diagnostic(
          .warning, code: "sbz.unplaced",
          message:
            "\(SwatchBookerFile.entry): \(MessageFormatting.count(unplaced.count, "material is", "materials are")) not in the book; read after the book's swatches",
          location: unplaced[0].location))
      loose += unplaced
    }
    if !loose.isEmpty { groups.append(PaletteGroup(swatches: loose)) }
    palette.groups = groups
    return palette
  }

  /// The swatches of a book `<group>`, nested groups flattened.
  private mutating func collect(
    _ group: XMLElement, into swatches: inout [Swatch], _ materials: inout [Material],
    _ byIdentifier: [String: Int]
  ) {
    for item in group.elements {
      switch item.localName {
      case "swatch":
        if let swatch = place(item, &materials, byIdentifier) { swatches.append(swatch) }
      case "group":
        tally(
          "sbz.nested-group", at: item.offset, "nested groups flattened into their outer group",
          one: "nested group flattened into its outer group")
        collect(item, into: &swatches, &materials, byIdentifier)
      case "break", "spacer": tallyLayout(at: item.offset)
      case "metadata": continue
      default:
        tally(
          "sbz.skipped", at: item.offset, "unknown book items skipped",
          one: "unknown book item skipped")
      }
    }
  }

  /// The swatch a book's `<swatch material="…">` (or early `<swatch id="…">`) places.
  private mutating func place(
    _ item: XMLElement, _ materials: inout [Material], _ byIdentifier: [String: Int]
  ) -> Swatch? {
    // Identifiers are read without surrounding whitespace, so the reference is too: the RAL
    // Classic book that Scribus ships ends every identifier and every reference in a space.
    guard
      let reference = (item.attribute("material") ?? item.attribute("id"))?.value,
      let index = byIdentifier[XMLWhitespace.trimmed(reference)]
    else {
      tally(
        "sbz.missing-material", at: item.offset,
        "book swatches name no material of the book and are skipped",
        one: "book swatch names no material of the book and is skipped")
      return nil
    }
    materials[index].used = true
    var swatch = materials[index].swatch
    swatch.location = document.location(item.offset)
    return swatch
  }
}
