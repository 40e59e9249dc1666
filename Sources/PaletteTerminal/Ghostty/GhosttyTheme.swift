import PaletteCore

/// Reads and writes Ghostty themes: `key = value` lines of Ghostty's configuration, `#`
/// comments; the sixteen colours as `palette = N=#rrggbb`.
enum GhosttyTheme {
  static let format = "ghostty"
  static let layout = SchemeLayout.terminal(count: 22)

  /// The key of each role past the sixteen colours, in the roles' order.
  static let keys: [String] = [
    "background", "foreground", "cursor-color", "selection-background", "cursor-text",
    "selection-foreground",
  ]

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let lines = try SchemeLines(bytes, comment: ASCII.hash, separator: .equals, format: format)
    var colors = SchemeColors(layout, format: format)
    var passed = PassedOver()
    for setting in lines.settings {
      var slot: Int
      var text = Substring(setting.value)
      var location = setting.valueLocation
      if setting.key == "palette" {
        guard let equals = text.firstIndex(of: "="), let index = Int(text[..<equals]),
          (0...255).contains(index)
        else {
          throw PaletteError(
            .invalidValue,
            "`palette` must be `N=#rrggbb` with N from 0 to 255, found "
              + MessageFormatting.quoted(setting.value), format: format, location: location)
        }
        guard index < 16 else {
          passed.add("palette \(index)", at: setting.keyLocation)
          continue
        }
        slot = index
        let skipped = text.utf8.distance(from: text.startIndex, to: text.index(after: equals))
        text = text[text.index(after: equals)...]
        if case .text(let line, let column) = location {
          location = .text(line: line, column: column + skipped)
        }
      } else if let found = keys.firstIndex(of: setting.key) {
        slot = 16 + found
      } else {
        passed.add(setting.key, at: setting.keyLocation)
        continue
      }
      // A cursor or selection colour may be the cell's own: no colour.
      if ["cell-foreground", "cell-background"].contains(text) {
        passed.add("\(setting.key) = \(text)", at: location)
        continue
      }
      guard let color = SchemeHex.color(text, hashOptional: true) else {
        throw PaletteError(
          .invalidValue,
          "`\(setting.key)` must be a colour `#rrggbb`, found \(MessageFormatting.quoted(text))",
          format: format, location: location)
      }
      colors.set(slot, color.paletteColor, at: location)
    }
    return DecodedPalette(
      palette: Palette(swatches: colors.swatches),
      warnings: colors.warnings + passed.note(format: format))
  }

  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let mapping = SchemeMapping(palette, layout: layout)
    try mapping.checkFinite(palette, format: format)
    var out = ""
    for slot in 0..<16 { out += "palette = \(slot)=\(SchemeHex.text(mapping.colors[slot]))\n" }
    for (offset, key) in keys.enumerated() {
      out += "\(key) = \(SchemeHex.text(mapping.colors[16 + offset]))\n"
    }
    return Array(out.utf8)
  }

  static func writtenNames(of palette: Palette) -> WrittenNames {
    SchemeMapping(palette, layout: layout).writtenNames(of: palette, paletteName: nil)
  }
}
