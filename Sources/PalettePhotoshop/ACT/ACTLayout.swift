import PaletteCore

/// The layout of an Adobe colour table: 256 RGB triples, then an optional trailer.
enum ACTLayout {
  /// The colours a table holds.
  static let tableColors = 256
  /// The bytes of the table.
  static let tableSize = 768
  /// The transparent index that means none.
  static let noTransparency: UInt16 = 0xFFFF

  /// The colour count and transparent index of a file's trailer, or `nil` when it has none
  /// (768 bytes, or a file longer than 772 bytes: see ``decode(_:)``).
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The trailer, and whether it is the 3-byte variant.
  /// - Throws: ``PaletteCore/PaletteError`` at the byte where a bad size or value is.
  static func trailer(
    _ bytes: [UInt8]
  ) throws(PaletteError) -> (count: Int, transparent: Int?, short: Bool)? {
    var reader = ByteCursor(bytes, format: "act", offset: tableSize)
    let count: Int
    let short: Bool
    switch bytes.count {
    case tableSize:
      return nil
    case tableSize + 3:
      count = Int(try reader.u8("the colour count"))
      short = true
    case tableSize + 4:
      count = Int(try reader.u16("the colour count"))
      short = false
    case tableSize + 1, tableSize + 2:
      throw PaletteError(
        .unexpectedEndOfInput,
        "the trailer after the 768-byte table is cut short: it is 4 bytes (colour count and "
          + "transparent index), and \(bytes.count - tableSize) follow", format: "act",
        location: .byte(offset: tableSize))
    case let size where size < tableSize:
      throw PaletteError(
        .unexpectedEndOfInput,
        "an Adobe colour table is 768 bytes of 256 RGB colours; this file ends after \(size) "
          + "bytes, inside colour \(size / 3 + 1)", format: "act", location: .byte(offset: size))
    default:
      return nil
    }
    let indexOffset = reader.offset
    let index = try reader.u16("the transparent index")
    guard count <= tableColors else {
      throw PaletteError(
        .invalidValue, "the trailer declares \(count) colours; a table holds at most 256",
        format: "act", location: .byte(offset: tableSize))
    }
    guard index != noTransparency else { return (count, nil, short) }
    guard Int(index) < count else {
      throw PaletteError(
        .invalidValue,
        "the transparent index \(index) is past the table's \(count) colours", format: "act",
        location: .byte(offset: indexOffset))
    }
    return (count, Int(index), short)
  }

  /// Decodes a table.
  ///
  /// A file longer than 772 bytes is not a table Photoshop writes, but such files exist (other
  /// tools append more triples): every whole RGB triple is read, as GIMP reads these files,
  /// with the warning `act.long-table` (Photoshop and some other tools read the first 256).
  static func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var warnings: [Diagnostic] = []
    var count = tableColors
    if bytes.count > tableSize + 4 {
      count = bytes.count / 3
      let rest = bytes.count % 3
      warnings.append(
        Diagnostic(
          .warning, code: "act.long-table",
          message:
            "the file is \(bytes.count) bytes, longer than a colour table (768 bytes, or 772 "
            + "with its trailer): every RGB triple is read, \(count) colours, as GIMP reads "
            + "it; Photoshop reads only the first 256"
            + (rest == 0
              ? "" : "; the last \(rest) byte\(rest == 1 ? " is" : "s are") not a whole colour"),
          location: .byte(offset: tableSize)))
    }
    var transparent: Int?
    if let trailer = try trailer(bytes) {
      count = trailer.count
      transparent = trailer.transparent
      if trailer.short {
        warnings.append(
          Diagnostic(
            .warning, code: "act.short-trailer",
            message:
              "the file is 771 bytes: its trailer has lost a byte; byte 768 is read as the "
              + "colour count (\(trailer.count)) and bytes 769–770 as the transparent index",
            location: .byte(offset: tableSize)))
      }
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(count)
    for index in 0..<count {
      let offset = index * 3
      let color = PaletteColor.srgb8(
        bytes[offset], bytes[offset + 1], bytes[offset + 2], alpha: index == transparent ? 0 : 255)
      swatches.append(Swatch(color: color, location: .byte(offset: offset)))
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: warnings)
  }

  /// Encodes a palette as a 772-byte table with its trailer.
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let swatches = palette.allSwatches
    guard swatches.count <= tableColors else {
      throw PaletteError(
        .unrepresentable,
        "an Adobe colour table holds at most 256 colours; this palette has \(swatches.count)",
        format: "act")
    }
    var out: [UInt8] = []
    out.reserveCapacity(tableSize + 4)
    var transparent = noTransparency
    for (index, swatch) in swatches.enumerated() {
      let rgba = swatch.color.rgba8
      out += [rgba.red, rgba.green, rgba.blue]
      if transparent == noTransparency, swatch.color.alpha == 0 {
        transparent = UInt16(index)
      }
    }
    out += [UInt8](repeating: 0, count: tableSize - out.count)
    out.appendBigEndian(UInt16(swatches.count))
    out.appendBigEndian(transparent)
    return out
  }
}
