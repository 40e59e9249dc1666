public import PaletteCore

/// palconv's own JSON palette format: a versioned document that holds the whole
/// ``/PaletteCore/Palette`` model losslessly.
///
/// A document is an object with `"format": "palconv-palette"` and `"version": 1`, the
/// palette's `name`, `description` and `columns`, and its ordered `groups`, each with ordered
/// `swatches`. A swatch has an optional `name`, a `kind` and its colour in its native model,
/// either as `"hex": "#RRGGBB"` (8-bit sRGB) or as `"model"` and `"values"`; values are printed
/// so that every `Float` reads back with the same bits. `docs/formats/json.md` describes the
/// schema member by member.
///
///     let bytes = try JSONPaletteFormat().encode(palette)
///     let decoded = try JSONPaletteFormat().decode(bytes).palette  // == palette
///
/// Decoding is strict JSON (RFC 8259) with positions on every error; unknown members are
/// warnings, so newer files still read.
public struct JSONPaletteFormat: PaletteDecoder, PaletteEncoder {
  /// The identifier used in errors and by the registry.
  static let formatIdentifier = "json"

  /// Creates the format.
  public init() {}

  /// `"json"`.
  public var identifier: String { Self.formatIdentifier }

  /// `"palconv JSON"`.
  public var displayName: String { "palconv JSON" }

  /// `["json"]`.
  public var fileExtensions: [String] { ["json"] }

  /// Everything: names, palette name and description, columns, groups, alpha, every model
  /// and every swatch kind, without a limit on the number of swatches.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: true,
      groups: true, alpha: true, models: Set(ColorModel.allCases),
      kinds: Set(SwatchKind.allCases), appearances: Set(Appearance.allCases))
    capabilities.emptySlots = true
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object whose `format` member is
  /// `"palconv-palette"`, ``/PaletteCore/DetectionConfidence/none`` for anything else,
  /// including other JSON palette dialects.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    PaletteDocumentSniffer.hasMarker(prefix) ? .strong : .none
  }

  /// Decodes a palconv palette document.
  ///
  /// - Parameter bytes: The whole file, UTF-8, optionally with a byte order mark.
  /// - Returns: The palette, with the location of every group and swatch, and a warning for
  ///   each unknown member.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: `syntax`,
  ///   `unexpectedEndOfInput`, `invalidEncoding` or `limitExceeded` for malformed JSON,
  ///   `invalidSignature` for JSON that is not a palconv palette, `unsupportedVersion` for a
  ///   missing or newer version, `invalidValue` for a member of the wrong type or shape.
  /// - Complexity: O(*n*) in the input size.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(bytes: bytes, format: Self.formatIdentifier)
    var reader = PaletteDocumentReader(tape: try parser.parseTape())
    let palette = try reader.palette()
    return DecodedPalette(palette: palette, warnings: reader.warnings)
  }

  /// Encodes a palette as a palconv palette document, deterministically.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 JSON with a final newline.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind
  ///   ``/PaletteCore/PaletteError/Kind/unrepresentable`` when a value is NaN or infinite.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try PaletteDocumentWriter.encode(palette)
  }
}
