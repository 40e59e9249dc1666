public import PaletteCore

/// The JASC palette (`.pal`, `.psppalette`) of PaintShop Pro, also read and written by
/// Aseprite, GIMP and many pixel-art tools.
///
/// ```
/// JASC-PAL
/// 0100
/// 2
/// 255 0 0
/// 0 128 255
/// ```
///
/// Reading accepts what real files hold: LF or CRLF line breaks, a UTF-8 byte order mark,
/// trailing spaces, and Aseprite's fourth value (alpha). A colour count that disagrees with the
/// colour lines is a warning, and the lines win. Writing produces PaintShop Pro's exact shape
/// with CRLF line breaks. `docs/formats/pal.md` has the grammar and how other readers differ.
///
///     let decoded = try JASCFormat().decode(Array("JASC-PAL\n0100\n1\n255 0 0\n".utf8))
///     print(decoded.palette.allSwatches[0].color.rgba8.red)  // Prints "255"
public struct JASCFormat: PaletteDecoder, PaletteEncoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"jasc"`.
  public var identifier: String { "jasc" }
  /// `"JASC palette (PaintShop Pro)"`.
  public var displayName: String { "JASC palette (PaintShop Pro)" }
  /// `["pal", "psppalette"]`.
  public var fileExtensions: [String] { ["pal", "psppalette"] }

  /// 8-bit sRGB only: no names, palette name, description, groups, kinds or alpha (the
  /// writer leaves out Aseprite's alpha column, which PaintShop Pro and GIMP do not read).
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the first line, after an optional byte order
  /// mark and blanks, is `JASC-PAL`; otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    JASCReader.startsWithMagic(Array(prefix)) ? .strong : .none
  }

  /// `false`: the `JASC-PAL` line is a signature.
  public var isHeaderless: Bool { false }

  /// `"the first line is 'JASC-PAL'"` when ``sniff(_:)`` claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none ? nil : "the first line is 'JASC-PAL' (PaintShop Pro text palette)"
  }

  /// Decodes a JASC palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group of sRGB swatches without names) and warnings,
  ///   each with a line and column: `jasc.version`, `jasc.count`, `jasc.range`, `jasc.bom`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` when the first line is not `JASC-PAL`,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` when the version or count line is
  ///   missing, ``/PaletteCore/PaletteError/Kind/syntax`` for a line that is not 3 or 4 whole
  ///   numbers.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = JASCReader(bytes: bytes)
    return try reader.read()
  }

  /// Encodes a palette as PaintShop Pro writes it: `JASC-PAL`, `0100`, the count, then one
  /// `R G B` line per swatch, CRLF line breaks.
  ///
  /// Colours that are not sRGB are converted and gamut-mapped
  /// (``/PaletteCore/PaletteColor/rgba8``); groups are flattened; names and alpha are not written.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    JASCWriter.write(palette)
  }
}
