import PaletteCore

/// Reads a CorelDRAW XML palette: named colour spaces first, then the pages of colours.
enum CorelReader {
  static let format = "corel-xml"

  /// A named colour space (a spot ink): its first definition, and how many it has.
  private struct NamedSpace {
    var model: CorelModel
    var tints: [Double]
    var definitions: Int
  }

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let document = try XMLReader.parse(bytes, format: format)
    let root = document.root
    guard root.name == "palette" else {
      throw PaletteError(
        .invalidSignature,
        "not a CorelDRAW palette: the root element is <\(root.name)>, not <palette>",
        format: format, location: document.location(root.offset))
    }
    var warnings: [Diagnostic] = []
    func warn(_ code: String, _ message: String, _ offset: Int) {
      warnings.append(
        Diagnostic(.warning, code: code, message: message, location: document.location(offset)))
    }
    var spaces: [String: NamedSpace] = [:]
    var withAlternates = 0
    var firstAlternate: Int?
    var groups: [PaletteGroup] = []
    var sawColors = false
    for section in root.elements {
      switch section.name {
      case "colorspaces":
        for space in section.elements where space.name == "cs" {
          guard let name = space.attribute("name")?.value else {
            warn("corel.unnamed-space", "a <cs> without a name is skipped", space.offset)
            continue
          }
          var definition: NamedSpace?
          for color in space.elements where color.name == "color" {
            guard let (model, tints) = try modelAndTints(color, in: document, warn: warn) else {
              continue
            }
            if definition == nil {
              definition = NamedSpace(model: model, tints: tints, definitions: 1)
            } else {
              definition?.definitions += 1
            }
          }
          guard let definition else {
            warn(
              "corel.empty-space",
              "the colour space \(MessageFormatting.quoted(name, mark: "'")) defines no colour palconv reads",
              space.offset)
            continue
          }
          if definition.definitions > 1 {
            withAlternates += 1
            if firstAlternate == nil { firstAlternate = space.offset }
          }
          spaces[name] = definition
        }
      case "colors":
        sawColors = true
        for page in section.elements {
          guard page.name == "page" else {
            warn("corel.skipped", "<\(page.name)> in <colors> is not a page; skipped", page.offset)
            continue
          }
          var group = PaletteGroup(
            name: page.attribute("name")?.value, location: document.location(page.offset))
          for color in page.elements {
            guard color.name == "color" else {
              warn(
                "corel.skipped", "<\(color.name)> in a page is not a colour; skipped", color.offset)
              continue
            }
            if let swatch = try swatch(color, spaces: spaces, in: document, warn: warn) {
              group.swatches.append(swatch)
            }
          }
          groups.append(group)
        }
      default:
        warn("corel.skipped", "<\(section.name)> is not read; skipped", section.offset)
      }
    }
    if !sawColors {
      throw PaletteError(
        .invalidSignature, "not a CorelDRAW palette: <palette> has no <colors>", format: format,
        location: document.location(root.offset))
    }
    if let firstAlternate {
      warnings.append(
        Diagnostic(
          .note, code: "corel.alternates",
          message:
            "\(MessageFormatting.count(withAlternates, "named colour has", "named colours have")) "
            + "definitions in more than one model; the first of each is read",
          location: document.location(firstAlternate)))
    }
    let name = root.attribute("name")?.value
    let palette = Palette(name: name?.isEmpty == true ? nil : name, groups: groups)
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// One `<color>` of a page: in a model, or a reference to a named colour space with a tint.
  private static func swatch(
    _ element: XMLElement, spaces: [String: NamedSpace], in document: XMLDocument,
    warn: (String, String, Int) -> Void
  ) throws(PaletteError) -> Swatch? {
    let location = document.location(element.offset)
    let name = element.attribute("name")?.value
    guard let cs = element.attribute("cs") else {
      throw PaletteError(
        .invalidValue, "a <color> needs a cs attribute naming its model", format: format,
        location: location)
    }
    if CorelModel(keyword: cs.value) != nil || spaces[cs.value] == nil {
      guard let (model, tints) = try modelAndTints(element, in: document, warn: warn) else {
        return nil
      }
      return Swatch(name: name, color: PaletteColor(model.components(tints)), location: location)
    }
    let space = spaces[cs.value]!
    let tintText = element.attribute("tints")
    var tint = 1.0
    if let tintText {
      guard let values = CorelTint.values(tintText.value), values.count == 1 else {
        throw PaletteError(
          .invalidValue,
          "a colour of the named colour space '\(cs.value)' takes one tint, not '\(tintText.value)'",
          format: format, location: document.location(tintText.valueOffset))
      }
      tint = values[0]
    }
    var tints = space.tints
    if tint != 1 {
      warn(
        "corel.tint",
        "'\(name ?? cs.value)' is \(MessageFormatting.decimal(tint * 100, places: 1)) % of '\(cs.value)'; the tint is approximated",
        element.offset)
      let clamped = min(max(tint, 0), 1)
      switch space.model {
      case .cmyk: tints = tints.map { $0 * clamped }
      case .rgb, .gray: tints = tints.map { 1 - clamped * (1 - $0) }
      case .lab:
        tints = [
          1 - clamped * (1 - tints[0]), 128.0 / 255 + clamped * (tints[1] - 128.0 / 255),
          128.0 / 255 + clamped * (tints[2] - 128.0 / 255),
        ]
      }
    }
    return Swatch(
      name: name ?? cs.value, color: PaletteColor(space.model.components(tints)), kind: .spot,
      location: location)
  }

  /// The model and tints of a `<color cs="MODEL" tints="…">`; `nil`, with a warning, for a
  /// model palconv does not read.
  private static func modelAndTints(
    _ element: XMLElement, in document: XMLDocument, warn: (String, String, Int) -> Void
  ) throws(PaletteError) -> (CorelModel, [Double])? {
    let cs = element.attribute("cs")?.value ?? ""
    guard let model = CorelModel(keyword: cs) else {
      warn(
        "corel.model",
        "'\(element.attribute("name")?.value ?? cs)' is in the model or colour space '\(cs)', which palconv cannot convert; skipped",
        element.offset)
      return nil
    }
    guard let attribute = element.attribute("tints") else {
      throw PaletteError(
        .invalidValue, "a \(model.rawValue) colour needs a tints attribute", format: format,
        location: document.location(element.offset))
    }
    guard let tints = CorelTint.values(attribute.value), tints.count == model.tintCount,
      model.components(tints).values.allSatisfy(\.isFinite)
    else {
      throw PaletteError(
        .invalidValue,
        "tints=\"\(TextDecoder.excerpt(Array(attribute.value.utf8), 0..<attribute.value.utf8.count))\" is not \(model.tintCount) comma-separated numbers for \(model.rawValue)",
        format: format, location: document.location(attribute.valueOffset))
    }
    return (model, tints)
  }
}
