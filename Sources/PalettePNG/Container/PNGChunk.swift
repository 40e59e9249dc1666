/// One chunk of a PNG file: its type and where its data is.
struct PNGChunk {
  /// The four type letters as one big-endian number (`IHDR` is 0x4948_4452).
  var type: UInt32
  /// The byte offset of the chunk (its length field).
  var offset: Int
  /// The range of its data in the file.
  var data: Range<Int>

  /// The type as text for messages; bytes that are not letters are shown as `?`.
  var name: String { Self.name(of: type) }

  /// Whether the chunk is critical (first letter upper case): one a decoder must understand.
  var isCritical: Bool { type & 0x2000_0000 == 0 }

  /// The text of a chunk type, `?` for bytes that are not ASCII letters.
  static func name(of type: UInt32) -> String {
    let letters = (0..<4).map { index -> UInt8 in
      let byte = UInt8(truncatingIfNeeded: type >> UInt32(24 - 8 * index))
      return isLetter(byte) ? byte : UInt8(ascii: "?")
    }
    return String(decoding: letters, as: UTF8.self)
  }

  /// The type of a four-letter name.
  static func type(_ name: StaticString) -> UInt32 {
    name.withUTF8Buffer { buffer in buffer.reduce(0) { $0 << 8 | UInt32($1) } }
  }

  /// Whether a byte is an ASCII letter, as every byte of a chunk type must be.
  static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// `IHDR`: the image header.
  static let header = type("IHDR")
  /// `PLTE`: the palette.
  static let palette = type("PLTE")
  /// `IDAT`: image data.
  static let imageData = type("IDAT")
  /// `IEND`: the end of the image.
  static let end = type("IEND")
  /// `tRNS`: transparency.
  static let transparency = type("tRNS")
  /// `acTL`: the animation control chunk of APNG.
  static let animationControl = type("acTL")
  /// `iCCP`: an embedded ICC profile.
  static let iccProfile = type("iCCP")
  /// `cICP`: coding-independent code points (colour primaries and transfer).
  static let codePoints = type("cICP")
}
