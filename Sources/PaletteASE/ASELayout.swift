/// Constants of the Adobe Swatch Exchange byte layout (all integers big-endian).
///
///     header  "ASEF" u16 major u16 minor u32 blockCount
///     block   u16 type u32 length body[length]
///     colour  u16 nameUnits u16[nameUnits] char[4] model f32[k] u16 colourType
enum ASELayout {
  /// The signature at offset 0: `ASEF`.
  static let signature: [UInt8] = [0x41, 0x53, 0x45, 0x46]
  /// The size of the file header: signature, version, block count.
  static let headerSize = 12
  /// The size of a block header: type and length.
  static let blockHeaderSize = 6
  /// The only major version this codec reads and writes.
  static let majorVersion: UInt16 = 1

  /// Block type of a group start.
  static let groupStart: UInt16 = 0xC001
  /// Block type of a group end.
  static let groupEnd: UInt16 = 0xC002
  /// Block type of a colour entry.
  static let colorEntry: UInt16 = 0x0001

  /// The colour type codes of a colour entry.
  static let typeGlobal: UInt16 = 0
  /// Spot colour type.
  static let typeSpot: UInt16 = 1
  /// Normal (process) colour type.
  static let typeNormal: UInt16 = 2

  /// The model tag `RGB `.
  static let tagRGB: [UInt8] = Array("RGB ".utf8)
  /// The model tag `CMYK`.
  static let tagCMYK: [UInt8] = Array("CMYK".utf8)
  /// The model tag `LAB `.
  static let tagLab: [UInt8] = Array("LAB ".utf8)
  /// The model tag `Gray`, as Adobe applications write it.
  static let tagGray: [UInt8] = Array("Gray".utf8)

  /// The most UTF-16 code units a name field can declare (terminating NUL included).
  static let maxNameUnits = Int(UInt16.max)

  /// The magic number of an Aseprite sprite, little-endian at offset 4, which shares the
  /// `.ase` extension.
  static let asepriteMagic: (UInt8, UInt8) = (0xE0, 0xA5)
}
