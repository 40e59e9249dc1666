import PaletteCore

/// Reads and writes the terminal colours of X resources (`.Xresources`, `.Xdefaults`):
/// `resource: value` lines, `!` comments, `#define` macros.
enum XresourcesScheme {
  static let format = "xresources"
  static let layout = SchemeLayout.terminal(count: 19)

  /// The resource name of each role, in the roles' order.
  static let names: [String] =
    (0..<16).map { "color\($0)" } + [
      "background", "foreground", "cursorColor",
    ]

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let lines = try SchemeLines(
      bytes, comment: UInt8(ascii: "!"), separator: .colon, directive: ASCII.hash, format: format)
    var colors = SchemeColors(layout, format: format)
    var passed = PassedOver()
    var defines: [String: String] = [:]
    // `#define NAME value`: a colour may be given by a macro's name. Other directives
    // (`#include`, `#ifdef`) are passed over.
    for directive in lines.directives {
      let words = directive.text.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if words.count >= 3, words[0] == "#define" {
        defines[String(words[1])] = String(words[2])
      } else {
        passed.add(String(words.first ?? ""), at: directive.location)
      }
    }
    for setting in lines.settings {
      let name = setting.key.split(whereSeparator: { $0 == "." || $0 == "*" }).last.map(
        String.init)
      guard let name, let slot = names.firstIndex(of: name) else {
        passed.add(setting.key, at: setting.keyLocation)
        continue
      }
      let text = defines[setting.value] ?? setting.value
      guard let color = SchemeHex.color(text) ?? x11RGB(text) else {
        throw PaletteError(
          .invalidValue,
          "`\(setting.key)` must be a colour `#rrggbb` or `rgb:rr/gg/bb`, found "
            + MessageFormatting.quoted(text), format: format, location: setting.valueLocation)
      }
      colors.set(slot, color.paletteColor, at: setting.valueLocation)
    }
    return DecodedPalette(
      palette: Palette(swatches: colors.swatches),
      warnings: colors.warnings + passed.note(format: format))
  }

  /// X11's `rgb:rr/gg/bb`, two digits a channel.
  static func x11RGB(_ text: String) -> RGBA8? {
    guard text.hasPrefix("rgb:") else { return nil }
    let parts = text.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ $0.utf8.count == 2 }) else { return nil }
    return HexDigits.color(ArraySlice(parts.joined().utf8), alphaFirst: false)
  }

  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let mapping = SchemeMapping(palette, layout: layout)
    try mapping.checkFinite(palette, format: format)
    var out = ""
    for slot in [17, 16, 18] + Array(0..<16) {
      out += "*.\(names[slot]): \(SchemeHex.text(mapping.colors[slot]))\n"
    }
    return Array(out.utf8)
  }

  static func writtenNames(of palette: Palette) -> WrittenNames {
    SchemeMapping(palette, layout: layout).writtenNames(of: palette, paletteName: nil)
  }
}
