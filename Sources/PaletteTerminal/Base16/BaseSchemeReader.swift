import PaletteCore
import PaletteYAML

/// Reads a base16 or base24 scheme: the classic layout (`scheme`, `author` and the slots at
/// the top) or tinted-theming's (`system`, `name`, `author`, `variant` and a `palette`
/// mapping of the slots).
enum BaseSchemeReader {
  /// The members either layout has besides the slots, which are read or passed over quietly.
  private static let known: Set<String> = [
    "scheme", "name", "author", "system", "variant", "slug", "description", "palette",
  ]

  static func read(_ bytes: [UInt8], system: BaseSystem) throws(PaletteError) -> DecodedPalette {
    let format = system.identifier
    let stream = try YAMLReader.parse(bytes, format: format)
    var warnings: [Diagnostic] = []
    guard let root = stream.documents.first else {
      return DecodedPalette(palette: Palette(), warnings: [])
    }
    guard let entries = root.entries else {
      if root.scalar == "" { return DecodedPalette(palette: Palette(), warnings: []) }
      throw PaletteError(
        .invalidSignature,
        "not a \(system.displayName) scheme: the document is \(root.typeDescription), not a "
          + "mapping", format: format, location: root.location)
    }
    var slotEntries = entries
    let nested = root.member("palette") != nil
    if let palette = root.member("palette") {
      guard let inner = palette.entries else {
        throw PaletteError(
          .invalidValue, "`palette` must be a mapping, found \(palette.typeDescription)",
          format: format, location: palette.location)
      }
      slotEntries = inner
    }
    let all = SchemeLayout.base24
    var colors = SchemeColors(system.layout, format: format)
    var unknown: [YAMLEntry] = []
    var otherSystem: [YAMLEntry] = []
    for entry in slotEntries {
      let key = SchemeNames.key(entry.key)
      guard key.hasPrefix("base"), let slot = all.slot(forKey: key) else {
        if nested || !known.contains(entry.key) {
          unknown.append(entry)
        }
        continue
      }
      guard slot < system.layout.slots.count else {
        otherSystem.append(entry)
        continue
      }
      guard let text = entry.value.scalar else {
        throw PaletteError(
          .invalidValue,
          "`\(entry.key)` must be a hex colour, found \(entry.value.typeDescription)",
          format: format, location: entry.value.location)
      }
      guard let color = SchemeHex.color(text, hashOptional: true) else {
        throw PaletteError(
          .invalidValue,
          "`\(entry.key)` must be a hex colour of six digits, found "
            + MessageFormatting.quoted(text), format: format, location: entry.value.location)
      }
      colors.set(slot, color.paletteColor, at: entry.value.location)
    }
    if nested {
      for entry in entries where !known.contains(entry.key) { unknown.append(entry) }
    }
    warnings += colors.warnings
    if let first = otherSystem.first {
      warnings.append(
        Diagnostic(
          .warning, code: "\(format).base24-slot",
          message: "\(MessageFormatting.count(otherSystem.count, "slot", "slots")) past "
            + "base0F ignored (a base24 scheme; read it as base24): "
            + MessageFormatting.list(otherSystem.map(\.key)),
          location: first.keyLocation))
    }
    if let first = unknown.first {
      warnings.append(
        Diagnostic(
          .warning, code: "\(format).unknown-member",
          message: "\(MessageFormatting.count(unknown.count, "member", "members")) the scheme "
            + "format does not define ignored: " + MessageFormatting.list(unknown.map(\.key)),
          location: first.keyLocation))
    }
    let swatches = colors.swatches
    let missing = colors.missing(among: system.layout.slots.count)
    if !swatches.isEmpty, !missing.isEmpty {
      warnings.append(
        Diagnostic(
          .warning, code: "\(format).missing-slot",
          message: "the scheme has no \(MessageFormatting.list(missing)); "
            + "\(system.displayName) schemes give all \(system.layout.slots.count)",
          location: root.location))
    }
    if let system = root.member("system")?.scalar, system != format {
      warnings.append(
        Diagnostic(
          .warning, code: "\(format).system",
          message: "the scheme says its system is \(MessageFormatting.quoted(system)); read as "
            + format, location: root.member("system")?.location))
    }
    var palette = Palette(swatches: swatches)
    palette.name = try text(root.member("name") ?? root.member("scheme"), format: format)
    palette.description = try text(root.member("author"), format: format)
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// A text member: a scalar, none when empty or absent.
  private static func text(_ node: YAMLNode?, format: String) throws(PaletteError) -> String? {
    guard let node else { return nil }
    guard let text = node.scalar else {
      throw PaletteError(
        .invalidValue,
        "the scheme's name and author must be scalars, found "
          + node.typeDescription, format: format, location: node.location)
    }
    return text.isEmpty ? nil : text
  }
}
