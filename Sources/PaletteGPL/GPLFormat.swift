public import PaletteCore

/// The GIMP palette format (`.gpl`), with Aseprite's optional alpha column.
///
/// Reading accepts what GIMP writes and what other tools write in its name: old files without
/// `Name:`, Aseprite's `Channels: RGBA`, Lospec's tab-separated lines, a byte order mark, and
/// CRLF or CR line breaks. Writing produces the exact shape GIMP writes. `docs/formats/gpl.md`
/// has the grammar and every repair.
///
///     let decoded = try GPLFormat().decode(Array("GIMP Palette\n255 0 0\tRed\n".utf8))
///     print(decoded.palette.allSwatches[0].name ?? "")  // Prints "Red"
public struct GPLFormat: PaletteDecoder, PaletteEncoder {
  /// Whether ``encode(_:)`` writes Aseprite's `Channels: RGBA` header and an alpha column.
  ///
  /// GIMP, Inkscape and Krita misread such files, so it is off by default. Reading always
  /// understands the alpha column.
  public var includeAlpha: Bool

  /// The name written for a swatch that has none (`"Untitled"`, as GIMP writes it).
  ///
  /// Every line gets a name because Aseprite drops colour lines without one. Reading keeps the
  /// name as written, so an unnamed swatch comes back named `"Untitled"`.
  public static var placeholderName: String { GPLWriter.placeholderName }

  /// Creates the format.
  ///
  /// - Parameter includeAlpha: Whether to write the alpha column; `false` by default.
  public init(includeAlpha: Bool = false) {
    self.includeAlpha = includeAlpha
  }

  /// `"gpl"`.
  public var identifier: String { "gpl" }
  /// `"GIMP palette"`.
  public var displayName: String { "GIMP palette" }
  /// `["gpl"]`.
  public var fileExtensions: [String] { ["gpl"] }

  /// Names, a palette name, a description and a column count (0 to 256, and only with a
  /// palette name, where GIMP reads it); 8-bit sRGB; alpha only with ``includeAlpha``; no
  /// groups and no swatch kinds.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: true,
      maxColumns: GPLWriter.maxColumns, columnsNeedPaletteName: true, groups: false,
      alpha: includeAlpha, models: [.srgb], kinds: [.process],
      controlCharacters: ControlCharacterLimit(
        .all, in: [.paletteName, .description, .swatchNames])
    )
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the text starts with `GIMP Palette` (after an
  /// optional byte order mark), otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    var body = prefix[...]
    if ASCII.hasByteOrderMark(body) { body = body.dropFirst(ASCII.byteOrderMark.count) }
    return body.starts(with: "GIMP Palette".utf8) ? .strong : .none
  }

  /// Decodes a GIMP palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group) and warnings, each with a line and column.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` at 1:1 when the header is missing,
  ///   ``/PaletteCore/PaletteError/Kind/syntax`` or ``/PaletteCore/PaletteError/Kind/invalidValue``
  ///   at the offending token otherwise.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = GPLReader(bytes: bytes)
    return try reader.read()
  }

  /// Names on one line: line breaks become spaces and surrounding blanks are removed; a swatch
  /// name left empty is written as `Untitled`. GPL has no groups.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    WrittenNames(
      palette: palette.name.map { String(decoding: SingleLine.bytes($0), as: UTF8.self) },
      groups: palette.groups.map { _ in nil },
      swatches: palette.groups.flatMap { group in
        group.swatches.map { String(decoding: GPLWriter.swatchName($0.name), as: UTF8.self) }
      })
  }

  /// Encodes a palette as GIMP writes it.
  ///
  /// Colours that are not sRGB are converted and gamut-mapped
  /// (``/PaletteCore/PaletteColor/rgba8``); groups are flattened; alpha is dropped unless
  /// ``includeAlpha`` is set.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    GPLWriter(includeAlpha: includeAlpha).write(palette)
  }
}
