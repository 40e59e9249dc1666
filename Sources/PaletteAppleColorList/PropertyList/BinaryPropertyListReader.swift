package import PaletteCore

/// Reads binary property lists (`bplist00`), the format of keyed archives and most of macOS's
/// preference and document files.
///
/// The layout is a header, the objects, an offset table and a 32-byte trailer. Everything the
/// trailer and the offset table say is checked before it is used: the sizes of offsets and
/// references (1 to 8 bytes), the object count, every offset (after the header, before the
/// offset table), every count (within the bytes left), every reference (below the object
/// count), and the graph as a whole (string keys, no cycles, nesting at most
/// ``maximumDepth`` deep). Objects that share an offset are read once; objects whose bytes
/// overlap so much that they claim more bytes than the file has are an error, so a small file
/// cannot make the reader allocate much more than its own size. Errors carry the byte offset.
package enum BinaryPropertyListReader {
  /// `bplist00`.
  package static let magic: [UInt8] = Array("bplist00".utf8)

  /// The deepest nesting of containers accepted.
  package static let maximumDepth = 256

  /// Whether `bytes` start with ``magic``.
  ///
  /// - Parameter bytes: The first bytes of a file.
  /// - Returns: `true` for a binary property list.
  package static func hasMagic(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.count >= magic.count && bytes.prefix(magic.count).elementsEqual(magic)
  }

  /// Reads a whole binary property list.
  ///
  /// - Parameters:
  ///   - bytes: The file.
  ///   - format: The format identifier for errors.
  /// - Returns: The document, with the byte offset of every object.
  /// - Throws: ``PaletteError`` with a byte offset: ``PaletteError/Kind/invalidSignature``
  ///   without the magic, ``PaletteError/Kind/unexpectedEndOfInput`` for a file too short for
  ///   its trailer, ``PaletteError/Kind/invalidValue`` for a bad trailer field, offset,
  ///   marker, reference or cycle, ``PaletteError/Kind/invalidEncoding`` for text that is not
  ///   ASCII or UTF-16, ``PaletteError/Kind/limitExceeded`` for nesting or overlap.
  package static func read(
    _ bytes: [UInt8], format: String
  ) throws(PaletteError)
    -> PropertyListDocument
  {
    var parser = Parser(bytes: bytes, format: format)
    return try parser.run()
  }

  /// The state of one read.
  private struct Parser {
    let bytes: [UInt8]
    let format: String
    /// Where the offset table starts: objects end before it.
    var objectsEnd = 0
    /// The size of a reference.
    var referenceSize = 1
    /// The number of objects.
    var objectCount = 0
    /// The bytes claimed by the distinct objects read so far.
    var claimed = 0

    init(bytes: [UInt8], format: String) {
      self.bytes = bytes
      self.format = format
    }

    func error(
      _ kind: PaletteError.Kind, _ message: String, at offset: Int
    ) -> PaletteError {
      PaletteError(kind, message, format: format, location: .byte(offset: offset))
    }

    /// A byte as `0xAB`, for messages.
    func hex(_ byte: UInt8) -> String {
      var out: [UInt8] = Array("0x".utf8)
      HexDigits.append(byte, uppercase: true, to: &out)
      return String(decoding: out, as: UTF8.self)
    }

    /// A big-endian unsigned integer of `size` (1...8) bytes at `offset`, known to be there.
    func unsigned(at offset: Int, size: Int) -> UInt64 {
      var value: UInt64 = 0
      for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
      return value
    }

    mutating func run() throws(PaletteError) -> PropertyListDocument {
      guard BinaryPropertyListReader.hasMagic(bytes[...]) else {
        let bplist = bytes.count >= 6 && bytes.prefix(6).elementsEqual("bplist".utf8)
        throw error(
          bplist ? .unsupportedVersion : .invalidSignature,
          bplist
            ? "the binary property list has another version than 00 (bytes "
              + bytes[6..<min(8, bytes.count)].map(hex).joined(separator: " ") + ")"
            : "not a binary property list: it does not start with 'bplist00'", at: 0)
      }
      let trailerStart = bytes.count - 32
      guard trailerStart >= 9 else {
        throw error(
          .unexpectedEndOfInput,
          "the binary property list is \(bytes.count) bytes long, too short for a header, an "
            + "object and the 32-byte trailer", at: bytes.count)
      }
      let offsetSize = Int(bytes[trailerStart + 6])
      referenceSize = Int(bytes[trailerStart + 7])
      guard (1...8).contains(offsetSize) else {
        throw error(
          .invalidValue, "the trailer gives offsets \(offsetSize) bytes; 1 to 8 are valid",
          at: trailerStart + 6)
      }
      guard (1...8).contains(referenceSize) else {
        throw error(
          .invalidValue,
          "the trailer gives object references \(referenceSize) bytes; 1 to 8 are valid",
          at: trailerStart + 7)
      }
      let count = unsigned(at: trailerStart + 8, size: 8)
      let top = unsigned(at: trailerStart + 16, size: 8)
      let tableStart = unsigned(at: trailerStart + 24, size: 8)
      guard tableStart >= 9, tableStart <= UInt64(trailerStart) else {
        throw error(
          .invalidValue,
          "the trailer puts the offset table at byte \(tableStart), outside bytes 9 to "
            + "\(trailerStart)", at: trailerStart + 24)
      }
      objectsEnd = Int(tableStart)
      guard count >= 1, count <= UInt64((trailerStart - objectsEnd) / offsetSize) else {
        throw error(
          .invalidValue,
          "the trailer declares \(count) objects, but the offset table from byte \(tableStart) "
            + "has room for \((trailerStart - objectsEnd) / offsetSize)", at: trailerStart + 8)
      }
      objectCount = Int(count)
      guard top < count else {
        throw error(
          .invalidValue, "the trailer's top object \(top) is not below the object count \(count)",
          at: trailerStart + 16)
      }
      var objects: [PropertyListObject] = []
      objects.reserveCapacity(objectCount)
      var offsets: [Int] = []
      offsets.reserveCapacity(objectCount)
      var readAt: [Int: Int] = [:]
      for index in 0..<objectCount {
        let entry = objectsEnd + index * offsetSize
        let offset = unsigned(at: entry, size: offsetSize)
        guard offset >= 8, offset < tableStart else {
          throw error(
            .invalidValue,
            "object \(index) is at byte \(offset), outside the objects (bytes 8 to "
              + "\(objectsEnd - 1))", at: entry)
        }
        let start = Int(offset)
        offsets.append(start)
        if let earlier = readAt[start] {
          objects.append(objects[earlier])
          continue
        }
        readAt[start] = index
        objects.append(try object(at: start))
      }
      let document = PropertyListDocument(objects: objects, top: Int(top), byteOffsets: offsets)
      if let problem = document.validate(maximumDepth: BinaryPropertyListReader.maximumDepth) {
        throw error(problem.kind, problem.message, at: offsets[problem.object])
      }
      return document
    }

    /// Records that an object spans `length` bytes, and fails when the objects together claim
    /// more bytes than there are.
    mutating func claim(_ length: Int, at offset: Int) throws(PaletteError) {
      claimed += length
      guard claimed <= objectsEnd - 8 else {
        throw error(
          .limitExceeded,
          "the object at byte \(offset) overlaps others: the objects claim more bytes than the "
            + "\(objectsEnd - 8) they have", at: offset)
      }
    }

    /// Checks that `length` bytes from `offset` lie before the offset table.
    func require(_ length: Int, at offset: Int, _ what: String) throws(PaletteError) {
      guard length <= objectsEnd - offset else {
        throw error(
          .unexpectedEndOfInput,
          "\(what) at byte \(offset) needs \(length) bytes, but the objects end at byte "
            + "\(objectsEnd)", at: offset)
      }
    }

    /// The count of a data, string or container object whose marker is at `offset`, and
    /// where its payload starts.
    func count(at offset: Int, nibble: UInt8) throws(PaletteError) -> (count: Int, payload: Int) {
      if nibble != 0x0F { return (Int(nibble), offset + 1) }
      try require(2, at: offset, "the length of the object")
      let marker = bytes[offset + 1]
      guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
        throw error(
          .invalidValue,
          "the length of the object at byte \(offset) is not an integer of 1 to 8 bytes "
            + "(marker \(hex(marker)))", at: offset + 1)
      }
      let size = 1 << Int(marker & 0x0F)
      try require(1 + size, at: offset + 1, "the length of the object")
      let value = unsigned(at: offset + 2, size: size)
      guard value <= UInt64(objectsEnd) else {
        throw error(
          .invalidValue,
          "the object at byte \(offset) declares \(value) elements, more than the "
            + "\(objectsEnd) bytes before the offset table could hold", at: offset + 1)
      }
      return (Int(value), offset + 2 + size)
    }

    /// `count` references from `start`; one too large for `Int` becomes `Int.max`, which the
    /// graph check then reports as out of range.
    func references(_ count: Int, at start: Int) -> [Int] {
      var result: [Int] = []
      result.reserveCapacity(count)
      for index in 0..<count {
        let reference = unsigned(at: start + index * referenceSize, size: referenceSize)
        result.append(Int(exactly: reference) ?? Int.max)
      }
      return result
    }

    mutating func object(at offset: Int) throws(PaletteError) -> PropertyListObject {
      let marker = bytes[offset]
      let nibble = marker & 0x0F
      switch marker >> 4 {
      case 0x0:
        try claim(1, at: offset)
        switch nibble {
        case 0x0: return .null
        case 0x8: return .bool(false)
        case 0x9: return .bool(true)
        default:
          throw error(
            .invalidValue, "unknown object marker \(hex(marker)) at byte \(offset)",
            at: offset)
        }
      case 0x1:
        guard nibble <= 4 else {
          throw error(
            .invalidValue,
            "the integer at byte \(offset) has \(1 << Int(min(nibble, 15))) bytes; 1, 2, 4, 8 or "
              + "16 are valid", at: offset)
        }
        let size = 1 << Int(nibble)
        try require(1 + size, at: offset, "the integer")
        try claim(1 + size, at: offset)
        return try integer(at: offset + 1, size: size)
      case 0x2, 0x3:
        let isDate = marker >> 4 == 0x3
        guard nibble == 3 || (nibble == 2 && !isDate) else {
          throw error(
            .invalidValue,
            "the \(isDate ? "date" : "real") at byte \(offset) has an invalid size "
              + "(marker \(hex(marker)))", at: offset)
        }
        let size = 1 << Int(nibble)
        try require(1 + size, at: offset, isDate ? "the date" : "the real")
        try claim(1 + size, at: offset)
        let bits = unsigned(at: offset + 1, size: size)
        let value =
          size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
        return isDate ? .date(value) : .real(value)
      case 0x4:
        let (length, payload) = try count(at: offset, nibble: nibble)
        try require(length, at: payload, "the data")
        try claim(payload - offset + length, at: offset)
        return .data(Array(bytes[payload..<payload + length]))
      case 0x5:
        let (length, payload) = try count(at: offset, nibble: nibble)
        try require(length, at: payload, "the string")
        try claim(payload - offset + length, at: offset)
        let text = bytes[payload..<payload + length]
        if let bad = text.firstIndex(where: { $0 >= 0x80 }) {
          throw error(
            .invalidEncoding,
            "the ASCII string at byte \(offset) holds byte \(hex(bytes[bad])) at byte "
              + "\(bad), which is not ASCII", at: bad)
        }
        return .string(String(decoding: text, as: UTF8.self))
      case 0x6:
        let (units, payload) = try count(at: offset, nibble: nibble)
        guard units <= (objectsEnd - payload) / 2 else {
          try require(units * 2, at: payload, "the UTF-16 string")
          return .null
        }
        try claim(payload - offset + units * 2, at: offset)
        switch UTF16BigEndian.decode(bytes, start: payload, units: units) {
        case .success(let text): return .string(text)
        case .failure(let failure):
          throw error(
            .invalidEncoding,
            "the UTF-16 string at byte \(offset) has an unpaired surrogate at byte "
              + "\(failure.offset)", at: failure.offset)
        }
      case 0x8:
        guard nibble <= 7 else {
          throw error(
            .invalidValue,
            "the UID at byte \(offset) has \(Int(nibble) + 1) bytes; 1 to 8 are valid",
            at: offset)
        }
        let size = Int(nibble) + 1
        try require(1 + size, at: offset, "the UID")
        try claim(1 + size, at: offset)
        return .uid(unsigned(at: offset + 1, size: size))
      case 0xA, 0xC, 0xD:
        let (entries, payload) = try count(at: offset, nibble: nibble)
        let isDictionary = marker >> 4 == 0xD
        let what = isDictionary ? "dictionary" : marker >> 4 == 0xA ? "array" : "set"
        let (references, overflow) = entries.multipliedReportingOverflow(
          by: (isDictionary ? 2 : 1) * referenceSize)
        guard !overflow, references <= objectsEnd - payload else {
          throw error(
            .unexpectedEndOfInput,
            "the \(what) at byte \(offset) has \(entries) entries, more references than fit "
              + "before the offset table at byte \(objectsEnd)", at: offset)
        }
        try claim(payload - offset + references, at: offset)
        if isDictionary {
          return .dictionary(
            keys: self.references(entries, at: payload),
            values: self.references(entries, at: payload + entries * referenceSize))
        }
        let members = self.references(entries, at: payload)
        return marker >> 4 == 0xA ? .array(members) : .set(members)
      default:
        throw error(
          .invalidValue, "unknown object marker \(hex(marker)) at byte \(offset)",
          at: offset)
      }
    }

    /// An integer of `size` bytes at `start`: 1, 2 and 4 bytes unsigned, 8 bytes signed, 16
    /// bytes signed and within 64 bits (signed or unsigned).
    func integer(at start: Int, size: Int) throws(PaletteError) -> PropertyListObject {
      switch size {
      case 16:
        let high = unsigned(at: start, size: 8)
        let low = unsigned(at: start + 8, size: 8)
        if high == 0 {
          return low <= UInt64(Int64.max) ? .integer(Int64(low)) : .unsignedInteger(low)
        }
        if high == UInt64.max, low > UInt64(Int64.max) {
          return .integer(Int64(bitPattern: low))
        }
        throw error(
          .invalidValue,
          "the 16-byte integer at byte \(start - 1) does not fit in 64 bits", at: start - 1)
      case 8: return .integer(Int64(bitPattern: unsigned(at: start, size: 8)))
      default: return .integer(Int64(unsigned(at: start, size: size)))
      }
    }
  }
}
