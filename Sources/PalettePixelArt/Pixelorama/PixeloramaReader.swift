import PaletteCore

/// Turns a parsed Pixelorama palette into a palette: one swatch per grid slot from 0 to the
/// highest index used, an empty slot (``/PaletteCore/Swatch/emptySlot``) where no colour is.
struct PixeloramaReader {
  /// The identifier errors carry.
  static let format = "pixelorama"
  /// The highest slot index read: a sparse index above it would make a palette of millions
  /// of empty slots from a few bytes.
  static let maximumIndex = 65_535
  /// The grid size Pixelorama gives a palette that does not say.
  static let defaultSide = 8
  /// The members Pixelorama writes.
  private static let documentMembers: Set<String> = ["colors", "comment", "width", "height"]

  private let bytes: [UInt8]
  private var warnings: [Diagnostic] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func error(
    _ kind: PaletteError.Kind, _ message: String, at position: JSONPosition
  ) -> PaletteError {
    PaletteError(kind, message, format: Self.format, location: position.location)
  }

  private mutating func warn(_ code: String, _ message: String, at position: JSONPosition) {
    warnings.append(
      Diagnostic(.warning, code: code, message: message, location: position.location))
  }

  mutating func read(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    guard let members = root.members else {
      throw error(
        .invalidValue, "a Pixelorama palette is a JSON object, found \(root.typeDescription)",
        at: root.position)
    }
    for member in members where !Self.documentMembers.contains(member.key) {
      warn(
        "pixelorama.unknown-member", "unknown member '\(member.key)' ignored",
        at: member.keyPosition)
    }
    guard let colorsNode = root.member("colors") else {
      throw error(
        .invalidValue, "a Pixelorama palette has a 'colors' array; this object has none",
        at: root.position)
    }
    guard let entries = colorsNode.elements else {
      throw error(
        .invalidValue, "'colors' must be an array, found \(colorsNode.typeDescription)",
        at: colorsNode.position)
    }
    let width = try side("width", of: root)
    let height = try side("height", of: root)
    var description: String?
    if let comment = root.member("comment") {
      guard let text = comment.string else {
        throw error(
          .invalidValue, "'comment' must be a string, found \(comment.typeDescription)",
          at: comment.position)
      }
      description = text.isEmpty ? nil : text
    }

    var slots: [Swatch?] = []
    for entry in entries {
      let (index, swatch) = try slot(entry)
      if index >= slots.count {
        slots += [Swatch?](repeating: nil, count: index + 1 - slots.count)
      } else if slots[index] != nil {
        warn(
          "pixelorama.duplicate-index",
          "index \(index) is given again; the later colour is used, as Pixelorama does",
          at: entry.position)
      }
      slots[index] = swatch
    }
    let gridSize = width * height
    if slots.count > gridSize, let last = entries.last {
      warn(
        "pixelorama.outside-grid",
        "index \(slots.count - 1) is outside the \(width)×\(height) grid; Pixelorama does not "
          + "show colours past slot \(gridSize - 1)", at: last.position)
    }
    var palette = Palette(swatches: slots.map { $0 ?? Swatch.emptySlot })
    palette.columns = width
    palette.description = description
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// `width` or `height`: a whole number from 1 to 65,535, 8 when absent.
  private func side(_ key: String, of root: JSONNode) throws(PaletteError) -> Int {
    guard let node = root.member(key) else { return Self.defaultSide }
    guard let value = integer(node), value >= 1, value <= Self.maximumIndex else {
      throw error(
        .invalidValue,
        "'\(key)' must be a whole number from 1 to \(Self.maximumIndex), found "
          + describe(node), at: node.position)
    }
    return value
  }

  /// One `colors` entry: its index and its colour.
  private mutating func slot(_ entry: JSONNode) throws(PaletteError) -> (Int, Swatch) {
    guard entry.members != nil else {
      throw error(
        .invalidValue, "a colour must be an object, found \(entry.typeDescription)",
        at: entry.position)
    }
    guard let indexNode = entry.member("index") else {
      throw error(.invalidValue, "a colour has no 'index'", at: entry.position)
    }
    guard let index = integer(indexNode), index >= 0 else {
      throw error(
        .invalidValue, "'index' must be a whole number from 0, found \(describe(indexNode))",
        at: indexNode.position)
    }
    guard index <= Self.maximumIndex else {
      throw error(
        .limitExceeded,
        "index \(index) is above \(Self.maximumIndex), the highest slot read",
        at: indexNode.position)
    }
    guard let colorNode = entry.member("color") else {
      throw error(.invalidValue, "a colour has no 'color'", at: entry.position)
    }
    guard let text = colorNode.string else {
      throw error(
        .invalidValue, "'color' must be a string, found \(colorNode.typeDescription)",
        at: colorNode.position)
    }
    guard let values = PixeloramaColorText.parse(text) else {
      throw error(
        .invalidValue,
        "'color' must be Godot's colour text, \"(r, g, b, a)\" with numbers from 0 to 1; "
          + "found \"\(DiagnosticRenderer.escapingControls(String(text.prefix(60))))\"",
        at: colorNode.position)
    }
    if values.contains(where: { $0 < 0 || $0 > 1 }) {
      warn(
        "pixelorama.out-of-range",
        "a component of colour \(index) is outside 0...1; it is kept as it is",
        at: colorNode.position)
    }
    let color = PaletteColor.srgb(
      values[0], values[1], values[2], alpha: values.count == 4 ? values[3] : 1)
    return (index, Swatch(color: color, location: entry.position.location))
  }

  /// A number node's value when it is a whole number that fits an `Int` (`3`, `3.0`).
  private func integer(_ node: JSONNode) -> Int? {
    guard let text = node.numberText(in: bytes), text.utf8.count <= 24,
      let value = Double(text), value.isFinite, value == value.rounded(),
      abs(value) < 1e15
    else { return nil }
    return Int(value)
  }

  /// What a node is, for messages: a number's text, or its type.
  private func describe(_ node: JSONNode) -> String {
    if let text = node.numberText(in: bytes) { return String(text.prefix(40)) }
    return node.typeDescription
  }
}
