import PaletteCore

/// Reads `Swatches.json`: one palette object, or an array of them, each with a `name` and a
/// `swatches` array whose items are HSB colours or `null` for an empty slot.
///
/// Hue, saturation and brightness are fractions 0...1 (hue is turned into degrees, the
/// model's unit); `alpha` is 1 when absent. The newer members (`version`, `components`,
/// `colorModel`, `origin`, `colorProfile`) repeat what hue, saturation and brightness say and
/// are not read. Several palettes in one file become one named group each.
struct ProcreateSwatchesReader {
  private let bytes: [UInt8]
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []
  /// Values outside 0...1: how many, and where the first was.
  private var outOfRange: (count: Int, position: JSONPosition)?
  /// Swatches with a `colorSpace` other than 0: how many, and where the first was.
  private var otherSpace: (count: Int, position: JSONPosition)?
  /// Swatches that look like the empty-slot convention: how many, and where the first was.
  private var lookLikeEmpty: (count: Int, position: JSONPosition)?

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Decodes the bytes of `Swatches.json`.
  ///
  /// - Parameter bytes: The entry's bytes.
  /// - Returns: The palette and warnings, each with the line and column in the entry.
  /// - Throws: ``PaletteError`` with a line and column in the entry, its message naming it.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(bytes: bytes, format: ProcreateFile.format)
    let root: JSONNode
    do {
      root = try parser.parseDocument()
    } catch {
      throw ProcreateFile.inEntry(error)
    }
    var reader = ProcreateSwatchesReader(bytes: bytes)
    return try reader.decode(root)
  }

  private mutating func decode(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    var objects: [JSONNode]
    if let elements = root.elements {
      objects = elements
    } else if root.members != nil {
      objects = [root]
    } else {
      throw error(
        .invalidSignature,
        "not a Procreate palette: the document is \(root.typeDescription), not an object or an array",
        at: root.position)
    }
    guard !objects.isEmpty else {
      throw error(
        .invalidSignature, "not a Procreate palette: the array holds no palette",
        at: root.position)
    }
    var palette = Palette()
    if objects.count == 1 {
      let (name, swatches) = try self.palette(objects[0])
      palette.name = name
      if !swatches.isEmpty { palette.groups = [PaletteGroup(swatches: swatches)] }
    } else {
      warn(
        "procreate.palettes",
        "the file holds \(objects.count) palettes; each is read as a group named after it",
        at: root.position)
      for object in objects {
        let (name, swatches) = try self.palette(object)
        palette.groups.append(
          PaletteGroup(name: name ?? "", swatches: swatches, location: object.position.location))
      }
    }
    if let outOfRange {
      warn(
        "procreate.out-of-range",
        "\(MessageFormatting.count(outOfRange.count, "value", "values")) outside 0...1 kept as read",
        at: outOfRange.position)
    }
    if let otherSpace {
      warn(
        "procreate.color-space",
        "\(MessageFormatting.count(otherSpace.count, "swatch says", "swatches say")) colorSpace 1 (believed to be Display P3); the values are read as HSB over sRGB",
        at: otherSpace.position)
    }
    if let lookLikeEmpty {
      warn(
        "procreate.transparent-black",
        "\(MessageFormatting.count(lookLikeEmpty.count, "swatch is", "swatches are")) transparent black, which is how empty slots are kept; written back, it is an empty slot",
        at: lookLikeEmpty.position)
    }
    let ordered = warnings.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    return DecodedPalette(palette: palette, warnings: ordered.map(\.element.diagnostic))
  }

  /// One palette object: its name and slots.
  private mutating func palette(
    _ object: JSONNode
  ) throws(PaletteError) -> (name: String?, swatches: [Swatch]) {
    guard object.members != nil else {
      throw error(
        .invalidValue, "a palette must be an object, found \(object.typeDescription)",
        at: object.position)
    }
    var name: String?
    if let node = object.member("name") {
      switch node.value {
      case .string(let text): name = text
      case .null: name = nil
      default:
        throw error(
          .invalidValue, "\"name\" must be a string, found \(node.typeDescription)",
          at: node.position)
      }
    }
    guard let slotsNode = object.member("swatches") else {
      throw error(
        .invalidSignature, "not a Procreate palette: the object has no \"swatches\" member",
        at: object.position)
    }
    guard let slots = slotsNode.elements else {
      throw error(
        .invalidValue, "\"swatches\" must be an array, found \(slotsNode.typeDescription)",
        at: slotsNode.position)
    }
    if slots.count > ProcreateFile.slotLimit {
      warn(
        "procreate.too-many",
        "the palette has \(slots.count) slots; Procreate shows only the first \(ProcreateFile.slotLimit)",
        at: slots[ProcreateFile.slotLimit].position)
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(slots.count)
    for slot in slots {
      if case .null = slot.value {
        var empty = ProcreateEmptySlot.swatch
        empty.location = slot.position.location
        swatches.append(empty)
        continue
      }
      swatches.append(try swatch(slot))
    }
    return (name, swatches)
  }

  /// One slot's colour.
  private mutating func swatch(_ slot: JSONNode) throws(PaletteError) -> Swatch {
    guard slot.members != nil else {
      throw error(
        .invalidValue, "a swatch must be an object or null, found \(slot.typeDescription)",
        at: slot.position)
    }
    var name: String?
    if let node = slot.member("name"), case .string(let text) = node.value { name = text }
    let hue = try component("hue", of: slot, default: nil, scale: 360)
    let saturation = try component("saturation", of: slot, default: nil)
    let brightness = try component("brightness", of: slot, default: nil)
    let alpha = try component("alpha", of: slot, default: 1)
    if let node = slot.member("colorSpace") {
      guard let text = node.numberText(in: bytes), let value = Double(text), value.isFinite else {
        throw error(
          .invalidValue, "\"colorSpace\" must be a number, found \(node.typeDescription)",
          at: node.position)
      }
      if value != 0 {
        if otherSpace == nil {
          otherSpace = (1, node.position)
        } else {
          otherSpace!.count += 1
        }
      }
    }
    let swatch = Swatch(
      name: name,
      color: PaletteColor(
        .hsb(hue: hue, saturation: saturation, brightness: brightness), alpha: alpha),
      location: slot.position.location)
    if ProcreateEmptySlot.isEmptySlot(swatch) {
      if lookLikeEmpty == nil {
        lookLikeEmpty = (1, slot.position)
      } else {
        lookLikeEmpty!.count += 1
      }
    }
    return swatch
  }

  /// A component: a finite number, 0...1 nominally (values outside are kept and counted),
  /// multiplied by `scale`.
  private mutating func component(
    _ key: String, of slot: JSONNode, default fallback: Float?, scale: Double = 1
  ) throws(PaletteError) -> Float {
    guard let node = slot.member(key) else {
      if let fallback { return fallback }
      throw error(.invalidValue, "the swatch has no \"\(key)\"", at: slot.position)
    }
    guard let text = node.numberText(in: bytes) else {
      throw error(
        .invalidValue, "\"\(key)\" must be a number, found \(node.typeDescription)",
        at: node.position)
    }
    guard let value = Double(text), value.isFinite, Float(value * scale).isFinite else {
      throw error(.invalidValue, "\"\(key)\" \(text) is out of range", at: node.position)
    }
    if !(0...1).contains(value) {
      if outOfRange == nil {
        outOfRange = (1, node.position)
      } else {
        outOfRange!.count += 1
      }
    }
    return Float(value * scale)
  }

  private mutating func warn(_ code: String, _ message: String, at position: JSONPosition) {
    warnings.append(
      (
        position.offset,
        Diagnostic(
          .warning, code: code, message: "\(ProcreateFile.entry): \(message)",
          location: position.location)
      ))
  }

  private func error(
    _ kind: PaletteError.Kind, _ message: String, at position: JSONPosition
  ) -> PaletteError {
    PaletteError(
      kind, "\(ProcreateFile.entry): \(message)", format: ProcreateFile.format,
      location: position.location)
  }
}
