import PaletteCore

/// Reads the colour table of a Windows or OS/2 bitmap, without decoding a pixel.
struct BMPReader {
  /// The whole file.
  let bytes: [UInt8]

  /// Reads the table.
  func read() throws(PaletteError) -> DecodedPalette {
    let header = try BMPHeader.read(bytes)
    let table = try colorTable(header)
    try checkEntries(table)
    var warnings: [Diagnostic] = []
    if header.pixelOffset != 0, header.pixelOffset < table.end {
      warnings.append(
        Diagnostic(
          .warning, code: "bmp.overlap",
          message: "the pixel data offset \(header.pixelOffset) lies inside the colour table, "
            + "which ends at byte \(table.end); the table is read whole",
          location: .byte(offset: 10)))
    }
    return table.decoded(in: bytes, warnings: warnings)
  }

  /// Where the table is and how many entries it has.
  private func colorTable(_ header: BMPHeader) throws(PaletteError) -> ColorTable {
    let bits = header.bitCount
    switch bits {
    case 1, 2, 4, 8: break
    case 16, 24, 32:
      throw NoColorTable.error(
        "a true-colour bitmap of \(bits) bits per pixel has no colour table",
        format: "bmp", at: header.bitCountOffset)
    case 0:
      throw PaletteError(
        .unsupportedVersion,
        "a bitmap of 0 bits per pixel holds a JPEG or PNG image, not a colour table",
        format: "bmp", location: .byte(offset: header.bitCountOffset))
    default:
      throw PaletteError(
        .invalidValue,
        "\(bits) bits per pixel is not a bitmap depth (1, 2, 4, 8, 16, 24 or 32)",
        format: "bmp", location: .byte(offset: header.bitCountOffset))
    }
    let indexed = 1 << bits
    let start = BMPHeader.dibOffset + header.headerSize
    if header.headerSize == 12 {
      return ColorTable(offset: start, count: indexed, layout: .bgr)
    }
    guard header.colorsUsed <= UInt32(indexed) else {
      throw PaletteError(
        .limitExceeded,
        "the colours used, \(header.colorsUsed), are more than the \(indexed) that a "
          + "\(bits)-bit bitmap indexes",
        format: "bmp", location: .byte(offset: BMPHeader.colorsUsedOffset))
    }
    let count = header.colorsUsed == 0 ? indexed : Int(header.colorsUsed)
    return ColorTable(offset: start, count: count, layout: .bgrx)
  }

  /// Checks that every entry of the table is in the file.
  private func checkEntries(_ table: ColorTable) throws(PaletteError) {
    guard table.end > bytes.count else { return }
    let whole = max(0, (bytes.count - table.offset) / table.layout.entrySize)
    let cut = table.offset + whole * table.layout.entrySize
    throw PaletteError(
      .unexpectedEndOfInput,
      "the file ends inside the colour table of \(table.count) colours at byte \(cut): "
        + "\(MessageFormatting.count(whole, "entry is", "entries are")) there",
      format: "bmp", location: .byte(offset: cut))
  }
}
