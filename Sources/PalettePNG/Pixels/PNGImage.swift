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
  /// Images of more than 2^26 pixels are refused before anything is allocated for them.
  ///
  /// - Parameter bytes: The whole file.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset, as ``PNGFormat/decode(_:)``.
  /// - Complexity: O(*n*) in the number of pixels.
  public init(decoding bytes: [UInt8]) throws(PaletteError) {
    let decoding = try PNGDecoding(bytes)
    let header = decoding.container.header
    let model = decoding.model
    let width = header.width
    var pixels = [RGBA8](
      repeating: RGBA8(red: 0, green: 0, blue: 0, alpha: 0), count: width * header.height)
    if header.bitDepth == 8, !header.interlaced, decoding.container.transparency == nil,
      header.colorType == .rgb || header.colorType == .rgba
    {
      Self.copyTruecolour(decoding.raster, into: &pixels)
    } else {
      try pixels.withUnsafeMutableBufferPointer { (buffer) throws(PaletteError) in
        try decoding.forEachPixel { (x, y, sample) throws(PaletteError) in
          buffer[y * width + x] = model.rgba8(sample)
        }
      }
    }
    self.init(width: width, height: header.height, pixels: pixels)
  }

  /// The common case of photographs, without the general sample path: 8-bit RGB or RGBA,
  /// not interlaced, no `tRNS`.
  private static func copyTruecolour(_ raster: PNGRaster, into pixels: inout [RGBA8]) {
    let header = raster.header
    let channels = header.colorType.channels
    let width = header.width
    let rowBytes = header.rowBytes(width: width)
    raster.data.withUnsafeBufferPointer { data in
      pixels.withUnsafeMutableBufferPointer { out in
        for y in 0..<header.height {
          var at = y * (rowBytes + 1) + 1
          let row = y * width
          for x in 0..<width {
            out[row + x] = RGBA8(
              red: data[at], green: data[at + 1], blue: data[at + 2],
              alpha: channels == 4 ? data[at + 3] : 255)
            at += channels
          }
        }
      }
    }
  }
}
