public import PaletteCore

/// Autodesk colour books (`.acb`): the XML colour books of AutoCAD and Revit, such as the
/// RAL, Resene or Benjamin Moore books AutoCAD lists beside its index colours.
///
/// ```
/// <colorBook>
///   <bookName>Brand</bookName>
///   <colorPage>
///     <pageColor><RGB8><red>255</red><green>0</green><blue>0</blue></RGB8></pageColor>
///     <colorEntry>
///       <colorName>Red</colorName>
///       <RGB8><red>255</red><green>0</green><blue>0</blue></RGB8>
///     </colorEntry>
///   </colorPage>
/// </colorBook>
/// ```
///
/// Adobe's binary colour books share the extension; detection tells them apart by content
/// (``ACBFormat`` has the `8BCB` signature, this one the `<colorBook>` root element). Reading
/// takes the book's name as the palette's name and each page as an unnamed group of named
/// 8-bit sRGB colours; a page's own colour (the tab AutoCAD draws) is not kept. Encrypted
/// books (`<RGB8Encrypt>`) are refused: their colours cannot be read. Writing produces one
/// page per group, the page colour being its first colour. See `docs/formats/autodesk-acb.md`.
///
///     let book = try AutodeskColorBookFormat().decode(bytes).palette
public struct AutodeskColorBookFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"autodesk-acb"`.
  public var identifier: String { "autodesk-acb" }

  /// `"Autodesk colour book"`.
  public var displayName: String { "Autodesk colour book" }

  /// `["acb"]`: the extension of Adobe's colour books too, so detection reads the content.
  public var fileExtensions: [String] { ["acb"] }

  /// Names, the book's name, 8-bit sRGB; pages keep the swatches apart but have no names, so
  /// named groups are flattened into pages; no alpha, description or other models.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process],
      controlCharacters: ControlCharacterLimit(.notInXML, in: .all))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for an XML document whose root element is
  /// `<colorBook>`, otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard let root = XMLRootSniffer(prefix), root.name == "colorBook" else { return .none }
    return .strong
  }

  /// Decodes a colour book.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette, one unnamed group per page, and warnings (`autodesk-acb.skipped`
  ///   for an element the format does not have), each with a line and column.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed XML,
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` for a root other than `<colorBook>`,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for an encrypted colour, a colour
  ///   without `<RGB8>` or a component that is not a whole number in 0...255.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try AutodeskColorBookReader.read(bytes)
  }

  /// The names as written: characters XML cannot hold become U+FFFD, and an empty name (the
  /// book's or a colour's) reads back as none.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    func written(_ name: String?) -> String? {
      guard let name else { return nil }
      let text = XMLWriter.writable(name)
      return text.isEmpty ? nil : text
    }
    return WrittenNames(
      palette: written(palette.name), groups: palette.groups.map { _ in nil },
      swatches: palette.allSwatches.map { written($0.name) })
  }

  /// Encodes the palette as an Autodesk colour book.
  ///
  /// Colours are written as 8-bit sRGB (converted and gamut-mapped from other models), one
  /// `<colorPage>` per group.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 XML ending with a line break.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind
  ///   ``/PaletteCore/PaletteError/Kind/unrepresentable`` when a component is NaN or infinite.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try AutodeskColorBookWriter.write(palette)
  }
}
