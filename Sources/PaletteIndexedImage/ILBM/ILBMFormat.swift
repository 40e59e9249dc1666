public import PaletteCore

/// The colour map of an IFF image (`.lbm`, `.ilbm`, `.iff`, `.bbm`): `FORM ILBM`, the
/// interleaved bitmaps of the Amiga and Deluxe Paint, or `FORM PBM `, the chunky bitmaps of
/// Deluxe Paint for DOS.
///
/// Read only. Reading walks the chunks, without decoding the `BODY`, and takes the `CMAP` chunk's
/// RGB triples in order, at most 256, and the `NAME` chunk as the palette's name (ISO 8859-1).
/// Notes say when the `CAMG` chunk asks for extra-half-brite or hold-and-modify display, which
/// show colours derived from the table. An image without a `CMAP` (a true-colour one of 24
/// bitplanes) is not a palette: reading it fails with
/// ``/PaletteCore/PaletteError/Kind/nothingRead`` and the code `image.no-colour-table`, and a
/// folder walk skips it. `docs/formats/indexed-images.md` has the details.
///
///     var lbm: [UInt8] = Array("FORM".utf8) + [0, 0, 0, 18] + Array("ILBM".utf8)
///     lbm += Array("CMAP".utf8) + [0, 0, 0, 6] + [255, 0, 0, 0, 0, 255]
///     print(try ILBMFormat().decode(lbm).palette.swatchCount)  // Prints "2"
public struct ILBMFormat: PaletteDecoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"ilbm"`.
  public var identifier: String { "ilbm" }
  /// `"IFF ILBM colour map"`.
  public var displayName: String { "IFF ILBM colour map" }
  /// `["lbm", "ilbm", "iff", "bbm"]`.
  public var fileExtensions: [String] { ["lbm", "ilbm", "iff", "bbm"] }

  /// 8-bit sRGB and a palette name, at most 256 colours: what the file holds (it is not
  /// written).
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process],
      maxSwatches: ILBMReader.maxColors)
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the bytes start with `FORM`, a size and
  /// the type `ILBM` or `PBM `; otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard prefix.count >= 12 else { return .none }
    let start = prefix.startIndex
    let type = prefix[start + 8..<start + 12]
    return prefix[start..<start + 4].elementsEqual("FORM".utf8)
      && (type.elementsEqual("ILBM".utf8) || type.elementsEqual("PBM ".utf8)) ? .strong : .none
  }

  /// `false`: an IFF file has a signature.
  public var isHeaderless: Bool { false }

  /// `"an IFF FORM of type ILBM"` (or `PBM`) when ``sniff(_:)`` claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    guard sniff(prefix) != .none else { return nil }
    let start = prefix.startIndex
    return prefix[start + 8] == UInt8(ascii: "P")
      ? "an IFF FORM of type PBM" : "an IFF FORM of type ILBM"
  }

  /// Decodes the colour map of an IFF image.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group, each swatch with the offset of its entry; the
  ///   `NAME` chunk as its name) and diagnostics with byte offsets: warnings `ilbm.form-size`
  ///   (a FORM larger than the file), `ilbm.cmap-size` (a `CMAP` that is not whole triples),
  ///   `ilbm.cmap-repeated`, notes `ilbm.ehb` and `ilbm.ham`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` without `FORM`,
  ///   ``/PaletteCore/PaletteError/Kind/unsupportedVersion`` for another FORM type,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a header or chunk cut short,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a FORM size smaller than its type,
  ///   ``/PaletteCore/PaletteError/Kind/limitExceeded`` for a `CMAP` of more than 256 colours,
  ///   ``/PaletteCore/PaletteError/Kind/nothingRead`` (code `image.no-colour-table`) for an
  ///   image without a `CMAP` or with an empty one.
  /// - Complexity: O(*c*) in the number of chunks.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try ILBMReader(bytes: bytes).read()
  }
}
