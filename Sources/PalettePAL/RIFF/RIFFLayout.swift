/// Constants of the Microsoft RIFF palette layout (all integers little-endian).
///
///     "RIFF" u32 formSize "PAL "          formSize = file size − 8
///     chunk: fourcc u32 size body[size]   padded to an even size
///     "data": u16 version (0x0300) u16 count, count × (u8 R, u8 G, u8 B, u8 flags)
enum RIFFLayout {
  /// `RIFF` at offset 0.
  static let riff = Array("RIFF".utf8)
  /// The form type `PAL ` at offset 8.
  static let form = Array("PAL ".utf8)
  /// The chunk that holds the colours.
  static let data = Array("data".utf8)
  /// The extended palette chunk, which this codec does not read.
  static let extended = Array("plth".utf8)
  /// The size of the file header: `RIFF`, the form size and the form type.
  static let headerSize = 12
  /// The size of a chunk header: its identifier and size.
  static let chunkHeaderSize = 8
  /// The size of the `data` chunk's version and count.
  static let dataHeaderSize = 4
  /// The size of one entry.
  static let entrySize = 4
  /// The palette version Windows writes.
  static let version: UInt16 = 0x0300
  /// The most entries the count field can hold.
  static let maxEntries = Int(UInt16.max)
}
