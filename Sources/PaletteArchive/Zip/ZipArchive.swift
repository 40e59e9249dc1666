package import PaletteCore

/// A zip archive read into memory: its central directory parsed and validated, each entry's
/// contents inflated on request.
///
/// Reading follows the central directory, not the local headers (whose sizes may be zero when
/// a data descriptor follows the data, or saturated under ZIP64). The directory is checked
/// before any entry is read: offsets inside the file, entries that do not overlap (the
/// non-recursive zip bomb shares one compressed stream among many entries), sizes and ratios
/// within ``ArchiveLimits``. Nothing is extracted to disk.
package struct ZipArchive: Sendable {
  /// Where an entry's compressed bytes are.
  struct Record: Sendable {
    /// The entry.
    var entry: ZipEntry
    /// The offset of the first compressed byte.
    var dataOffset: Int
  }

  /// The archive.
  let bytes: [UInt8]
  /// The limits contents are inflated under.
  let limits: ArchiveLimits
  /// The format identifier, for errors.
  let format: String
  /// The entries with their data offsets, in central-directory order.
  let records: [Record]
  /// The index of the first record of each name.
  let index: [String: Int]

  /// Parses the central directory (ZIP64 end records and extra fields understood; data
  /// descriptors handled), validating offsets, overlapping entries and limits.
  ///
  /// - Parameters:
  ///   - bytes: The whole archive.
  ///   - limits: The entry count, size and ratio limits.
  ///   - format: The caller's format identifier, for errors.
  /// - Throws: ``PaletteError`` at a byte offset: `.invalidSignature` when there is no end of
  ///   central directory record or a record lacks its signature, `.unexpectedEndOfInput`
  ///   for records cut off, `.limitExceeded` for too many entries or sizes and ratios beyond
  ///   the limits, `.invalidValue` for offsets outside the file, overlapping entries, ZIP64
  ///   fields that disagree, encrypted entries or unsupported methods.
  package init(
    _ bytes: [UInt8], limits: ArchiveLimits = .standard, format: String
  )
    throws(PaletteError)
  {
    var parser = ZipDirectoryParser(bytes: bytes, limits: limits, format: format)
    let records = try parser.parse()
    self.bytes = bytes
    self.limits = limits
    self.format = format
    self.records = records
    var index: [String: Int] = [:]
    for (position, record) in records.enumerated() where index[record.entry.name] == nil {
      index[record.entry.name] = position
    }
    self.index = index
  }

  /// The entries, in central-directory order.
  package var entries: [ZipEntry] { records.map(\.entry) }

  /// The first entry with this name (duplicates after it are ignored).
  ///
  /// - Parameter name: The exact name.
  /// - Returns: The entry, or `nil`.
  package func entry(named name: String) -> ZipEntry? {
    index[name].map { records[$0].entry }
  }

  /// The bytes of the entry a document cannot be without (Procreate's `Swatches.json`, Krita's
  /// `colorset.xml`), as ``contents(of:)`` reads them.
  ///
  /// - Parameters:
  ///   - name: The exact name.
  ///   - document: What the zip must be, for the error (`a Krita palette`).
  /// - Returns: The contents.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/invalidSignature`` at byte 0 naming
  ///   the first entries the zip has, when it has no such entry; or as ``contents(of:)``.
  package func requiredContents(
    of name: String, document: String
  ) throws(PaletteError) -> [UInt8] {
    guard let bytes = try contents(of: name) else {
      let names = MessageFormatting.list(entries.map { "'\($0.name)'" }, limit: 5)
      throw PaletteError(
        .invalidSignature, "not \(document): the zip has no \(name) entry (it has \(names))",
        format: format, location: .byte(offset: 0))
    }
    return bytes
  }

  /// The entry's bytes, inflated and checked against its CRC-32 and size; nil when no such entry.
  ///
  /// - Parameter name: The exact name.
  /// - Returns: The contents, or `nil` when the archive has no entry of that name.
  /// - Throws: ``PaletteError`` at a byte offset when the data is corrupt, its size or CRC-32
  ///   is not the directory's, or it passes the limits.
  package func contents(of name: String) throws(PaletteError) -> [UInt8]? {
    guard let position = index[name] else { return nil }
    let record = records[position]
    let entry = record.entry
    let data = bytes[record.dataOffset..<(record.dataOffset + entry.compressedSize)]
    let output: [UInt8]
    switch entry.method {
    case .stored:
      output = Array(data)
    case .deflate where entry.compressedSize == 0 && entry.uncompressedSize == 0:
      // Some writers store an empty file as a deflate entry with no stream at all.
      output = []
    case .deflate:
      var entryLimits = limits
      entryLimits.maxOutputBytes = entry.uncompressedSize
      do {
        output = try Inflate.decompress(data, limits: entryLimits, format: format).output
      } catch  where error.kind == .limitExceeded {
        throw PaletteError(
          .invalidValue,
          "the entry '\(entry.name)' inflates to more than the \(entry.uncompressedSize) bytes "
            + "its directory record declares", format: format, location: error.location)
      }
      guard output.count == entry.uncompressedSize else {
        throw PaletteError(
          .invalidValue,
          "the entry '\(entry.name)' inflates to \(output.count) bytes, its directory record "
            + "declares \(entry.uncompressedSize)", format: format,
          location: .byte(offset: record.dataOffset))
      }
    }
    let crc = CRC32.checksum(output)
    guard crc == entry.crc32 else {
      throw PaletteError(
        .invalidValue,
        "the entry '\(entry.name)' at byte \(record.dataOffset) has CRC-32 \(Zlib.hex32(crc)), "
          + "its directory record declares \(Zlib.hex32(entry.crc32))", format: format,
        location: .byte(offset: record.dataOffset))
    }
    return output
  }

  /// Whether `bytes` starts like a zip (local header or empty-archive end record), for sniffing.
  ///
  /// - Parameter prefix: The first bytes of a file (4 are enough).
  /// - Returns: Whether they are `PK\u{3}\u{4}` or `PK\u{5}\u{6}`.
  package static func looksLikeZip(_ prefix: ArraySlice<UInt8>) -> Bool {
    guard prefix.count >= 4 else { return false }
    let start = prefix.startIndex
    guard prefix[start] == 0x50, prefix[start + 1] == 0x4B else { return false }
    return (prefix[start + 2] == 3 && prefix[start + 3] == 4)
      || (prefix[start + 2] == 5 && prefix[start + 3] == 6)
  }
}
