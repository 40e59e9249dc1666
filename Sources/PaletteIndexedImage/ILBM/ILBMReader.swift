import PaletteCore

/// Reads the `CMAP` chunk of an IFF `FORM ILBM` or `FORM PBM ` image, and its `NAME`, walking
/// the chunks without decoding the `BODY`.
struct ILBMReader {
  /// The whole file.
  let bytes: [UInt8]

  /// The format identifier, for errors.
  private static let format = "ilbm"
  /// The most colours a `CMAP` may hold: 256, for 8 bitplanes.
  static let maxColors = 256
  /// The longest `NAME` kept, in bytes.
  private static let maxNameLength = 1024

  /// The chunk identifiers read, as big-endian integers.
  private static let cmap: UInt32 = 0x434D_4150
  private static let bmhd: UInt32 = 0x424D_4844
  private static let camg: UInt32 = 0x4341_4D47
  private static let name: UInt32 = 0x4E41_4D45

  /// What the walk over the chunks found.
  private struct Walk {
    var table: ColorTable?
    var name: String?
    var planes: (count: Int, offset: Int)?
    var camg: (flags: UInt32, offset: Int)?
    var warnings: [Diagnostic] = []
    /// The `CMAP` chunks after the first: how many, and where the first of them is.
    var repeatedMaps = 0
    var firstRepeatedMap: Int?
  }

  /// Reads the palette.
  func read() throws(PaletteError) -> DecodedPalette {
    var cursor = ByteCursor(bytes, format: Self.format, order: .big)
    let magic = try cursor.bytes(4, "the IFF 'FORM' identifier")
    guard magic.elementsEqual("FORM".utf8) else {
      throw PaletteError(
        .invalidSignature, "the file does not start with 'FORM', an IFF file's first chunk",
        format: Self.format, location: .byte(offset: 0))
    }
    let formSize = Int(try cursor.u32("the FORM size"))
    let type = try cursor.bytes(4, "the FORM type")
    guard type.elementsEqual("ILBM".utf8) || type.elementsEqual("PBM ".utf8) else {
      throw PaletteError(
        .unsupportedVersion,
        "an IFF FORM of type '\(Self.printable(type))' is not an ILBM or PBM image",
        format: Self.format, location: .byte(offset: 8))
    }
    var walk = Walk()
    var end = 8 + formSize
    if end > bytes.count {
      walk.warnings.append(
        Diagnostic(
          .warning, code: "ilbm.form-size",
          message: "the FORM declares \(formSize) bytes but the file ends \(end - bytes.count) "
            + "bytes sooner; the chunks are read to the end of the file",
          location: .byte(offset: 4)))
      end = bytes.count
    } else if formSize < 4 {
      throw PaletteError(
        .invalidValue, "the FORM size \(formSize) is smaller than its 4-byte type",
        format: Self.format, location: .byte(offset: 4))
    }
    try chunks(&cursor, end: end, &walk)
    guard let table = walk.table, table.count > 0 else {
      throw noTable(walk)
    }
    if let first = walk.firstRepeatedMap {
      walk.warnings.append(
        Diagnostic(
          .warning, code: "ilbm.cmap-repeated",
          message: MessageFormatting.count(
            walk.repeatedMaps, "later CMAP chunk is", "later CMAP chunks are")
            + " ignored; the first one is read",
          location: .byte(offset: first)))
    }
    return table.decoded(in: bytes, name: walk.name, warnings: walk.warnings + notes(walk))
  }

  /// Walks the chunks from the cursor to `end`.
  private func chunks(
    _ cursor: inout ByteCursor, end: Int, _ walk: inout Walk
  ) throws(PaletteError) {
    while end - cursor.offset >= 8 {
      let start = cursor.offset
      let id = try cursor.bytes(4, "a chunk identifier")
      let size = Int(try cursor.u32("a chunk size"))
      let data = cursor.offset
      guard size <= end - data else {
        throw PaletteError(
          .unexpectedEndOfInput,
          "the chunk '\(Self.printable(id))' at byte \(start) declares \(size) bytes, but only "
            + "\(end - data) are left",
          format: Self.format, location: .byte(offset: start + 4))
      }
      try chunk(at: start, data: data, size: size, &walk)
      // Chunks are padded to an even size; the pad byte may be missing after the last one.
      cursor.offset = min(data + size + (size & 1), end)
    }
  }

  /// Takes what one chunk says.
  private func chunk(
    at start: Int, data: Int, size: Int, _ walk: inout Walk
  ) throws(PaletteError) {
    switch ByteOrder.big.u32(bytes, at: start) {
    case Self.cmap:
      guard walk.table == nil else {
        walk.repeatedMaps += 1
        if walk.firstRepeatedMap == nil { walk.firstRepeatedMap = start }
        return
      }
      let count = size / 3
      guard count <= Self.maxColors else {
        throw PaletteError(
          .limitExceeded,
          "the CMAP chunk holds \(count) colours, more than the \(Self.maxColors) of 8 bitplanes",
          format: Self.format, location: .byte(offset: start + 4))
      }
      if size % 3 != 0 {
        walk.warnings.append(
          Diagnostic(
            .warning, code: "ilbm.cmap-size",
            message: "the CMAP chunk's \(size) bytes are not a whole number of RGB triples; "
              + "the last \(size % 3) are ignored",
            location: .byte(offset: data + count * 3)))
      }
      walk.table = ColorTable(offset: data, count: count, layout: .rgb)
    case Self.bmhd:
      if size >= 9, walk.planes == nil { walk.planes = (Int(bytes[data + 8]), data + 8) }
    case Self.camg:
      if size >= 4 {
        let flags = ByteOrder.big.u32(bytes, at: data)
        walk.camg = (flags, data)
      }
    case Self.name:
      if walk.name == nil {
        walk.name = Self.latin1(bytes[data..<data + min(size, Self.maxNameLength)])
      }
    default:
      break
    }
  }

  /// Notes on the Amiga display modes that derive more colours than the table holds.
  private func notes(_ walk: Walk) -> [Diagnostic] {
    guard let camg = walk.camg else { return [] }
    if camg.flags & 0x800 != 0 {
      return [
        Diagnostic(
          .note, code: "ilbm.ham",
          message: "the image is in hold-and-modify mode (CAMG 0x800): it shows more colours "
            + "than its CMAP; the CMAP's base colours are read",
          location: .byte(offset: camg.offset))
      ]
    }
    if camg.flags & 0x80 != 0 {
      return [
        Diagnostic(
          .note, code: "ilbm.ehb",
          message: "the image is in extra-half-brite mode (CAMG 0x80): it also shows each CMAP "
            + "colour at half brightness; the CMAP's colours are read",
          location: .byte(offset: camg.offset))
      ]
    }
    return []
  }

  /// The error for an image without a `CMAP`, or with an empty one.
  private func noTable(_ walk: Walk) -> PaletteError {
    if let table = walk.table {
      return NoColorTable.error(
        "the CMAP chunk is empty", format: Self.format, at: table.offset - 4)
    }
    if let planes = walk.planes, planes.count > 8 {
      return NoColorTable.error(
        "a true-colour image of \(planes.count) bitplanes has no CMAP chunk",
        format: Self.format, at: planes.offset)
    }
    return NoColorTable.error(
      "the image has no CMAP chunk", format: Self.format, at: 8)
  }

  /// Four identifier bytes as text, unprintable bytes as `?`.
  private static func printable(_ id: ArraySlice<UInt8>) -> String {
    String(decoding: id.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
  }

  /// ISO 8859-1 text up to its first NUL, without trailing spaces; `nil` when empty.
  private static func latin1(_ bytes: ArraySlice<UInt8>) -> String? {
    var scalars = String.UnicodeScalarView()
    for byte in bytes {
      if byte == 0 { break }
      scalars.append(Unicode.Scalar(byte))
    }
    var text = String(scalars)
    while text.last == " " { text.removeLast() }
    return text.isEmpty ? nil : text
  }
}
