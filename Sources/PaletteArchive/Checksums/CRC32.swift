/// CRC-32 as zip, PNG and gzip use it: the reflected polynomial `0xEDB88320` with initial and
/// final complement (the check value of ASCII `123456789` is `0xCBF43926`).
package enum CRC32 {
  /// Eight 256-entry tables for slicing-by-8: table `k` advances a byte followed by `k` zeros.
  private static let tables: [UInt32] = {
    var table = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      table[byte] = crc
    }
    for slice in 1..<8 {
      for byte in 0..<256 {
        let previous = table[(slice - 1) * 256 + byte]
        table[slice * 256 + byte] = (previous >> 8) ^ table[Int(previous & 0xFF)]
      }
    }
    return table
  }()

  /// The CRC-32 of `bytes`, optionally continuing an earlier checksum.
  ///
  /// - Parameters:
  ///   - bytes: The data.
  ///   - crc: The checksum of the data before `bytes` (0 to start).
  /// - Returns: The checksum of everything so far.
  package static func checksum(
    _ bytes: some Collection<UInt8>, continuing crc: UInt32 = 0
  )
    -> UInt32
  {
    if let result = bytes.withContiguousStorageIfAvailable({ update(crc, $0) }) {
      return result
    }
    return Array(bytes).withUnsafeBufferPointer { update(crc, $0) }
  }

  /// Runs the checksum over contiguous bytes, eight at a time.
  private static func update(_ crc: UInt32, _ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var value = ~crc
    tables.withUnsafeBufferPointer { table in
      var index = 0
      let count = buffer.count
      while index + 8 <= count {
        let low =
          value
          ^ (UInt32(buffer[index]) | UInt32(buffer[index + 1]) << 8
            | UInt32(buffer[index + 2]) << 16 | UInt32(buffer[index + 3]) << 24)
        value =
          table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
          ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
          ^ table[3 * 256 + Int(buffer[index + 4])] ^ table[2 * 256 + Int(buffer[index + 5])]
          ^ table[256 + Int(buffer[index + 6])] ^ table[Int(buffer[index + 7])]
        index += 8
      }
      while index < count {
        value = (value >> 8) ^ table[Int((value ^ UInt32(buffer[index])) & 0xFF)]
        index += 1
      }
    }
    return ~value
  }
}
