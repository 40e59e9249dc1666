import PaletteArchive
import PaletteCore

/// The steps every PNG read shares: walk the chunks, then inflate the image data (capped at
/// the exact size the header implies) and unfilter it row by row, as it is inflated, so that
/// memory holds two rows and a window of the inflated data rather than the whole image.
struct PNGDecoding {
  /// The widest image read, 2^20 pixels: rows are held one at a time, so a row's size is what
  /// memory is bounded by (8 MiB for 16-bit RGBA).
  static let maxWidth = 1 << 20

  /// The walked chunks.
  let container: PNGContainer
  /// How samples become colours.
  let model: PNGPixelModel

  /// Walks the chunks of `bytes` and checks that the image data can be what the header says.
  ///
  /// - Throws: ``PaletteError`` with a byte offset for a damaged file, an image wider than
  ///   ``maxWidth``, or image data too short for the header.
  init(_ bytes: [UInt8]) throws(PaletteError) {
    container = try PNGContainer(bytes)
    let header = container.header
    guard header.width <= Self.maxWidth else {
      throw PaletteError(
        .limitExceeded,
        "the image is \(header.width) pixels wide; palconv reads images at most "
          + "\(Self.maxWidth) pixels (2^20) wide", format: "png", location: .byte(offset: 16))
    }
    let expected = PNGScanlines.expectedSize(of: header)
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
    model = PNGPixelModel(container)
  }

  /// Inflates and unfilters the image data, calling `body` with each row as it is complete:
  /// the pass, the row's number in it and its unfiltered bytes (valid only during the call).
  ///
  /// - Returns: The bytes of the buffers the decode held: the two rows, the inflater's window
  ///   and, for image data in several chunks, its input buffer.
  /// - Throws: ``PaletteError`` with the offset of the image data when it is not a valid zlib
  ///   stream, does not decompress to exactly the size the header needs or has a bad filter
  ///   type; what `body` throws.
  @discardableResult
  func forEachRow(
    _ body: (PNGPass, Int, UnsafeBufferPointer<UInt8>) throws(PaletteError) -> Void
  ) throws(PaletteError) -> Int {
    let header = container.header
    let expected = PNGScanlines.expectedSize(of: header)
    let offset = container.imageDataOffset
    var scanlines = PNGScanlines(header: header, dataOffset: offset)
    // An error of the rows or of `body` is passed on as it is; one of the inflater is about
    // the zlib stream.
    var rowError: PaletteError?
    do throws(PaletteError) {
      _ = try Zlib.decompress(
        container.imageData, limits: ArchiveLimits(maxOutputBytes: expected), format: "png"
      ) { (piece) throws(PaletteError) in
        do throws(PaletteError) {
          try scanlines.receive(piece, body)
        } catch {
          rowError = error
          throw error
        }
      }
    } catch {
      if let rowError { throw rowError }
      let kind = error.kind == .limitExceeded ? PaletteError.Kind.invalidValue : error.kind
      let message =
        error.kind == .limitExceeded
        ? "the image data decompresses to more than the \(expected) bytes a \(header.width) × "
          + "\(header.height) image needs (\(error.message))"
        : "the image data (the 'IDAT' chunks from byte \(offset)) is not a valid zlib stream: "
          + error.message
      throw PaletteError(kind, message, format: "png", location: .byte(offset: offset))
    }
    try scanlines.finish()
    let input = container.imageData.pieces.count > 1 ? Inflate.streamingInputBytes : 0
    return scanlines.bufferBytes + Inflate.streamingOutputBytes + input
  }

  /// Calls `body` with each row's pixels as samples: the pass, the image row and the
  /// samples of the pass's pixels on it (see ``PNGPixelModel/Sample``).
  ///
  /// - Returns: The bytes of the buffers the decode held, as ``forEachRow(_:)``.
  /// - Throws: ``PaletteError/Kind/invalidValue`` for a palette index past the palette; as
  ///   ``forEachRow(_:)``.
  @discardableResult
  func forEachSampleRow(
    _ body: (PNGPass, Int, UnsafeBufferPointer<PNGPixelModel.Sample>) throws(PaletteError) -> Void
  ) throws(PaletteError) -> Int {
    let header = container.header
    let channels = header.colorType.channels
    var samples: [UInt16] = []
    var pixels = [PNGPixelModel.Sample](
      repeating: 0,
      count: PNGPass.passes(
        width: header.width, height: header.height, interlaced: header.interlaced
      ).map(\.width).max() ?? 0)
    let model = self.model
    let offset = container.imageDataOffset
    let held = try forEachRow { (pass, row, bytes) throws(PaletteError) in
      PNGScanlines.unpack(bytes, width: pass.width, header: header, into: &samples)
      let y = pass.startY + row * pass.stepY
      try samples.withUnsafeBufferPointer { (buffer) throws(PaletteError) in
        try pixels.withUnsafeMutableBufferPointer { (out) throws(PaletteError) in
          for column in 0..<pass.width {
            guard let sample = model.sample(buffer, at: column * channels) else {
              let x = pass.startX + column * pass.stepX
              throw PaletteError(
                .invalidValue,
                "the pixel at (\(x), \(y)) has palette index \(buffer[column * channels]) but "
                  + "the palette has \(model.paletteCount) entries", format: "png",
                location: .byte(offset: offset))
            }
            out[column] = sample
          }
        }
      }
      try pixels.withUnsafeBufferPointer { (out) throws(PaletteError) in
        try body(pass, y, UnsafeBufferPointer(rebasing: out[0..<pass.width]))
      }
    }
    return held + 2 * samples.count + 8 * pixels.count
  }
}
