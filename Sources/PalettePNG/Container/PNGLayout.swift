/// Constants of the PNG file layout (all integers big-endian).
///
///     signature 89 50 4E 47 0D 0A 1A 0A
///     chunk: u32 length · type[4] · data[length] · u32 CRC-32 of type and data
enum PNGLayout {
  /// The eight-byte signature every PNG starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// The size of a chunk's length and type.
  static let chunkHeaderSize = 8
  /// The size of a chunk's CRC.
  static let crcSize = 4
  /// The largest chunk length the format allows, 2^31 − 1.
  static let maxChunkLength = Int(Int32.max)
  /// The size of the `IHDR` data.
  static let headerSize = 13
  /// The most `PLTE` entries.
  static let maxPaletteEntries = 256
  /// The most pixels (width × height) palconv decodes, 2^26 (67,108,864): checked before any
  /// allocation, so a header cannot make the reader reserve more.
  static let maxPixels = 1 << 26
  /// The most DEFLATE can expand its input: 258 bytes from a 1-bit length and 1-bit distance
  /// code.
  static let maxDeflateRatio = 1032
}
