public import PaletteCore

/// Xara palettes (`.jcw`), the colour files of Xara Designer (and Xara X, Xtreme, Photo &
/// Graphic Designer), among them its Pantone libraries.
///
/// An eight-byte header (`JCW`, version 1, a 16-bit colour count, a type byte and the size of
/// a name), then one record per colour: four little-endian 16-bit values in ten-thousandths
/// and a name of that size, padded with NULs, in ISO-8859-1. The type's low three bits give
/// the model (CMYK, RGB or HSB) and its bit 0 makes the colours spot colours. Read and
/// written; a file holds one model and one kind, so a writer converts the colours of other
/// models (which the loss report says). See `docs/formats/jcw.md`.
///
///     let palette = try XaraJCWFormat().decode(bytes).palette
///     let bytes = try XaraJCWFormat().encode(palette)
public struct XaraJCWFormat: PaletteDecoder, PaletteEncoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"jcw"`.
  public var identifier: String { "jcw" }
  /// `"Xara palette"`.
  public var displayName: String { "Xara palette" }
  /// `["jcw"]`.
  public var fileExtensions: [String] { ["jcw"] }

  /// Names, sRGB, CMYK and HSB, spot colours, one model and kind per file, at most 65,535
  /// colours; no palette name, groups or alpha.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb, .cmyk, .hsb], kinds: [.process, .spot],
      maxSwatches: XaraJCWWriter.maxColours)
    capabilities.oneModelPerFile = true
    return capabilities
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

  /// Names in ISO-8859-1 (`?` for a character outside it), up to a NUL, at most 255 bytes; an
  /// empty name is none.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    WrittenNames(
      palette: nil, groups: palette.groups.map { _ in nil },
      swatches: palette.allSwatches.map { XaraJCWWriter.writtenName($0.name) })
  }

  /// Encodes a palette as a Xara palette: version 1, the model of most of its colours (RGB,
  /// CMYK or HSB; sRGB when most are in none of them), spot when every swatch is a spot
  /// colour, names as long as the longest.
  ///
  /// Colours of other models are converted (gamut-mapped into sRGB); groups are flattened;
  /// alpha is not written; colours past the 65,535th do not fit. The loss report says each.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` at the swatch's location for
  ///   a value that is NaN or infinite or outside 0...6.5535.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try XaraJCWWriter.write(palette, capabilities: capabilities)
  }
}
