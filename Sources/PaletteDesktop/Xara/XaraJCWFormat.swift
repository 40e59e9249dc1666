public import PaletteCore

/// Xara palettes (`.jcw`), the colour files of Xara Designer (and Xara X, Xtreme, Photo &
/// Graphic Designer), among them its Pantone libraries.
///
/// An eight-byte header (`JCW`, version 1, a 16-bit colour count, a type byte and the size of
/// a name), then one record per colour: four little-endian 16-bit values in ten-thousandths
/// and a name of that size, padded with NULs, in ISO-8859-1. The type's low three bits give
/// the model (CMYK, RGB or HSB) and its bit 0 makes the colours spot colours. Read only. See
/// `docs/formats/jcw.md`.
///
///     let palette = try XaraJCWFormat().decode(bytes).palette
public struct XaraJCWFormat: PaletteDecoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"jcw"`.
  public var identifier: String { "jcw" }
  /// `"Xara palette"`.
  public var displayName: String { "Xara palette" }
  /// `["jcw"]`.
  public var fileExtensions: [String] { ["jcw"] }

  /// Names, sRGB, CMYK and HSB, spot colours; no palette name, groups or alpha.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb, .cmyk, .hsb], kinds: [.process, .spot])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the file starts with `JCW` and a
  /// version byte; otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    prefix.count >= 8 && prefix.starts(with: XaraJCWReader.magic) ? .strong : .none
  }

  /// `false`: the file starts with `JCW`.
  public var isHeaderless: Bool { false }

  /// `"the file starts with 'JCW' and version N"` when ``sniff(_:)`` claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    guard sniff(prefix) != .none else { return nil }
    return "the file starts with 'JCW' and version \(prefix[prefix.startIndex + 3])"
  }

  /// Decodes a Xara palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and warnings: `jcw.trailing` for bytes after the last record, with
  ///   its byte offset.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` without `JCW`,
  ///   ``/PaletteCore/PaletteError/Kind/unsupportedVersion`` for a version other than 1,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a type whose model is unknown,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a header or records past
  ///   the end of the file.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try XaraJCWReader(bytes).read()
  }
}
