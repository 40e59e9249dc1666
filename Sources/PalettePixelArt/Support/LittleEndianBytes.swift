/// Little-endian integers in a file being written (Aseprite sprites, Animator Pro palettes).
extension Array where Element == UInt8 {
  /// Appends a little-endian 16-bit integer.
  mutating func appendLittleEndian(_ value: UInt16) {
    append(UInt8(truncatingIfNeeded: value))
    append(UInt8(truncatingIfNeeded: value >> 8))
  }

  /// Appends a little-endian 32-bit integer.
  mutating func appendLittleEndian(_ value: UInt32) {
    append(UInt8(truncatingIfNeeded: value))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 24))
  }

  /// Overwrites four bytes at `offset` with a little-endian 32-bit integer.
  mutating func setLittleEndian(_ value: UInt32, at offset: Int) {
    for shift in 0..<4 {
      self[offset + shift] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(shift)))
    }
  }
}
