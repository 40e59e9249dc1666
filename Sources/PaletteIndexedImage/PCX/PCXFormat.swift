public import PaletteCore

/// The palette of a ZSoft PC Paintbrush image (`.pcx`).
///
/// Read only. A version 5 image of 8 bits per pixel in one plane has its 256-colour palette at
/// the end of the file: the byte 0x0C 769 bytes from the end, then 256 RGB triples. An image
/// of up to 4 bits per pixel in all (1 bit in 2, 3 or 4 planes, 2 or 4 bits in one) takes its
/// colours from the 16-colour palette in the header, as many as the depth indexes. A 1-bit
/// image in one plane is black and white. No pixel is decoded. An image without a palette (8
/// bits in 3 or 4 planes, true colour; 8 bits without the 256-colour palette, greyscale; a
/// version 0 or 3 file, which uses the reader's default colours) is not a palette: reading it
/// fails with ``/PaletteCore/PaletteError/Kind/nothingRead`` and the code
/// `image.no-colour-table`, and a folder walk skips it. `docs/formats/indexed-images.md` has the
/// details.
///
///     var pcx = [UInt8](repeating: 0, count: 128)
///     pcx[0] = 0x0A; pcx[1] = 5; pcx[2] = 1; pcx[3] = 1; pcx[65] = 2
///     pcx[16...18] = [255, 0, 0]
///     print(try PCXFormat().decode(pcx).palette.swatchCount)  // Prints "4"
public struct PCXFormat: PaletteDecoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"pcx"`.
  public var identifier: String { "pcx" }
  /// `"PCX palette"`.
  public var displayName: String { "PCX palette" }
  /// `["pcx"]`.
  public var fileExtensions: [String] { ["pcx"] }

  /// 8-bit sRGB, at most 256 colours, nothing else: what the file holds (it is not written).
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process], maxSwatches: 256)
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the bytes start with the manufacturer
  /// byte 0x0A and a sane header: a PCX version, encoding 0 or 1, 1, 2, 4 or 8 bits per pixel,
  /// a window whose edges are in order, 1 to 4 planes; otherwise
  /// ``/PaletteCore/DetectionConfidence/none``. Text never has the control bytes the version and
  /// encoding are.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    PCXHeader.firstProblem(prefix) == nil ? .strong : .none
  }

  /// `false`: PCX has a manufacturer byte and a header whose fields are checked.
  public var isHeaderless: Bool { false }

  /// `"the PCX manufacturer byte 0x0A and a sane header"` when ``sniff(_:)`` claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none ? nil : "the PCX manufacturer byte 0x0A and a sane header"
  }

  /// Decodes the palette of a PCX image.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group, each swatch with the offset of its entry) and
  ///   the note `pcx.monochrome` for a 1-bit image in one plane.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` without 0x0A,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a header cut short,
  ///   ``/PaletteCore/PaletteError/Kind/unsupportedVersion`` for an unknown version or layout,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a header field out of range,
  ///   ``/PaletteCore/PaletteError/Kind/nothingRead`` (code `image.no-colour-table`) for an
  ///   image without a palette.
  /// - Complexity: O(1): the header and the last 769 bytes are read.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try PCXReader(bytes: bytes).read()
  }
}
