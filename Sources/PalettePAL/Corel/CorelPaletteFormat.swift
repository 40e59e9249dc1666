public import PaletteCore

/// CorelDRAW's text palette (`.pal`, CorelDRAW 3 era): one `"name" C M Y K` line per colour,
/// with the inks as whole percentages.
///
/// ```
/// "Black"                           0   0   0 100
/// "Jade"Forever""                   0  20  12  44
/// ```
///
/// Read only. The name is everything between the first and the last `"` of the line, so a
/// name may hold quotes; a DOS end-of-file byte (0x1A) ends the text; names are UTF-8 when the
/// whole file is valid UTF-8 and Windows-1252 otherwise (a note says so). Swatches are CMYK.
/// `docs/formats/pal.md` has the grammar.
///
///     let decoded = try CorelPaletteFormat().decode(Array("\"Black\" 0 0 0 100\r\n".utf8))
///     print(decoded.palette.allSwatches[0].name ?? "")  // Prints "Black"
public struct CorelPaletteFormat: PaletteDecoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"corel-pal"`.
  public var identifier: String { "corel-pal" }
  /// `"CorelDRAW text palette"`.
  public var displayName: String { "CorelDRAW text palette" }
  /// `["pal"]`.
  public var fileExtensions: [String] { ["pal"] }

  /// Names and CMYK: what the file holds (the format is not written).
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.cmyk], kinds: [.process])
  }

  /// ``/PaletteCore/DetectionConfidence/weak`` when the first line that is not blank (after an
  /// optional byte order mark) is a quoted name followed by four whole numbers; otherwise
  /// ``/PaletteCore/DetectionConfidence/none``. The format has no signature, but that line shape is
  /// its own.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    CorelReader.firstLineIsColour(Array(prefix)) ? .weak : .none
  }

  /// `false`: the line shape, not the size, makes the claim.
  public var isHeaderless: Bool { false }

  /// `"the first line is a quoted name and four ink percentages"` when ``sniff(_:)`` claims
  /// the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none
      ? nil
      : "the first line is a quoted name followed by four whole numbers, the C M Y K "
        + "percentages of a CorelDRAW text palette"
  }

  /// Decodes a Corel text palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group of named CMYK swatches) and diagnostics with a
  ///   line and column: warnings `corel.range`, `corel.after-end`, note `corel.encoding`.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/syntax`` at a
  ///   line that is not `"name" C M Y K`.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = CorelReader(bytes: bytes)
    return try reader.read()
  }
}
