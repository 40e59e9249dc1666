import PaletteCore

/// Writes a palette as a Simple Color Palette.
enum ColorPaletteEncoder {
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let swatches = palette.allSwatches
    guard !swatches.isEmpty else {
      throw PaletteError(
        .unrepresentable, "a Simple Color Palette must hold at least one colour",
        format: "color-palette")
    }
    var out = "{\n"
    if let name = palette.name, !name.isEmpty {
      out += "  \"name\": \(DiagnosticRenderer.jsonString(name)),\n"
    }
    out += "  \"colors\": [\n"
    for (index, swatch) in swatches.enumerated() {
      let rgb = swatch.color.converted(to: .srgb).components.values
      var texts: [String] = []
      for value in rgb {
        // A value that would read back past `Float`'s range (the largest `Float`s, whose
        // linear light rounds up) is not written.
        guard let text = ColorPaletteValues.text(linear: ColorPaletteValues.linear(encoded: value)),
          let linear = Double(text), ColorPaletteValues.encoded(linear: linear).isFinite
        else { throw unrepresentable(index) }
        texts.append(text)
      }
      if swatch.color.hasAlpha {
        guard let text = ColorPaletteValues.text(opacity: swatch.color.alpha) else {
          throw unrepresentable(index)
        }
        // An opacity that rounds to 1 is the default, and is not written.
        if text != "1" { texts.append(text) }
      }
      out += "    {\n"
      if let name = swatch.name, !name.isEmpty {
        out += "      \"name\": \(DiagnosticRenderer.jsonString(name)),\n"
      }
      out += "      \"components\": [" + texts.joined(separator: ", ") + "]\n"
      out += index == swatches.count - 1 ? "    }\n" : "    },\n"
    }
    out += "  ]\n}\n"
    return Array(out.utf8)
  }

  private static func unrepresentable(_ index: Int) -> PaletteError {
    PaletteError(
      .unrepresentable,
      "swatch \(index + 1) has a NaN, infinite or too large value, which the format cannot hold",
      format: "color-palette")
  }
}
