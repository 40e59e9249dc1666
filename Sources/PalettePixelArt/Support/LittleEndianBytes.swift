/// A little-endian integer written over bytes already appended (an Aseprite frame's size);
/// appending goes through PaletteCore's `ByteOrder`.
extension Array where Element == UInt8 {
  /// Overwrites four bytes at `offset` with a little-endian 32-bit integer.
  mutating func setLittleEndian(_ value: UInt32, at offset: Int) {
    for shift in 0..<4 {
      self[offset + shift] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(shift)))
    }
  }
}
