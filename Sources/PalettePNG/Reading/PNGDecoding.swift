import PaletteArchive
import PaletteCore

/// The steps every PNG read shares: walk the chunks, inflate the image data (capped at the
/// exact size the header implies) and unfilter it.
struct PNGDecoding {
  /// The walked chunks.
  let container: PNGContainer
  /// The unfiltered image data.
  let raster: PNGRaster
  /// How samples become colours.
  let model: PNGPixelModel

  /// Decodes `bytes` up to unfiltered pixels.
  ///
  /// - Throws: ``PaletteError`` with a byte offset for a damaged file, or image data that does
  ///   not decompress to exactly the size the header needs.
  init(_ bytes: [UInt8]) throws(PaletteError) {
    container = try PNGContainer(bytes)
    let header = container.header
    let expected = PNGRaster.expectedSize(of: header)
    // DEFLATE cannot expand data more than 1032:1 (258 bytes from two bits), so image data
    // too short for the header is refused before anything is inflated.
    let (ceiling, overflow) = (container.imageData.count + 1).multipliedReportingOverflow(
      by: PNGLayout.maxDeflateRatio)
    guard overflow || expected <= ceiling else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "the \(container.imageData.count) bytes of image data cannot hold the \(expected) "
          + "bytes a \(header.width) × \(header.height) image needs (DEFLATE expands at most "
          + "1032:1)", format: "png", location: .byte(offset: container.imageDataOffset))
    }
    let inflated: [UInt8]
    do {
      inflated = try Zlib.decompress(
        container.imageData[...], limits: ArchiveLimits(maxOutputBytes: expected), format: "png")
    } catch {
      let offset = container.imageDataOffset
      let kind = error.kind == .limitExceeded ? PaletteError.Kind.invalidValue : error.kind
      let message =
        error.kind == .limitExceeded
        ? "the image data decompresses to more than the \(expected) bytes a \(header.width) × "
          + "\(header.height) image needs (\(error.message))"
        : "the image data (the 'IDAT' chunks from byte \(offset)) is not a valid zlib stream: "
          + error.message
      throw PaletteError(kind, message, format: "png", location: .byte(offset: offset))
    }
    raster = try PNGRaster(header: header, data: inflated, dataOffset: container.imageDataOffset)
    model = PNGPixelModel(container)
  }

  /// Calls `body` with each pixel's column, row and colour, pass by pass.
  ///
  /// - Throws: ``PaletteError/Kind/invalidValue`` for a palette index past the palette.
  func forEachPixel(
    _ body: (Int, Int, PNGPixelModel.Sample) throws(PaletteError) -> Void
  ) throws(PaletteError) {
    let channels = container.header.colorType.channels
    var samples: [UInt16] = []
    let model = self.model
    let raster = self.raster
    let offset = container.imageDataOffset
    try raster.forEachRow { (pass, row, start) throws(PaletteError) in
      raster.unpack(rowAt: start, width: pass.width, into: &samples)
      let y = pass.startY + row * pass.stepY
      try samples.withUnsafeBufferPointer { (buffer) throws(PaletteError) in
        for column in 0..<pass.width {
          let x = pass.startX + column * pass.stepX
          guard let sample = model.sample(buffer, at: column * channels) else {
            throw PaletteError(
              .invalidValue,
              "the pixel at (\(x), \(y)) has palette index \(buffer[column * channels]) but the "
                + "palette has \(model.paletteCount) entries", format: "png",
              location: .byte(offset: offset))
          }
          try body(x, y, sample)
        }
      }
    }
  }
}
