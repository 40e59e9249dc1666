import PaletteCore

/// A bounds-checked little-endian cursor over part of a file (a header, a frame, a chunk):
/// every read checks that its bytes are before ``end`` and throws
/// ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` at the field's offset otherwise.
struct ChunkCursor {
  /// The whole file.
  let bytes: [UInt8]
  /// The offset of the next field.
  var offset: Int
  /// Where the part being read ends.
  let end: Int
  /// What the part is, for errors (`"the file"`, `"the palette chunk"`).
  let part: String
  /// The format identifier errors carry.
  let format: String

  /// Bytes left before ``end``.
  var remaining: Int { end - offset }

  /// Checks that `count` bytes remain.
  func require(_ count: Int, _ field: @autoclosure () -> String) throws(PaletteError) {
    guard count <= remaining else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "\(part) ends inside \(field()) at byte \(offset): \(count) "
          + (count == 1 ? "byte is" : "bytes are") + " needed, \(max(remaining, 0)) left",
        format: format, location: .byte(offset: offset))
    }
  }

  /// Reads one byte.
  mutating func u8(_ field: @autoclosure () -> String) throws(PaletteError) -> UInt8 {
    try require(1, field())
    defer { offset += 1 }
    return bytes[offset]
  }

  /// Reads a little-endian 16-bit integer.
  mutating func u16(_ field: @autoclosure () -> String) throws(PaletteError) -> UInt16 {
    try require(2, field())
    defer { offset += 2 }
    return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  /// Reads a little-endian 32-bit integer.
  mutating func u32(_ field: @autoclosure () -> String) throws(PaletteError) -> UInt32 {
    try require(4, field())
    defer { offset += 4 }
    return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
      | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
  }

  /// Skips `count` bytes, which must be there.
  mutating func skip(_ count: Int, _ field: @autoclosure () -> String) throws(PaletteError) {
    try require(count, field())
    offset += count
  }
}
