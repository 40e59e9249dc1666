public import PaletteCore

/// Adobe colour books in XML (`.acbl`, "Adobe Color Book Legacy"), as Illustrator and InDesign
/// ship the Pantone books since CS3.
///
/// ```
/// <AdobeSwatchbook Version="1" BookID="3002">
///   <PrefixPostfixPairs><PrefixPostfixPair Prefix="PANTONE " Postfix=" C"/></PrefixPostfixPairs>
///   <Formats><Format ColorSpace="CMYK" Encoding="Float" Channels="4" ID="0"/></Formats>
///   <Swatches><Sp N="Yellow"><C>0 0.01 1 0</C></Sp></Swatches>
/// </AdobeSwatchbook>
/// ```
///
/// Reading gives one spot swatch per `<Sp>`, named as the applications show it: the default
/// prefix, the name, the default postfix (`PANTONE Yellow C`). Values are read in the book's
/// format: CMYK and RGB from 0 to 1, Lab with L from 0 to 100 and a, b as they are. Read only.
/// See `docs/formats/acbl.md`.
///
///     let book = try ACBLFormat().decode(bytes).palette
public struct ACBLFormat: PaletteDecoder {
  /// Creates the format.
  public init() {}

  /// `"acbl"`.
  public var identifier: String { "acbl" }

  /// `"Adobe colour book (XML)"`.
  public var displayName: String { "Adobe colour book (XML)" }

  /// `["acbl"]`.
  public var fileExtensions: [String] { ["acbl"] }

  /// What a book holds: names, sRGB, CMYK and Lab, spot colours.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb, .cmyk, .lab], kinds: [.spot])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for an XML document whose root element is
  /// `<AdobeSwatchbook>`, otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard let root = XMLRootSniffer(prefix), root.name == "AdobeSwatchbook" else { return .none }
    return .strong
  }

  /// Decodes a colour book.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and warnings (`acbl.skipped` for an element the format does not
  ///   have), each with a line and column.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed XML,
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` for another root element,
  ///   ``/PaletteCore/PaletteError/Kind/unsupportedVersion`` for a version other than 1,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a format palconv does not read or
  ///   values that are not as many finite numbers as the format's channels.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try ACBLReader.read(bytes)
  }
}
