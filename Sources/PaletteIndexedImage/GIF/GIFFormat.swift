public import PaletteCore

/// The colour table of a GIF image (`.gif`), GIF87a or GIF89a.
///
/// Read only. Reading takes the global colour table, in order, or, when the file has none, the
/// local table of its first image; it walks the blocks that follow without decoding a pixel, and
/// a warning says when later images have local tables of their own, which are left aside. A GIF
/// with neither table (a decoder's default colours apply) is not a palette: reading it fails
/// with ``/PaletteCore/PaletteError/Kind/nothingRead`` and the code `image.no-colour-table`, and
/// a folder walk skips it. A table always has a power of two entries, 2 to 256, so a palette of
/// fewer colours comes back padded as its writer padded it. `docs/formats/indexed-images.md` has
/// the details.
///
///     let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0]
///       + [255, 0, 0, 0, 0, 255] + [0x3B]
///     let decoded = try GIFFormat().decode(gif)
///     print(decoded.palette.swatchCount)  // Prints "2"
public struct GIFFormat: PaletteDecoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"gif"`.
  public var identifier: String { "gif" }
  /// `"GIF colour table"`.
  public var displayName: String { "GIF colour table" }
  /// `["gif"]`.
  public var fileExtensions: [String] { ["gif"] }

  /// 8-bit sRGB, at most 256 colours, nothing else: what the file holds (it is not written).
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process], maxSwatches: 256)
  }

  /// Whether six bytes are `GIF87a` or `GIF89a`.
  static func isSignature(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard bytes.count >= 6 else { return false }
    let start = bytes.startIndex
    return bytes[start..<start + 4].elementsEqual("GIF8".utf8)
      && (bytes[start + 4] == UInt8(ascii: "7") || bytes[start + 4] == UInt8(ascii: "9"))
      && bytes[start + 5] == UInt8(ascii: "a")
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the bytes start with `GIF87a` or
  /// `GIF89a`; otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    Self.isSignature(prefix) ? .strong : .none
  }

  /// `false`: GIF has a signature.
  public var isHeaderless: Bool { false }

  /// `"the GIF signature at byte 0"` when ``sniff(_:)`` claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none ? nil : "the GIF signature at byte 0"
  }

  /// Decodes the colour table of a GIF.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group, each swatch with the offset of its entry) and
  ///   diagnostics with byte offsets: warnings `gif.local-tables` (later images' tables left
  ///   aside) and `gif.damaged` (blocks after the table that do not parse; the table is kept),
  ///   notes `gif.transparent` (the first image's transparent index) and `gif.trailer`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` without `GIF87a` or `GIF89a`,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a header or table cut short,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for an unknown block before the table,
  ///   ``/PaletteCore/PaletteError/Kind/nothingRead`` (code `image.no-colour-table`) for a GIF
  ///   with no table to read.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try GIFReader(bytes: bytes).read()
  }
}
