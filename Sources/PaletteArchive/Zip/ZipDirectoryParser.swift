import PaletteCore

/// Reads and validates a zip's end records, central directory and local headers (PKWARE
/// APPNOTE 6.3), producing each entry with the offset of its data.
struct ZipDirectoryParser {
  /// The end of central directory record's signature, `PK\5\6`.
  static let endSignature: UInt32 = 0x0605_4B50
  /// The ZIP64 end of central directory record's signature, `PK\6\6`.
  static let zip64EndSignature: UInt32 = 0x0606_4B50
  /// The ZIP64 end of central directory locator's signature, `PK\6\7`.
  static let zip64LocatorSignature: UInt32 = 0x0706_4B50
  /// A central directory header's signature, `PK\1\2`.
  static let centralSignature: UInt32 = 0x0201_4B50
  /// A local file header's signature, `PK\3\4`.
  static let localSignature: UInt32 = 0x0403_4B50

  /// The archive.
  let bytes: [UInt8]
  /// The limits.
  let limits: ArchiveLimits
  /// The format identifier, for errors.
  let format: String

  /// Where the central directory is and how many entries it holds.
  struct Directory {
    /// Entries in the directory.
    var count: Int
    /// Its size in bytes.
    var size: Int
    /// Its offset.
    var offset: Int
    /// The offset it must end by (the ZIP64 end record or the end record).
    var limit: Int
  }

  /// An error at an offset.
  func failure(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: format, location: .byte(offset: offset))
  }

  /// Throws unless `count` bytes exist at `offset`.
  func require(_ count: Int, at offset: Int, _ what: @autoclosure () -> String) throws(PaletteError)
  {
    guard offset >= 0, count <= bytes.count - offset else {
      throw failure(
        .unexpectedEndOfInput,
        "the zip ends inside \(what()) at byte \(offset): \(count) bytes are needed, "
          + "\(max(0, bytes.count - max(offset, 0))) left", at: min(max(offset, 0), bytes.count))
    }
  }

  /// A little-endian 16-bit field (bounds already checked).
  func u16(_ offset: Int) -> Int { Int(ByteOrder.little.u16(bytes, at: offset)) }

  /// A little-endian 32-bit field (bounds already checked).
  func u32(_ offset: Int) -> UInt32 { ByteOrder.little.u32(bytes, at: offset) }

  /// A little-endian 64-bit field (bounds already checked).
  func u64(_ offset: Int) -> UInt64 { ByteOrder.little.u64(bytes, at: offset) }

  /// A 64-bit size or offset as an `Int`, refusing values no file can have.
  func int(_ value: UInt64, _ what: String, at offset: Int) throws(PaletteError) -> Int {
    guard value <= UInt64(Int32.max) * 4096 else {
      throw failure(
        .invalidValue, "the zip's \(what) \(value) at byte \(offset) is absurd", at: offset)
    }
    return Int(value)
  }

  /// Parses the archive.
  mutating func parse() throws(PaletteError) -> [ZipArchive.Record] {
    let directory = try findDirectory()
    var records: [ZipArchive.Record] = []
    records.reserveCapacity(directory.count)
    var offset = directory.offset
    let end = directory.offset + directory.size
    for number in 0..<directory.count {
      guard offset <= end - 46 else {
        throw failure(
          .unexpectedEndOfInput,
          "the central directory ends inside record \(number + 1) of \(directory.count) at byte "
            + "\(offset)", at: offset)
      }
      let (entry, next) = try centralRecord(at: offset, end: end)
      records.append(ZipArchive.Record(entry: entry, dataOffset: 0))
      offset = next
    }
    for position in records.indices {
      records[position].dataOffset = try dataOffset(
        of: records[position].entry, before: directory.offset)
    }
    try checkOverlaps(records)
    return records
  }

  /// Finds the end record (and ZIP64 records) and validates the directory's place.
  func findDirectory() throws(PaletteError) -> Directory {
    guard bytes.count >= 22 else {
      throw failure(
        .invalidSignature,
        "the file is \(bytes.count) bytes, too short for a zip's 22-byte end record", at: 0)
    }
    var found: Int?
    var fallback: Int?
    var candidate = bytes.count - 22
    let lowest = max(0, bytes.count - 22 - 0xFFFF)
    while candidate >= lowest {
      if bytes[candidate] == 0x50, bytes[candidate + 1] == 0x4B, u32(candidate) == Self.endSignature
      {
        let commentEnd = candidate + 22 + u16(candidate + 20)
        if commentEnd == bytes.count {
          found = candidate
          break
        }
        if fallback == nil, commentEnd <= bytes.count { fallback = candidate }
      }
      candidate -= 1
    }
    guard let end = found ?? fallback else {
      throw failure(
        .invalidSignature,
        "no zip end of central directory record (PK\\5\\6) near the end of the file",
        at: bytes.count - 22)
    }
    var disk = u16(end + 4)
    var directoryDisk = u16(end + 6)
    var diskCount = u16(end + 8)
    var count = u16(end + 10)
    var size = Int(u32(end + 12))
    var offset = Int(u32(end + 16))
    var limit = end
    if end >= 20, u32(end - 20) == Self.zip64LocatorSignature {
      let locator = end - 20
      guard u32(locator + 4) == 0, u32(locator + 16) <= 1 else {
        throw failure(.invalidValue, "multi-disk zip archives are not supported", at: locator)
      }
      let record = try int(u64(locator + 8), "ZIP64 end record offset", at: locator + 8)
      guard record <= locator - 56 else {
        throw failure(
          .invalidValue,
          "the ZIP64 locator at byte \(locator) points to byte \(record), where no 56-byte "
            + "ZIP64 end record fits before it", at: locator + 8)
      }
      guard u32(record) == Self.zip64EndSignature else {
        throw failure(
          .invalidSignature,
          "no ZIP64 end of central directory record (PK\\6\\6) at byte \(record)",
          at: record)
      }
      func merge(
        _ narrow: inout Int, saturated: Int, wide: Int, _ what: String, at field: Int
      )
        throws(PaletteError)
      {
        if narrow == saturated {
          narrow = wide
        } else if narrow != wide {
          throw failure(
            .invalidValue,
            "the ZIP64 end record gives the \(what) as \(wide) at byte \(field), the end record "
              + "as \(narrow)", at: field)
        }
      }
      try merge(
        &disk, saturated: 0xFFFF, wide: Int(u32(record + 16)), "disk number", at: record + 16)
      try merge(
        &directoryDisk, saturated: 0xFFFF, wide: Int(u32(record + 20)), "directory disk",
        at: record + 20)
      try merge(
        &diskCount, saturated: 0xFFFF,
        wide: try int(u64(record + 24), "entry count", at: record + 24), "entries on this disk",
        at: record + 24)
      try merge(
        &count, saturated: 0xFFFF, wide: try int(u64(record + 32), "entry count", at: record + 32),
        "entry count", at: record + 32)
      try merge(
        &size, saturated: 0xFFFF_FFFF,
        wide: try int(u64(record + 40), "directory size", at: record + 40), "directory size",
        at: record + 40)
      try merge(
        &offset, saturated: 0xFFFF_FFFF,
        wide: try int(u64(record + 48), "directory offset", at: record + 48),
        "directory offset", at: record + 48)
      limit = record
    }
    guard disk == 0, directoryDisk == 0, diskCount == count else {
      throw failure(.invalidValue, "multi-disk zip archives are not supported", at: end + 4)
    }
    guard count <= limits.maxEntries else {
      throw failure(
        .limitExceeded,
        "the zip lists \(count) entries, more than the limit of \(limits.maxEntries)",
        at: end + 10)
    }
    guard offset <= limit, size <= limit - offset else {
      throw failure(
        .invalidValue,
        "the central directory (\(size) bytes at byte \(offset)) reaches past its end record at "
          + "byte \(limit)", at: end + 12)
    }
    guard count <= size / 46 else {
      throw failure(
        .invalidValue,
        "the zip lists \(count) entries, more than its \(size)-byte central directory can hold",
        at: end + 10)
    }
    return Directory(count: count, size: size, offset: offset, limit: limit)
  }

  /// Reads one central directory record; returns the entry and the next record's offset.
  func centralRecord(at offset: Int, end: Int) throws(PaletteError) -> (ZipEntry, Int) {
    guard u32(offset) == Self.centralSignature else {
      throw failure(
        .invalidSignature, "no central directory record signature (PK\\1\\2) at byte \(offset)",
        at: offset)
    }
    let flags = u16(offset + 8)
    let methodCode = u16(offset + 10)
    let crc = u32(offset + 16)
    var compressed = Int(u32(offset + 20))
    var uncompressed = Int(u32(offset + 24))
    let nameLength = u16(offset + 28)
    let extraLength = u16(offset + 30)
    let commentLength = u16(offset + 32)
    var diskStart = u16(offset + 34)
    var local = Int(u32(offset + 42))
    let nameStart = offset + 46
    guard nameLength + extraLength + commentLength <= end - nameStart else {
      throw failure(
        .unexpectedEndOfInput,
        "the central directory record at byte \(offset) has a name, extra field and comment "
          + "reaching past the directory's end", at: offset + 28)
    }
    let name = try decodeName(
      bytes[nameStart..<(nameStart + nameLength)], utf8: flags & 0x800 != 0, at: nameStart)
    // The ZIP64 extra field holds, in this order, only the fields saturated above.
    var needs = (
      uncompressed: uncompressed == 0xFFFF_FFFF, compressed: compressed == 0xFFFF_FFFF,
      local: local == 0xFFFF_FFFF, disk: diskStart == 0xFFFF
    )
    var extra = nameStart + nameLength
    let extraEnd = extra + extraLength
    while extra + 4 <= extraEnd {
      let id = u16(extra)
      let size = u16(extra + 2)
      let body = extra + 4
      guard size <= extraEnd - body else {
        throw failure(
          .invalidValue,
          "an extra field of '\(name)' at byte \(extra) is \(size) bytes, past the end of its "
            + "record's extra data", at: extra + 2)
      }
      if id == 1 {
        var field = body
        let fieldEnd = body + size
        func take(_ width: Int, _ what: String) throws(PaletteError) -> UInt64 {
          guard width <= fieldEnd - field else {
            throw failure(
              .invalidValue,
              "the ZIP64 extra field of '\(name)' at byte \(extra) is too short for its \(what)",
              at: extra)
          }
          defer { field += width }
          return width == 8 ? u64(field) : UInt64(u32(field))
        }
        if needs.uncompressed {
          uncompressed = try int(take(8, "uncompressed size"), "uncompressed size", at: field)
          needs.uncompressed = false
        }
        if needs.compressed {
          compressed = try int(take(8, "compressed size"), "compressed size", at: field)
          needs.compressed = false
        }
        if needs.local {
          local = try int(take(8, "local header offset"), "local header offset", at: field)
          needs.local = false
        }
        if needs.disk {
          diskStart = Int(try take(4, "disk number"))
          needs.disk = false
        }
      }
      extra = body + size
    }
    guard !(needs.uncompressed || needs.compressed || needs.local || needs.disk) else {
      throw failure(
        .invalidValue,
        "the central directory record of '\(name)' at byte \(offset) has a saturated field but "
          + "no ZIP64 extra field giving its value", at: offset)
    }
    guard diskStart == 0 else {
      throw failure(.invalidValue, "multi-disk zip archives are not supported", at: offset + 34)
    }
    guard flags & 1 == 0 else {
      throw failure(
        .invalidValue, "the entry '\(name)' is encrypted, which is not supported", at: offset + 8)
    }
    let method: ZipCompression
    switch methodCode {
    case 0: method = .stored
    case 8: method = .deflate
    default:
      let known = [9: "Deflate64", 12: "bzip2", 14: "LZMA", 93: "Zstandard", 95: "XZ", 99: "AES"]
      throw failure(
        .invalidValue,
        "the entry '\(name)' uses compression method \(methodCode)"
          + (known[methodCode].map { " (\($0))" } ?? "")
          + "; only stored (0) and deflate (8) are supported", at: offset + 10)
    }
    guard uncompressed <= limits.maxOutputBytes else {
      throw failure(
        .limitExceeded,
        "the entry '\(name)' declares \(uncompressed) bytes, more than the limit of "
          + "\(limits.maxOutputBytes)", at: offset + 24)
    }
    switch method {
    case .stored:
      guard compressed == uncompressed else {
        throw failure(
          .invalidValue,
          "the stored entry '\(name)' declares \(compressed) stored and \(uncompressed) "
            + "uncompressed bytes", at: offset + 20)
      }
    case .deflate:
      guard uncompressed <= limits.outputCeiling(forInput: compressed) else {
        throw failure(
          .limitExceeded,
          "the entry '\(name)' declares \(uncompressed) bytes from \(compressed) compressed, a "
            + "ratio beyond \(limits.maxCompressionRatio):1 (a zip bomb)", at: offset + 20)
      }
    }
    let entry = ZipEntry(
      name: name, method: method, compressedSize: compressed, uncompressedSize: uncompressed,
      crc32: crc, localHeaderOffset: local)
    return (entry, nameStart + nameLength + extraLength + commentLength)
  }

  /// Decodes a name as UTF-8 or code page 437.
  func decodeName(
    _ raw: ArraySlice<UInt8>, utf8: Bool, at offset: Int
  ) throws(PaletteError)
    -> String
  {
    if raw.allSatisfy({ $0 < 0x80 }) { return String(decoding: raw, as: UTF8.self) }
    guard utf8 else { return CodePage437.decode(raw) }
    guard let name = String(validating: raw, as: UTF8.self) else {
      throw failure(
        .invalidEncoding, "an entry name at byte \(offset) is flagged UTF-8 but is not valid UTF-8",
        at: offset)
    }
    return name
  }

  /// Validates an entry's local header and returns where its data starts.
  func dataOffset(of entry: ZipEntry, before directory: Int) throws(PaletteError) -> Int {
    let local = entry.localHeaderOffset
    guard local <= directory - 30 else {
      throw failure(
        .invalidValue,
        "the entry '\(entry.name)' has its local header at byte \(local), past the central "
          + "directory at byte \(directory)", at: local <= bytes.count ? local : bytes.count)
    }
    guard u32(local) == Self.localSignature else {
      throw failure(
        .invalidSignature,
        "no local file header signature (PK\\3\\4) at byte \(local) for '\(entry.name)'", at: local)
    }
    let nameLength = u16(local + 26)
    let extraLength = u16(local + 28)
    let data = local + 30 + nameLength + extraLength
    guard data <= directory, entry.compressedSize <= directory - data else {
      throw failure(
        .invalidValue,
        "the data of '\(entry.name)' (\(entry.compressedSize) bytes from its local header at "
          + "byte \(local)) reaches into the central directory", at: local)
    }
    let stored = try decodeName(
      bytes[(local + 30)..<(local + 30 + nameLength)], utf8: u16(local + 6) & 0x800 != 0,
      at: local + 30)
    guard stored == entry.name else {
      throw failure(
        .invalidValue,
        "the local header at byte \(local) names '\(stored)', its directory record '\(entry.name)'",
        at: local + 30)
    }
    return data
  }

  /// Refuses entries whose local header and data share bytes with another's.
  func checkOverlaps(_ records: [ZipArchive.Record]) throws(PaletteError) {
    let order = records.indices.sorted {
      records[$0].entry.localHeaderOffset < records[$1].entry.localHeaderOffset
    }
    for (earlier, later) in zip(order, order.dropFirst()) {
      let first = records[earlier]
      let second = records[later]
      let firstEnd = first.dataOffset + first.entry.compressedSize
      guard second.entry.localHeaderOffset >= firstEnd else {
        throw failure(
          .invalidValue,
          "the entries '\(first.entry.name)' and '\(second.entry.name)' overlap at byte "
            + "\(second.entry.localHeaderOffset) (the shape of a zip bomb)",
          at: second.entry.localHeaderOffset)
      }
    }
  }
}
