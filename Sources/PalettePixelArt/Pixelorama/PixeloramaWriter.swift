import PaletteCore

/// Writes a palette as Pixelorama saves one: keys in the order Godot's JSON writer sorts them,
/// one-space indentation, each colour with its slot index; empty slots are left out, so their
/// indices stay free.
enum PixeloramaWriter {
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let swatches = palette.allSwatches
    guard swatches.count <= PixeloramaReader.maximumIndex + 1 else {
      throw PaletteError(
        .unrepresentable,
        "a Pixelorama palette is read up to slot \(PixeloramaReader.maximumIndex); this "
          + "palette has \(swatches.count) swatches", format: PixeloramaReader.format)
    }
    let width = width(of: palette)
    let height = max(1, (swatches.count + width - 1) / width)
    var entries: [String] = []
    entries.reserveCapacity(swatches.count)
    for (index, swatch) in swatches.enumerated() where !swatch.isEmptySlot {
      let color = try swatch.writableColor(
        in: [.srgb], checkingAlpha: true, position: index + 1, format: PixeloramaReader.format)
      let values = color.components.values + [color.alpha]
      entries.append(
        "  {\n   \"color\": \"\(PixeloramaColorText.format(values))\",\n   \"index\": \(index)\n  }"
      )
    }
    var out = "{\n"
    out +=
      entries.isEmpty
      ? " \"colors\": [],\n" : " \"colors\": [\n" + entries.joined(separator: ",\n") + "\n ],\n"
    out += " \"comment\": " + DiagnosticRenderer.jsonString(palette.description ?? "") + ",\n"
    out += " \"height\": \(height),\n"
    out += " \"width\": \(width)\n}\n"
    return Array(out.utf8)
  }

  /// The grid's width: the palette's column count when it has a usable one, else 8.
  static func width(of palette: Palette) -> Int {
    guard let columns = palette.columns, columns >= 1 else { return PixeloramaReader.defaultSide }
    return min(columns, PixeloramaReader.maximumIndex)
  }
}
