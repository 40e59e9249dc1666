import PaletteCore

/// Turns a parsed Simple Color Palette into a palette: one swatch per entry, in order.
struct ColorPaletteDecoder {
  private let bytes: [UInt8]
  /// The warnings with the offsets they are at, given in document order at the end.
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []
  /// Values with more than 5 decimals: how many, and where the first was.
  private var rounded: (count: Int, offset: Int)?
  /// Values whose magnitude is too large for the model's `Float` to give back their digits.
  private var approximated: (count: Int, offset: Int)?
  /// Opacities outside 0...1, clamped.
  private var clamped: (count: Int, offset: Int)?

  private static let documentMembers: Set<String> = ["name", "colors"]
  private static let colorMembers: Set<String> = ["name", "components"]

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Adds a warning at a byte offset.
  mutating func warn(_ code: String, _ message: String, at offset: Int) {
    let location = SourceLocation.text(offset: offset, in: bytes)
    warnings.append(
      (offset, Diagnostic(.warning, code: code, message: message, location: location)))
  }

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: "color-palette", location: .text(offset: offset, in: bytes))
  }

  mutating func decode(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    guard let members = root.members else {
      throw error(
        .invalidSignature,
        "not a Simple Color Palette: the document is \(root.typeDescription), not an object",
        at: root.offset)
    }
    var palette = Palette()
    for member in members where !Self.documentMembers.contains(member.key) {
      warn(
        "color-palette.unknown-member",
        "member '\(member.key)' is not part of the format; ignored", at: member.keyOffset)
    }
    guard let colors = root.member("colors") else {
      let keys = members.map { "'\($0.key)'" }
      throw error(
        .invalidSignature,
        "not a Simple Color Palette: the object has no \"colors\" member"
          + (keys.isEmpty ? "; it is empty" : "; found \(MessageFormatting.list(keys, limit: 5))"),
        at: root.offset)
    }
    palette.name = try name(of: root)
    guard let entries = colors.elements else {
      throw error(
        .invalidValue, "\"colors\" must be an array, found \(colors.typeDescription)",
        at: colors.offset)
    }
    if entries.isEmpty {
      warn(
        "color-palette.no-colors", "the palette has no colours; the format requires at least one",
        at: colors.offset)
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
          + "rounded to the format's grid of 0.00001", at: rounded.offset)
    }
    if let approximated {
      warn(
        "color-palette.approximated",
        "\(MessageFormatting.count(approximated.count, "value", "values")) of magnitude 16 or "
          + "more kept to about 7 significant digits", at: approximated.offset)
    }
    if let clamped {
      warn(
        "color-palette.opacity-range",
        "\(MessageFormatting.count(clamped.count, "opacity", "opacities")) outside 0...1 clamped",
        at: clamped.offset)
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
        at: value.offset)
    }
    if text.isEmpty {
      warn(
        "color-palette.empty-name", "an empty name is not allowed; read as no name",
        at: value.offset)
      return nil
    }
    return text
  }

  private mutating func swatch(_ entry: JSONNode) throws(PaletteError) -> Swatch {
    guard let members = entry.members else {
      throw error(
        .invalidValue, "a colour must be an object, found \(entry.typeDescription)",
        at: entry.offset)
    }
    for member in members where !Self.colorMembers.contains(member.key) {
      warn(
        "color-palette.unknown-member",
        "member '\(member.key)' is not part of the format; ignored", at: member.keyOffset)
    }
    let name = try name(of: entry)
    guard let node = entry.member("components") else {
      throw error(.invalidValue, "the colour has no \"components\"", at: entry.offset)
    }
    guard let elements = node.elements else {
      throw error(
        .invalidValue, "\"components\" must be an array, found \(node.typeDescription)",
        at: node.offset)
    }
    guard elements.count == 3 || elements.count == 4 else {
      throw error(
        .invalidValue,
        "\"components\" must hold 3 or 4 numbers (red, green, blue, opacity), found "
          + "\(elements.count)", at: node.offset)
    }
    var values: [Float] = []
    for (index, element) in elements.enumerated() {
      guard let text = element.numberText(in: bytes) else {
        throw error(
          .invalidValue, "a component must be a number, found \(element.typeDescription)",
          at: element.offset)
      }
      guard let grid = ColorPaletteValues.quantized(text) else {
        throw error(.invalidValue, "component \(text) is out of range", at: element.offset)
      }
      if grid.changed { Self.count(&rounded, at: element.offset) }
      if index == 3 {
        let opacity = min(max(grid.value, 0), 1)
        if opacity != grid.value { Self.count(&clamped, at: element.offset) }
        values.append(Float(opacity))
      } else {
        let encoded = ColorPaletteValues.encoded(linear: grid.value)
        if !encoded.isFinite {
          throw error(.invalidValue, "component \(text) is out of range", at: element.offset)
        }
        if abs(grid.value) >= 16 { Self.count(&approximated, at: element.offset) }
        values.append(encoded)
      }
    }
    return Swatch(
      name: name,
      color: .srgb(values[0], values[1], values[2], alpha: values.count > 3 ? values[3] : 1),
      location: .text(offset: entry.offset, in: bytes))
  }

  /// Counts one more value in a summary, keeping where the first was.
  private static func count(_ summary: inout (count: Int, offset: Int)?, at offset: Int) {
    summary = ((summary?.count ?? 0) + 1, summary?.offset ?? offset)
  }
}
