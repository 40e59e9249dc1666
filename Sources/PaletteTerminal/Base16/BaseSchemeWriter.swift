import PaletteCore
import PaletteYAML

/// Writes a base16 or base24 scheme in tinted-theming's layout (its styling guide 0.11):
/// `system`, `name`, `author`, `variant` and the slots under `palette`, each `"rrggbb"` as
/// tinted-theming's own schemes write them.
enum BaseSchemeWriter {
  static func write(_ palette: Palette, system: BaseSystem) throws(PaletteError) -> [UInt8] {
    let mapping = SchemeMapping(palette, layout: system.layout)
    try mapping.checkFinite(palette, format: system.identifier)
    var out = "system: \"\(system.identifier)\"\n"
    out += "name: " + quoted(palette.name ?? "") + "\n"
    out += "author: " + quoted(palette.description ?? "") + "\n"
    // From the colours as written (8-bit), so that the file read back gives the same variant.
    let background = mapping.colors[0].rgba8.paletteColor
    let foreground = mapping.colors[5].rgba8.paletteColor
    out += "variant: \"\(variant(background, foreground))\"\n"
    out += "palette:\n"
    for (slot, color) in zip(system.layout.slots, mapping.colors) {
      out += "  \(slot.name): \"\(SchemeHex.text(color).dropFirst())\"\n"
    }
    return Array(out.utf8)
  }

  /// `dark` when the background (`base00`) is darker than the foreground (`base05`) by WCAG
  /// relative luminance, else `light`.
  static func variant(_ background: PaletteColor, _ foreground: PaletteColor) -> String {
    background.relativeLuminance <= foreground.relativeLuminance ? "dark" : "light"
  }

  /// A double-quoted YAML scalar: YAML's escapes where the text needs them, quotes around
  /// text that needs none, as tinted-theming's schemes quote every value.
  static func quoted(_ text: String) -> String {
    let scalar = YAMLText.scalar(text)
    // By its first byte: a quote and a combining mark after it are one `Character`.
    return scalar.utf8.first == UInt8(ascii: "\"") ? scalar : "\"" + scalar + "\""
  }

  /// The names the scheme reads back with.
  static func writtenNames(of palette: Palette, system: BaseSystem) -> WrittenNames {
    SchemeMapping(palette, layout: system.layout).writtenNames(
      of: palette, paletteName: palette.name.flatMap { $0.isEmpty ? nil : $0 })
  }
}
