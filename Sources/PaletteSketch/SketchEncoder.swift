import PaletteCore

/// Writes a palette as a version 2.0 Sketch palette.
enum SketchEncoder {
  /// The version written as both `compatibleVersion` (the oldest plugin that loads the file:
  /// 2.0 is the first that reads names) and `pluginVersion` (which the plugin does not read,
  /// but other readers require).
  static let version = "2.0"

  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out = "{\n"
    out += "  \"compatibleVersion\": \"\(version)\",\n"
    out += "  \"pluginVersion\": \"\(version)\",\n"
    let swatches = palette.allSwatches
    if swatches.isEmpty {
      out += "  \"colors\": []\n}\n"
      return Array(out.utf8)
    }
    out += "  \"colors\": [\n"
    for (index, swatch) in swatches.enumerated() {
      // Another model's colour is converted, gamut-mapped as the loss report says.
      let color = try swatch.writableColor(
        in: [.srgb], checkingAlpha: true, position: index + 1, format: "sketch")
      let values = color.components.values + [color.alpha]
      out += "    {\n"
      out += "      \"name\": " + (swatch.name.map(DiagnosticRenderer.jsonString) ?? "null") + ",\n"
      out += "      \"red\": \(number(values[0])),\n"
      out += "      \"green\": \(number(values[1])),\n"
      out += "      \"blue\": \(number(values[2])),\n"
      out += "      \"alpha\": \(number(values[3]))\n"
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
