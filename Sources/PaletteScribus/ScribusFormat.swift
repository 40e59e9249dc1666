public import PaletteCore

/// Scribus colour sets: an XML file whose root is `<SCRIBUSCOLORS>`, one `<COLOR>` per swatch.
///
/// Reading takes both forms Scribus writes: the old one, `RGB="#rrggbb"` or
/// `CMYK="#ccmmyykk"` (each ink a byte, 255 = 100 %), and the 1.5 one, `SPACE="RGB"` with
/// `R` `G` `B` (0...255), `SPACE="CMYK"` with `C` `M` `Y` `K` (percent) or `SPACE="Lab"`
/// with `L` `A` `B`. `Spot="1"` makes a spot swatch; `Register="1"` (the registration colour,
/// printed on every plate) has no place in the model, so it is read as an ordinary colour with
/// a warning. The root's `Name` is the palette's name. Element and attribute names are
/// compared without regard to ASCII case, as Krita does. Scribus keeps one colour per name: a
/// name repeated with the same colour is read once, and one repeated with another colour is
/// kept twice, each with a warning (`scribus.duplicate`).
///
/// Writing produces the 1.5 form, keeping sRGB, CMYK and Lab as they are and spot kinds, and
/// gives every swatch a name of its own (`Red 2`).
/// See `docs/formats/scribus.md`.
public struct ScribusFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"scribus"`.
  public var identifier: String { "scribus" }
  /// `"Scribus colour set"`.
  public var displayName: String { "Scribus colour set" }
  /// `["xml"]`: the extension is shared with other formats, so detection reads the content.
  public var fileExtensions: [String] { ["xml"] }

  /// Names, the palette's name, sRGB, CMYK and Lab natively, spot kinds; no alpha, no groups,
  /// no description.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb, .cmyk, .lab], kinds: [.process, .spot],
      controlCharacters: ControlCharacterLimit(.notInXML, in: .all))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for an XML document whose root is
  /// `<SCRIBUSCOLORS>` (any case), ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard let root = XMLRootSniffer(prefix), ASCII.lowercased(root.name) == "scribuscolors"
    else { return .none }
    return .strong
  }

  /// Decodes a colour set.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group) and warnings, each with a line and column.
  /// - Throws: ``/PaletteCore/PaletteError`` for malformed XML, a root other than `<SCRIBUSCOLORS>`
  ///   (``/PaletteCore/PaletteError/Kind/invalidSignature``), or a colour without values or with a
  ///   value that is not a number (``/PaletteCore/PaletteError/Kind/invalidValue``), each with a
  ///   line and column.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try ScribusReader.read(bytes)
  }

  /// The names as written: the palette's and the swatches' as they are, but characters XML
  /// cannot hold (controls other than tab and line breaks) are U+FFFD, and a name that an
  /// earlier swatch has (or `None`, which Scribus reserves) gets a suffix (`Red 2`), because
  /// Scribus keeps one colour per name.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    WrittenNames(
      palette: palette.name.map(XMLWriter.writable), groups: palette.groups.map { _ in nil },
      swatches: ScribusWriter.names(palette.allSwatches))
  }

  /// Encodes the palette as a Scribus 1.5 colour set.
  ///
  /// sRGB, CMYK and Lab are written as they are; other models are converted to sRGB (gamut
  /// mapped); alpha and groups are dropped.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 XML ending with a line break.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind
  ///   ``/PaletteCore/PaletteError/Kind/unrepresentable`` when a component is NaN or infinite.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try ScribusWriter.write(palette)
  }
}
