public import PaletteCore

/// A decoded PNG image: 8-bit RGBA pixels, row by row from the top left.
///
/// Every colour type, bit depth and interlacing decodes to this one form: 16-bit samples are
/// rounded to 8 bits (`round(v · 255 / 65535)`), low-depth grey is scaled by bit replication,
/// palette indices are looked up with their `tRNS` alpha, and a `tRNS` transparent colour
/// becomes alpha 0. Samples are taken as sRGB.
///
///     let image = try PNGImage(decoding: bytes)
///     print(image.width, image.height, image.pixels.count)
public struct PNGImage: Hashable, Sendable {
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int
  /// `width × height` pixels, row-major.
  public var pixels: [RGBA8]

  /// Creates an image from its pixels.
  ///
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - pixels: `width × height` pixels, row-major.
  public init(width: Int, height: Int, pixels: [RGBA8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Decodes a PNG file of any colour type, bit depth and interlacing.
  ///
  /// Images of more than 2^26 pixels or 2^20 pixels wide are refused before anything is
  /// allocated for them. To read an image without holding all of its pixels, use
  /// ``PNGRowReader``.
  ///
  /// - Parameter bytes: The whole file.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset, as ``PNGFormat/decode(_:)``.
  /// - Complexity: O(*n*) in the number of pixels.
  public init(decoding bytes: [UInt8]) throws(PaletteError) {
    let reader = try PNGRowReader(decoding: bytes)
    let width = reader.width
    var pixels = [RGBA8](
      repeating: RGBA8(red: 0, green: 0, blue: 0, alpha: 0), count: width * reader.height)
    try pixels.withUnsafeMutableBufferPointer { (buffer) throws(PaletteError) in
      try reader.forEachRow { (row) throws(PaletteError) in
        var at = row.y * width + row.x
        for pixel in row.pixels {
          buffer[at] = pixel
          at += row.step
        }
      }
    }
    self.init(width: width, height: reader.height, pixels: pixels)
  }
}
