/// The local file headers at the start of a zip, read from a prefix of the file only, so a
/// format that is a zip of known entries can be sniffed without the central directory.
///
/// Walks header to header while the compressed size is in the header (no data descriptor)
/// and the next header is inside the prefix; stops at anything else. Never reads past the
/// prefix, never allocates more than the names it returns.
package struct ZipLocalHeaderScan: Sendable {
  /// One local header seen in the prefix.
  package struct Entry: Hashable, Sendable {
    /// The name as stored (UTF-8 decoded, invalid bytes replaced).
    package var name: String
    /// The compression method field: 0 stored, 8 deflate.
    package var method: UInt16
    /// The entry's data as far as the prefix holds it (its compressed size when known).
    package var data: ArraySlice<UInt8>
  }

  /// The headers seen, in file order.
  package private(set) var entries: [Entry] = []

  /// Scans `prefix`, at most `limit` headers.
  ///
  /// - Parameters:
  ///   - prefix: The first bytes of a file.
  ///   - limit: The most headers read; 8 by default.
  package init(_ prefix: ArraySlice<UInt8>, limit: Int = 8) {
    var offset = prefix.startIndex
    func u16(_ at: Int) -> Int { Int(prefix[at]) | Int(prefix[at + 1]) << 8 }
    func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
    while entries.count < limit, offset + 30 <= prefix.endIndex,
      prefix[offset] == 0x50, prefix[offset + 1] == 0x4B, prefix[offset + 2] == 0x03,
      prefix[offset + 3] == 0x04
    {
      let flags = u16(offset + 6)
      let method = UInt16(u16(offset + 8))
      var compressed = u32(offset + 18)
      let nameLength = u16(offset + 26)
      let extraLength = u16(offset + 28)
      let nameStart = offset + 30
      let dataStart = nameStart + nameLength + extraLength
      guard nameStart + nameLength <= prefix.endIndex else { break }
      let name = String(decoding: prefix[nameStart..<(nameStart + nameLength)], as: UTF8.self)
      let descriptor = flags & 0x08 != 0
      if compressed == 0xFFFF_FFFF { compressed = -1 }
      let known = !descriptor && compressed >= 0
      let end = known ? min(dataStart + compressed, prefix.endIndex) : prefix.endIndex
      let start = min(dataStart, prefix.endIndex)
      entries.append(Entry(name: name, method: method, data: prefix[start..<max(start, end)]))
      guard known, dataStart + compressed <= prefix.endIndex else { break }
      offset = dataStart + compressed
    }
  }

  /// Whether an entry of one of these names is among the headers seen.
  ///
  /// - Parameter names: Entry names, compared exactly.
  /// - Returns: Whether one was seen.
  package func contains(anyOf names: Set<String>) -> Bool {
    entries.contains { names.contains($0.name) }
  }

  /// Whether the entry `name` was seen and its data, stored or the single stored block of a
  /// deflate stream, starts with `text`.
  ///
  /// - Parameters:
  ///   - name: The entry name.
  ///   - texts: Accepted beginnings of its content.
  /// - Returns: Whether the entry was seen with one of those contents.
  package func entry(_ name: String, startsWithOneOf texts: [String]) -> Bool {
    guard let entry = entries.first(where: { $0.name == name }) else { return false }
    var data = entry.data
    // A deflate stream whose first block is stored: 1 header byte, then LEN and NLEN.
    if entry.method == 8, data.count >= 5, data[data.startIndex] & 0x06 == 0 {
      data = data.dropFirst(5)
    } else if entry.method != 0 {
      return false
    }
    return texts.contains { data.starts(with: $0.utf8) }
  }
}
