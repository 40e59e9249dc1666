import PaletteCore

/// Reads the colours of an Alacritty configuration (TOML, Alacritty 0.13 and later): the
/// `[colors.*]` tables a theme file holds.
enum AlacrittyReader {
  static let format = "alacritty"

  /// Each role's table and key, in the terminal roles' order.
  static let keys: [(table: String, key: String)] =
    SchemeLayout.ansiWords.map { ("normal", $0) } + SchemeLayout.ansiWords.map { ("bright", $0) }
    + [
      ("primary", "background"), ("primary", "foreground"), ("cursor", "cursor"),
      ("selection", "background"), ("cursor", "text"), ("selection", "text"),
    ]

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let root = try TOMLReader.parse(bytes, format: format)
    var colors = SchemeColors(.terminal(count: 22), format: format)
    var passed: [String] = []
    var passedAt: SourceLocation?
    var cellColors = 0
    func pass(_ name: String, _ location: SourceLocation) {
      passed.append(name)
      if passedAt == nil { passedAt = location }
    }
    guard let table = root.member("colors") else {
      return DecodedPalette(palette: Palette(), warnings: [])
    }
    guard let groups = table.entries else {
      throw PaletteError(
        .invalidValue, "`colors` must be a table, found \(table.typeDescription)", format: format,
        location: table.location)
    }
    for group in groups {
      guard let entries = group.value.entries else {
        pass("colors.\(group.key)", group.keyLocation)
        continue
      }
      for entry in entries {
        guard let slot = keys.firstIndex(where: { $0 == (group.key, entry.key) }) else {
          pass("colors.\(group.key).\(entry.key)", entry.keyLocation)
          continue
        }
        guard let text = entry.value.string else {
          throw PaletteError(
            .invalidValue,
            "`colors.\(group.key).\(entry.key)` must be a string, found "
              + entry.value.typeDescription, format: format, location: entry.value.location)
        }
        if text == "CellForeground" || text == "CellBackground" {
          cellColors += 1
          continue
        }
        guard let color = SchemeHex.color(text, zeroX: true) else {
          throw PaletteError(
            .invalidValue,
            "`colors.\(group.key).\(entry.key)` must be a colour `#RRGGBB` or `0xRRGGBB`, "
              + "found \(MessageFormatting.quoted(text))", format: format,
            location: entry.value.location)
        }
        colors.set(slot, color.paletteColor, at: entry.value.location)
      }
    }
    var warnings = colors.warnings
    if !passed.isEmpty {
      warnings.append(
        Diagnostic(
          .note, code: "alacritty.other-color",
          message: "\(MessageFormatting.count(passed.count, "setting", "settings")) for "
            + "colours palconv has no terminal role for passed over: "
            + MessageFormatting.list(passed), location: passedAt))
    }
    if cellColors > 0 {
      warnings.append(
        Diagnostic(
          .note, code: "alacritty.cell-color",
          message: "\(MessageFormatting.count(cellColors, "role", "roles")) given as the cell's "
            + "own colour (CellForeground, CellBackground), which is no colour, left out"))
    }
    return DecodedPalette(palette: Palette(swatches: colors.swatches), warnings: warnings)
  }
}
