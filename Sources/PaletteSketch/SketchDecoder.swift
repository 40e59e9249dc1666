import PaletteCore

/// Turns a parsed Sketch palette into a palette: one swatch per `colors` entry, in order.
struct SketchDecoder {
  /// The warnings with the offsets they are at, sorted by offset at the end.
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []
  /// The colour objects' components and the summaries of what they held.
  private var colors: JSONComponentColors

  /// The top-level members the plugin writes.
  private static let documentMembers: Set<String> = [
    "compatibleVersion", "pluginVersion", "colors", "gradients", "images",
  ]
  /// The members of a colour object; `_class` is Sketch's own class tag, ignored.
  private static let colorMembers: Set<String> = [
    "name", "red", "green", "blue", "alpha", "_class",
  ]

  init(bytes: [UInt8]) {
    colors = JSONComponentColors(bytes: bytes, format: "sketch", knownMembers: Self.colorMembers)
  }

  /// Adds a warning at a byte offset.
  mutating func warn(_ code: String, _ message: String, at position: JSONPosition) {
    let location = position.location
    warnings.append(
      (position.offset, Diagnostic(.warning, code: code, message: message, location: location)))
  }

  private func error(
    _ kind: PaletteError.Kind, _ message: String, at position: JSONPosition
  ) -> PaletteError {
    PaletteError(kind, message, format: "sketch", location: position.location)
  }

  mutating func decode(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    let walk = try JSONMemberWalk(
      root, listMember: "colors", document: "Sketch palette", format: "sketch")
    for member in walk.members where !Self.documentMembers.contains(member.key) {
      warn(
        "sketch.unknown-member", "unknown member '\(member.key)' ignored", at: member.keyPosition)
    }
    let entries = try walk.entries()
    var swatches: [Swatch] = []
    swatches.reserveCapacity(entries.count)
    for entry in entries {
      if let swatch = try swatch(entry) { swatches.append(swatch) }
    }
    for kind in ["gradients", "images"] {
      guard let node = root.member(kind) else { continue }
      guard let list = node.elements else {
        throw error(
          .invalidValue, "\"\(kind)\" must be an array, found \(node.typeDescription)",
          at: node.position)
      }
      if !list.isEmpty {
        let what =
          kind == "gradients" ? ("gradient", "gradients") : ("pattern image", "pattern images")
        warn(
          "sketch.skipped-\(kind)",
          "\(MessageFormatting.count(list.count, what.0, what.1)) skipped: palconv holds flat "
            + "colours only",
          at: node.position)
      }
    }
    warnings += colors.summaries(outOfRangeNote: " (Sketch shows them clamped)")
    // Summaries are raised at the end; the warnings are given in document order.
    let ordered = warnings.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    return DecodedPalette(
      palette: Palette(swatches: swatches), warnings: ordered.map(\.element.diagnostic))
  }

  /// One `colors` entry: a hex string (version 1.0) or an object of components.
  private mutating func swatch(_ entry: JSONNode) throws(PaletteError) -> Swatch? {
    let location = entry.position.location
    if let text = entry.string {
      guard let rgba = RGBA8(hex: text) else {
        warn(
          "sketch.unsupported-color",
          "colour string '\(text)' skipped: palconv reads hex colours (#RRGGBB)", at: entry.position
        )
        return nil
      }
      return Swatch(color: rgba.paletteColor, location: location)
    }
    guard let members = entry.members else {
      throw error(
        .invalidValue,
        "a colour must be an object or a hex string, found \(entry.typeDescription)",
        at: entry.position)
    }
    var name: String?
    if let node = entry.member("name") {
      switch node.value {
      case .string(let text): name = text
      case .null: name = nil
      default:
        throw error(
          .invalidValue, "a colour's name must be a string or null, found \(node.typeDescription)",
          at: node.position)
      }
    }
    let color = try colors.color(of: entry, members: members)
    return Swatch(name: name, color: color, location: location)
  }
}
