import PaletteCore

/// The numbers of an Aseprite sprite's layout (little-endian throughout), as the format's
/// specification gives them.
enum AsepriteLayout {
  /// The size of the file header.
  static let headerSize = 128
  /// The size of a frame header.
  static let frameHeaderSize = 16
  /// The size of a chunk header: its size and type.
  static let chunkHeaderSize = 6
  /// The file's magic number, at byte 4.
  static let fileMagic: UInt16 = 0xA5E0
  /// A frame's magic number, at byte 4 of its header.
  static let frameMagic: UInt16 = 0xF1FA
  /// The old palette chunk with 8-bit components.
  static let oldPaletteChunk: UInt16 = 0x0004
  /// The old palette chunk with 6-bit components.
  static let oldSixBitPaletteChunk: UInt16 = 0x0011
  /// The layer chunk.
  static let layerChunk: UInt16 = 0x2004
  /// The cel chunk.
  static let celChunk: UInt16 = 0x2005
  /// The colour profile chunk.
  static let colorProfileChunk: UInt16 = 0x2007
  /// The palette chunk with names and alpha.
  static let paletteChunk: UInt16 = 0x2019
  /// The entry flag that says a name follows.
  static let hasNameFlag: UInt16 = 1
  /// The most palette entries read: Aseprite's palettes hold at most 65,536, and a larger
  /// declared size is refused before anything is allocated.
  static let maximumEntries = 65_536
  /// The most entries the old chunks address: 256 (a packet holds at most 256 colours).
  static let oldPaletteEntries = 256
  /// The most colours written: an indexed sprite's pixels are bytes.
  static let writtenEntries = 256

  /// Whether `prefix` starts with an Aseprite header: the magic `0xA5E0` (little-endian) at
  /// byte 4.
  static func hasFileMagic(_ prefix: ArraySlice<UInt8>) -> Bool {
    let start = prefix.startIndex
    return prefix.count >= 6 && prefix[start + 4] == 0xE0 && prefix[start + 5] == 0xA5
  }

  /// Whether `prefix` also holds the first frame's magic `0xF1FA` at byte 132.
  static func hasFrameMagic(_ prefix: ArraySlice<UInt8>) -> Bool {
    let start = prefix.startIndex
    return prefix.count >= headerSize + 6 && prefix[start + headerSize + 4] == 0xFA
      && prefix[start + headerSize + 5] == 0xF1
  }
}
