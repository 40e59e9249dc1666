import PaletteCore

/// Decodes Adobe Swatch Exchange bytes into a ``Palette``.
///
/// The reader walks the blocks in file order and always moves on by a block's declared length,
/// so it never reads past a block; a block that claims more bytes than remain is an error at
/// its offset. The block count in the header is only compared with what was found. Nothing is
/// allocated from a count or a length before the bytes behind it have been checked.
///
/// Groups are flat, as in Adobe applications: a group start inside an open group closes that
/// group first (with a warning). Swatches outside any named group, and swatches in groups whose
/// start has no name field, go to unnamed groups; adjacent unnamed runs are merged and empty
/// ones dropped, so decoding what the encoder wrote gives the same palette.
struct ASEReader {
  /// The file.
  private let bytes: [UInt8]
  /// Warnings so far, in file order.
  private var warnings: [Diagnostic] = []
  /// The groups so far.
  private var groups: [PaletteGroup] = []
  /// Whether a group start has been read and not yet closed.
  private var inGroup = false
  /// Whether the open group has a name (and so is `groups.last`).
  private var openGroupIsNamed = false
  /// The offset of the open group's start block.
  private var openGroupOffset = 0
  /// Offsets of group starts read while another group was open, for one summary warning.
  private var nestedGroupOffsets: [Int] = []
  /// The Lab lightness of each Lab colour as stored, with its offset, in file order: checked
  /// once the whole file is read (see ``rescaleUnscaledLightness()``).
  private var storedLightness: [(value: Float, offset: Int)] = []

  /// Creates a reader for a whole file.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  // MARK: - Errors and warnings

  /// An error of this format at a byte offset.
  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: "ase", location: .byte(offset: offset))
  }

  /// Records a warning at a byte offset.
  private mutating func warn(_ code: String, _ message: String, at offset: Int) {
    warnings.append(
      Diagnostic(.warning, code: "ase." + code, message: message, location: .byte(offset: offset)))
  }

  // MARK: - Big-endian reads (callers check bounds first)
  //
  // These stay here rather than calling `ByteOrder.big`: the reader makes several of them for
  // every swatch, and a call into PaletteCore is not inlined across the module boundary (it
  // cost ASE decoding 7% more instructions).

  @inline(__always)
  private func u16(_ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  @inline(__always)
  private func u32(_ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  // MARK: - File

  /// Decodes the whole file.
  mutating func decode() throws(PaletteError) -> DecodedPalette {
    try readHeader()
    let declaredBlocks = Int(u32(8))
    let end = bytes.count
    var offset = ASELayout.headerSize
    var blocks = 0
    while offset < end {
      offset = try readBlock(at: offset)
      blocks += 1
    }
    if inGroup {
      warn(
        "unclosed-group", "the group started at byte \(openGroupOffset) is never closed",
        at: openGroupOffset)
    }
    if let first = nestedGroupOffsets.first {
      let more = nestedGroupOffsets.count - 1
      warn(
        "nested-group",
        "a group starts inside an open group"
          + (more > 0 ? " (\(more + 1) times in this file)" : "")
          + "; ASE groups are flat, so each start closes the group before it",
        at: first)
    }
    rescaleUnscaledLightness()
    if declaredBlocks != blocks {
      warn(
        "block-count", "the header declares \(declaredBlocks) blocks but the file has \(blocks)",
        at: 8)
    }
    return DecodedPalette(palette: Palette(groups: groups), warnings: warnings)
  }

  /// Reads Lab lightness stored unscaled (0...100 instead of 0...1, as some writers store it)
  /// as such: when every stored lightness lies in 0...100 and at least one is above 1, each
  /// becomes the model's L as stored, with one warning for the file. Otherwise each value
  /// outside 0...1 gets a warning of its own.
  private mutating func rescaleUnscaledLightness() {
    let outside = storedLightness.filter { $0.value < 0 || $0.value > 1 }
    guard let first = outside.first else { return }
    let unscaled = storedLightness.allSatisfy { (0...100).contains($0.value) }
    guard unscaled else {
      for (value, offset) in outside {
        warn(
          "lab-range",
          "the Lab lightness stored at byte \(offset) is \(value), outside 0...1 "
            + "(ASE stores L/100)", at: offset)
      }
      return
    }
    var next = 0
    for group in groups.indices {
      for index in groups[group].swatches.indices {
        guard case .lab(_, let a, let b) = groups[group].swatches[index].color.components else {
          continue
        }
        // The L standard ASE can hold nearest to the stored value, so that writing the file
        // back and reading it gives the same bits (L/100 cannot hold every Float in 0...100).
        let stored = storedLightness[next].value
        let l = ASELabLightness.modelValue(stored: ASELabLightness.storedValue(model: stored))
        groups[group].swatches[index].color.components = .lab(l: l, a: a, b: b)
        next += 1
      }
    }
    warn(
      "lab-unscaled",
      "\(MessageFormatting.count(outside.count, "colour has", "colours have")) a Lab lightness "
        + "above 1 (the first at byte \(first.offset): \(first.value)) and every Lab lightness "
        + "lies in 0...100: the writer stored L instead of L/100, so all "
        + "\(storedLightness.count) are read as L (to the precision standard ASE holds); "
        + "palconv writes standard ASE",
      at: first.offset)
  }

  /// Checks the signature and version.
  private mutating func readHeader() throws(PaletteError) {
    let count = bytes.count
    if count >= 6 && bytes[4] == ASELayout.asepriteMagic.0 && bytes[5] == ASELayout.asepriteMagic.1
      && !bytes.starts(with: ASELayout.signature)
    {
      throw error(
        .invalidSignature,
        "this is an Aseprite sprite (magic 0xA5E0 at byte 4), not an Adobe Swatch Exchange file",
        at: 4)
    }
    let signatureBytes = min(count, 4)
    guard bytes[0..<signatureBytes].elementsEqual(ASELayout.signature[0..<signatureBytes]) else {
      throw error(
        .invalidSignature, "not an Adobe Swatch Exchange file: no 'ASEF' signature", at: 0)
    }
    guard count >= ASELayout.headerSize else {
      let field = count < 4 ? 0 : count < 6 ? 4 : count < 8 ? 6 : 8
      let name = field == 0 ? "signature" : field == 8 ? "block count" : "version"
      throw error(
        .unexpectedEndOfInput,
        "the file ends inside its 12-byte header (in the \(name), after \(count) bytes)", at: field)
    }
    let major = u16(4)
    let minor = u16(6)
    guard major == ASELayout.majorVersion else {
      throw error(
        .unsupportedVersion, "ASE version \(major).\(minor) is not supported (only 1.x is)", at: 4)
    }
    if minor != 0 {
      warn("version", "ASE version 1.\(minor) is read as 1.0", at: 6)
    }
  }

  // MARK: - Blocks

  /// Reads one block and returns the offset of the next.
  private mutating func readBlock(at start: Int) throws(PaletteError) -> Int {
    let remaining = bytes.count - start
    if remaining < ASELayout.blockHeaderSize {
      if remaining == 2 && u16(start) == ASELayout.groupEnd {
        warn("group-end-length", "the group end at byte \(start) has no length field", at: start)
        closeGroup(at: start)
        return bytes.count
      }
      throw error(
        .unexpectedEndOfInput,
        "the file ends inside a block header (\(remaining) of 6 bytes at byte \(start))", at: start)
    }
    let type = u16(start)
    let bodyStart = start + ASELayout.blockHeaderSize
    if type == ASELayout.groupEnd {
      // Some writers omit a group end's length field; the next two bytes then start a block.
      let high = u16(start + 2)
      if high == ASELayout.groupStart || high == ASELayout.groupEnd
        || high == ASELayout.colorEntry
      {
        warn("group-end-length", "the group end at byte \(start) has no length field", at: start)
        closeGroup(at: start)
        return start + 2
      }
    }
    let declared = u32(start + 2)
    guard Int(declared) <= bytes.count - bodyStart else {
      throw error(
        .unexpectedEndOfInput,
        "the block at byte \(start) declares \(declared) bytes but only \(bytes.count - bodyStart) "
          + "remain", at: start)
    }
    let end = bodyStart + Int(declared)
    switch type {
    case ASELayout.colorEntry:
      try readColor(blockStart: start, body: bodyStart, end: end)
      return end
    case ASELayout.groupStart:
      return try readGroupStart(blockStart: start, body: bodyStart, end: end)
    case ASELayout.groupEnd:
      if end > bodyStart {
        warn(
          "block-extra",
          "the group end at byte \(start) has \(end - bodyStart) bytes of content; skipped",
          at: bodyStart)
      }
      closeGroup(at: start)
      return end
    default:
      warn(
        "unknown-block",
        "unknown block type 0x\(Self.hex(type)) at byte \(start); "
          + "skipped \(declared) bytes", at: start)
      return end
    }
  }

  /// Four upper-case hex digits.
  private static func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }

  /// Handles a group end.
  private mutating func closeGroup(at start: Int) {
    if inGroup {
      inGroup = false
    } else {
      warn("unmatched-group-end", "a group end at byte \(start) has no group to close", at: start)
    }
  }

  /// Reads a group start; returns where reading continues (after the block, or after the name
  /// when the block's length also covers the group's children).
  private mutating func readGroupStart(
    blockStart: Int, body: Int, end: Int
  ) throws(PaletteError) -> Int {
    if inGroup { nestedGroupOffsets.append(blockStart) }
    var name: String? = nil
    var next = end
    if end > body {
      let (read, nameEnd) = try readName(at: body, end: end, block: blockStart)
      name = read
      if nameEnd < end {
        if looksLikeChildren(at: nameEnd, end: end) {
          warn(
            "group-length",
            "the group start at byte \(blockStart) has a length that covers its colours",
            at: blockStart)
          next = nameEnd
        } else {
          warn(
            "block-extra",
            "the group start at byte \(blockStart) has \(end - nameEnd) unknown bytes after its "
              + "name; skipped", at: nameEnd)
        }
      }
    }
    inGroup = true
    openGroupOffset = blockStart
    openGroupIsNamed = name != nil
    if let name {
      var group = PaletteGroup(name: name, location: .byte(offset: blockStart))
      group.swatches.reserveCapacity(colorEntries(from: next))
      groups.append(group)
    }
    return next
  }

  /// The number of colour entries in the run of blocks from `offset`: walks block headers by
  /// their declared lengths and stops at the first block that is not a colour entry, is too
  /// short to hold a colour, or runs past the end of the file.
  ///
  /// A group's swatch array is sized with it, so the array is allocated once, not grown and
  /// copied while appending. Every block counted holds at least the 16 bytes of the shortest
  /// colour entry, so the capacity reserved never exceeds what those blocks would fill.
  private func colorEntries(from offset: Int) -> Int {
    let minimumBody = 2 + 4 + 4  // An empty name field, a model tag and one value.
    var offset = offset
    var count = 0
    while bytes.count - offset >= ASELayout.blockHeaderSize,
      u16(offset) == ASELayout.colorEntry
    {
      let declared = Int(u32(offset + 2))
      let bodyStart = offset + ASELayout.blockHeaderSize
      guard declared >= minimumBody, declared <= bytes.count - bodyStart else { break }
      count += 1
      offset = bodyStart + declared
    }
    return count
  }

  /// Whether the bytes after a group start's name are whole blocks rather than unknown data.
  private func looksLikeChildren(at offset: Int, end: Int) -> Bool {
    guard end - offset >= ASELayout.blockHeaderSize else { return false }
    let type = u16(offset)
    guard type == ASELayout.colorEntry || type == ASELayout.groupEnd else { return false }
    return Int(u32(offset + 2)) <= end - offset - ASELayout.blockHeaderSize
  }

  /// Reads a name field: a UTF-16 unit count, then the units. Trailing NULs are removed.
  ///
  /// - Returns: The name (`nil` for a zero count) and the offset after the field.
  private mutating func readName(
    at offset: Int, end: Int, block: Int
  ) throws(PaletteError) -> (String?, Int) {
    guard end - offset >= 2 else {
      throw error(
        .unexpectedEndOfInput, "the block at byte \(block) ends inside its name length", at: offset)
    }
    let declared = Int(u16(offset))
    let start = offset + 2
    if declared == 0 { return (nil, start) }
    let available = end - start
    guard declared * 2 <= available else {
      if available % 2 == 1 {
        throw error(
          .invalidEncoding,
          "the UTF-16 name at byte \(start) has an odd number of bytes (\(available)) before the "
            + "end of its block", at: start)
      }
      throw error(
        .invalidValue,
        "the name length \(declared) at byte \(offset) runs past the end of the block at byte "
          + "\(block)", at: offset)
    }
    var units = declared
    while units > 0 && bytes[start + 2 * units - 2] == 0 && bytes[start + 2 * units - 1] == 0 {
      units -= 1
    }
    switch UTF16BigEndian.decode(bytes, start: start, units: units) {
    case .success(let name):
      return (name, start + 2 * declared)
    case .failure(let failure):
      throw error(
        .invalidEncoding,
        "the name at byte \(start) has an unpaired UTF-16 surrogate at byte \(failure.offset)",
        at: failure.offset)
    }
  }

  // MARK: - Colours

  /// Reads a colour entry and appends its swatch.
  private mutating func readColor(blockStart: Int, body: Int, end: Int) throws(PaletteError) {
    guard end > body else {
      warn(
        "empty-block", "the colour block at byte \(blockStart) is empty; skipped", at: blockStart)
      return
    }
    var offset = body
    let (name, nameEnd) = try readName(at: offset, end: end, block: blockStart)
    offset = nameEnd
    guard end - offset >= 4 else {
      throw error(
        .unexpectedEndOfInput,
        "the colour block at byte \(blockStart) ends before its colour model", at: offset)
    }
    guard
      let model = Self.model(bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
    else {
      let tag = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      warn(
        "unknown-model",
        "unknown colour model '\(tag)' in the colour block at byte \(blockStart); "
          + "skipped", at: offset)
      return
    }
    offset += 4
    let count = model.componentCount
    guard end - offset >= 4 * count else {
      throw error(
        .unexpectedEndOfInput,
        "the colour block at byte \(blockStart) ends inside its \(count) values", at: offset)
    }
    var values: (Float, Float, Float, Float) = (0, 0, 0, 0)
    for index in 0..<count {
      let value = Float(bitPattern: u32(offset))
      guard value.isFinite else {
        throw error(
          .invalidValue,
          "value \(index + 1) of the colour at byte \(blockStart) is \(value.isNaN ? "NaN" : "infinite")",
          at: offset)
      }
      switch index {
      case 0: values.0 = value
      case 1: values.1 = value
      case 2: values.2 = value
      default: values.3 = value
      }
      offset += 4
    }
    let components: ColorComponents
    switch model {
    case .cmyk:
      components = .cmyk(cyan: values.0, magenta: values.1, yellow: values.2, black: values.3)
    case .lab:
      let l = ASELabLightness.modelValue(stored: values.0)
      guard l.isFinite else {
        throw error(
          .invalidValue,
          "the Lab lightness \(values.0) of the colour at byte \(blockStart) is out of range",
          at: offset - 12)
      }
      storedLightness.append((values.0, offset - 12))
      components = .lab(l: l, a: values.1, b: values.2)
    case .gray:
      components = .gray(values.0)
    default:
      components = .srgb(red: values.0, green: values.1, blue: values.2)
    }
    if model != .lab {
      let inRange =
        values.0 >= 0 && values.0 <= 1 && values.1 >= 0 && values.1 <= 1 && values.2 >= 0
        && values.2 <= 1 && values.3 >= 0 && values.3 <= 1
      if !inRange {
        warn(
          "value-range",
          "the colour at byte \(blockStart) has a value outside 0...1; kept as is",
          at: offset - 4 * count)
      }
    }
    var kind = SwatchKind.process
    if end - offset >= 2 {
      switch u16(offset) {
      case ASELayout.typeGlobal: kind = .global
      case ASELayout.typeSpot: kind = .spot
      case ASELayout.typeNormal: kind = .process
      default:
        warn(
          "color-type",
          "unknown colour type \(u16(offset)) at byte \(offset); read as a process colour",
          at: offset)
      }
      offset += 2
    } else {
      warn(
        "missing-color-type",
        "the colour block at byte \(blockStart) has no colour type; read as a process colour",
        at: offset)
    }
    if offset < end {
      warn(
        "block-extra",
        "the colour block at byte \(blockStart) has \(end - offset) unknown bytes at its end; "
          + "skipped", at: offset)
    }
    let swatch = Swatch(
      name: name, color: PaletteColor(components), kind: kind,
      location: .byte(offset: blockStart))
    // Appended in place to the open named group or the trailing unnamed one: a copy of the
    // last group would be one more reference to its swatches while appending to them.
    if (inGroup && openGroupIsNamed) || (!groups.isEmpty && groups[groups.count - 1].name == nil) {
      groups[groups.count - 1].swatches.append(consume swatch)
    } else {
      startUnnamedGroup(with: swatch, blockEnd: end)
    }
  }

  /// The model of a four-byte tag, compared case-insensitively with spaces and NULs ignored
  /// (Adobe writes `Gray`, several open-source tools `GRAY`).
  private static func model(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> ColorModel? {
    var key: UInt32 = 0
    @inline(__always) func add(_ byte: UInt8) {
      guard byte != 0x20 && byte != 0 else { return }
      key = key << 8 | UInt32(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
    }
    add(a)
    add(b)
    add(c)
    add(d)
    switch key {
    case 0x52_4742: return .srgb  // RGB
    case 0x434D_594B: return .cmyk  // CMYK
    case 0x4C_4142: return .lab  // LAB
    case 0x4752_4159: return .gray  // GRAY
    default: return nil
    }
  }

  /// Starts a trailing unnamed group with `swatch`, sized for the colour entries that follow
  /// the swatch's block at `blockEnd`.
  private mutating func startUnnamedGroup(with swatch: Swatch, blockEnd: Int) {
    var swatches: [Swatch] = []
    swatches.reserveCapacity(1 + colorEntries(from: blockEnd))
    swatches.append(swatch)
    groups.append(PaletteGroup(swatches: swatches, location: swatch.location))
  }
}
