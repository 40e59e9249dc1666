import PaletteCore

/// Reads Coolors' XML export: `<palette>` of `<color name="…" hex="…" r="…" g="…" b="…"/>`.
enum CoolorsXMLReader {
  private static let format = CoolorsReader.format

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let document = try XMLReader.parse(bytes, format: format)
    let root = document.root
    guard root.name == "palette" else {
      throw PaletteError(
        .invalidSignature,
        "not a Coolors palette: the root element is <\(root.name)>, not <palette>",
        format: format, location: document.location(root.offset))
    }
    var warnings: [Diagnostic] = []
    var skipped: Set<String> = []
    var mismatches: (count: Int, offset: Int)?
    var swatches: [Swatch] = []
    for element in root.elements {
      guard element.name == "color" else {
        if skipped.insert(element.name).inserted {
          warnings.append(
            Diagnostic(
              .warning, code: "coolors.skipped",
              message: "<\(element.name)> is not a colour; skipped (and any like it)",
              location: document.location(element.offset)))
        }
        continue
      }
      let rgb = try components(element, document: document)
      var color: RGBA8
      if let hex = element.attribute("hex") {
        let digits = Array(hex.value.utf8)
        guard digits.count == 6 || (digits.count == 7 && digits[0] == ASCII.hash),
          let value = RGBA8(hex: hex.value)
        else {
          throw PaletteError(
            .invalidValue,
            "hex=\"\(TextDecoder.excerpt(digits, 0..<digits.count))\" is not a colour; "
              + "expected six hex digits", format: format,
            location: document.location(hex.valueOffset))
        }
        color = value
        if let rgb, rgb != [color.red, color.green, color.blue] {
          mismatches = ((mismatches?.count ?? 0) + 1, mismatches?.offset ?? element.offset)
        }
      } else if let rgb {
        color = RGBA8(red: rgb[0], green: rgb[1], blue: rgb[2])
      } else {
        throw PaletteError(
          .invalidValue, "the colour has neither hex= nor r=, g=, b=", format: format,
          location: document.location(element.offset))
      }
      swatches.append(
        Swatch(
          name: element.attribute("name")?.value, color: color.paletteColor,
          location: document.location(element.offset)))
    }
    if let mismatches {
      warnings.append(
        Diagnostic(
          .warning, code: "coolors.rgb-mismatch",
          message: "\(MessageFormatting.count(mismatches.count, "colour", "colours")) with r, g, "
            + "b other than its hex; the hex is read",
          location: document.location(mismatches.offset)))
    }
    var palette = Palette(swatches: swatches)
    palette.name = root.attribute("name").flatMap { $0.value.isEmpty ? nil : $0.value }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// The `r`, `g` and `b` attributes as whole numbers 0...255, or `nil` when there are none.
  private static func components(
    _ element: XMLElement, document: XMLDocument
  ) throws(PaletteError) -> [UInt8]? {
    let attributes = ["r", "g", "b"].map { element.attribute($0) }
    if attributes.allSatisfy({ $0 == nil }) { return nil }
    var values: [UInt8] = []
    for (name, attribute) in zip(["r", "g", "b"], attributes) {
      guard let attribute else {
        throw PaletteError(
          .invalidValue, "the colour has r=, g=, b= but no \(name)=", format: format,
          location: document.location(element.offset))
      }
      let digits = Array(attribute.value.utf8)
      guard (1...3).contains(digits.count), digits.allSatisfy(ASCII.isDigit),
        let value = Int(attribute.value), value <= 255
      else {
        throw PaletteError(
          .invalidValue,
          "\(name)=\"\(TextDecoder.excerpt(digits, 0..<digits.count))\" is not a whole number "
            + "0...255", format: format, location: document.location(attribute.valueOffset))
      }
      values.append(UInt8(value))
    }
    return values
  }
}
