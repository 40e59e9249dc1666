import PaletteCore

/// Decodes a RIFF palette: checks the header, walks the chunks of the form and reads the
/// entries of the first `data` chunk.
///
/// Every size is compared with the bytes that remain before anything is read behind it, and
/// nothing is allocated from a count or size: the entries are appended as they are read.
struct RIFFReader {
  private let bytes: [UInt8]
  private var warnings: [Diagnostic] = []

  /// Creates a reader for a whole file.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  // MARK: - Little-endian reads (callers check bounds first)

  private func u16(_ offset: Int) -> UInt16 { ByteOrder.little.u16(bytes, at: offset) }

  private func u32(_ offset: Int) -> UInt32 { ByteOrder.little.u32(bytes, at: offset) }

  // MARK: - File

  /// Decodes the whole file.
  mutating func read() throws(PaletteError) -> DecodedPalette {
    let formEnd = try readHeader()
    var offset = RIFFLayout.headerSize
    var swatches: [Swatch]?
    // Skipped chunks by identifier, in order of first appearance: the first offset and how many.
    var skipped: [(name: String, offset: Int, count: Int)] = []
    var skippedIndex: [String: Int] = [:]
    while offset < formEnd {
      let remaining = formEnd - offset
      guard remaining >= RIFFLayout.chunkHeaderSize else {
        throw error(
          .unexpectedEndOfInput,
          "the file ends inside a chunk header (\(remaining) of 8 bytes at byte \(offset))",
          at: offset)
      }
      let identifier = Array(bytes[offset..<(offset + 4)])
      let size = Int(u32(offset + 4))
      let body = offset + RIFFLayout.chunkHeaderSize
      // Sizes are checked against the file, not the form: a form size that is too small is a
      // warning of its own, and the chunks the file holds are still read.
      guard size <= bytes.count - body else {
        throw error(
          .unexpectedEndOfInput,
          "the chunk '\(Self.name(identifier))' at byte \(offset) declares \(size) bytes but "
            + "only \(bytes.count - body) remain",
          at: offset)
      }
      if identifier == RIFFLayout.data && swatches == nil {
        swatches = try readData(at: body, size: size)
      } else {
        let name = Self.name(identifier)
        if let index = skippedIndex[name] {
          skipped[index].count += 1
        } else {
          skippedIndex[name] = skipped.count
          skipped.append((name, offset, 1))
        }
      }
      offset = min(body + size + (size & 1), bytes.count)
    }
    if formEnd < bytes.count {
      let rest =
        offset < bytes.count
        ? "the \(bytes.count - offset) bytes after byte \(offset) are ignored"
        : "the chunks up to the end of the file are read"
      warn(
        "riff.size",
        "the RIFF header declares \(formEnd - 8) bytes after byte 8 but the file has "
          + "\(bytes.count - 8); \(rest)",
        at: 4)
    }
    for chunk in skipped {
      let what =
        chunk.name == "data"
        ? "a second 'data' chunk"
        : chunk.name == Self.name(RIFFLayout.extended)
          ? "the extended palette chunk 'plth' (not read by palconv)"
          : "the chunk '\(chunk.name)'"
      let more = chunk.count > 1 ? " (and \(chunk.count - 1) more like it)" : ""
      note("riff.chunk", "\(what) at byte \(chunk.offset) is skipped\(more)", at: chunk.offset)
    }
    guard let swatches else {
      throw error(
        .invalidValue, "the RIFF palette has no 'data' chunk, which holds the colours",
        at: RIFFLayout.headerSize)
    }
    var palette = Palette()
    if let first = swatches.first {
      palette.groups = [PaletteGroup(swatches: swatches, location: first.location)]
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// Checks `RIFF`, the form size and `PAL `; returns where the form's chunks end.
  private mutating func readHeader() throws(PaletteError) -> Int {
    let count = bytes.count
    let riffBytes = min(count, 4)
    guard bytes[0..<riffBytes].elementsEqual(RIFFLayout.riff[0..<riffBytes]) else {
      throw error(.invalidSignature, "not a RIFF palette: no 'RIFF' at byte 0", at: 0)
    }
    if count > 8 {
      let formBytes = min(count, RIFFLayout.headerSize) - 8
      guard bytes[8..<(8 + formBytes)].elementsEqual(RIFFLayout.form[0..<formBytes]) else {
        throw error(
          .invalidSignature,
          "a RIFF file of form '\(Self.name(Array(bytes[8..<(8 + formBytes)])))', not a "
            + "palette ('PAL ')",
          at: 8)
      }
    }
    guard count >= RIFFLayout.headerSize else {
      let field = count < 4 ? 0 : count < 8 ? 4 : 8
      let name = field == 0 ? "'RIFF'" : field == 4 ? "form size" : "form type 'PAL '"
      throw error(
        .unexpectedEndOfInput,
        "the file ends inside its 12-byte header (in the \(name), after \(count) bytes)",
        at: field)
    }
    let declared = Int(u32(4))
    let actual = count - 8
    if declared > actual {
      warn(
        "riff.size",
        "the RIFF header declares \(declared) bytes after byte 8 but the file has \(actual); "
          + "the chunks that are there are read",
        at: 4)
      return count
    }
    // A form smaller than the file is reported after the walk, which knows what was read.
    return max(8 + declared, RIFFLayout.headerSize)
  }

  // MARK: - Data chunk

  /// Reads the version, count and entries of a `data` chunk.
  private mutating func readData(at body: Int, size: Int) throws(PaletteError) -> [Swatch] {
    guard size >= RIFFLayout.dataHeaderSize else {
      throw error(
        .unexpectedEndOfInput,
        "the 'data' chunk holds \(size) bytes, too few for its version and colour count",
        at: body)
    }
    let version = u16(body)
    if version != RIFFLayout.version {
      warn(
        "riff.version",
        "the palette version is 0x\(Self.hex(version)), not 0x0300; the entries are read as "
          + "usual",
        at: body)
    }
    let count = Int(u16(body + 2))
    let needed = RIFFLayout.dataHeaderSize + count * RIFFLayout.entrySize
    guard needed <= size else {
      throw error(
        .unexpectedEndOfInput,
        "the 'data' chunk declares \(count) colours (\(needed) bytes) but holds \(size) bytes",
        at: body + 2)
    }
    if needed < size {
      warn(
        "riff.extra",
        "\(size - needed) bytes after the \(count) colours of the 'data' chunk are ignored",
        at: body + needed)
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(count)
    var flagged = 0
    var firstFlag: (offset: Int, value: UInt8)?
    for index in 0..<count {
      let entry = body + RIFFLayout.dataHeaderSize + index * RIFFLayout.entrySize
      let flags = bytes[entry + 3]
      if flags != 0 {
        flagged += 1
        if firstFlag == nil { firstFlag = (entry + 3, flags) }
      }
      swatches.append(
        Swatch(
          color: .srgb8(bytes[entry], bytes[entry + 1], bytes[entry + 2]),
          location: .byte(offset: entry)))
    }
    if let firstFlag {
      note(
        "riff.flags",
        "\(MessageFormatting.count(flagged, "entry has", "entries have")) Windows palette "
          + "flags set (the first 0x\(Self.hex(UInt16(firstFlag.value)).suffix(2)) at byte "
          + "\(firstFlag.offset)); they tell the Windows palette manager how to use the entry, "
          + "are not colour, and are not kept",
        at: firstFlag.offset)
    }
    return swatches
  }

  // MARK: - Helpers

  /// A four-character code for messages: printable ASCII kept, anything else as `?`.
  private static func name(_ code: [UInt8]) -> String {
    String(decoding: code.map { $0 >= 0x20 && $0 < 0x7F ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
  }

  /// Four upper-case hex digits.
  private static func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: "riff", location: .byte(offset: offset))
  }

  private mutating func warn(_ code: String, _ message: String, at offset: Int) {
    warnings.append(
      Diagnostic(.warning, code: code, message: message, location: .byte(offset: offset)))
  }

  private mutating func note(_ code: String, _ message: String, at offset: Int) {
    warnings.append(
      Diagnostic(.note, code: code, message: message, location: .byte(offset: offset)))
  }
}
