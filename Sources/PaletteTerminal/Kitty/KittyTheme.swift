import PaletteCore

/// Reads and writes kitty colour themes (`.conf`): `key value` lines, `#` comments, the theme's
/// name and author in kitty-themes' `## name:` and `## author:` comments.
enum KittyTheme {
  static let format = "kitty"
  static let layout = SchemeLayout.terminal(count: 22)

  /// The key of each terminal role, in the roles' order.
  static let keys: [String] =
    (0..<16).map { "color\($0)" } + [
      "background", "foreground", "cursor", "selection_background", "cursor_text_color",
      "selection_foreground",
    ]

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let lines = try SchemeLines(bytes, comment: ASCII.hash, separator: .blanks, format: format)
    var colors = SchemeColors(layout, format: format)
    var passed = PassedOver()
    for setting in lines.settings {
      guard let slot = keys.firstIndex(of: setting.key) else {
        passed.add(setting.key, at: setting.keyLocation)
        continue
      }
      // `none` and `background`: the cell's own colour, which is no colour.
      if ["none", "background", "foreground"].contains(setting.value) {
        passed.add("\(setting.key) \(setting.value)", at: setting.valueLocation)
        continue
      }
      guard let color = SchemeHex.color(setting.value) ?? shortHex(setting.value) else {
        throw PaletteError(
          .invalidValue,
          "`\(setting.key)` must be a colour `#RRGGBB` or `#RGB`, found "
            + MessageFormatting.quoted(setting.value), format: format,
          location: setting.valueLocation)
      }
      colors.set(slot, color.paletteColor, at: setting.valueLocation)
    }
    var palette = Palette(swatches: colors.swatches)
    palette.name = metadata("name", in: lines)
    palette.description = metadata("author", in: lines)
    return DecodedPalette(palette: palette, warnings: colors.warnings + passed.note(format: format))
  }

  /// `#RGB`, each digit doubled.
  static func shortHex(_ text: String) -> RGBA8? {
    guard text.hasPrefix("#"), text.utf8.count == 4 else { return nil }
    return RGBA8(hex: text)
  }

  /// The value of a `## key:` comment.
  private static func metadata(_ key: String, in lines: SchemeLines) -> String? {
    // By Unicode scalars: a blank and a combining mark after it are one `Character`.
    let blank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
    for comment in lines.comments {
      var text = Substring.UnicodeScalarView(comment.text.unicodeScalars)
      guard text.first == "#", text.dropFirst().first.map(blank) == true else { continue }
      text = text.dropFirst().drop(while: blank)
      let label = Substring.UnicodeScalarView((key + ":").unicodeScalars)
      guard text.starts(with: label) else { continue }
      let value = String(text.dropFirst(label.count).drop(while: blank))
      return value.isEmpty ? nil : value
    }
    return nil
  }

  /// A name or author as one line: line breaks and other controls become spaces.
  static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { ControlCharacters.isControl($0) ? " " : $0 }))
  }

  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let mapping = SchemeMapping(palette, layout: layout)
    try mapping.checkFinite(palette, format: format)
    var out = "# vim:ft=kitty\n\n"
    var metadata = ""
    if let name = palette.name.map(oneLine), !name.trimmed.isEmpty {
      metadata += "## name: \(name.trimmed)\n"
    }
    if let author = palette.description.map(oneLine), !author.trimmed.isEmpty {
      metadata += "## author: \(author.trimmed)\n"
    }
    if !metadata.isEmpty { out += metadata + "\n" }
    let order = [17, 16, 21, 19, 18, 20] + Array(0..<16)
    for slot in order {
      if slot == 0 { out += "\n" }
      out += "\(keys[slot]) \(SchemeHex.text(mapping.colors[slot]))\n"
    }
    return Array(out.utf8)
  }

  static func writtenNames(of palette: Palette) -> WrittenNames {
    let name = palette.name.map(oneLine)?.trimmed
    return SchemeMapping(palette, layout: layout).writtenNames(
      of: palette, paletteName: name?.isEmpty == false ? name : nil)
  }
}

extension String {
  /// The text without blanks (spaces, tabs) at either end, by Unicode scalars.
  var trimmed: String {
    let blank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
    let scalars = Array(unicodeScalars)
    guard let first = scalars.firstIndex(where: { !blank($0) }),
      let last = scalars.lastIndex(where: { !blank($0) })
    else { return "" }
    var out = ""
    out.unicodeScalars.append(contentsOf: scalars[first...last])
    return out
  }
}
