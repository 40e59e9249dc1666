import PaletteCore

/// Reads an Autodesk colour book: `<colorBook>` with its `<bookName>` and `<colorPage>`s, each
/// holding a `<pageColor>` and `<colorEntry>`s of a `<colorName>` and an `<RGB8>`.
enum AutodeskColorBookReader {
  static let format = "autodesk-acb"

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let document = try XMLReader.parse(bytes, format: format)
    let root = document.root
    guard root.name == "colorBook" else {
      throw PaletteError(
        .invalidSignature,
        "not an Autodesk colour book: the root element is <\(root.name)>, not <colorBook>",
        format: format, location: document.location(root.offset))
    }
    var warnings: [Diagnostic] = []
    func skip(_ element: XMLElement, in place: String) {
      warnings.append(
        Diagnostic(
          .warning, code: "autodesk-acb.skipped",
          message: "<\(element.name)> is not part of \(place); skipped",
          location: document.location(element.offset)))
    }
    var name: String?
    var groups: [PaletteGroup] = []
    for section in root.elements {
      switch section.name {
      case "bookName":
        name = section.text.isEmpty ? nil : section.text
      case "majorVersion", "minorVersion":
        continue
      case "colorPage":
        var group = PaletteGroup(location: document.location(section.offset))
        for entry in section.elements {
          switch entry.name {
          case "pageColor":
            _ = try color(of: entry, in: document)
          case "colorEntry":
            let swatchName = entry.elements.first { $0.name == "colorName" }?.text
            let rgb = try color(of: entry, in: document)
            group.swatches.append(
              Swatch(
                name: swatchName?.isEmpty == false ? swatchName : nil, color: rgb,
                location: document.location(entry.offset)))
          default:
            skip(entry, in: "a <colorPage>")
          }
        }
        groups.append(group)
      default:
        skip(section, in: "a <colorBook>")
      }
    }
    return DecodedPalette(palette: Palette(name: name, groups: groups), warnings: warnings)
  }

  /// The colour of a `<colorEntry>` or `<pageColor>`: its `<RGB8>`.
  private static func color(
    of element: XMLElement, in document: XMLDocument
  ) throws(PaletteError) -> PaletteColor {
    if let encrypted = element.elements.first(where: { $0.name == "RGB8Encrypt" }) {
      throw PaletteError(
        .invalidValue,
        "this colour book is encrypted (<RGB8Encrypt>): its colours can only be read by "
          + "AutoCAD", format: format, location: document.location(encrypted.offset))
    }
    guard let rgb = element.elements.first(where: { $0.name == "RGB8" }) else {
      throw PaletteError(
        .invalidValue, "<\(element.name)> has no <RGB8> colour", format: format,
        location: document.location(element.offset))
    }
    var values: [UInt8] = []
    for channel in ["red", "green", "blue"] {
      guard let field = rgb.elements.first(where: { $0.name == channel }) else {
        throw PaletteError(
          .invalidValue, "<RGB8> has no <\(channel)>", format: format,
          location: document.location(rgb.offset))
      }
      let text = XMLWhitespace.trimmed(field.text)
      guard let value = UInt8(text) else {
        throw PaletteError(
          .invalidValue,
          "<\(channel)> is \(MessageFormatting.quoted(text, mark: "'")), not a whole number "
            + "in 0...255", format: format, location: document.location(field.textOffset))
      }
      values.append(value)
    }
    return .srgb8(values[0], values[1], values[2])
  }
}
