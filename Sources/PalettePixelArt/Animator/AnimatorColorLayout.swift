import PaletteCore

/// The two layouts of Autodesk Animator's `.col` palettes and how they are read and written.
///
/// - Animator (1989): 768 bytes, 256 RGB triples, no header. Animator stored the VGA DAC's
///   6-bit components (0–63); other tools wrote the same layout with 8-bit ones, so the values
///   decide: a file with no byte above 63 is read as 6-bit (each value *v* as *v*/63), with a
///   note; any byte above 63 makes it 8-bit.
/// - Animator Pro: an 8-byte header (the file size as a little-endian 32-bit integer, 776;
///   the magic number `0xB123`; the version, 0), then 256 RGB triples of 8-bit components.
enum AnimatorColorLayout {
  /// The identifier errors carry.
  static let format = "animator-col"
  /// The colours of either layout.
  static let colors = 256
  /// The size of an Animator file.
  static let plainSize = 768
  /// The size of the Animator Pro header.
  static let proHeaderSize = 8
  /// The size of an Animator Pro file.
  static let proSize = 776
  /// The Animator Pro magic number, little-endian at byte 4.
  static let proMagic: UInt16 = 0xB123

  /// Whether `bytes` hold the Animator Pro header: the size 776, the magic, version 0.
  static func hasProHeader(_ bytes: ArraySlice<UInt8>) -> Bool {
    let start = bytes.startIndex
    guard bytes.count >= proHeaderSize else { return false }
    let size =
      Int(bytes[start]) | Int(bytes[start + 1]) << 8 | Int(bytes[start + 2]) << 16
      | Int(bytes[start + 3]) << 24
    return size == proSize && bytes[start + 4] == 0x23 && bytes[start + 5] == 0xB1
      && bytes[start + 6] == 0 && bytes[start + 7] == 0
  }

  /// Decodes either layout.
  static func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var warnings: [Diagnostic] = []
    let start: Int
    var sixBit = false
    if bytes.count != plainSize, bytes.count >= 6, bytes[4] == 0x23, bytes[5] == 0xB1 {
      try checkProHeader(bytes)
      start = proHeaderSize
    } else if bytes.count == plainSize {
      start = 0
      sixBit = bytes.allSatisfy { $0 <= 63 }
      if sixBit {
        warnings.append(
          Diagnostic(
            .note, code: "animator-col.six-bit",
            message:
              "no byte is above 63, so the components are read as Animator's 6-bit VGA values "
              + "(63 is full intensity); a file with any byte above 63 is read as 8-bit",
            location: .byte(offset: 0)))
      }
    } else {
      throw PaletteError(
        .invalidValue,
        "an Animator palette is 768 bytes (256 RGB triples), or 776 with Animator Pro's "
          + "header (magic 0xB123 at byte 4); this file is \(bytes.count) bytes",
        format: format,
        location: .byte(offset: min(bytes.count, plainSize)))
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(colors)
    for index in 0..<colors {
      let offset = start + index * 3
      let color: PaletteColor =
        sixBit
        ? .srgb(
          Float(bytes[offset]) / 63, Float(bytes[offset + 1]) / 63, Float(bytes[offset + 2]) / 63)
        : .srgb8(bytes[offset], bytes[offset + 1], bytes[offset + 2])
      swatches.append(Swatch(color: color, location: .byte(offset: offset)))
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: warnings)
  }

  /// Checks an Animator Pro header and the file's size.
  private static func checkProHeader(_ bytes: [UInt8]) throws(PaletteError) {
    guard bytes.count >= proHeaderSize else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "the file ends inside the 8-byte Animator Pro header, after \(bytes.count) bytes",
        format: format, location: .byte(offset: bytes.count))
    }
    let size =
      Int(bytes[0]) | Int(bytes[1]) << 8 | Int(bytes[2]) << 16 | Int(bytes[3]) << 24
    let version = Int(bytes[6]) | Int(bytes[7]) << 8
    guard version == 0 else {
      throw PaletteError(
        .unsupportedVersion,
        "the Animator Pro palette has version \(version); only version 0 exists",
        format: format, location: .byte(offset: 6))
    }
    guard size == proSize else {
      throw PaletteError(
        .invalidValue,
        "the header gives the file size as \(size) bytes; an Animator Pro palette is 776",
        format: format, location: .byte(offset: 0))
    }
    guard bytes.count >= proSize else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "the file ends after \(bytes.count) bytes, inside colour "
          + "\((bytes.count - proHeaderSize) / 3 + 1) of 256; an Animator Pro palette is 776 "
          + "bytes", format: format, location: .byte(offset: bytes.count))
    }
    guard bytes.count == proSize else {
      throw PaletteError(
        .invalidValue,
        "\(bytes.count - proSize) bytes follow the 256 colours of the Animator Pro palette",
        format: format, location: .byte(offset: proSize))
    }
  }

  /// Encodes a palette as an Animator Pro file: the header, the colours, black up to 256; an
  /// empty palette is refused, as its file would hold only invented colours.
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let swatches = palette.allSwatches
    guard !swatches.isEmpty else {
      throw PaletteError(
        .unrepresentable,
        "an Animator palette always holds 256 colours; written from an empty palette they "
          + "would all be the writer's black", format: format)
    }
    guard swatches.count <= colors else {
      throw PaletteError(
        .unrepresentable,
        "an Animator palette holds 256 colours; this palette has \(swatches.count)",
        format: format)
    }
    var out: [UInt8] = []
    out.reserveCapacity(proSize)
    ByteOrder.little.append(UInt32(proSize), to: &out)
    ByteOrder.little.append(proMagic, to: &out)
    ByteOrder.little.append(UInt16(0), to: &out)
    for (index, swatch) in swatches.enumerated() {
      let rgba = try swatch.writableColor(in: [.srgb], position: index + 1, format: format).rgba8
      out += [rgba.red, rgba.green, rgba.blue]
    }
    out += [UInt8](repeating: 0, count: proSize - out.count)
    return out
  }
}
