public import PaletteCore

/// The Microsoft RIFF palette (`.pal`): a `RIFF` file of form `PAL ` whose `data` chunk holds
/// a Windows `LOGPALETTE`, as Windows tools and SwatchBooker write it.
///
/// Reading walks the chunks (any besides `data` are skipped with a note), checks every size
/// against the bytes that remain, and reads the 8-bit RGB entries; the entries' Windows flags
/// are not colour, and a note says when some are set. Writing produces the simple form:
/// version 0x0300, flags 0. `docs/formats/pal.md` has the layout and how other readers differ.
///
///     let palette = Palette(swatches: [Swatch(color: .srgb8(255, 0, 0))])
///     print(try RIFFPaletteFormat().encode(palette).count)  // Prints "28"
public struct RIFFPaletteFormat: PaletteDecoder, PaletteEncoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"riff"`.
  public var identifier: String { "riff" }
  /// `"Microsoft RIFF palette"`.
  public var displayName: String { "Microsoft RIFF palette" }
  /// `["pal"]`.
  public var fileExtensions: [String] { ["pal"] }

  /// 8-bit sRGB only, at most 65,535 colours: no names, palette name, description, groups,
  /// kinds or alpha.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process],
      maxSwatches: RIFFLayout.maxEntries)
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the bytes start with `RIFF` and the form type
  /// at byte 8 is `PAL `; otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let start = prefix.startIndex
    guard prefix.count >= RIFFLayout.headerSize, prefix.starts(with: RIFFLayout.riff),
      prefix[(start + 8)..<(start + 12)].elementsEqual(RIFFLayout.form)
    else { return .none }
    return .strong
  }

  /// `false`: `RIFF` and `PAL ` are a signature.
  public var isHeaderless: Bool { false }

  /// `"'RIFF' at byte 0 and the form type 'PAL ' at byte 8"` when ``sniff(_:)`` claims the
  /// bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none
      ? nil : "'RIFF' at byte 0 and the form type 'PAL ' at byte 8 (Microsoft RIFF palette)"
  }

  /// Decodes a RIFF palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group of 8-bit sRGB swatches, each with the offset of
  ///   its entry) and diagnostics with byte offsets: warnings `riff.size`, `riff.version`,
  ///   `riff.extra`, notes `riff.chunk` and `riff.flags`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` without `RIFF` and `PAL `,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a header, chunk or entry table
  ///   cut short, ``/PaletteCore/PaletteError/Kind/invalidValue`` without a `data` chunk.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = RIFFReader(bytes)
    return try reader.read()
  }

  /// Encodes a palette as the simple RIFF form: one `data` chunk, version 0x0300, flags 0.
  ///
  /// Colours that are not sRGB are converted and gamut-mapped
  /// (``/PaletteCore/PaletteColor/rgba8``); groups are flattened; names and alpha are not written.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for more than 65,535 swatches.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try RIFFWriter.write(palette)
  }
}
