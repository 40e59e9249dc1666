import PaletteCore

/// Reads an XML Adobe colour book: the default prefix and postfix, the colour formats, then
/// the swatches, each with one `<C>` of values per format.
enum ACBLReader {
  static let format = "acbl"

  /// A colour format of the book: its model and how many values a colour has.
  private struct ColorFormat {
    var model: String
    var channels: Int
  }

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let document = try XMLReader.parse(bytes, format: format)
    let root = document.root
    guard root.name == "AdobeSwatchbook" else {
      throw PaletteError(
        .invalidSignature,
        "not an XML Adobe colour book: the root element is <\(root.name)>, not <AdobeSwatchbook>",
        format: format, location: document.location(root.offset))
    }
    if let version = root.attribute("Version"), XMLWhitespace.trimmed(version.value) != "1" {
      throw PaletteError(
        .unsupportedVersion,
        "colour book version \(MessageFormatting.quoted(version.value, mark: "'")); palconv "
          + "reads version 1", format: format, location: document.location(version.valueOffset))
    }
    var warnings: [Diagnostic] = []
    func skip(_ element: XMLElement, in place: String) {
      warnings.append(
        Diagnostic(
          .warning, code: "acbl.skipped",
          message: "<\(element.name)> is not part of \(place); skipped",
          location: document.location(element.offset)))
    }
    var prefix = ""
    var postfix = ""
    var formats: [ColorFormat] = []
    var swatches: [Swatch] = []
    for section in root.elements {
      switch section.name {
      case "PrefixPostfixPairs":
        // The pair without an ID is the one the names are shown with.
        let pairs = section.elements.filter { $0.name == "PrefixPostfixPair" }
        if let pair = pairs.first(where: { $0.attribute("ID") == nil }) ?? pairs.first {
          prefix = pair.attribute("Prefix")?.value ?? ""
          postfix = pair.attribute("Postfix")?.value ?? ""
        }
      case "Formats":
        for element in section.elements where element.name == "Format" {
          formats.append(try colorFormat(element, in: document))
        }
      case "Swatches":
        for element in section.elements {
          guard element.name == "Sp" else {
            skip(element, in: "<Swatches>")
            continue
          }
          swatches.append(
            try swatch(element, formats: formats, prefix: prefix, postfix: postfix, in: document))
        }
      default:
        skip(section, in: "an <AdobeSwatchbook>")
      }
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: warnings)
  }

  /// A `<Format ColorSpace Encoding Channels>`.
  private static func colorFormat(
    _ element: XMLElement, in document: XMLDocument
  ) throws(PaletteError) -> ColorFormat {
    let space = element.attribute("ColorSpace")?.value ?? ""
    let channels: Int
    switch space {
    case "CMYK": channels = 4
    case "RGB", "Lab": channels = 3
    default:
      throw PaletteError(
        .invalidValue,
        "colour space \(MessageFormatting.quoted(space, mark: "'")) is not one palconv reads "
          + "(CMYK, RGB, Lab)", format: format, location: document.location(element.offset))
    }
    if let encoding = element.attribute("Encoding"), encoding.value != "Float" {
      throw PaletteError(
        .invalidValue,
        "encoding \(MessageFormatting.quoted(encoding.value, mark: "'")) is not one palconv "
          + "reads (Float)", format: format, location: document.location(encoding.valueOffset))
    }
    if let count = element.attribute("Channels"),
      Int(XMLWhitespace.trimmed(count.value)) != channels
    {
      throw PaletteError(
        .invalidValue,
        "\(space) has \(channels) channels, not \(MessageFormatting.quoted(count.value, mark: "'"))",
        format: format, location: document.location(count.valueOffset))
    }
    return ColorFormat(model: space, channels: channels)
  }

  /// An `<Sp N>` and its values in the first format.
  private static func swatch(
    _ element: XMLElement, formats: [ColorFormat], prefix: String, postfix: String,
    in document: XMLDocument
  ) throws(PaletteError) -> Swatch {
    let location = document.location(element.offset)
    guard let colorFormat = formats.first else {
      throw PaletteError(
        .invalidValue, "a swatch comes before any <Format> saying how its values are written",
        format: format, location: location)
    }
    guard let values = element.elements.first(where: { $0.name == "C" }) else {
      throw PaletteError(
        .invalidValue, "<Sp> has no <C> values", format: format, location: location)
    }
    var numbers: [Float] = []
    for field in values.text.split(whereSeparator: {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
    }) {
      guard let number = PlainDecimal.parse(field.utf8), Float(number).isFinite else {
        numbers = []
        break
      }
      numbers.append(Float(number))
    }
    guard numbers.count == colorFormat.channels else {
      throw PaletteError(
        .invalidValue,
        "<C> is \(MessageFormatting.quoted(values.text, mark: "'")), not \(colorFormat.channels) "
          + "numbers for \(colorFormat.model)", format: format,
        location: document.location(values.textOffset))
    }
    let components: ColorComponents
    switch colorFormat.model {
    case "CMYK":
      components = .cmyk(
        cyan: numbers[0], magenta: numbers[1], yellow: numbers[2], black: numbers[3])
    case "Lab":
      components = .lab(l: numbers[0], a: numbers[1], b: numbers[2])
    default:
      components = .srgb(red: numbers[0], green: numbers[1], blue: numbers[2])
    }
    let name = element.attribute("N").map { prefix + $0.value + postfix }
    return Swatch(name: name, color: PaletteColor(components), kind: .spot, location: location)
  }
}
