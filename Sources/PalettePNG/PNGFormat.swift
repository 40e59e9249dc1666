public import PaletteCore

/// Palette images in PNG: an indexed PNG's palette, a strip of swatches, or a grid of them.
///
/// Reading takes an indexed image's `PLTE` entries in order, with their `tRNS` alpha (a note
/// says when the image uses fewer); for a greyscale or truecolour image, with or without
/// alpha, it takes the distinct colours in scan order when there are at most 256 (a palette
/// strip as Lospec offers them), leaving fully transparent pixels out. Every colour type, bit
/// depth, filter type and Adam7 interlacing is read; every CRC is checked; images of more than
/// 2^26 pixels or 2^20 pixels wide are refused before anything is allocated for them, and the
/// image is read one row at a time, never held whole.
///
/// Writing produces an indexed PNG of the smallest bit depth that holds the colours: one pixel
/// per swatch in one row by default, or square cells of ``swatchSize`` pixels, ``columns`` to a
/// row. The bytes are deterministic (no time or text chunks). `docs/formats/png.md` has the
/// details.
///
///     let palette = Palette(swatches: [Swatch(color: .srgb8(255, 0, 0))])
///     let bytes = try PNGFormat().encode(palette)
///     print(try PNGFormat().decode(bytes).palette.swatchCount)  // Prints "1"
public struct PNGFormat: PaletteDecoder, PaletteEncoder, SniffExplaining {
  /// The side of each swatch's cell in pixels, 1 to 256; 1 by default.
  public var swatchSize: Int
  /// Cells per row, 1 to 256, or `nil` for the palette's columns (else all in one row).
  public var columns: Int?

  /// Creates the format.
  ///
  /// - Parameters:
  ///   - swatchSize: The side of each swatch's cell in pixels, clamped to 1...256.
  ///   - columns: Cells per row, or `nil` for the palette's columns, else one row.
  public init(swatchSize: Int = 1, columns: Int? = nil) {
    self.swatchSize = min(max(swatchSize, 1), 256)
    self.columns = columns.map { min(max($0, 1), 256) }
  }

  /// `"png"`.
  public var identifier: String { "png" }
  /// `"PNG palette image"`.
  public var displayName: String { "PNG palette image" }
  /// `["png"]`.
  public var fileExtensions: [String] { ["png"] }

  /// 8-bit sRGB with alpha, at most 256 colours: no swatch names, palette name, description,
  /// columns, groups or kinds other than process colours. Without ``columns`` the palette's
  /// column count lays the cells out, though reading the image back cannot recover it.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      columnsLaidOutOnly: columns == nil, groups: false, alpha: true, models: [.srgb],
      kinds: [.process],
      maxSwatches: PNGLayout.maxPaletteEntries)
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the bytes start with the PNG signature;
  /// otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    prefix.starts(with: PNGLayout.signature) ? .strong : .none
  }

  /// `false`: PNG has a signature.
  public var isHeaderless: Bool { false }

  /// `"the PNG signature at byte 0"` when ``sniff(_:)`` claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none ? nil : "the PNG signature at byte 0"
  }

  /// Decodes a palette from a PNG image.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group; an indexed image's swatches carry the offsets
  ///   of their `PLTE` entries) and diagnostics: warnings `png.end`, `png.trns`,
  ///   `png.colorspace`, notes `png.chunk`, `png.trailing`, `png.unused`, `png.transparent`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` without the PNG signature,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a chunk or image data cut short,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a wrong CRC, a bad header, a chunk out
  ///   of order, a missing `PLTE`, a bad filter type, a palette index out of range or image data
  ///   that is not a valid zlib stream, ``/PaletteCore/PaletteError/Kind/unsupportedVersion`` for
  ///   an unknown critical chunk, ``/PaletteCore/PaletteError/Kind/limitExceeded`` for more than
  ///   2^26 pixels or 2^20 pixels wide, or a non-indexed image with more than 256 distinct
  ///   colours.
  /// - Complexity: O(*n*) in the number of pixels.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try PNGPaletteReader.read(bytes)
  }

  /// Encodes a palette as an indexed PNG.
  ///
  /// Colours that are not sRGB are converted and gamut-mapped
  /// (``/PaletteCore/PaletteColor/rgba8``); groups are flattened; names are not written.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for an empty palette or more than
  ///   256 swatches.
  /// - Complexity: O(*n* + *p*) for *n* swatches and *p* pixels written.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try PNGWriter.write(palette, swatchSize: swatchSize, columns: columns)
  }
}
