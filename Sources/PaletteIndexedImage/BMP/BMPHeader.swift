import PaletteCore

/// The fields of a bitmap's file and DIB headers that locate its colour table.
struct BMPHeader: Sendable {
  /// The offset of the pixel data (`bfOffBits`).
  let pixelOffset: Int
  /// The size of the DIB header: 12 for `BITMAPCOREHEADER`, 40 and more for
  /// `BITMAPINFOHEADER` and its successors.
  let headerSize: Int
  /// The bits per pixel.
  let bitCount: Int
  /// `biClrUsed`: the colours of the table, or 0 for as many as the bit depth indexes; always
  /// 0 for a core header, which has no such field.
  let colorsUsed: UInt32

  /// The offset of the bits-per-pixel field.
  var bitCountOffset: Int { headerSize == 12 ? 24 : 28 }
  /// The offset of `biClrUsed`.
  static let colorsUsedOffset = 46
  /// The offset of the DIB header.
  static let dibOffset = 14

  /// The DIB header sizes read: core (12), info (40), its V2 and V3 extensions (52, 56), OS/2
  /// 2.x (64), V4 (108) and V5 (124).
  static let headerSizes: Set<Int> = [12, 40, 52, 56, 64, 108, 124]

  /// The name of a header of a size, for messages.
  var headerName: String {
    switch headerSize {
    case 12: "BITMAPCOREHEADER"
    case 64: "OS/2 2.x BITMAPINFOHEADER2"
    case 108: "BITMAPV4HEADER"
    case 124: "BITMAPV5HEADER"
    default: "BITMAPINFOHEADER"
    }
  }

  /// Reads the headers.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The fields.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset: no `BM`, a header cut short,
  ///   or a DIB header of a size not read.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> BMPHeader {
    var cursor = ByteCursor(bytes, format: "bmp", order: .little)
    let signature = try cursor.bytes(2, "the bitmap signature")
    guard signature.elementsEqual("BM".utf8) else {
      throw PaletteError(
        .invalidSignature, "the file does not start with 'BM', the Windows bitmap signature",
        format: "bmp", location: .byte(offset: 0))
    }
    _ = try cursor.u32("the file size")
    _ = try cursor.u32("the reserved fields")
    let pixelOffset = Int(try cursor.u32("the pixel data offset"))
    let headerSize = Int(try cursor.u32("the DIB header size"))
    guard headerSizes.contains(headerSize) else {
      throw PaletteError(
        .unsupportedVersion,
        "a DIB header of \(headerSize) bytes is not one palconv reads: 12 (core), 40 (info), "
          + "52, 56, 64 (OS/2 2.x), 108 (V4) or 124 (V5)",
        format: "bmp", location: .byte(offset: dibOffset))
    }
    try cursor.require(headerSize - 4, "the \(headerSize)-byte DIB header")
    if headerSize == 12 {
      cursor.offset += 6
      let bitCount = Int(try cursor.u16("the bits per pixel"))
      return BMPHeader(
        pixelOffset: pixelOffset, headerSize: headerSize, bitCount: bitCount, colorsUsed: 0)
    }
    cursor.offset += 10
    let bitCount = Int(try cursor.u16("the bits per pixel"))
    cursor.offset = colorsUsedOffset
    let colorsUsed = try cursor.u32("the colours used")
    return BMPHeader(
      pixelOffset: pixelOffset, headerSize: headerSize, bitCount: bitCount,
      colorsUsed: colorsUsed)
  }
}
