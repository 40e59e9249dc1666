public import PaletteCore

/// KDE's RGB palette (`.colors`), read and written by KolourPaint, KOffice and KDE's colour
/// dialog: the line `KDE RGB Palette`, `#` comment lines, then `R G B name` lines.
///
/// ```
/// KDE RGB Palette
/// # Forty colours
/// 0 0 0	Black
/// 255 255 255	White
/// ```
///
/// Reading accepts spaces or tabs, names with spaces, blank lines between colours, LF or
/// CRLF. The `#` comments become the palette's description. Writing produces the layout KDE's
/// `KColorCollection` saves: the header, the description as comments (a lone `#` when there is
/// none), then `R G B name`. `docs/formats/kde.md` has the details.
///
///     let decoded = try KDEPaletteFormat().decode(Array("KDE RGB Palette\n0 0 0\tBlack\n".utf8))
///     print(decoded.palette.allSwatches[0].name ?? "")  // Prints "Black"
public struct KDEPaletteFormat: PaletteDecoder, PaletteEncoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"kde"`.
  public var identifier: String { "kde" }
  /// `"KDE RGB palette"`.
  public var displayName: String { "KDE RGB palette" }
  /// `["colors"]`.
  public var fileExtensions: [String] { ["colors"] }

  /// Names and a description (as `#` comments), 8-bit sRGB; no palette name (KDE takes it
  /// from the file name), groups, alpha or other models.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: true, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process],
      controlCharacters: ControlCharacterLimit(.all, in: [.description, .swatchNames]))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the first line, after an optional byte
  /// order mark, is `KDE RGB Palette`; otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    KDEPaletteReader.startsWithMagic(Array(prefix)) ? .strong : .none
  }

  /// `false`: the first line is a signature.
  public var isHeaderless: Bool { false }

  /// `"the first line is 'KDE RGB Palette'"` when ``sniff(_:)`` claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none ? nil : "the first line is 'KDE RGB Palette'"
  }

  /// Decodes a KDE palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group, the comments as its description) and warnings:
  ///   `kde.encoding` for text that is not UTF-8, read as Latin-1.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` when the first line is not
  ///   `KDE RGB Palette`, ``/PaletteCore/PaletteError/Kind/syntax`` for a missing or malformed
  ///   number, ``/PaletteCore/PaletteError/Kind/invalidValue`` for one outside 0...255.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try KDEPaletteReader.read(bytes)
  }

  /// Names on one line, without blanks around them; an unnamed swatch stays unnamed.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    LineText.writtenNames(of: palette)
  }

  /// Encodes a palette as KDE saves one: `KDE RGB Palette`, the description as `# ` comments
  /// (a lone `#` without one), then `R G B name` lines, LF line breaks.
  ///
  /// Colours that are not sRGB are converted and gamut-mapped to 8-bit sRGB; groups are
  /// flattened; alpha is not written.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    KDEPaletteWriter.write(palette)
  }
}
