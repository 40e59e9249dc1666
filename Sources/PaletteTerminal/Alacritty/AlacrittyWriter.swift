import PaletteCore

/// Writes an Alacritty colour theme: the `[colors.*]` tables, `"#rrggbb"` each.
enum AlacrittyWriter {
  static let layout = SchemeLayout.terminal(count: 22)

  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let mapping = SchemeMapping(palette, layout: layout)
    try mapping.checkFinite(palette, format: AlacrittyReader.format)
    var out = ""
    for table in ["primary", "cursor", "selection", "normal", "bright"] {
      if !out.isEmpty { out += "\n" }
      out += "[colors.\(table)]\n"
      for (slot, place) in AlacrittyReader.keys.enumerated() where place.table == table {
        out += "\(place.key) = \"\(SchemeHex.text(mapping.colors[slot]))\"\n"
      }
    }
    return Array(out.utf8)
  }

  static func writtenNames(of palette: Palette) -> WrittenNames {
    SchemeMapping(palette, layout: layout).writtenNames(of: palette, paletteName: nil)
  }
}
