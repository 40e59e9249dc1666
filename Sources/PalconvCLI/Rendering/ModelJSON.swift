import PaletteCore

/// A plain JSON rendering of the palette model, used by `inspect` while the JSON codec cannot
/// write.
enum ModelJSON {
  static func render(_ palette: Palette) -> String {
    func string(_ text: String?) -> String {
      text.map(DiagnosticRenderer.jsonString) ?? "null"
    }
    var out = "{\n"
    out += "  \"name\": \(string(palette.name)),\n"
    out += "  \"description\": \(string(palette.description)),\n"
    out += "  \"columns\": \(palette.columns.map(String.init) ?? "null"),\n"
    out += "  \"groups\": ["
    for (g, group) in palette.groups.enumerated() {
      out += g == 0 ? "\n" : ",\n"
      out += "    {\"name\": \(string(group.name)), \"swatches\": ["
      for (s, swatch) in group.swatches.enumerated() {
        out += s == 0 ? "\n" : ",\n"
        let values = swatch.color.components.values.map { String($0) }.joined(separator: ", ")
        out += "      {\"name\": \(string(swatch.name)), \"kind\": \"\(swatch.kind.rawValue)\", "
        out += "\"model\": \"\(swatch.color.model.rawValue)\", \"values\": [\(values)], "
        out += "\"alpha\": \(swatch.color.alpha)}"
      }
      out += group.swatches.isEmpty ? "]}" : "\n    ]}"
    }
    out += palette.groups.isEmpty ? "]\n}" : "\n  ]\n}"
    return out
  }
}
