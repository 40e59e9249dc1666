public import PaletteCore

/// Corel Painter's colour set exported as text (`.txt`): optional layout lines (`ROWS`, `COLS`,
/// `WIDTH`, `HEIGHT`, `TEXTHEIGHT`, `SPACING`), then one `R:…, G:…, B:…` line per colour with
/// optional `HV:`, `SV:`, `VV:` values and a name.
///
/// ```
/// ROWS 1
/// COLS 2
/// WIDTH 16
/// HEIGHT 16
/// TEXTHEIGHT 0
/// SPACING 1
/// R:214, G:0, B:110  HV:0.00, SV:0.00, VV:0.00  PANTONE Process Magenta C
/// R: 224, G:103, B:000 HV:0.00, SV:0.00, VV:0.00
/// ```
///
/// Reading accepts the spellings real files show: a space or none after each `:`, numbers
/// with leading zeros, tabs and spaces around the name. `COLS` becomes the palette's column
/// count; the other layout lines and `HV`/`SV`/`VV` (Painter's hue, saturation and value
/// variability, not part of the colour) are checked and skipped. `docs/formats/painter.md` has
/// the details.
///
///     let decoded = try PainterSwatchesFormat().decode(Array("R:255, G:0, B:0  Red\n".utf8))
///     print(decoded.palette.allSwatches[0].name ?? "")  // Prints "Red"
public struct PainterSwatchesFormat: PaletteDecoder, PaletteEncoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"painter"`.
  public var identifier: String { "painter" }
  /// `"Corel Painter colour set"`.
  public var displayName: String { "Corel Painter colour set" }
  /// `["txt"]`: Paint.NET's palettes and X11's `rgb.txt` share the extension, and the content
  /// tells them apart.
  public var fileExtensions: [String] { ["txt"] }

  /// Names, a column count (`COLS`, 1...4096), 8-bit sRGB; no palette name, description,
  /// groups or alpha.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: true,
      maxColumns: PainterSwatchesReader.layoutLimit, groups: false, alpha: false,
      models: [.srgb], kinds: [.process],
      controlCharacters: ControlCharacterLimit(.all, in: .swatchNames))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the first line that is not blank is a
  /// layout line (`ROWS 12`) or a colour line (`R:0, G:0, B:0`); otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    PainterSwatchesReader.opensLikePainter(Array(prefix)) ? .strong : .none
  }

  /// `false`: the `R:`, `G:`, `B:` labels are the evidence.
  public var isHeaderless: Bool { false }

  /// Why ``sniff(_:)`` claims the bytes, or `nil` when it does not.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none
      ? nil : "the file opens with Corel Painter's `ROWS` or `R:, G:, B:` lines"
  }

  /// Decodes a Painter colour set.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group, `COLS` as its column count) and warnings:
  ///   `painter.encoding` for names that are not UTF-8, read as Latin-1.
  /// - Throws: ``/PaletteCore/PaletteError`` with the line and column of the token at fault:
  ///   ``/PaletteCore/PaletteError/Kind/syntax`` for a line that is neither a layout line nor a
  ///   colour line, or a malformed number; ``/PaletteCore/PaletteError/Kind/invalidValue`` for
  ///   a colour value outside 0...255 or a layout value outside 0...4096.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = PainterSwatchesReader(bytes: bytes)
    return try reader.read()
  }

  /// Names on one line, without blanks around them; an unnamed swatch stays unnamed.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    LineText.writtenNames(of: palette)
  }

  /// Encodes a palette: layout lines when it has a column count (`ROWS`, `COLS`, then Painter's
  /// defaults `WIDTH 16`, `HEIGHT 16`, `TEXTHEIGHT 0`, `SPACING 1`), then
  /// `R:r, G:g, B:b  HV:0.00, SV:0.00, VV:0.00  name` lines, LF line breaks.
  ///
  /// Colours are written as 8-bit sRGB (gamut-mapped); groups are flattened; alpha is not
  /// written.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    PainterSwatchesWriter.write(palette)
  }
}
