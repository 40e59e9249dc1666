import PaletteCore

/// Reads `swatchbook.xml` in either of its layouts (``SwatchBookLayout``): the state and the
/// parts both layouts share (warnings, values, errors). The layouts themselves are read in
/// `SwatchBookReader+Materials.swift` (format 0.7) and `SwatchBookReader+Inline.swift`
/// (formats 0.1 and 0.2).
///
/// The root's `version` picks the layout. A version SwatchBooker never wrote is read by the
/// layout its elements suggest, with a warning (`sbz.version`), so that a book of a later
/// format that yields no colour is an error rather than an empty palette.
struct SwatchBookReader {
  let document: XMLDocument
  var warnings: [Diagnostic] = []
  /// Warnings counted by code: the first place, and the text for one and for several, in the
  /// order first met.
  private var tallies: [(code: String, count: Int, offset: Int, detail: String, one: String)] = []

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

  private mutating func readRoot() throws(PaletteError) -> DecodedPalette {
    let root = document.root
    guard root.localName == "SwatchBook" else {
      throw error(
        .invalidSignature,
        "not a swatch book: the root element is <\(root.name)>, not <SwatchBook>",
        at: root.offset)
    }
    let layout: SwatchBookLayout
    if let version = root.attribute("version") {
      if let known = SwatchBookLayout.known[XMLWhitespace.trimmed(version.value)] {
        layout = known
      } else {
        layout = SwatchBookLayout.guessed(from: root)
        warnings.append(
          Diagnostic(
            .warning, code: "sbz.version",
            message:
              "\(SwatchBookerFile.entry): version=\(MessageFormatting.quoted(version.value, mark: "\"")) is not a version SwatchBooker wrote (0.1, 0.2 or 0.7); read as \(layout == .inline ? "0.2" : "0.7") by its elements",
            location: document.location(version.valueOffset)))
      }
    } else {
      layout = SwatchBookLayout.guessed(from: root)
    }
    let palette = try layout == .inline ? readInline(root) : readMaterials(root)
    for item in tallies {
      warnings.append(
        Diagnostic(
          .warning, code: item.code,
          message:
            "\(SwatchBookerFile.entry): \(item.count) \(item.count == 1 ? item.one : item.detail)",
          location: document.location(item.offset)))
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// The book's metadata that is not kept, as one warning (`sbz.metadata`) at `offset`.
  ///
  /// - Parameters:
  ///   - names: The elements left aside, as the file names them (`dc:rights`, `copyright`).
  ///   - offset: Where the book starts.
  mutating func noteDroppedMetadata(_ names: [String], at offset: Int) {
    guard !names.isEmpty else { return }
    warnings.append(
      Diagnostic(
        .warning, code: "sbz.metadata",
        message:
          "\(SwatchBookerFile.entry): the book's \(MessageFormatting.list(names, limit: 6)) not kept (only the title and description are)",
        location: document.location(offset)))
  }

  /// One colour's values as the file gives them: the model as written, and where.
  struct Values {
    var model: String
    var element: XMLElement
  }

  /// The swatch of one colour, or `nil` (with a warning) when none of its values can be read.
  ///
  /// - Parameters:
  ///   - element: The `<color>`.
  ///   - name: Its name: the title, else the identifier.
  ///   - values: Its values in every model it gives, in document order.
  ///   - spot: Whether it is a spot colour.
  /// - Returns: The swatch, located at `element`.
  /// - Throws: ``PaletteError`` for values that are not numbers or of the wrong count.
  mutating func swatch(
    _ element: XMLElement, name: String?, values: [Values], spot: Bool
  ) throws(PaletteError) -> Swatch? {
    var candidates: [(model: String, values: [Double])] = []
    for given in values {
      let key = ASCII.lowercased(given.model)
      guard let count = SwatchBookValues.count(of: key) else { continue }
      let numbers = try numbers(given.element)
      guard numbers.count == count else {
        throw error(
          .invalidValue,
          "a \(given.model) colour needs \(count) \(count == 1 ? "value" : "values"), found \(numbers.count)",
          at: given.element.textOffset)
      }
      if given.element.attribute("space") != nil, key != "lab", key != "xyz" {
        tally(
          "sbz.profile", at: given.element.offset,
          "values tagged with an ICC profile read without it (as sRGB, or device CMYK)",
          one: "value tagged with an ICC profile read without it (as sRGB, or device CMYK)")
      }
      candidates.append((key, numbers))
    }
    let label = name ?? "unnamed"
    let chosen = candidates.min {
      SwatchBookValues.preference.firstIndex(of: $0.model)!
        < SwatchBookValues.preference.firstIndex(of: $1.model)!
    }
    guard let chosen, let color = SwatchBookValues.color(model: chosen.model, values: chosen.values)
    else {
      let given =
        values.isEmpty ? "none given" : MessageFormatting.list(values.map { "'\($0.model)'" })
      tally(
        "sbz.no-values", at: element.offset,
        "colours skipped: no values in a model palconv reads (\(given) for '\(label)')",
        one: "colour skipped: no values in a model palconv reads (\(given) for '\(label)')")
      return nil
    }
    if values.count > 1 {
      tally(
        "sbz.alternates", at: element.offset,
        "colours give values in several models; one is kept by the order Lab, sRGB, RGB, CMYK, GRAY, HSV, HSL, XYZ, CMY, YIQ and the others are dropped",
        one:
          "colour gives values in several models; one is kept by the order Lab, sRGB, RGB, CMYK, GRAY, HSV, HSL, XYZ, CMY, YIQ and the others are dropped"
      )
    }
    return Swatch(
      name: name, color: color, kind: spot ? .spot : .process,
      location: document.location(element.offset))
  }

  /// Whether a `<color>` is a spot colour: `usage="spot"` (format 0.7 since June 2010; a
  /// comma-separated list), or `spot="1"` (every earlier format).
  static func isSpot(_ element: XMLElement) -> Bool {
    if XMLWhitespace.trimmed(element.attribute("spot")?.value ?? "") == "1" { return true }
    let usage = ASCII.lowercased(element.attribute("usage")?.value ?? "")
    return usage.split(whereSeparator: { $0 == " " || $0 == "," }).contains("spot")
  }

  /// The space-separated numbers of a values element, each finite.
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

  /// A column count: the `<book columns>` attribute, or the text of a `<columns>` or
  /// `<display type="columns">` element.
  ///
  /// - Parameters:
  ///   - text: The count as written.
  ///   - offset: Where it is written.
  /// - Returns: The count.
  /// - Throws: ``PaletteError`` when it is not a count from 0 to a million.
  func columns(_ text: String, at offset: Int) throws(PaletteError) -> Int {
    guard let value = Int(XMLWhitespace.trimmed(text)), value >= 0, value <= 1_000_000 else {
      throw error(
        .invalidValue, "columns=\"\(text.prefix(40))\" is not a column count", at: offset)
    }
    return value
  }

  /// Counts one finding (or `count`) under `code`; `detail` says it of several, `one` of one.
  mutating func tally(
    _ code: String, at offset: Int, _ detail: String, one: String, count: Int = 1
  ) {
    if let index = tallies.firstIndex(where: { $0.code == code }) {
      tallies[index].count += count
    } else {
      tallies.append((code, count, offset, detail, one))
    }
  }

  /// Counts the layout items (`<break/>`, `<spacer/>`) that are not kept.
  mutating func tallyLayout(at offset: Int) {
    tally(
      "sbz.layout", at: offset,
      "<break/> and <spacer/> items only lay the book out and are not kept",
      one: "<break/> or <spacer/> item only lays the book out and is not kept")
  }

  /// Counts titles and descriptions in other languages that are not kept.
  mutating func tallyTranslations(_ count: Int, at offset: Int) {
    guard count > 0 else { return }
    tally(
      "sbz.translations", at: offset, "titles or descriptions in other languages not kept",
      one: "title or description in another language not kept", count: count)
  }

  func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(
      kind, "\(SwatchBookerFile.entry): \(message)", format: SwatchBookerFile.format,
      location: document.location(offset))
  }
}
