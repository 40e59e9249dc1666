public import PaletteCore

/// The colour table of a Windows or OS/2 bitmap (`.bmp`, `.dib`) of 1, 2, 4 or 8 bits per
/// pixel.
///
/// Read only. Reading takes the table that follows the DIB header, in order: `RGBQUAD` entries
/// after a `BITMAPINFOHEADER` or one of its successors (V2, V3, OS/2 2.x, V4, V5), as many as
/// `biClrUsed` says or, when it is 0, as many as the bit depth indexes; `RGBTRIPLE` entries after
/// the OS/2 1.x `BITMAPCOREHEADER`, as many as the bit depth indexes. No pixel is decoded. A
/// bitmap of 16, 24 or 32 bits per pixel is a true-colour picture, not a palette: reading it fails
/// with ``/PaletteCore/PaletteError/Kind/nothingRead`` and the code `image.no-colour-table`, and
/// a folder walk skips it. `docs/formats/indexed-images.md` has the details.
///
///     var bmp: [UInt8] = Array("BM".utf8) + [62, 0, 0, 0, 0, 0, 0, 0, 62, 0, 0, 0]
///     bmp += [40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0]
///     bmp += [UInt8](repeating: 0, count: 16) + [2, 0, 0, 0, 0, 0, 0, 0]
///     bmp += [0, 0, 255, 0, 255, 255, 255, 0]
///     print(try BMPFormat().decode(bmp).palette.swatchCount)  // Prints "2"
public struct BMPFormat: PaletteDecoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"bmp"`.
  public var identifier: String { "bmp" }
  /// `"BMP colour table"`.
  public var displayName: String { "BMP colour table" }
  /// `["bmp", "dib"]`.
  public var fileExtensions: [String] { ["bmp", "dib"] }

  /// 8-bit sRGB, at most 256 colours, nothing else: what the file holds (it is not written).
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process], maxSwatches: 256)
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the bytes start with `BM` and the DIB
  /// header size at byte 14 is one a bitmap has (12, 40, 52, 56, 64, 108 or 124); otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard prefix.count >= 18 else { return .none }
    let start = prefix.startIndex
    guard prefix[start] == UInt8(ascii: "B"), prefix[start + 1] == UInt8(ascii: "M") else {
      return .none
    }
    let size =
      Int(prefix[start + 14]) | Int(prefix[start + 15]) << 8 | Int(prefix[start + 16]) << 16
      | Int(prefix[start + 17]) << 24
    return BMPHeader.headerSizes.contains(size) ? .strong : .none
  }

  /// `false`: a bitmap has a signature.
  public var isHeaderless: Bool { false }

  /// `"'BM' and a DIB header size at byte 14"` when ``sniff(_:)`` claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none ? nil : "'BM' and a DIB header size at byte 14"
  }

  /// Decodes the colour table of a bitmap.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group, each swatch with the offset of its entry) and
  ///   diagnostics with byte offsets: warning `bmp.overlap` (a pixel data offset inside the
  ///   table).
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` without `BM`,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a header or table cut short,
  ///   ``/PaletteCore/PaletteError/Kind/unsupportedVersion`` for a DIB header of another size or
  ///   an embedded JPEG or PNG, ``/PaletteCore/PaletteError/Kind/invalidValue`` for an impossible
  ///   bit depth, ``/PaletteCore/PaletteError/Kind/limitExceeded`` for `biClrUsed` above what the
  ///   depth indexes, ``/PaletteCore/PaletteError/Kind/nothingRead`` (code
  ///   `image.no-colour-table`) for a true-colour bitmap.
  /// - Complexity: O(*n*) in the size of the table.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try BMPReader(bytes: bytes).read()
  }
}
