@testable import PaletteArchive

/// Zip records assembled field by field, for archives no honest writer makes.
enum ZipBytes {
  static func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
  static func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
  static func u32(_ value: Int) -> [UInt8] { u32(UInt32(truncatingIfNeeded: value)) }
  static func u64(_ value: Int) -> [UInt8] {
    (0..<8).map { UInt8(UInt64(value) >> (8 * $0) & 0xFF) }
  }

  /// A local file header.
  static func local(
    _ name: [UInt8], method: Int = 0, crc: UInt32 = 0, compressed: Int = 0, uncompressed: Int = 0,
    flags: Int = 0, extra: [UInt8] = []
  ) -> [UInt8] {
    [0x50, 0x4B, 3, 4] + u16(20) + u16(flags) + u16(method) + u16(0) + u16(0x21) + u32(crc)
      + u32(compressed) + u32(uncompressed) + u16(name.count) + u16(extra.count) + name + extra
  }

  /// A central directory header.
  static func central(
    _ name: [UInt8], method: Int = 0, crc: UInt32 = 0, compressed: Int = 0, uncompressed: Int = 0,
    flags: Int = 0, extra: [UInt8] = [], offset: Int = 0, disk: Int = 0
  ) -> [UInt8] {
    [0x50, 0x4B, 1, 2] + u16(20) + u16(20) + u16(flags) + u16(method) + u16(0) + u16(0x21)
      + u32(crc) + u32(compressed) + u32(uncompressed) + u16(name.count) + u16(extra.count)
      + u16(0) + u16(disk) + u16(0) + u32(0) + u32(offset) + name + extra
  }

  /// An end of central directory record.
  static func end(count: Int, size: Int, offset: Int, comment: [UInt8] = []) -> [UInt8] {
    [0x50, 0x4B, 5, 6] + u16(0) + u16(0) + u16(count) + u16(count) + u32(size) + u32(offset)
      + u16(comment.count) + comment
  }

  /// A ZIP64 end record followed by its locator, for a record written at `at`.
  static func zip64End(count: Int, size: Int, offset: Int, at: Int) -> [UInt8] {
    [0x50, 0x4B, 6, 6] + u64(44) + u16(45) + u16(45) + u32(0) + u32(0) + u64(count) + u64(count)
      + u64(size) + u64(offset) + [0x50, 0x4B, 6, 7] + u32(0) + u64(at) + u32(1)
  }

  /// A valid archive of stored entries.
  static func stored(_ members: [(String, [UInt8])]) -> [UInt8] {
    var body: [UInt8] = []
    var directory: [UInt8] = []
    for (name, data) in members {
      let crc = CRC32.checksum(data)
      let nameBytes = Array(name.utf8)
      directory += central(
        nameBytes, crc: crc, compressed: data.count, uncompressed: data.count,
        flags: nameBytes.allSatisfy { $0 < 0x80 } ? 0 : 0x800, offset: body.count)
      body +=
        local(
          nameBytes, crc: crc, compressed: data.count, uncompressed: data.count,
          flags: nameBytes.allSatisfy { $0 < 0x80 } ? 0 : 0x800) + data
    }
    return body + directory + end(count: members.count, size: directory.count, offset: body.count)
  }

  /// One deflate entry holding `data` compressed as `stream`, with the declared sizes given.
  static func deflated(
    name: String, stream: [UInt8], crc: UInt32, uncompressed: Int
  ) -> [UInt8] {
    let nameBytes = Array(name.utf8)
    let body =
      local(nameBytes, method: 8, crc: crc, compressed: stream.count, uncompressed: uncompressed)
      + stream
    let directory = central(
      nameBytes, method: 8, crc: crc, compressed: stream.count, uncompressed: uncompressed)
    return body + directory + end(count: 1, size: directory.count, offset: body.count)
  }
}
