import PaletteCore

/// base16 or base24: the slot count, identifier and names the two share the code of.
struct BaseSystem: Sendable {
  /// `base16` or `base24`.
  let identifier: String
  /// `base16` or `base24`, for messages.
  let displayName: String
  /// The slots.
  let layout: SchemeLayout

  /// base16: `base00` to `base0F`.
  static let base16 = BaseSystem(identifier: "base16", displayName: "base16", layout: .base16)
  /// base24: `base00` to `base17`.
  static let base24 = BaseSystem(identifier: "base24", displayName: "base24", layout: .base24)

  /// What both hold: a fixed set of 8-bit sRGB colours named by slot, the scheme's name and
  /// its author (as the palette's description).
  var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: false,
      groups: false, alpha: false, models: [.srgb], maxSwatches: layout.slots.count)
    capabilities.requiredSwatches = layout.slots.count
    return capabilities
  }

  /// Whether `prefix` is a scheme of this system: a line starting `base00:` (at the top or
  /// inside `palette:`); for base24 also a `base10:` line or `system: base24`, which base16
  /// must not have.
  func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    var hasFirst = false
    var hasBase24 = false
    var cursor = LineCursor(Array(prefix))
    let bytes = Array(prefix)
    while let line = cursor.next() {
      var start = line.start
      if line.number == 1, ASCII.hasByteOrderMark(bytes[start..<line.end]) {
        start += ASCII.byteOrderMark.count
      }
      while start < line.end && bytes[start] == ASCII.space { start += 1 }
      let text = String(decoding: bytes[start..<line.end], as: UTF8.self)
      if text.hasPrefix("base00:") || text.hasPrefix("\"base00\":") { hasFirst = true }
      if text.hasPrefix("base10:") || text.hasPrefix("\"base10\":") { hasBase24 = true }
      if text.hasPrefix("system:"), text.contains("base24") { hasBase24 = true }
    }
    guard hasFirst else { return .none }
    return hasBase24 == (identifier == "base24") ? .strong : .none
  }
}
