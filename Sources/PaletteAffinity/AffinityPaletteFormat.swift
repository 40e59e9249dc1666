public import PaletteCore

/// Affinity palettes (`.afpalette`): the swatch files of Affinity Designer, Photo and
/// Publisher, versions 1 and 2.
///
/// The format is not published; palconv reads it as real files show it (see
/// `docs/formats/afpalette.md`): a header, one entry `Swatches.dat` holding a serialised object
/// stream, and a table of entries with the stream's CRC-32. Read: the palette name, solid
/// fills in RGB, HSL, CMYK, Lab or gray with alpha, their names, and gradients (as a group of
/// their stop colours, with a warning). Colour values are 32-bit floats kept bit for bit,
/// except HSL, which palconv holds as HSB.
///
/// Written as Affinity 2 writes it: the palette name, one solid fill per swatch in RGB (or
/// HSL for HSB colours), alpha and names; a colour equal to an earlier swatch's is a reference
/// to that swatch's fill. Other models are written as sRGB, which the loss report says.
///
///     let decoded = try AffinityPaletteFormat().decode(bytes)
///     let again = try AffinityPaletteFormat().encode(decoded.palette)
public struct AffinityPaletteFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"afpalette"`.
  public var identifier: String { "afpalette" }

  /// `"Affinity palette"`.
  public var displayName: String { "Affinity palette" }

  /// `["afpalette"]`.
  public var fileExtensions: [String] { ["afpalette"] }

  /// Swatch names, the palette name, alpha, sRGB and HSB (as HSL); no groups, description or
  /// columns.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb, .hsb])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the bytes start with Affinity's
  /// signature `00 FF 4B 41` and the file kind is a palette (`Swth`), otherwise
  /// ``/PaletteCore/DetectionConfidence/none`` (other Affinity files included).
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard prefix.count >= 12, prefix.starts(with: AffinityLayout.signature) else { return .none }
    let kind = prefix.dropFirst(8).prefix(4)
    return kind.elementsEqual(AffinityLayout.tag("Swth")) ? .strong : .none
  }

  /// Decodes an Affinity palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (swatches with the byte offsets of their fills) and warnings for
  ///   gradients read as groups (`afpalette.gradient`), entries not read (`afpalette.skipped`),
  ///   a name count that differs from the swatch count (`afpalette.name-count`), a checksum
  ///   that does not match (`afpalette.checksum`) or a missing entry table
  ///   (`afpalette.no-entry-table`).
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` (not an Affinity palette),
  ///   ``/PaletteCore/PaletteError/Kind/unsupportedVersion`` (a version other than 10 or 11,
  ///   or palette data that is not a plain object stream),
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` (a field cut short),
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` (an unknown field type or colour class,
  ///   a count larger than the bytes left, a bad reference, a NaN component),
  ///   ``/PaletteCore/PaletteError/Kind/invalidEncoding`` (a name that is not UTF-8),
  ///   ``/PaletteCore/PaletteError/Kind/limitExceeded`` (objects nested too deep).
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = AffinityReader(bytes)
    return try reader.decode()
  }

  /// Encodes a palette as an Affinity 2 palette (version 11).
  ///
  /// - Parameter palette: The palette; groups are flattened in order, and colours other than
  ///   sRGB and HSB are written as sRGB.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for more swatches than the
  ///   format's 32-bit counts allow.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try AffinityWriter.encode(palette)
  }
}
