/// Writes a zip archive in memory: local headers with sizes and CRC-32 known up front (no data
/// descriptors), then the central directory and end record.
///
/// Output is deterministic: every entry has the DOS timestamp 1980-01-01 00:00, no extra
/// fields and no attributes; names are UTF-8, flagged (bit 11) when not ASCII. ZIP64 records
/// and extra fields are written only when a size, an offset or the entry count needs them.
package struct ZipWriter: Sendable {
  /// One entry waiting to be written.
  private struct Pending: Sendable {
    var name: [UInt8]
    var method: ZipCompression
    var data: [UInt8]
    var crc: UInt32
    var uncompressedSize: Int
  }

  /// The entries, in the order added.
  private var pending: [Pending] = []

  /// Creates an empty archive.
  package init() {}

  /// Adds an entry; entries are written in the order added. Deterministic: fixed DOS timestamp
  /// 1980-01-01 00:00, no extra fields unless ZIP64 is needed.
  ///
  /// - Parameters:
  ///   - name: The entry's name (for example `colorset.xml`).
  ///   - data: The entry's contents.
  ///   - method: How to store them (compressed with ``Deflate`` by default).
  package mutating func add(_ name: String, _ data: [UInt8], method: ZipCompression = .deflate) {
    let stored = method == .stored ? data : Deflate.compress(data)
    pending.append(
      Pending(
        name: Array(name.utf8), method: method, data: stored, crc: CRC32.checksum(data),
        uncompressedSize: data.count))
  }

  /// The finished archive.
  ///
  /// - Returns: The bytes of the zip file.
  package func finish() -> [UInt8] {
    let saturated32 = 0xFFFF_FFFF
    var out: [UInt8] = []
    var directory: [UInt8] = []
    for entry in pending {
      let offset = out.count
      let sizesNeed64 = entry.uncompressedSize >= saturated32 || entry.data.count >= saturated32
      let offsetNeeds64 = offset >= saturated32
      let flags = entry.name.allSatisfy { $0 < 0x80 } ? 0 : 0x800
      let method = entry.method == .stored ? 0 : 8
      let version = sizesNeed64 || offsetNeeds64 ? 45 : 20
      // Local header: the ZIP64 extra holds both sizes when either is too large.
      var localExtra: [UInt8] = []
      if sizesNeed64 {
        localExtra =
          Self.u16(1) + Self.u16(16) + Self.u64(entry.uncompressedSize) + Self.u64(entry.data.count)
      }
      out += [0x50, 0x4B, 3, 4] + Self.u16(version) + Self.u16(flags) + Self.u16(method)
      out += Self.dosTimeAndDate + Self.u32(entry.crc)
      out += Self.u32(sizesNeed64 ? saturated32 : entry.data.count)
      out += Self.u32(sizesNeed64 ? saturated32 : entry.uncompressedSize)
      out += Self.u16(entry.name.count) + Self.u16(localExtra.count) + entry.name + localExtra
      out += entry.data
      // Central header: the ZIP64 extra holds only the saturated fields, in order.
      var fields: [UInt8] = []
      if entry.uncompressedSize >= saturated32 { fields += Self.u64(entry.uncompressedSize) }
      if entry.data.count >= saturated32 { fields += Self.u64(entry.data.count) }
      if offsetNeeds64 { fields += Self.u64(offset) }
      let centralExtra = fields.isEmpty ? [] : Self.u16(1) + Self.u16(fields.count) + fields
      directory += [0x50, 0x4B, 1, 2] + Self.u16(version) + Self.u16(version) + Self.u16(flags)
      directory += Self.u16(method) + Self.dosTimeAndDate + Self.u32(entry.crc)
      directory += Self.u32(min(entry.data.count, saturated32))
      directory += Self.u32(min(entry.uncompressedSize, saturated32))
      directory += Self.u16(entry.name.count) + Self.u16(centralExtra.count) + Self.u16(0)
      directory += Self.u16(0) + Self.u16(0) + Self.u32(0) + Self.u32(min(offset, saturated32))
      directory += entry.name + centralExtra
    }
    let directoryOffset = out.count
    out += directory
    let count = pending.count
    if count >= 0xFFFF || directory.count >= saturated32 || directoryOffset >= saturated32 {
      let record = out.count
      out += [0x50, 0x4B, 6, 6] + Self.u64(44) + Self.u16(45) + Self.u16(45) + Self.u32(0)
      out += Self.u32(0) + Self.u64(count) + Self.u64(count) + Self.u64(directory.count)
      out += Self.u64(directoryOffset)
      out += [0x50, 0x4B, 6, 7] + Self.u32(0) + Self.u64(record) + Self.u32(1)
    }
    out += [0x50, 0x4B, 5, 6] + Self.u16(0) + Self.u16(0)
    out += Self.u16(min(count, 0xFFFF)) + Self.u16(min(count, 0xFFFF))
    out += Self.u32(min(directory.count, saturated32)) + Self.u32(min(directoryOffset, saturated32))
    out += Self.u16(0)
    return out
  }

  /// 00:00:00 on 1980-01-01 in DOS format: time 0, date (0 << 9 | 1 << 5 | 1).
  private static let dosTimeAndDate: [UInt8] = [0, 0, 0x21, 0]

  private static func u16(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
  }
  private static func u32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) }
  }
  private static func u32(_ value: UInt32) -> [UInt8] { u32(Int(value)) }
  private static func u64(_ value: Int) -> [UInt8] {
    (0..<8).map { UInt8(value >> (8 * $0) & 0xFF) }
  }
}
