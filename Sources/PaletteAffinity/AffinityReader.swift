import PaletteArchive
import PaletteCore

/// Reads an Affinity palette: the header, the object stream of `Swatches.dat` and the checksum
/// in the entry table at the end.
struct AffinityReader {
  private let bytes: [UInt8]
  private var warnings: [Diagnostic] = []

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: "afpalette", location: .byte(offset: offset))
  }

  /// Decodes the file.
  mutating func decode() throws(PaletteError) -> DecodedPalette {
    var header = ByteCursor(bytes, format: "afpalette", order: .little)
    let signature = try header.bytes(4, "the signature")
    guard signature.elementsEqual(AffinityLayout.signature) else {
      throw error(
        .invalidSignature, "not an Affinity file: it does not start with 00 FF 4B 41", at: 0)
    }
    let version = try header.u32("the version")
    guard AffinityLayout.versions.contains(version) else {
      throw error(
        .unsupportedVersion,
        "Affinity file version \(version); palconv reads versions 10 and 11", at: 4)
    }
    let kind = try header.bytes(4, "the file kind")
    guard kind.elementsEqual(AffinityLayout.tag("Swth")) else {
      throw error(
        .invalidSignature,
        "an Affinity file of the kind '\(AffinityLayout.tagText(kind))', not a palette ('Swth')",
        at: 8)
    }
    let info = try header.bytes(4, "the '#Inf' tag")
    guard info.elementsEqual(Array("#Inf".utf8)) else {
      throw error(.invalidValue, "the '#Inf' tag is missing at byte 12", at: 12)
    }
    try header.require(AffinityLayout.bodyOffset - header.offset, "the header")
    let bodySize = ByteOrder.little.u64(bytes, at: 32)
    let start = AffinityLayout.bodyOffset
    guard bodySize <= UInt64(bytes.count - start) else {
      throw error(
        .unexpectedEndOfInput,
        "the header declares \(bodySize) bytes of palette data from byte \(start), but the file "
          + "has \(bytes.count - start) bytes there", at: 32)
    }
    let end = start + Int(bodySize)
    checkChecksum(start: start, end: end)
    var stream = AffinityObjectStream(bytes, start: start, end: end)
    try stream.read()
    let palette = try palette(from: stream)
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// Compares the CRC-32 of the palette data with the entry table's, when the table is there.
  private mutating func checkChecksum(start: Int, end: Int) {
    let footerOffset = Int(clamping: ByteOrder.little.u64(bytes, at: 16))
    // The entry table: "#FT" and a digit, then the checksum 88 bytes in.
    guard footerOffset >= end, footerOffset <= bytes.count - 92,
      bytes[footerOffset..<footerOffset + 3].elementsEqual(Array("#FT".utf8))
    else {
      warnings.append(
        Diagnostic(
          .warning, code: "afpalette.no-entry-table",
          message: "the entry table the header points to (byte \(footerOffset)) is not there; "
            + "the palette data is read without its checksum",
          location: .byte(offset: 16)))
      return
    }
    let stored = ByteOrder.little.u32(bytes, at: footerOffset + 88)
    let actual = CRC32.checksum(bytes[start..<end])
    if stored != actual {
      warnings.append(
        Diagnostic(
          .warning, code: "afpalette.checksum",
          message: "the palette data's CRC-32 is \(hex(actual)), the entry table says "
            + "\(hex(stored)): the file may be damaged",
          location: .byte(offset: footerOffset + 88)))
    }
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// Builds the palette from the root's fields.
  private mutating func palette(from stream: AffinityObjectStream) throws(PaletteError) -> Palette {
    var name: String?
    var fills: [Int?] = []
    var names: [String] = []
    var namesOffset = 0
    for field in stream.rootFields {
      switch (field.key, field.value) {
      case ("PlCN", .string(let text)): name = text.isEmpty ? nil : text
      case ("PalV", .objects(let items)): fills = items
      case ("PaNV", .strings(let items)):
        names = items
        namesOffset = field.offset
      default: break
      }
    }
    if names.count != fills.count {
      warnings.append(
        Diagnostic(
          .warning, code: "afpalette.name-count",
          message: "the palette has \(fills.count) swatches and \(names.count) names; they are "
            + "paired in order",
          location: .byte(offset: namesOffset)))
    }
    var groups: [PaletteGroup] = []
    var loose: [Swatch] = []
    var gradients = 0
    var skipped: [String] = []
    func flushLoose() {
      if !loose.isEmpty { groups.append(PaletteGroup(swatches: loose)) }
      loose = []
    }
    for (position, item) in fills.enumerated() {
      let swatchName = position < names.count && !names[position].isEmpty ? names[position] : nil
      guard let index = item else {
        skipped.append("an empty slot")
        continue
      }
      let fill = stream.objects[index]
      switch fill.tag {
      case "FilS":
        guard let color = try color(of: fill, in: stream) else {
          skipped.append("a solid fill without a colour")
          continue
        }
        loose.append(Swatch(name: swatchName, color: color, location: .byte(offset: fill.offset)))
      case "FilG":
        let stops = try gradientStops(of: fill, in: stream)
        gradients += 1
        flushLoose()
        groups.append(
          PaletteGroup(
            name: swatchName ?? "Gradient \(gradients)",
            swatches: stops.map { Swatch(color: $0.color, location: .byte(offset: $0.offset)) },
            location: .byte(offset: fill.offset)))
      default:
        skipped.append("a fill of class '\(fill.tag)'")
      }
    }
    flushLoose()
    if gradients > 0 {
      warnings.append(
        Diagnostic(
          .warning, code: "afpalette.gradient",
          message: "\(gradients) gradient\(gradients == 1 ? " is" : "s are") read as "
            + "group\(gradients == 1 ? "" : "s") of \(gradients == 1 ? "its" : "their") stop "
            + "colours; stop positions and midpoints are not kept"))
    }
    if !skipped.isEmpty {
      warnings.append(
        Diagnostic(
          .warning, code: "afpalette.skipped",
          message: "\(skipped.count) entr\(skipped.count == 1 ? "y is" : "ies are") not read: "
            + skipped.prefix(3).joined(separator: ", ")))
    }
    return Palette(name: name, groups: groups)
  }

  /// The colour of a fill's `Colr` object.
  private func color(
    of fill: AffinityObject, in stream: AffinityObjectStream
  ) throws(PaletteError) -> PaletteColor? {
    guard let field = fill.field("Colr"), case .object(let index?) = field.value else { return nil }
    return try color(stream.objects[index])
  }

  /// The colours of a gradient fill's stops, with their offsets.
  private func gradientStops(
    of fill: AffinityObject, in stream: AffinityObjectStream
  ) throws(PaletteError) -> [(color: PaletteColor, offset: Int)] {
    guard let field = fill.field("Grad"), case .object(let index?) = field.value,
      let colors = stream.objects[index].field("Cols"), case .objects(let items) = colors.value
    else { return [] }
    var stops: [(color: PaletteColor, offset: Int)] = []
    for case let item? in items {
      let object = stream.objects[item]
      stops.append((try color(object), object.offset))
    }
    return stops
  }

  /// A colour object: `RGBA`, `HSLA`, `CMYK`, `LABA` or `GRAY` with its `_col` value.
  private func color(_ object: AffinityObject) throws(PaletteError) -> PaletteColor {
    guard let field = object.field("_col"),
      case .fixed(let type, let offset, let size) = field.value
    else {
      throw error(
        .invalidValue, "a colour of class '\(object.tag)' has no value ('_col')", at: object.offset)
    }
    func floats(_ count: Int) throws(PaletteError) -> [Float] {
      var values: [Float] = []
      for index in 0..<count {
        let value = Float(bitPattern: ByteOrder.little.u32(bytes, at: offset + index * 4))
        guard value.isFinite else {
          throw error(
            .invalidValue, "component \(index + 1) of a colour is \(value)", at: offset + index * 4)
        }
        values.append(value)
      }
      return values
    }
    func expect(_ expected: Int) throws(PaletteError) {
      guard size == expected else {
        throw error(
          .invalidValue,
          "a colour of class '\(object.tag)' has \(size) bytes of value (type 0x"
            + String(type, radix: 16, uppercase: true) + "), not \(expected)", at: field.offset)
      }
    }
    switch object.tag {
    case "RGBA":
      try expect(16)
      let v = try floats(4)
      return PaletteColor(.srgb(red: v[0], green: v[1], blue: v[2]), alpha: v[3])
    case "HSLA":
      try expect(16)
      let v = try floats(4)
      return PaletteColor(
        AffinityHSL.hsb(hue: v[0], saturation: v[1], lightness: v[2]), alpha: v[3])
    case "CMYK":
      try expect(20)
      let v = try floats(5)
      return PaletteColor(.cmyk(cyan: v[0], magenta: v[1], yellow: v[2], black: v[3]), alpha: v[4])
    case "GRAY":
      try expect(8)
      let v = try floats(2)
      return PaletteColor(.gray(v[0]), alpha: v[1])
    case "LABA":
      try expect(8)
      let unit = { (index: Int) in
        Float(ByteOrder.little.u16(bytes, at: offset + index * 2)) / 65535
      }
      return PaletteColor(
        .lab(l: unit(0) * 100, a: unit(1) * 256 - 128, b: unit(2) * 256 - 128), alpha: unit(3))
    default:
      throw error(
        .invalidValue, "a colour of class '\(object.tag)', which palconv does not know",
        at: object.offset)
    }
  }
}
