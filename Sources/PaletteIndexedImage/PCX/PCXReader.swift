import PaletteCore

/// Reads the palette of a PCX image: the 256-colour palette at the end of a version 5 image of
/// 8 bits in one plane, or the 16-colour palette of the header; no pixel is decoded.
struct PCXReader {
  /// The whole file.
  let bytes: [UInt8]

  /// The byte before the 256-colour palette.
  private static let trailerMarker: UInt8 = 0x0C
  /// The size of the marker and the 256-colour palette.
  private static let trailerSize = 769

  /// Reads the palette.
  func read() throws(PaletteError) -> DecodedPalette {
    let header = try PCXHeader.read(bytes)
    let bits = header.bitsPerPixel
    let planes = header.planes
    if bits == 8 && planes == 1 {
      return try trailer(header)
    }
    if bits == 8 {
      throw NoColorTable.error(
        "a true-colour PCX image of 8 bits in \(planes) planes has no palette",
        format: "pcx", at: PCXHeader.planesOffset)
    }
    let depth = bits * planes
    guard depth <= 4 else {
      throw PaletteError(
        .unsupportedVersion,
        "\(bits) bits per pixel in \(planes) planes is not a PCX layout palconv reads",
        format: "pcx", location: .byte(offset: PCXHeader.planesOffset))
    }
    if depth == 1 {
      return monochrome()
    }
    if header.version == 0 || header.version == 3 {
      throw NoColorTable.error(
        "a version \(header.version) PCX image carries no palette: the reader's default "
          + "colours apply",
        format: "pcx", at: 1)
    }
    let table = ColorTable(offset: PCXHeader.paletteOffset, count: 1 << depth, layout: .rgb)
    return table.decoded(in: bytes, warnings: [])
  }

  /// The 256-colour palette after the image data of a version 5 image.
  private func trailer(_ header: PCXHeader) throws(PaletteError) -> DecodedPalette {
    guard header.version == 5 else {
      throw NoColorTable.error(
        "a version \(header.version) PCX image of 8 bits per pixel has no 256-colour palette "
          + "(version 5 added it)",
        format: "pcx", at: 1)
    }
    let marker = bytes.count - Self.trailerSize
    guard marker >= PCXHeader.size, bytes[marker] == Self.trailerMarker else {
      throw NoColorTable.error(
        "the PCX image of 8 bits per pixel has no 256-colour palette (byte 0x0C 769 bytes "
          + "from the end), so it is greyscale",
        format: "pcx", at: max(marker, PCXHeader.size))
    }
    let table = ColorTable(offset: marker + 1, count: 256, layout: .rgb)
    return table.decoded(in: bytes, warnings: [])
  }

  /// Black and white: what a 1-bit image in one plane shows, whatever its header's palette.
  private func monochrome() -> DecodedPalette {
    let palette = Palette(
      groups: [
        PaletteGroup(
          swatches: [
            Swatch(color: .srgb8(0, 0, 0)), Swatch(color: .srgb8(255, 255, 255)),
          ], location: .byte(offset: PCXHeader.paletteOffset))
      ])
    let note = Diagnostic(
      .note, code: "pcx.monochrome",
      message: "a 1-bit image in one plane is black and white; its header's palette is not used",
      location: .byte(offset: 3))
    return DecodedPalette(palette: palette, warnings: [note])
  }
}
