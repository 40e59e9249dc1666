import PaletteCore

/// Turns a parsed Sketch palette into a palette: one swatch per `colors` entry, in order.
struct SketchDecoder {
  private let bytes: [UInt8]
  /// The warnings with the offsets they are at, sorted by offset at the end.
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []
  /// Components or alpha outside 0...1: how many, and where the first was.
  private var outOfRange: (count: Int, position: JSONPosition)?
  /// Unknown members of colour entries, by name in the order first met: how many, and where
  /// the first was.
  private var unknownEntryMembers: [(key: String, count: Int, position: JSONPosition)] = []
  /// Where each name is in ``unknownEntryMembers``.
  private var unknownEntryIndex: [String: Int] = [:]

  /// The top-level members the plugin writes.
  private static let documentMembers: Set<String> = [
    "compatibleVersion", "pluginVersion", "colors", "gradients", "images",
  ]
  /// The members of a colour object; `_class` is Sketch's own class tag, ignored.
  private static let colorMembers: Set<String> = [
    "name", "red", "green", "blue", "alpha", "_class",
  ]

  init(bytes: [UInt8]) {
    self.bytes = bytes
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
    for unknown in unknownEntryMembers {
      warn(
        "sketch.unknown-member",
        "unknown member '\(unknown.key)' of \(MessageFormatting.count(unknown.count, "colour", "colours")) ignored",
        at: unknown.position)
    }
    if let outOfRange {
      warn(
        "sketch.out-of-range",
        "\(MessageFormatting.count(outOfRange.count, "value", "values")) outside 0...1 kept as "
          + "read (Sketch shows them clamped)",
        at: outOfRange.position)
    }
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
    for member in members where !Self.colorMembers.contains(member.key) {
      if let index = unknownEntryIndex[member.key] {
        unknownEntryMembers[index].count += 1
      } else {
        unknownEntryIndex[member.key] = unknownEntryMembers.count
        unknownEntryMembers.append((member.key, 1, member.keyPosition))
      }
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
    let red = try component("red", of: entry, required: true)
    let green = try component("green", of: entry, required: true)
    let blue = try component("blue", of: entry, required: true)
    let alpha = try component("alpha", of: entry, required: false)
    return Swatch(name: name, color: .srgb(red, green, blue, alpha: alpha), location: location)
  }

  /// A component of a colour object: a finite number; alpha is 1 when absent.
  private mutating func component(
    _ key: String, of entry: JSONNode, required: Bool
  ) throws(PaletteError) -> Float {
    guard let node = entry.member(key) else {
      if !required { return 1 }
      throw error(.invalidValue, "the colour has no \"\(key)\" component", at: entry.position)
    }
    guard let text = node.numberText(in: bytes) else {
      throw error(
        .invalidValue, "\"\(key)\" must be a number, found \(node.typeDescription)",
        at: node.position)
    }
    guard let value = Float(text), value.isFinite else {
      throw error(.invalidValue, "\"\(key)\" \(text) is out of range", at: node.position)
    }
    if !(0...1).contains(value) {
      outOfRange = ((outOfRange?.count ?? 0) + 1, outOfRange?.position ?? node.position)
    }
    return value
  }
}
