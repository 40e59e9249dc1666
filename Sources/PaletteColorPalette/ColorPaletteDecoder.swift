import PaletteCore

/// Turns a parsed Simple Color Palette into a palette: one swatch per entry, in order.
struct ColorPaletteDecoder {
  private let bytes: [UInt8]
  /// The warnings with the offsets they are at, given in document order at the end.
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []
  /// Values with more than 5 decimals: how many, and where the first was.
  private var rounded: (count: Int, position: JSONPosition)?
  /// Values whose magnitude is too large for the model's `Float` to give back their digits.
  private var approximated: (count: Int, position: JSONPosition)?
  /// Opacities outside 0...1, clamped.
  private var clamped: (count: Int, position: JSONPosition)?

  private static let documentMembers: Set<String> = ["name", "colors"]
  private static let colorMembers: Set<String> = ["name", "components"]

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Adds a warning at a byte offset.
  mutating func warn(_ code: String, _ message: String, at position: JSONPosition) {
    let location = position.location
    warnings.append(
      (position.offset, Diagnostic(.warning, code: code, message: message, location: location)))
  }

  /// Adds a warning about the file as a whole, at its first byte.
  mutating func warnAtStart(_ code: String, _ message: String) {
    warnings.append(
      (0, Diagnostic(.warning, code: code, message: message, location: .text(line: 1, column: 1))))
  }

  private func error(
    _ kind: PaletteError.Kind, _ message: String, at position: JSONPosition
  ) -> PaletteError {
    PaletteError(kind, message, format: "color-palette", location: position.location)
  }

  mutating func decode(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    let walk = try JSONMemberWalk(
      root, listMember: "colors", document: "Simple Color Palette", format: "color-palette")
    var palette = Palette()
    for member in walk.members where !Self.documentMembers.contains(member.key) {
      warn(
        "color-palette.unknown-member",
        "member '\(member.key)' is not part of the format; ignored", at: member.keyPosition)
    }
    let colors = walk.list
    palette.name = try name(of: root)
    let entries = try walk.entries()
    if entries.isEmpty {
      warn(
        "color-palette.no-colors", "the palette has no colours; the format requires at least one",
        at: colors.position)
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(entries.count)
    for entry in entries {
      swatches.append(try swatch(entry))
    }
    palette.groups = swatches.isEmpty ? [] : [PaletteGroup(swatches: swatches)]
    if let rounded {
      warn(
        "color-palette.rounded",
        "\(MessageFormatting.count(rounded.count, "value", "values")) with more than 5 decimals "
          + "rounded to the format's grid of 0.00001", at: rounded.position)
    }
    if let approximated {
      warn(
        "color-palette.approximated",
        "\(MessageFormatting.count(approximated.count, "value", "values")) of magnitude 16 or "
          + "more kept to about 7 significant digits", at: approximated.position)
    }
    if let clamped {
      warn(
        "color-palette.opacity-range",
        "\(MessageFormatting.count(clamped.count, "opacity", "opacities")) outside 0...1 clamped",
        at: clamped.position)
    }
    let ordered = warnings.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    return DecodedPalette(palette: palette, warnings: ordered.map(\.element.diagnostic))
  }

  /// The `name` of the document or an entry: absent, or a string; an empty one is no name.
  private mutating func name(of node: JSONNode) throws(PaletteError) -> String? {
    guard let value = node.member("name") else { return nil }
    guard let text = value.string else {
      throw error(
        .invalidValue, "\"name\" must be a string, found \(value.typeDescription)",
        at: value.position)
    }
    if text.isEmpty {
      warn(
        "color-palette.empty-name", "an empty name is not allowed; read as no name",
        at: value.position)
      return nil
    }
    return text
  }

  private mutating func swatch(_ entry: JSONNode) throws(PaletteError) -> Swatch {
    guard let members = entry.members else {
      throw error(
        .invalidValue, "a colour must be an object, found \(entry.typeDescription)",
        at: entry.position)
    }
    for member in members where !Self.colorMembers.contains(member.key) {
      warn(
        "color-palette.unknown-member",
        "member '\(member.key)' is not part of the format; ignored", at: member.keyPosition)
    }
    let name = try name(of: entry)
    guard let node = entry.member("components") else {
      throw error(.invalidValue, "the colour has no \"components\"", at: entry.position)
    }
    guard let elements = node.elements else {
      throw error(
        .invalidValue, "\"components\" must be an array, found \(node.typeDescription)",
        at: node.position)
    }
    guard elements.count == 3 || elements.count == 4 else {
      throw error(
        .invalidValue,
        "\"components\" must hold 3 or 4 numbers (red, green, blue, opacity), found "
          + "\(elements.count)", at: node.position)
    }
    var values: [Float] = []
    for (index, element) in elements.enumerated() {
      guard let text = element.numberText(in: bytes) else {
        throw error(
          .invalidValue, "a component must be a number, found \(element.typeDescription)",
          at: element.position)
      }
      guard let grid = ColorPaletteValues.quantized(text) else {
        throw error(.invalidValue, "component \(text) is out of range", at: element.position)
      }
      if grid.changed { Self.count(&rounded, at: element.position) }
      if index == 3 {
        let opacity = min(max(grid.value, 0), 1)
        if opacity != grid.value { Self.count(&clamped, at: element.position) }
        values.append(Float(opacity))
      } else {
        let encoded = ColorPaletteValues.encoded(linear: grid.value)
        if !encoded.isFinite {
          throw error(.invalidValue, "component \(text) is out of range", at: element.position)
        }
        if abs(grid.value) >= 16 { Self.count(&approximated, at: element.position) }
        values.append(encoded)
      }
    }
    return Swatch(
      name: name,
      color: .srgb(values[0], values[1], values[2], alpha: values.count > 3 ? values[3] : 1),
      location: entry.position.location)
  }

  /// Counts one more value in a summary, keeping where the first was.
  private static func count(
    _ summary: inout (count: Int, position: JSONPosition)?, at position: JSONPosition
  ) {
    summary = ((summary?.count ?? 0) + 1, summary?.position ?? position)
  }
}
