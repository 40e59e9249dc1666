import PaletteCore

/// Reads the palette of an Aseprite sprite: the header, then the chunks of the first frame,
/// where the palette is. Later frames (which may change the palette during an animation) are
/// not read.
struct AsepriteReader {
  /// The identifier errors carry.
  static let format = "aseprite"

  /// One palette entry as read, with its offset.
  private struct Entry {
    var color: PaletteColor
    var name: String?
    var offset: Int
  }

  private let bytes: [UInt8]
  private var warnings: [Diagnostic] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private static func error(
    _ kind: PaletteError.Kind, _ message: String, at offset: Int
  ) -> PaletteError {
    PaletteError(kind, message, format: format, location: .byte(offset: offset))
  }

  /// Reads the file.
  mutating func read() throws(PaletteError) -> DecodedPalette {
    var cursor = makeCursor(from: 0, to: bytes.count, "the file")
    try cursor.require(AsepriteLayout.headerSize, "the 128-byte header")
    let declaredSize = try cursor.u32("the file size")
    let magic = try cursor.u16("the magic number")
    guard magic == AsepriteLayout.fileMagic else {
      throw Self.error(
        .invalidSignature,
        "an Aseprite sprite has the magic number 0xA5E0 at byte 4; this file has 0x"
          + hex16(magic), at: 4)
    }
    let frames = try cursor.u16("the frame count")
    cursor.offset = 12
    let depth = try cursor.u16("the colour depth")
    guard depth == 8 || depth == 16 || depth == 32 else {
      throw Self.error(
        .invalidValue,
        "the colour depth is \(depth); an Aseprite sprite's is 8 (indexed), 16 (grayscale) or "
          + "32 (RGBA)", at: 12)
    }
    if Int(declaredSize) != bytes.count {
      warnings.append(
        Diagnostic(
          .warning, code: "aseprite.file-size",
          message:
            "the header gives the file size as \(declaredSize) bytes; the file has "
            + "\(bytes.count)",
          location: .byte(offset: 0)))
    }
    guard frames > 0 else {
      throw Self.error(
        .invalidValue, "the sprite has no frames, so no palette (the frame count at byte 6 is 0)",
        at: 6)
    }
    let entries = try readFirstFrame(at: AsepriteLayout.headerSize)
    var swatches: [Swatch] = []
    swatches.reserveCapacity(entries.count)
    for entry in entries {
      swatches.append(
        Swatch(name: entry.name, color: entry.color, location: .byte(offset: entry.offset)))
    }
    if swatches.isEmpty {
      warnings.append(
        Diagnostic(
          .warning, code: "aseprite.no-palette",
          message:
            "the first frame has no palette chunk (0x2019, 0x0004 or 0x0011), which an RGB or "
            + "grayscale sprite may leave out: no colours are read",
          location: .byte(offset: AsepriteLayout.headerSize)))
    }
    return DecodedPalette(palette: Palette(swatches: swatches), warnings: warnings)
  }

  /// The palette the first frame's chunks give: the 0x2019 chunks when there are any, else
  /// the old 0x0004 and 0x0011 ones.
  private mutating func readFirstFrame(at start: Int) throws(PaletteError) -> [Entry] {
    var cursor = makeCursor(from: start, to: bytes.count, "the file")
    try cursor.require(AsepriteLayout.frameHeaderSize, "the first frame's 16-byte header")
    let frameSize = Int(try cursor.u32("the frame size"))
    let magic = try cursor.u16("the frame's magic number")
    guard magic == AsepriteLayout.frameMagic else {
      throw Self.error(
        .invalidSignature,
        "a frame starts with the magic number 0xF1FA at its byte 4; the first frame has 0x"
          + hex16(magic), at: start + 4)
    }
    let oldCount = Int(try cursor.u16("the frame's chunk count"))
    cursor.offset = start + 12
    let newCount = Int(try cursor.u32("the frame's chunk count"))
    let chunkCount = newCount == 0 ? oldCount : newCount
    guard frameSize >= AsepriteLayout.frameHeaderSize else {
      throw Self.error(
        .invalidValue,
        "the first frame's size is \(frameSize) bytes, less than its own 16-byte header",
        at: start)
    }
    guard frameSize <= bytes.count - start else {
      throw Self.error(
        .unexpectedEndOfInput,
        "the first frame is \(frameSize) bytes long, but the file ends \(bytes.count - start) "
          + "bytes after its start", at: start)
    }
    let frameEnd = start + frameSize
    var palette: [Entry?] = []
    var sawNewPalette = false
    var old: [Entry?] = []
    var offset = start + AsepriteLayout.frameHeaderSize
    // Every chunk is at least 6 bytes long, so the count cannot make this loop run longer
    // than the frame's bytes allow.
    for index in 0..<chunkCount {
      guard frameEnd - offset >= AsepriteLayout.chunkHeaderSize else {
        throw Self.error(
          .unexpectedEndOfInput,
          "the first frame declares \(chunkCount) chunks, but its bytes end after \(index)",
          at: offset)
      }
      var header = makeCursor(from: offset, to: frameEnd, "the first frame")
      let size = Int(try header.u32("a chunk's size"))
      let type = try header.u16("a chunk's type")
      guard size >= AsepriteLayout.chunkHeaderSize, size <= frameEnd - offset else {
        throw Self.error(
          .invalidValue,
          "chunk \(index + 1) of the first frame (type 0x\(hex16(type))) gives its size as "
            + "\(size) bytes; it must be at least 6 and end within the frame's "
            + "\(frameEnd - offset) remaining bytes", at: offset)
      }
      let body = offset + AsepriteLayout.chunkHeaderSize..<offset + size
      switch type {
      case AsepriteLayout.paletteChunk:
        sawNewPalette = true
        try readPaletteChunk(body, into: &palette)
      case AsepriteLayout.oldPaletteChunk, AsepriteLayout.oldSixBitPaletteChunk:
        if !sawNewPalette {
          try readOldPaletteChunk(
            body, sixBit: type == AsepriteLayout.oldSixBitPaletteChunk, into: &old)
        }
      default:
        break
      }
      offset += size
    }
    let chosen = sawNewPalette ? palette : old
    var unset = 0
    var firstUnset = 0
    let entries = chosen.enumerated().map { index, entry -> Entry in
      if let entry { return entry }
      if unset == 0 { firstUnset = index }
      unset += 1
      return Entry(color: .srgb8(0, 0, 0), name: nil, offset: start)
    }
    if unset > 0 {
      warnings.append(
        Diagnostic(
          .warning, code: "aseprite.unset-entries",
          message:
            "\(MessageFormatting.count(unset, "palette entry is", "palette entries are")) "
            + "given no colour by the first frame's chunks (the first is entry \(firstUnset)): "
            + "read as opaque black, as Aseprite starts a palette",
          location: .byte(offset: start)))
    }
    return entries
  }

  /// A 0x2019 chunk: the palette's new size, then the entries from the first index to the
  /// last, each with flags, RGBA and an optional name.
  private func readPaletteChunk(
    _ body: Range<Int>, into palette: inout [Entry?]
  ) throws(PaletteError) {
    var cursor = makeCursor(from: body.lowerBound, to: body.upperBound, "the palette chunk")
    let sizeOffset = cursor.offset
    let newSize = Int(try cursor.u32("the palette size"))
    let firstOffset = cursor.offset
    let first = Int(try cursor.u32("the first index"))
    let last = Int(try cursor.u32("the last index"))
    try cursor.skip(8, "the palette chunk's reserved bytes")
    guard newSize <= AsepriteLayout.maximumEntries else {
      throw Self.error(
        .limitExceeded,
        "the palette chunk declares \(newSize) entries; at most "
          + "\(AsepriteLayout.maximumEntries) are read", at: sizeOffset)
    }
    guard first <= last, last < newSize else {
      throw Self.error(
        .invalidValue,
        "the palette chunk changes entries \(first) to \(last) of a palette of \(newSize); the "
          + "range must be within the palette", at: firstOffset)
    }
    // Each entry takes at least 6 bytes: a count the chunk cannot hold is refused before
    // anything is allocated.
    let count = last - first + 1
    guard count <= cursor.remaining / 6 else {
      throw Self.error(
        .unexpectedEndOfInput,
        "the palette chunk declares \(count) entries (\(first) to \(last)), but its "
          + "\(cursor.remaining) remaining bytes hold at most \(cursor.remaining / 6)",
        at: cursor.offset)
    }
    if palette.count > newSize {
      palette.removeLast(palette.count - newSize)
    } else if palette.count < newSize {
      palette += [Entry?](repeating: nil, count: newSize - palette.count)
    }
    for index in first...last {
      let offset = cursor.offset
      let flags = try cursor.u16("the flags of entry \(index)")
      try cursor.require(4, "the colour of entry \(index)")
      let rgba = bytes[cursor.offset..<cursor.offset + 4]
      cursor.offset += 4
      var name: String?
      if flags & AsepriteLayout.hasNameFlag != 0 {
        name = try string(&cursor, "the name of entry \(index)")
      }
      let base = rgba.startIndex
      palette[index] = Entry(
        color: .srgb8(rgba[base], rgba[base + 1], rgba[base + 2], alpha: rgba[base + 3]),
        name: name, offset: offset)
    }
  }

  /// A 0x0004 or 0x0011 chunk: packets of colours, each after a number of entries skipped.
  private func readOldPaletteChunk(
    _ body: Range<Int>, sixBit: Bool, into palette: inout [Entry?]
  ) throws(PaletteError) {
    var cursor = makeCursor(
      from: body.lowerBound, to: body.upperBound,
      sixBit ? "the old palette chunk (0x0011)" : "the old palette chunk (0x0004)")
    let packets = Int(try cursor.u16("the packet count"))
    var index = 0
    for packet in 0..<packets {
      let skipOffset = cursor.offset
      index += Int(try cursor.u8("the skip of packet \(packet + 1)"))
      let stored = Int(try cursor.u8("the colour count of packet \(packet + 1)"))
      let count = stored == 0 ? 256 : stored
      guard index + count <= AsepriteLayout.oldPaletteEntries else {
        throw Self.error(
          .invalidValue,
          "packet \(packet + 1) of the old palette chunk sets entries \(index) to "
            + "\(index + count - 1); the old chunks hold 256 entries", at: skipOffset)
      }
      try cursor.require(count * 3, "the colours of packet \(packet + 1)")
      if palette.count < index + count {
        palette += [Entry?](repeating: nil, count: index + count - palette.count)
      }
      for _ in 0..<count {
        let offset = cursor.offset
        let rgb = bytes[offset..<offset + 3]
        cursor.offset += 3
        let base = rgb.startIndex
        var values = (rgb[base], rgb[base + 1], rgb[base + 2])
        if sixBit {
          guard values.0 <= 63, values.1 <= 63, values.2 <= 63 else {
            throw Self.error(
              .invalidValue,
              "entry \(index) of the 6-bit palette chunk (0x0011) has a component above 63",
              at: offset)
          }
          values = (scale(values.0), scale(values.1), scale(values.2))
        }
        palette[index] = Entry(
          color: .srgb8(values.0, values.1, values.2), name: nil, offset: offset)
        index += 1
      }
    }
  }

  /// A 6-bit component as 8 bits, the top bits repeated below (63 is 255), as Aseprite
  /// scales them.
  private func scale(_ value: UInt8) -> UInt8 {
    value << 2 | value >> 4
  }

  /// A STRING: a 16-bit byte count, then UTF-8.
  private func string(
    _ cursor: inout ChunkCursor, _ field: String
  ) throws(PaletteError) -> String {
    let length = Int(try cursor.u16("the length of \(field)"))
    let start = cursor.offset
    try cursor.skip(length, field)
    if let bad = TextDecoder.firstInvalidUTF8(bytes, start..<start + length) {
      throw Self.error(.invalidEncoding, "\(field) is not valid UTF-8 at byte \(bad)", at: bad)
    }
    return String(decoding: bytes[start..<start + length], as: UTF8.self)
  }

  /// A cursor over `start..<end` of the file.
  private func makeCursor(from start: Int, to end: Int, _ part: String) -> ChunkCursor {
    ChunkCursor(bytes: bytes, offset: start, end: end, part: part, format: Self.format)
  }

  /// A 16-bit value as four uppercase hex digits.
  private func hex16(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}
