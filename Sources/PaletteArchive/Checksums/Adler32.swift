/// Adler-32 as zlib (RFC 1950) uses it: two sums modulo 65 521, `s2 << 16 | s1`, starting
/// from 1 (the checksum of ASCII `Wikipedia` is `0x11E60398`).
package enum Adler32 {
  /// The largest prime below 2^16.
  private static let modulus: UInt32 = 65_521
  /// The most bytes that can be summed before `s2` could overflow 32 bits.
  private static let run = 5552

  /// The Adler-32 of `bytes`, optionally continuing an earlier checksum.
  ///
  /// - Parameters:
  ///   - bytes: The data.
  ///   - adler: The checksum of the data before `bytes` (1 to start).
  /// - Returns: The checksum of everything so far.
  package static func checksum(
    _ bytes: some Collection<UInt8>, continuing adler: UInt32 = 1
  )
    -> UInt32
  {
    if let result = bytes.withContiguousStorageIfAvailable({ update(adler, $0) }) {
      return result
    }
    return Array(bytes).withUnsafeBufferPointer { update(adler, $0) }
  }

  /// Sums contiguous bytes, reducing once per run of 5552.
  private static func update(_ adler: UInt32, _ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var s1 = adler & 0xFFFF
    var s2 = adler >> 16
    var index = 0
    while index < buffer.count {
      let end = min(buffer.count, index + run)
      while index < end {
        s1 &+= UInt32(buffer[index])
        s2 &+= s1
        index += 1
      }
      s1 %= modulus
      s2 %= modulus
    }
    return s2 << 16 | s1
  }
}
