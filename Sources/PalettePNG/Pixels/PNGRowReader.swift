public import PaletteCore

/// Reads a PNG image one row at a time, so that memory holds a few rows whatever the height:
/// what a colour histogram or a palette needs from an image, without the whole image.
///
/// Pixels are decoded as ``PNGImage`` decodes them. An interlaced image is handed over pass by
/// pass, each row of a pass with the columns its pixels stand at.
///
///     let reader = try PNGRowReader(decoding: bytes)
///     var opaque = 0
///     try reader.forEachRow { row in opaque += row.pixels.filter { $0.alpha == 255 }.count }
public struct PNGRowReader {
  /// The width in pixels.
  public var width: Int { decoding.container.header.width }
  /// The height in pixels.
  public var height: Int { decoding.container.header.height }

  /// The walked file.
  let decoding: PNGDecoding

  /// Walks the chunks of a PNG file and checks its header, before any pixel is decoded.
  ///
  /// Images of more than 2^26 pixels or 2^20 pixels wide are refused.
  ///
  /// - Parameter bytes: The whole file.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset, as ``PNGFormat/decode(_:)``.
  public init(decoding bytes: [UInt8]) throws(PaletteError) {
    decoding = try PNGDecoding(bytes)
  }

  /// Decodes the rows in the order they are stored, calling `body` with each.
  ///
  /// - Parameter body: Called once per stored row (per pass row of an interlaced image).
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset for damaged image data, as
  ///   ``PNGFormat/decode(_:)``, or what `body` throws.
  /// - Complexity: O(*n*) in the number of pixels; memory O(*width*).
  public func forEachRow(_ body: (PNGImageRow) throws(PaletteError) -> Void) throws(PaletteError) {
    try decodeRows(body)
  }

  /// ``forEachRow(_:)``, returning the bytes of the buffers the decode held (for tests).
  @discardableResult
  func decodeRows(_ body: (PNGImageRow) throws(PaletteError) -> Void) throws(PaletteError) -> Int {
    let header = decoding.container.header
    var row = PNGImageRow(y: 0, x: 0, step: 1, pixels: [])
    var current: PNGPass?
    func start(_ pass: PNGPass, y: Int) {
      if current != pass {
        current = pass
        row.pixels = [RGBA8](
          repeating: RGBA8(red: 0, green: 0, blue: 0, alpha: 0), count: pass.width)
        row.x = pass.startX
        row.step = pass.stepX
      }
      row.y = y
    }
    let direct =
      header.bitDepth == 8 && decoding.container.transparency == nil
      && (header.colorType == .rgb || header.colorType == .rgba)
    if direct {
      // The common case of photographs, without the general sample path.
      let channels = header.colorType.channels
      let held = try decoding.forEachRow { (pass, number, bytes) throws(PaletteError) in
        start(pass, y: pass.startY + number * pass.stepY)
        row.pixels.withUnsafeMutableBufferPointer { out in
          var at = 0
          for x in 0..<pass.width {
            out[x] = RGBA8(
              red: bytes[at], green: bytes[at + 1], blue: bytes[at + 2],
              alpha: channels == 4 ? bytes[at + 3] : 255)
            at += channels
          }
        }
        try body(row)
      }
      return held + 4 * header.width
    }
    let model = decoding.model
    let held = try decoding.forEachSampleRow { (pass, y, samples) throws(PaletteError) in
      start(pass, y: y)
      row.pixels.withUnsafeMutableBufferPointer { out in
        for x in 0..<pass.width { out[x] = model.rgba8(samples[x]) }
      }
      try body(row)
    }
    return held + 4 * header.width
  }
}
