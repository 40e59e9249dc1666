public import PaletteCore

/// Adobe colour books (`.acb`): the spot colour libraries (Pantone, HKS, DIC, Toyo, ANPA …)
/// that Photoshop, Illustrator and InDesign ship.
///
/// Reads version 1 books: the title becomes the palette's name, each colour's name is the
/// book's prefix, the colour's name and the postfix, as Photoshop shows it (`$$$/…=value`
/// localisation keys read as their value), and the RGB, CMYK, Lab or gray components are kept
/// in their model. Colours are spot colours, unless the book marks itself as a process book
/// (`spflproc`). Read only. See `docs/formats/photoshop.md`.
///
///     let book = try ACBFormat().decode(bytes).palette
public struct ACBFormat: PaletteDecoder {
  /// The signature, `8BCB`.
  static let signature: [UInt8] = Array("8BCB".utf8)

  /// Creates the format.
  public init() {}

  /// `"acb"`.
  public var identifier: String { "acb" }

  /// `"Adobe colour book"`.
  public var displayName: String { "Adobe colour book" }

  /// `["acb"]`.
  public var fileExtensions: [String] { ["acb"] }

  /// What a book holds: names, a title, a description, sRGB, CMYK, Lab and gray, spot colours.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: false,
      groups: false, alpha: false, models: [.srgb, .cmyk, .lab, .gray], kinds: [.process, .spot])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the bytes start with `8BCB`, otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    prefix.starts(with: Self.signature) ? .strong : .none
  }

  /// Decodes a colour book.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette, with a note for unnamed placeholder entries (`acb.placeholders`)
  ///   and a warning for bytes after the colours (`acb.trailing-bytes`).
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` (no `8BCB`, or an XML colour book),
  ///   ``/PaletteCore/PaletteError/Kind/unsupportedVersion``,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` (a field cut short, or more
  ///   colours declared than the bytes hold), ``/PaletteCore/PaletteError/Kind/invalidEncoding``
  ///   (a text that is not valid UTF-16), ``/PaletteCore/PaletteError/Kind/invalidValue`` (an
  ///   unknown colour model).
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try ACBReader(bytes).decode()
  }
}
