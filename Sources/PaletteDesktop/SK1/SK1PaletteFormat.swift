public import PaletteCore

/// sK1 palettes (`.skp`), the palettes sK1 and UniConvertor ship and write.
///
/// ```
/// ##sK1 palette
/// palette()
/// set_name('Ubuntu colors')
/// set_source('Canonical')
/// add_comments('The palette is published here:')
/// set_columns(1)
/// color(['RGB', [0.866667, 0.282353, 0.078431], 1.0, 'Ubuntu orange'])
/// palette_end()
/// ```
///
/// Each line is a call with Python literals: strings (`'…'`, `"…"`, `u'…'`, with Python's
/// escapes), numbers and lists. Colours are `[model, values, alpha, name]` in `RGB`, `CMYK`,
/// `Gray` (0 black … 1 white) or `SPOT` (`[[r, g, b], [c, m, y, k]]`, a spot swatch in its CMYK
/// values, or its RGB ones without them); other models are skipped with a warning. The
/// name, the comments (as the description) and the column count are kept. An XML variant
/// (`<palette><description type="CMYK" name="…"/><color c m y k name/>…`) is read too. Read
/// only. See `docs/formats/skp.md`.
///
///     let palette = try SK1PaletteFormat().decode(bytes).palette
public struct SK1PaletteFormat: PaletteDecoder {
  /// Creates the format.
  public init() {}

  /// `"skp"`.
  public var identifier: String { "skp" }
  /// `"sK1 palette"`.
  public var displayName: String { "sK1 palette" }
  /// `["skp"]`.
  public var fileExtensions: [String] { ["skp"] }

  /// Names, the palette's name, comments, columns, alpha, sRGB, CMYK and gray, spot colours.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: true,
      groups: false, alpha: true, models: [.srgb, .cmyk, .gray], kinds: [.process, .spot])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the first line is `##sK1 palette`, or
  /// for the XML variant (a `<palette>` root whose `<description>` has a `type`); otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    var text = prefix
    if ASCII.hasByteOrderMark(text) { text = text.dropFirst(ASCII.byteOrderMark.count) }
    if text.starts(with: SK1PaletteReader.magic) { return .strong }
    guard let root = XMLRootSniffer(prefix), root.name == "palette",
      root.restContains("<description"), root.restContains("type=")
    else { return .none }
    return .strong
  }

  /// Decodes an sK1 palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and warnings: `skp.model` for a colour in a model palconv does not
  ///   read, `skp.skipped` for a call or element it does not know, each with a line and column.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` without the first line,
  ///   ``/PaletteCore/PaletteError/Kind/syntax`` for a line that is not a call of literals,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a colour or argument of the wrong
  ///   shape or a number that is not finite, ``/PaletteCore/PaletteError/Kind/invalidEncoding``
  ///   for text that is not UTF-8, ``/PaletteCore/PaletteError/Kind/limitExceeded`` for lists
  ///   nested too deep.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var text = bytes[...]
    if ASCII.hasByteOrderMark(text) { text = text.dropFirst(ASCII.byteOrderMark.count) }
    if let first = text.first(where: { !XMLWhitespace.contains($0) }), first == UInt8(ascii: "<") {
      return try SK1XMLReader.read(bytes)
    }
    return try SK1PaletteReader.read(bytes)
  }
}
