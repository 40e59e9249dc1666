import PaletteCore

/// Reads a Corel `.cpl` palette: its version, the header its layout has, then the colours.
///
/// Every offset, count and length is checked against the file before it is used: a count
/// that the bytes left cannot hold is refused at its own offset, before any colour is read.
struct CorelCPLReader {
  static let format = "cpl"

  /// The smallest number of bytes a colour takes: one colour value and a name's length.
  private static let shortEntry = CorelCPLColorValue.size + 1

  private let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// What the header gives before the colours.
  private struct Header {
    var name: String?
    var type: UInt16?
    var columns: Int?
    var count = 0
    var countOffset = 0
    var colorsOffset = 0
  }

  func read() throws(PaletteError) -> DecodedPalette {
    guard let version = CorelCPLVersion(bytes[...]) else {
      let shown = bytes.prefix(2).map { String($0, radix: 16, uppercase: true) }
      throw PaletteError(
        .invalidSignature,
        "not a Corel palette: it starts with "
          + (shown.isEmpty ? "nothing" : shown.joined(separator: " "))
          + ", not one of the versions CC BC, CC DC, DC DC, CD BC, CD DC, DD DC, CD DD",
        format: Self.format, location: .byte(offset: 0))
    }
    var warnings: [Diagnostic] = []
    let header = try readHeader(version, warnings: &warnings)
    let long = version.hasLongEntries(type: header.type)
    let singleByte = version.hasSingleByteColorNames(type: header.type)
    let spot = header.type.map(CorelCPLVersion.isSpot) ?? false
    var entry = Self.shortEntry
    if long { entry += 4 + CorelCPLColorValue.size }
    if version.hasPositions { entry += 12 }
    var cursor = ByteCursor(bytes, format: Self.format, order: .little, offset: header.colorsOffset)
    guard header.count <= cursor.remaining / entry else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "\(header.count) colours of \(entry) bytes or more do not fit in the \(cursor.remaining) "
          + "bytes left",
        format: Self.format, location: .byte(offset: header.countOffset))
    }
    var swatches: [Swatch] = []
    for index in 0..<header.count {
      let start = cursor.offset
      if long { _ = try cursor.u32("the identifier of colour \(index + 1)") }
      let first = try value(&cursor, index)
      let second = long ? try value(&cursor, index) : nil
      let name = try colorName(&cursor, index, singleByte: singleByte)
      if version.hasPositions { _ = try cursor.bytes(12, "the position of colour \(index + 1)") }
      guard let color = first.color ?? second?.color else {
        let label = name.map { "'\($0)'" } ?? "\(index + 1)"
        warnings.append(
          Diagnostic(
            .warning, code: "cpl.model",
            message: "colour \(label) is \(CorelCPLColorValue.unreadDescription(first.model)); "
              + "skipped",
            location: .byte(offset: first.offset)))
        continue
      }
      swatches.append(
        Swatch(
          name: name, color: color, kind: spot ? .spot : .process,
          location: .byte(offset: start)))
    }
    if !cursor.isAtEnd {
      warnings.append(
        Diagnostic(
          .warning, code: "cpl.trailing",
          message: "\(cursor.remaining) bytes after the last colour are not read",
          location: .byte(offset: cursor.offset)))
    }
    var palette = Palette(name: header.name, swatches: swatches)
    palette.columns = header.columns
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// The header of each layout: the name, type, columns and the colour count.
  private func readHeader(
    _ version: CorelCPLVersion, warnings: inout [Diagnostic]
  ) throws(PaletteError) -> Header {
    var header = Header()
    var cursor = ByteCursor(bytes, format: Self.format, order: .little, offset: 2)
    guard version.hasSections else {
      if version == .dcdc { header.name = try paletteName(&cursor, version) }
      header.countOffset = cursor.offset
      header.count = Int(try cursor.u16("the number of colours"))
      header.colorsOffset = cursor.offset
      return header
    }
    let tableOffset = cursor.offset
    let sectionCount = Int(try cursor.u32("the number of header sections"))
    guard sectionCount <= cursor.remaining / 8 else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "\(sectionCount) header sections of 8 bytes do not fit in the \(cursor.remaining) bytes "
          + "left",
        format: Self.format, location: .byte(offset: tableOffset))
    }
    var offsets: [UInt32: (offset: Int, at: Int)] = [:]
    for _ in 0..<sectionCount {
      let at = cursor.offset
      let id = try cursor.u32("a header section's identifier")
      let offset = Int(try cursor.u32("a header section's offset"))
      guard offset <= bytes.count else {
        throw PaletteError(
          .unexpectedEndOfInput,
          "header section \(id) is at byte \(offset), past the end of the \(bytes.count)-byte "
            + "file",
          format: Self.format, location: .byte(offset: at + 4))
      }
      if offsets[id] == nil { offsets[id] = (offset, at) }
    }
    guard let countSection = offsets[2] else {
      throw PaletteError(
        .invalidValue, "the header has no section 2, the colour count",
        format: Self.format, location: .byte(offset: tableOffset))
    }
    if let nameSection = offsets[0] {
      var at = ByteCursor(bytes, format: Self.format, order: .little, offset: nameSection.offset)
      header.name = try paletteName(&at, version)
    }
    if let typeSection = offsets[1] {
      var at = ByteCursor(bytes, format: Self.format, order: .little, offset: typeSection.offset)
      header.type = try at.u16("the palette type")
    }
    if let layout = offsets[5] {
      var at = ByteCursor(bytes, format: Self.format, order: .little, offset: layout.offset)
      let columns = Int(try at.u16("the number of columns"))
      _ = try at.u16("the number of rows")
      if columns > 0 { header.columns = columns }
    }
    var at = ByteCursor(bytes, format: Self.format, order: .little, offset: countSection.offset)
    header.countOffset = at.offset
    header.count = Int(try at.u16("the number of colours"))
    header.colorsOffset = at.offset
    return header
  }

  /// One colour value, with the model and where it starts.
  private func value(
    _ cursor: inout ByteCursor, _ index: Int
  ) throws(PaletteError) -> (model: UInt16, color: PaletteColor?, offset: Int) {
    let offset = cursor.offset
    let model = try cursor.u16("the colour model of colour \(index + 1)")
    _ = try cursor.bytes(2, "colour \(index + 1)")
    let values = try cursor.bytes(8, "the values of colour \(index + 1)")
    return (model, CorelCPLColorValue.color(model: model, values), offset)
  }

  /// The palette's name: a length byte, then single-byte text or UTF-16 code units.
  private func paletteName(
    _ cursor: inout ByteCursor, _ version: CorelCPLVersion
  ) throws(PaletteError) -> String? {
    let text = try pascalString(
      &cursor, singleByte: version.hasSingleBytePaletteName, "the palette's name")
    return text.isEmpty ? nil : text
  }

  /// A colour's name; `nil` when its length is 0.
  private func colorName(
    _ cursor: inout ByteCursor, _ index: Int, singleByte: Bool
  ) throws(PaletteError) -> String? {
    let text = try pascalString(&cursor, singleByte: singleByte, "the name of colour \(index + 1)")
    return text.isEmpty ? nil : text
  }

  /// A length byte, then that many Windows-1252 bytes or UTF-16 little-endian code units.
  private func pascalString(
    _ cursor: inout ByteCursor, singleByte: Bool, _ field: String
  ) throws(PaletteError) -> String {
    let length = Int(try cursor.u8("the length of \(field)"))
    let start = cursor.offset
    if singleByte {
      _ = try cursor.bytes(length, field)
      return Windows1252.decode(bytes, start..<start + length)
    }
    let units = try cursor.bytes(2 * length, field)
    var scalars = String.UnicodeScalarView()
    var index = units.startIndex
    while index < units.endIndex {
      let unit = UInt16(units[index]) | UInt16(units[index + 1]) << 8
      var scalar = Unicode.Scalar(unit)
      if scalar == nil, (0xD800..<0xDC00).contains(unit), index + 3 < units.endIndex {
        let low = UInt16(units[index + 2]) | UInt16(units[index + 3]) << 8
        if (0xDC00..<0xE000).contains(low) {
          let value = 0x10000 + (UInt32(unit - 0xD800) << 10 | UInt32(low - 0xDC00))
          scalar = Unicode.Scalar(value)
          if scalar != nil { index += 2 }
        }
      }
      guard let scalar else {
        throw PaletteError(
          .invalidEncoding,
          "\(field) is not valid UTF-16: an unpaired surrogate at byte \(index)",
          format: Self.format, location: .byte(offset: index))
      }
      scalars.append(scalar)
      index += 2
    }
    return String(scalars)
  }
}
