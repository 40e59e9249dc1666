import PaletteCore

/// Turns a parsed Lospec palette into a palette: the name, the author as the description,
/// and one unnamed swatch per `colors` string.
struct LospecReader {
  /// The identifier errors carry.
  static let format = "lospec"
  /// The members Lospec's palette API gives.
  private static let documentMembers: Set<String> = ["name", "author", "colors"]

  private var warnings: [Diagnostic] = []

  private func error(
    _ kind: PaletteError.Kind, _ message: String, at position: JSONPosition
  ) -> PaletteError {
    PaletteError(kind, message, format: Self.format, location: position.location)
  }

  mutating func read(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    guard let members = root.members else {
      throw error(
        .invalidValue, "a Lospec palette is a JSON object, found \(root.typeDescription)",
        at: root.position)
    }
    for member in members where !Self.documentMembers.contains(member.key) {
      warnings.append(
        Diagnostic(
          .warning, code: "lospec.unknown-member",
          message: "unknown member '\(member.key)' ignored", location: member.keyPosition.location))
    }
    guard let colorsNode = root.member("colors") else {
      throw error(
        .invalidValue, "a Lospec palette has a 'colors' array; this object has none",
        at: root.position)
    }
    guard let entries = colorsNode.elements else {
      throw error(
        .invalidValue, "'colors' must be an array, found \(colorsNode.typeDescription)",
        at: colorsNode.position)
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(entries.count)
    for (position, entry) in entries.enumerated() {
      guard let text = entry.string else {
        throw error(
          .invalidValue,
          "colour \(position + 1) must be a string of six hex digits, found "
            + entry.typeDescription, at: entry.position)
      }
      // Lospec writes `rrggbb`; a leading `#` is accepted as other tools add one.
      let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
      guard digits.utf8.count == 6, let rgba = RGBA8(hex: digits) else {
        throw error(
          .invalidValue,
          "colour \(position + 1) must be six hex digits (rrggbb), found \""
            + DiagnosticRenderer.escapingControls(String(text.prefix(40))) + "\"",
          at: entry.position)
      }
      swatches.append(Swatch(color: rgba.paletteColor, location: entry.position.location))
    }
    var palette = Palette(swatches: swatches)
    palette.name = try text("name", of: root)
    if let author = try text("author", of: root) {
      palette.description = "Author: " + author
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// A string member, `nil` when absent, `null` or empty.
  private func text(_ key: String, of root: JSONNode) throws(PaletteError) -> String? {
    guard let node = root.member(key) else { return nil }
    switch node.value {
    case .string(let text): return text.isEmpty ? nil : text
    case .null: return nil
    default:
      throw error(
        .invalidValue, "'\(key)' must be a string, found \(node.typeDescription)",
        at: node.position)
    }
  }
}
