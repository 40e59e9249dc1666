import PaletteCore

/// Reads `swatchbook.xml`: the book's metadata, its `<materials>` (colours with one or more
/// `<values>`) and the `<book>` that lays them out.
///
/// The palette's name is the book's `dc:title`, its description the `dc:description`, its
/// column count the `<book columns>`. Swatches come in book order: `<swatch material>` items,
/// `<group>`s (named groups; nested ones are flattened into the outer group); `<break/>` and
/// `<spacer/>` only lay the book out and are not kept. Materials the book does not place
/// follow at the end; without a book, the materials are read in their order. A swatch is named
/// by its material's `dc:title`, else its `dc:identifier`; `usage="spot"` makes it a spot
/// swatch.
struct SwatchBookReader {
  private let document: XMLDocument
  private var warnings: [Diagnostic] = []
  /// Summaries: a count and the first offset, by warning code, in the order first met.
  private var tallies: [(code: String, count: Int, offset: Int, detail: String)] = []

  private init(document: XMLDocument) {
    self.document = document
  }

  /// Decodes the bytes of `swatchbook.xml`.
  ///
  /// - Parameter bytes: The entry's bytes.
  /// - Returns: The palette and warnings, each with the line and column in the entry.
  /// - Throws: ``PaletteError`` with a line and column in the entry, its message naming it.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let document: XMLDocument
    do {
      document = try XMLReader.parse(bytes, format: SwatchBookerFile.format)
    } catch {
      throw SwatchBookerFile.inEntry(error)
    }
    var reader = SwatchBookReader(document: document)
    return try reader.readRoot()
  }

  /// A material, read.
  private struct Material {
    var swatch: Swatch
    var used = false
  }

  private mutating func readRoot() throws(PaletteError) -> DecodedPalette {
    let root = document.root
    guard root.localName == "SwatchBook" else {
      throw error(
        .invalidSignature,
        "not a swatch book: the root element is <\(root.name)>, not <SwatchBook>",
        at: root.offset)
    }
    let metadata = SwatchBookMetadata(of: root)
    var palette = Palette(name: metadata.title, description: metadata.description)
    note(metadata, at: root.offset)
    let dropped = metadata.others.filter { !["format", "type", "date"].contains($0) }
    if !dropped.isEmpty {
      warnings.append(
        Diagnostic(
          .warning, code: "sbz.metadata",
          message:
            "\(SwatchBookerFile.entry): the book's \(MessageFormatting.list(dropped.map { "dc:\($0)" }, limit: 6)) not kept (only the title and description are)",
          location: document.location(root.offset)))
    }

    var materials: [Material] = []
    var byIdentifier: [String: Int] = [:]
    var books: [XMLElement] = []
    for element in root.elements {
      switch element.localName {
      case "metadata": continue
      case "materials":
        for child in element.elements {
          guard child.localName == "color" else {
            tally(
              "sbz.skipped", at: child.offset,
              "<\(child.name)> materials skipped: only colours are read")
            continue
          }
          guard let swatch = try material(child) else { continue }
          let identifier = SwatchBookMetadata(of: child).identifier
          if let identifier, byIdentifier[identifier] == nil {
            byIdentifier[identifier] = materials.count
          }
          materials.append(Material(swatch: swatch))
        }
      case "book": books.append(element)
      default:
        tally("sbz.skipped", at: element.offset, "<\(element.name)> elements skipped")
      }
    }

    if books.isEmpty {
      if !materials.isEmpty {
        palette.groups = [PaletteGroup(swatches: materials.map(\.swatch))]
      }
    } else {
      var groups: [PaletteGroup] = []
      var loose: [Swatch] = []
      for book in books {
        if palette.columns == nil, let attribute = book.attribute("columns") {
          palette.columns = try columns(attribute)
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
            note(title, at: item.offset)
            var swatches: [Swatch] = []
            collect(item, into: &swatches, &materials, byIdentifier, depth: 0)
            groups.append(
              PaletteGroup(
                name: title.title ?? "", swatches: swatches,
                location: document.location(item.offset)))
          case "break", "spacer":
            tally(
              "sbz.layout", at: item.offset,
              "<break/> and <spacer/> items only lay the book out and are not kept")
          case "metadata": continue
          default:
            tally("sbz.skipped", at: item.offset, "unknown book items skipped")
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
    }
    for item in tallies {
      warnings.append(
        Diagnostic(
          .warning, code: item.code,
          message: "\(SwatchBookerFile.entry): \(item.count) \(item.detail)",
          location: document.location(item.offset)))
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// The swatches of a book `<group>`, nested groups flattened.
  private mutating func collect(
    _ group: XMLElement, into swatches: inout [Swatch], _ materials: inout [Material],
    _ byIdentifier: [String: Int], depth: Int
  ) {
    for item in group.elements {
      switch item.localName {
      case "swatch":
        if let swatch = place(item, &materials, byIdentifier) { swatches.append(swatch) }
      case "group":
        tally("sbz.nested-group", at: item.offset, "nested groups flattened into their outer group")
        collect(item, into: &swatches, &materials, byIdentifier, depth: depth + 1)
      case "break", "spacer":
        tally(
          "sbz.layout", at: item.offset,
          "<break/> and <spacer/> items only lay the book out and are not kept")
      case "metadata": continue
      default:
        tally("sbz.skipped", at: item.offset, "unknown book items skipped")
      }
    }
  }

  /// The swatch a book's `<swatch material="…">` places.
  private mutating func place(
    _ item: XMLElement, _ materials: inout [Material], _ byIdentifier: [String: Int]
  ) -> Swatch? {
    guard let reference = item.attribute("material")?.value, let index = byIdentifier[reference]
    else {
      tally(
        "sbz.missing-material", at: item.offset,
        "book swatches name no material of the book and are skipped")
      return nil
    }
    materials[index].used = true
    var swatch = materials[index].swatch
    swatch.location = document.location(item.offset)
    return swatch
  }

  /// One `<color>` material, or `nil` (with a warning) when none of its values can be read.
  private mutating func material(_ element: XMLElement) throws(PaletteError) -> Swatch? {
    let metadata = SwatchBookMetadata(of: element)
    note(metadata, at: element.offset)
    var candidates: [(model: String, values: [Double], offset: Int)] = []
    var written: [String] = []
    for child in element.elements where child.localName == "values" {
      let model = child.attribute("model")?.value ?? ""
      written.append(model)
      let key = ASCII.lowercased(model)
      guard let count = SwatchBookValues.count(of: key) else { continue }
      let values = try numbers(child)
      guard values.count == count else {
        throw error(
          .invalidValue,
          "a \(model) colour needs \(count) \(count == 1 ? "value" : "values"), found \(values.count)",
          at: child.textOffset)
      }
      if child.attribute("space") != nil, key != "lab", key != "xyz" {
        tally(
          "sbz.profile", at: child.offset,
          "values tagged with an ICC profile read without it (as sRGB, or device CMYK)")
      }
      candidates.append((key, values, child.offset))
    }
    let label = metadata.title ?? metadata.identifier ?? "unnamed"
    let chosen = candidates.min {
      SwatchBookValues.preference.firstIndex(of: $0.model)!
        < SwatchBookValues.preference.firstIndex(of: $1.model)!
    }
    guard let chosen, let color = SwatchBookValues.color(model: chosen.model, values: chosen.values)
    else {
      tally(
        "sbz.no-values", at: element.offset,
        "colours skipped: no values in a model palconv reads (\(written.isEmpty ? "none given" : MessageFormatting.list(written.map { "'\($0)'" })) for '\(label)')"
      )
      return nil
    }
    if written.count > 1 {
      tally(
        "sbz.alternates", at: element.offset,
        "colours give values in several models; one is kept by the order Lab, sRGB, RGB, CMYK, GRAY, HSV, HSL, XYZ, CMY, YIQ and the others are dropped"
      )
    }
    let usage = ASCII.lowercased(element.attribute("usage")?.value ?? "")
    let spot = usage.split(whereSeparator: { $0 == " " || $0 == "," }).contains("spot")
    return Swatch(
      name: metadata.title ?? metadata.identifier, color: color, kind: spot ? .spot : .process,
      location: document.location(element.offset))
  }

  /// The space-separated numbers of a `<values>` element, each finite.
  private func numbers(_ element: XMLElement) throws(PaletteError) -> [Double] {
    var result: [Double] = []
    let offset = element.textOffset
    for token in element.text.utf8.split(whereSeparator: XMLWhitespace.contains) {
      let word = String(Substring(token))
      guard let value = Double(word), value.isFinite else {
        throw error(.invalidValue, "'\(word.prefix(40))' is not a finite number", at: offset)
      }
      result.append(value)
      if result.count > 16 {
        throw error(.limitExceeded, "more than 16 values in one <values>", at: offset)
      }
    }
    return result
  }

  /// The `<book columns>`.
  private func columns(_ attribute: XMLAttribute) throws(PaletteError) -> Int {
    let text = XMLWhitespace.trimmed(attribute.value)
    guard let value = Int(text), value >= 0, value <= 1_000_000 else {
      throw error(
        .invalidValue, "columns=\"\(attribute.value.prefix(40))\" is not a column count",
        at: attribute.valueOffset)
    }
    return value
  }

  /// Tallies what a metadata block leaves aside.
  private mutating func note(_ metadata: SwatchBookMetadata, at offset: Int) {
    if metadata.translations > 0 {
      tally(
        "sbz.translations", at: offset, "titles or descriptions in other languages not kept",
        count: metadata.translations)
    }
  }

  private mutating func tally(_ code: String, at offset: Int, _ detail: String, count: Int = 1) {
    if let index = tallies.firstIndex(where: { $0.code == code }) {
      tallies[index].count += count
    } else {
      tallies.append((code, count, offset, detail))
    }
  }

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(
      kind, "\(SwatchBookerFile.entry): \(message)", format: SwatchBookerFile.format,
      location: document.location(offset))
  }
}
