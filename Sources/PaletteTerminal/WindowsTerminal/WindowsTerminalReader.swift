import PaletteCore

/// Reads a Windows Terminal colour scheme: one JSON object of `name` and hex colours, or a
/// settings file's `schemes` array, of which the first scheme is read.
enum WindowsTerminalReader {
  private static let format = "windows-terminal"

  private static func error(
    _ kind: PaletteError.Kind, _ message: String, at position: JSONPosition
  ) -> PaletteError {
    PaletteError(kind, message, format: format, location: position.location)
  }

  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(bytes: bytes, format: format, duplicateKeys: .keep)
    let root = try parser.parseDocument()
    var warnings: [Diagnostic] = []
    for duplicate in parser.duplicateKeys {
      warnings.append(
        Diagnostic(
          .warning, code: "windows-terminal.duplicate-key",
          message: "duplicate key '\(duplicate.key)'; the last one is used",
          location: duplicate.position.location))
    }
    guard root.members != nil else {
      throw error(
        .invalidSignature, "not a Windows Terminal colour scheme: the document is not an object",
        at: root.position)
    }
    var scheme = root
    if let schemes = root.member("schemes") {
      guard let list = schemes.elements else {
        throw error(.invalidValue, "`schemes` must be an array", at: schemes.position)
      }
      guard let first = list.first else {
        return DecodedPalette(palette: Palette(), warnings: warnings)
      }
      guard first.members != nil else {
        throw error(.invalidValue, "a scheme must be an object", at: first.position)
      }
      if list.count > 1 {
        warnings.append(
          Diagnostic(
            .warning, code: "windows-terminal.more-schemes",
            message: "\(MessageFormatting.count(list.count - 1, "scheme", "schemes")) after "
              + "the first ignored; a palette is one scheme",
            location: list[1].position.location))
      }
      scheme = first
    }
    var colors = SchemeColors(.terminal(count: 20), format: format)
    var unknown: [JSONMember] = []
    var name: String?
    for member in scheme.members ?? [] {
      if member.key == "name" {
        guard let text = member.value.string else {
          throw error(.invalidValue, "`name` must be a string", at: member.value.position)
        }
        name = text.isEmpty ? nil : text
        continue
      }
      guard let slot = WindowsTerminalKeys.slots[member.key] else {
        unknown.append(member)
        continue
      }
      guard let text = member.value.string else {
        throw error(
          .invalidValue, "`\(member.key)` must be a string of a hex colour",
          at: member.value.position)
      }
      guard let color = SchemeHex.color(text) ?? shortHex(text) else {
        throw error(
          .invalidValue,
          "`\(member.key)` must be a colour `#RRGGBB` or `#RGB`, found "
            + MessageFormatting.quoted(text), at: member.value.position)
      }
      colors.set(slot, color.paletteColor, at: member.value.position.location)
    }
    warnings += colors.warnings
    if let first = unknown.first {
      warnings.append(
        Diagnostic(
          .warning, code: "windows-terminal.unknown-member",
          message: "\(MessageFormatting.count(unknown.count, "member", "members")) a colour "
            + "scheme does not have ignored: " + MessageFormatting.list(unknown.map(\.key)),
          location: first.keyPosition.location))
    }
    let swatches = colors.swatches
    let missing = colors.missing(among: 18)
    if !swatches.isEmpty, !missing.isEmpty {
      warnings.append(
        Diagnostic(
          .warning, code: "windows-terminal.missing-role",
          message: "the scheme has no \(MessageFormatting.list(missing)); Windows Terminal "
            + "requires the sixteen colours, background and foreground",
          location: scheme.position.location))
    }
    return DecodedPalette(palette: Palette(name: name, swatches: swatches), warnings: warnings)
  }

  /// `#RGB`, each digit doubled.
  private static func shortHex(_ text: String) -> RGBA8? {
    guard text.hasPrefix("#"), text.utf8.count == 4 else { return nil }
    return RGBA8(hex: text)
  }
}
