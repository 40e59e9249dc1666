import PaletteCore

/// Reads the colour table of a GIF: the global table, or the first image's local table when
/// there is no global one, walking the blocks without decoding any pixel.
struct GIFReader {
  /// The whole file.
  let bytes: [UInt8]

  /// The format identifier, for errors.
  private static let format = "gif"

  /// What the walk over the blocks found.
  private struct Walk {
    /// The table read: the global one, or the first local one.
    var table: ColorTable?
    /// The number of images seen.
    var images = 0
    /// The local tables left aside: how many, and the offset of the first.
    var ignoredTables = 0
    /// The offset of the first local table left aside.
    var firstIgnored: Int?
    /// The transparent index of the first image's graphic control extension, with its offset.
    var transparentIndex: (index: Int, offset: Int)?
    /// Whether the trailer was reached.
    var sawTrailer = false
  }

  /// Reads the table.
  func read() throws(PaletteError) -> DecodedPalette {
    var cursor = ByteCursor(bytes, format: Self.format, order: .little)
    let signature = try cursor.bytes(6, "the GIF signature")
    guard GIFFormat.isSignature(signature) else {
      throw PaletteError(
        .invalidSignature, "the file does not start with 'GIF87a' or 'GIF89a'",
        format: Self.format, location: .byte(offset: 0))
    }
    _ = try cursor.u16("the logical screen width")
    _ = try cursor.u16("the logical screen height")
    let flags = try cursor.u8("the logical screen's flags")
    _ = try cursor.u8("the background colour index")
    _ = try cursor.u8("the pixel aspect ratio")
    var walk = Walk()
    if flags & 0x80 != 0 {
      let table = ColorTable(offset: cursor.offset, count: 2 << Int(flags & 7), layout: .rgb)
      try cursor.require(
        table.count * 3, "the global colour table of \(table.count) colours")
      cursor.offset = table.end
      walk.table = table
    }
    var damage: PaletteError?
    do {
      try blocks(&cursor, &walk)
    } catch {
      guard walk.table != nil else { throw error }
      damage = error
    }
    guard let table = walk.table else {
      let message =
        walk.images == 0
        ? "the GIF has no global colour table and no image"
        : "the GIF has no global colour table and its first image no local one"
      throw NoColorTable.error(message, format: Self.format, at: 10)
    }
    return table.decoded(in: bytes, warnings: warnings(walk, table: table, damage: damage))
  }

  /// The diagnostics of a walk: local tables left aside, a transparent colour, damage after the
  /// table, a missing trailer.
  private func warnings(_ walk: Walk, table: ColorTable, damage: PaletteError?) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    if let first = walk.firstIgnored {
      let which = table.offset == 13 ? "the global colour table" : "the first image's local table"
      warnings.append(
        Diagnostic(
          .warning, code: "gif.local-tables",
          message: MessageFormatting.count(
            walk.ignoredTables, "later image has its own local colour table",
            "later images have their own local colour tables")
            + ", ignored: only \(which) is read",
          location: .byte(offset: first)))
    }
    if let transparent = walk.transparentIndex, transparent.index < table.count {
      warnings.append(
        Diagnostic(
          .note, code: "gif.transparent",
          message: "the first image shows colour \(transparent.index) as transparent; the "
            + "palette keeps its colour, opaque",
          location: .byte(offset: transparent.offset)))
    }
    if let damage {
      warnings.append(
        Diagnostic(
          .warning, code: "gif.damaged",
          message: "the blocks after the colour table are damaged (\(damage.message)); the "
            + "table is read, later images are not looked at",
          location: damage.location))
    } else if !walk.sawTrailer {
      warnings.append(
        Diagnostic(
          .note, code: "gif.trailer", message: "the file ends without the GIF trailer (0x3B)",
          location: .byte(offset: bytes.count)))
    }
    return warnings
  }

  /// Walks the blocks after the header up to the trailer, noting the images' local tables.
  private func blocks(_ cursor: inout ByteCursor, _ walk: inout Walk) throws(PaletteError) {
    while !cursor.isAtEnd {
      let start = cursor.offset
      let introducer = try cursor.u8("a block introducer")
      switch introducer {
      case 0x3B:
        walk.sawTrailer = true
        return
      case 0x21:
        let label = try cursor.u8("an extension label")
        if label == 0xF9, walk.images == 0, cursor.remaining >= 5, bytes[cursor.offset] >= 4,
          bytes[cursor.offset + 1] & 1 != 0
        {
          walk.transparentIndex = (Int(bytes[cursor.offset + 4]), cursor.offset + 4)
        }
        try skipSubBlocks(&cursor, what: "an extension")
      case 0x2C:
        try image(&cursor, &walk)
      default:
        throw PaletteError(
          .invalidValue,
          "unknown block introducer 0x\(TextEscaper.hex(UInt32(introducer), digits: 2, uppercase: true)) at byte \(start); "
            + "a GIF block starts with 0x21, 0x2C or 0x3B",
          format: Self.format, location: .byte(offset: start))
      }
    }
  }

  /// Reads an image descriptor, takes or counts its local table and skips its data.
  private func image(_ cursor: inout ByteCursor, _ walk: inout Walk) throws(PaletteError) {
    try cursor.require(8, "an image descriptor")
    cursor.offset += 8
    let flags = try cursor.u8("an image's flags")
    if flags & 0x80 != 0 {
      let local = ColorTable(offset: cursor.offset, count: 2 << Int(flags & 7), layout: .rgb)
      try cursor.require(local.count * 3, "a local colour table of \(local.count) colours")
      cursor.offset = local.end
      if walk.table == nil {
        walk.table = local
      } else {
        walk.ignoredTables += 1
        if walk.firstIgnored == nil { walk.firstIgnored = local.offset }
      }
    } else if walk.table == nil {
      // The first image has no table and there is no global one: nothing to read.
      walk.images += 1
      throw NoColorTable.error(
        "the GIF has no global colour table and its first image no local one",
        format: Self.format, at: cursor.offset - 1)
    }
    walk.images += 1
    _ = try cursor.u8("an image's LZW code size")
    try skipSubBlocks(&cursor, what: "an image's data")
  }

  /// Skips a chain of data sub-blocks up to its zero-length terminator.
  private func skipSubBlocks(_ cursor: inout ByteCursor, what: String) throws(PaletteError) {
    while true {
      let size = Int(try cursor.u8("a sub-block size in \(what)"))
      if size == 0 { return }
      try cursor.require(size, "a sub-block of \(size) bytes in \(what)")
      cursor.offset += size
    }
  }
}
