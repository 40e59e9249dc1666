import PaletteCore

/// Turns a parsed Sip palette into a palette: the palette's name and one swatch per `colors`
/// entry, in order.
struct SipDecoder {
  private let bytes: [UInt8]
  /// The warnings with the offsets they are at, sorted by offset at the end.
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []
  /// Components or alpha outside 0...1: how many, and where the first was.
  private var outOfRange: (count: Int, position: JSONPosition)?
  /// Members of colour entries Sip does not write, by name in the order first met: how many,
  /// and where the first was.
  private var unknownEntryMembers: [(key: String, count: Int, position: JSONPosition)] = []
  /// Where each name is in ``unknownEntryMembers``.
  private var unknownEntryIndex: [String: Int] = [:]

  /// The top-level members Sip writes: the palette and Sip's own bookkeeping.
  private static let documentMembers: Set<String> = [
    "name", "colors", "sip", "id", "readOnly", "createdAt", "updatedAt", "dock", "index",
    "originalName", "like", "lock", "cloud",
  ]
  /// The members of a colour object Sip writes.
  private static let colorMembers: Set<String> = [
    "name", "red", "green", "blue", "alpha", "id", "createdAt", "updatedAt",
  ]

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Adds a warning at a byte offset.
  mutating func warn(_ code: String, _ message: String, at position: JSONPosition) {
    warnings.append(
      (
        position.offset,
        Diagnostic(.warning, code: code, message: message, location: position.location)
      ))
  }

  private func error(
    _ kind: PaletteError.Kind, _ message: String, at position: JSONPosition
  ) -> PaletteError {
    PaletteError(kind, message, format: "sip", location: position.location)
  }

  mutating func decode(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    let walk = try JSONMemberWalk(
      root, listMember: "colors", document: "Sip palette", format: "sip")
    for member in walk.members where !Self.documentMembers.contains(member.key) {
      warn("sip.unknown-member", "unknown member '\(member.key)' ignored", at: member.keyPosition)
    }
    let name = try self.name(of: root, what: "the palette's name")
    let entries = try walk.entries()
    var swatches: [Swatch] = []
    swatches.reserveCapacity(entries.count)
    for entry in entries {
      swatches.append(try swatch(entry))
    }
    for unknown in unknownEntryMembers {
      warn(
        "sip.unknown-member",
        "unknown member '\(unknown.key)' of "
          + "\(MessageFormatting.count(unknown.count, "colour", "colours")) ignored",
        at: unknown.position)
    }
    if let outOfRange {
      warn(
        "sip.out-of-range",
        "\(MessageFormatting.count(outOfRange.count, "value", "values")) outside 0...1 kept as "
          + "read",
        at: outOfRange.position)
    }
    // Summaries are raised at the end; the warnings are given in document order.
    let ordered = warnings.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    var palette = Palette(swatches: swatches)
    palette.name = name
    return DecodedPalette(palette: palette, warnings: ordered.map(\.element.diagnostic))
  }

  /// The `name` member of an object: a string, or `nil` when absent or `null`.
  private func name(of object: JSONNode, what: String) throws(PaletteError) -> String? {
    guard let node = object.member("name") else { return nil }
    switch node.value {
    case .string(let text): return text
    case .null: return nil
    default:
      throw error(
        .invalidValue, "\(what) must be a string or null, found \(node.typeDescription)",
        at: node.position)
    }
  }

  /// One `colors` entry: an object of components and a name.
  private mutating func swatch(_ entry: JSONNode) throws(PaletteError) -> Swatch {
    guard let members = entry.members else {
      throw error(
        .invalidValue, "a colour must be an object, found \(entry.typeDescription)",
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
    let name = try self.name(of: entry, what: "a colour's name")
    let red = try component("red", of: entry, required: true)
    let green = try component("green", of: entry, required: true)
    let blue = try component("blue", of: entry, required: true)
    let alpha = try component("alpha", of: entry, required: false)
    return Swatch(
      name: name, color: .srgb(red, green, blue, alpha: alpha),
      location: entry.position.location)
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
