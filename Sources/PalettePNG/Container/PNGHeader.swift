import PaletteCore

/// The image header (`IHDR`): dimensions, sample format and interlacing, validated.
struct PNGHeader {
  /// The width in pixels, at least 1.
  var width: Int
  /// The height in pixels, at least 1.
  var height: Int
  /// Bits per sample: 1, 2, 4, 8 or 16 as ``colorType`` allows.
  var bitDepth: Int
  /// The colour type.
  var colorType: PNGColorType
  /// Whether the image is interlaced with Adam7.
  var interlaced: Bool

  /// Bits per pixel.
  var bitsPerPixel: Int { bitDepth * colorType.channels }

  /// The bytes of one complete pixel for filtering, at least 1.
  var filterStride: Int { max(1, bitsPerPixel / 8) }

  /// The bytes of a scanline of `width` pixels, without its filter byte.
  func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

  /// Reads and validates the 13 bytes of `IHDR` data at `offset`.
  ///
  /// - Parameters:
  ///   - bytes: The file.
  ///   - offset: Where the data starts; the caller has checked the length is 13.
  /// - Throws: ``PaletteError/Kind/invalidValue`` at the field's offset for a zero or too
  ///   large dimension, a depth the colour type does not allow, an unknown colour type,
  ///   compression, filter or interlace method; ``PaletteError/Kind/limitExceeded`` for more
  ///   than ``PNGLayout/maxPixels`` pixels.
  init(_ bytes: [UInt8], at offset: Int) throws(PaletteError) {
    func u32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    func failure(_ message: String, _ at: Int) -> PaletteError {
      PaletteError(.invalidValue, message, format: "png", location: .byte(offset: at))
    }
    width = u32(offset)
    height = u32(offset + 4)
    for (value, field, at) in [(width, "width", offset), (height, "height", offset + 4)] {
      guard value > 0, value <= PNGLayout.maxChunkLength else {
        throw failure("the image \(field) is \(value); PNG allows 1 to 2147483647", at)
      }
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= PNGLayout.maxPixels else {
      throw PaletteError(
        .limitExceeded,
        "the image is \(width) × \(height) pixels; palconv reads at most "
          + "\(PNGLayout.maxPixels) pixels (2^26)",
        format: "png", location: .byte(offset: offset))
    }
    guard let colorType = PNGColorType(rawValue: bytes[offset + 9]) else {
      throw failure(
        "the colour type is \(bytes[offset + 9]); PNG defines 0, 2, 3, 4 and 6", offset + 9)
    }
    self.colorType = colorType
    bitDepth = Int(bytes[offset + 8])
    guard colorType.allowedDepths.contains(bitDepth) else {
      let allowed = colorType.allowedDepths.map(String.init).joined(separator: ", ")
      throw failure(
        "a bit depth of \(bitDepth) is not allowed for \(colorType.name) images (allowed: "
          + "\(allowed))", offset + 8)
    }
    guard bytes[offset + 10] == 0 else {
      throw failure(
        "the compression method is \(bytes[offset + 10]); PNG defines only 0 (zlib)", offset + 10)
    }
    guard bytes[offset + 11] == 0 else {
      throw failure(
        "the filter method is \(bytes[offset + 11]); PNG defines only 0", offset + 11)
    }
    guard bytes[offset + 12] <= 1 else {
      throw failure(
        "the interlace method is \(bytes[offset + 12]); PNG defines 0 (none) and 1 (Adam7)",
        offset + 12)
    }
    interlaced = bytes[offset + 12] == 1
  }
}
