import PaletteCore

/// Turns a parsed Sip palette into a palette: the palette's name and one swatch per `colors`
/// entry, in order.
struct SipDecoder {
  /// The warnings with the offsets they are at, sorted by offset at the end.
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []
  /// The colour objects' components and the summaries of what they held.
  private var colors: JSONComponentColors

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
    colors = JSONComponentColors(bytes: bytes, format: "sip", knownMembers: Self.colorMembers)
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
    warnings += colors.summaries()
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
    let name = try self.name(of: entry, what: "a colour's name")
    let color = try colors.color(of: entry, members: members)
    return Swatch(
      name: name, color: color,
      location: entry.position.location)
  }
}
