import PaletteCore

/// Writes a Windows Terminal colour scheme: the object a `schemes` array of its settings
/// holds, `name` first, then the four special colours and the sixteen, `#RRGGBB` each.
enum WindowsTerminalWriter {
  static let layout = SchemeLayout.terminal(count: 20)

  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let mapping = SchemeMapping(palette, layout: layout)
    try mapping.checkFinite(palette, format: "windows-terminal")
    var out = "{\n"
    out += "    \"name\": \(DiagnosticRenderer.jsonString(palette.name ?? "")),\n"
    for (place, slot) in WindowsTerminalKeys.writtenOrder.enumerated() {
      let hex = String(
        decoding: mapping.colors[slot].rgba8.hexBytes(includeAlpha: false, uppercase: true),
        as: UTF8.self)
      out += "    \"\(WindowsTerminalKeys.keys[slot])\": \"\(hex)\""
      out += place == WindowsTerminalKeys.writtenOrder.count - 1 ? "\n" : ",\n"
    }
    out += "}\n"
    return Array(out.utf8)
  }

  static func writtenNames(of palette: Palette) -> WrittenNames {
    SchemeMapping(palette, layout: layout).writtenNames(
      of: palette, paletteName: palette.name.flatMap { $0.isEmpty ? nil : $0 })
  }
}
