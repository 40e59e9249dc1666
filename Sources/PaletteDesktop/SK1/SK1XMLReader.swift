import PaletteCore

/// Reads the XML variant of sK1 palettes: `<palette>` with a `<description type name>` and
/// `<color>` elements whose attributes are the components of the description's model
/// (`c m y k` for CMYK, `r g b` for RGB, fractions 0…1) and a `name`.
enum SK1XMLReader {
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let format = SK1PaletteReader.format
    let document = try XMLReader.parse(bytes, format: format)
    let root = document.root
    guard root.name == "palette" else {
      throw PaletteError(
        .invalidSignature,
        "not an sK1 palette: the root element is <\(root.name)>, not <palette>", format: format,
        location: document.location(root.offset))
    }
    var warnings: [Diagnostic] = []
    var name: String?
    var channels: [String] = ["r", "g", "b"]
    var swatches: [Swatch] = []
    for element in root.elements {
      switch element.name {
      case "description":
        name = element.attribute("name")?.value
        let type = element.attribute("type")?.value ?? "RGB"
        switch type {
        case "RGB": channels = ["r", "g", "b"]
        case "CMYK": channels = ["c", "m", "y", "k"]
        default:
          throw PaletteError(
            .invalidValue, "the palette's type '\(type)' is not one palconv reads (RGB, CMYK)",
            format: format, location: document.location(element.offset))
        }
      case "color":
        var values: [Float] = []
        for channel in channels {
          guard let attribute = element.attribute(channel) else {
            throw PaletteError(
              .invalidValue, "a <color> of this palette needs a \(channel) attribute",
              format: format, location: document.location(element.offset))
          }
          guard let value = PlainDecimal.parse(XMLWhitespace.trimmed(attribute.value).utf8),
            Float(value).isFinite
          else {
            throw PaletteError(
              .invalidValue,
              "\(channel)=\(MessageFormatting.quoted(attribute.value)) is not a decimal number",
              format: format, location: document.location(attribute.valueOffset))
          }
          values.append(Float(value))
        }
        let components: ColorComponents =
          values.count == 4
          ? .cmyk(cyan: values[0], magenta: values[1], yellow: values[2], black: values[3])
          : .srgb(red: values[0], green: values[1], blue: values[2])
        swatches.append(
          Swatch(
            name: element.attribute("name")?.value, color: PaletteColor(components),
            location: document.location(element.offset)))
      default:
        warnings.append(
          Diagnostic(
            .warning, code: "skp.skipped", message: "<\(element.name)> is not read; skipped",
            location: document.location(element.offset)))
      }
    }
    return DecodedPalette(palette: Palette(name: name, swatches: swatches), warnings: warnings)
  }
}
