public import PaletteCore

/// CorelDRAW XML palettes (CorelDRAW, Corel DESIGNER and PHOTO-PAINT X5 and later).
///
/// Reading takes `<palette>` with its `name`, the named colour spaces of `<colorspaces>`
/// (spot inks such as Pantone colours, each with definitions in one or more models), and the
/// `<page>`s of `<colors>`, each a group. A `<color>` is `cs="RGB"`, `"CMYK"`, `"LAB"` or
/// `"GRAY"` with its `tints`, or refers to a named colour space by name with one tint: that
/// swatch is a spot colour, in the model of the space's first definition, the tint applied
/// (approximately, with a warning, when it is not 100 %). Models palconv cannot convert
/// (Corel's HSB, HLS, YIQ, …) are skipped with a warning. Lab tints are bytes over 255
/// (L = t·100, a and b = t·255 − 128). A tint that is k/255 rounded, as Corel writes 8-bit
/// values, is read as exactly k/255.
///
/// Writing keeps sRGB, CMYK, Lab and gray in their model, spot swatches as named colour
/// spaces, and groups as pages. See `docs/formats/corel-xml.md`.
public struct CorelXMLFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"corel-xml"`.
  public var identifier: String { "corel-xml" }
  /// `"CorelDRAW XML palette"`.
  public var displayName: String { "CorelDRAW XML palette" }
  /// `["xml"]`: the extension is shared with other formats, so detection reads the content.
  public var fileExtensions: [String] { ["xml"] }

  /// Names, the palette's name, groups (pages), sRGB, CMYK, Lab and gray natively, spot kinds;
  /// no alpha, no description.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: true, alpha: false, models: [.srgb, .cmyk, .lab, .gray], kinds: [.process, .spot],
      controlCharacters: ControlCharacterLimit(.notInXML, in: .all))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for an XML document whose root is `<palette>`
  /// followed by `<colors>` or `<colorspaces>` and a `tints` attribute in the first bytes,
  /// ``/PaletteCore/DetectionConfidence/weak`` for a `<palette>` root with a `guid`,
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise (a generic `<palette><color hex=…>` file
  /// included).
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard let root = XMLRootSniffer(prefix), root.name == "palette" else { return .none }
    if (root.restContains("<colors") || root.restContains("<colorspaces"))
      && root.restContains("tints=")
    {
      return .strong
    }
    return root.attributes.contains { $0.name == "guid" } ? .weak : .none
  }

  /// Decodes a palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one group per page) and warnings, each with a line and column.
  /// - Throws: ``/PaletteCore/PaletteError`` for malformed XML, a root other than `<palette>` or
  ///   one without `<colors>` (``/PaletteCore/PaletteError/Kind/invalidSignature``), or tints that
  ///   are not numbers in the count the model takes
  ///   (``/PaletteCore/PaletteError/Kind/invalidValue``), each with a line and column.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try CorelReader.read(bytes)
  }

  /// The names as written: as they are, but characters XML cannot hold are U+FFFD, an empty
  /// palette name is none (Corel writes `name=""` for a palette without one), and a spot swatch
  /// without a name reads back with the name of the colour space it is written as (`Spot N`).
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    let spaces = CorelWriter.spaceNames(palette)
    var swatches: [String?] = []
    for (swatch, space) in zip(palette.allSwatches, spaces) {
      swatches.append(swatch.name.map(XMLWriter.writable) ?? space)
    }
    let name = palette.name.map(XMLWriter.writable)
    return WrittenNames(
      palette: name?.isEmpty == true ? nil : name,
      groups: palette.groups.map { $0.name.map(XMLWriter.writable) }, swatches: swatches)
  }

  /// Encodes the palette as a CorelDRAW XML palette.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 XML ending with a line break.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind
  ///   ``/PaletteCore/PaletteError/Kind/unrepresentable`` when a component is NaN or infinite.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try CorelWriter.write(palette)
  }
}
