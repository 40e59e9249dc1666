import PaletteCore

/// Writes a palette as a Sip palette: the shape of Sip's own export, keys in a fixed order.
enum SipEncoder {
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out = "{\n"
    if let name = palette.name {
      out += "  \"name\": " + DiagnosticRenderer.jsonString(name) + ",\n"
    }
    let swatches = palette.allSwatches
    if swatches.isEmpty {
      out += "  \"colors\": []\n}\n"
      return Array(out.utf8)
    }
    out += "  \"colors\": [\n"
    for (index, swatch) in swatches.enumerated() {
      // Another model's colour is converted, gamut-mapped as the loss report says.
      let color = try swatch.writableColor(
        in: [.srgb], checkingAlpha: true, position: index + 1, format: "sip")
      let values = color.components.values
      out += "    {\n"
      if let name = swatch.name {
        out += "      \"name\": " + DiagnosticRenderer.jsonString(name) + ",\n"
      }
      out += "      \"red\": \(number(values[0])),\n"
      out += "      \"green\": \(number(values[1])),\n"
      out += "      \"blue\": \(number(values[2])),\n"
      out += "      \"alpha\": \(number(color.alpha))\n"
      out += index == swatches.count - 1 ? "    }\n" : "    },\n"
    }
    out += "  ]\n}\n"
    return Array(out.utf8)
  }

  /// The shortest text that reads back as the same `Float`; whole numbers without `.0`.
  private static func number(_ value: Float) -> String {
    DecimalText.literal(value, negativeZero: "-0")
  }
}
