public import PaletteCore

/// Palettes from Coolors (coolors.co), as its exports and links give them: the XML export
/// (`<palette>` with `<color name hex r g b/>`), the code export (a text file of blocks:
/// `/* CSV */`, `/* Array */`, `/* Object */`, `/* Extended Array */`, `/* XML */`), a link
/// (`https://coolors.co/palette/264653-2a9d8f-e9c46a`, `https://coolors.co/264653-2a9d8f`)
/// and the colours of a link alone (`264653-2a9d8f-e9c46a`). Read only.
///
///     let decoded = try CoolorsFormat().decode(Array("https://coolors.co/264653-2a9d8f\n".utf8))
///     print(decoded.palette.swatchCount)  // Prints "2"
///
/// Colours are 8-bit sRGB. Names come from the XML export and the code export's object
/// blocks; a link has none. `docs/formats/coolors.md` has the details.
public struct CoolorsFormat: PaletteDecoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"coolors"`.
  public var identifier: String { "coolors" }
  /// `"Coolors palette"`.
  public var displayName: String { "Coolors palette" }
  /// None: Coolors' exports are `.xml` and `.txt` files and its links have no file; content
  /// tells them apart.
  public var fileExtensions: [String] { [] }

  /// Names, the palette name (of the XML export), 8-bit sRGB.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a Coolors link, a code export (a first
  /// line `/* CSV */` or another of its block titles) or an XML document whose root is
  /// `<palette>` holding `hex=` attributes and no CorelDRAW `tints=`;
  /// ``/PaletteCore/DetectionConfidence/weak`` for a line of two or more six-digit colours
  /// joined by `-`; ``/PaletteCore/DetectionConfidence/none`` otherwise (a hex list has one
  /// colour a line, which stays the hex list's).
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    CoolorsReader.kind(of: prefix)?.confidence ?? .none
  }

  /// `false`: links and exports have their own shapes; a bare list of hyphenated colours is
  /// claimed weakly and only when nothing else claims it.
  public var isHeaderless: Bool { false }

  /// What ``sniff(_:)`` found: `"a coolors.co link"`, `"a Coolors code export"`, `"a <palette>
  /// of hex= colours"` or `"colours joined by '-'"`.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    CoolorsReader.kind(of: prefix)?.evidence
  }

  /// Decodes a Coolors export or link.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group, or one per link or line) and warnings:
  ///   `coolors.rgb-mismatch` when an XML colour's `r`, `g`, `b` differ from its `hex` (the hex
  ///   is read), `coolors.skipped` for XML elements that are not colours.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed XML or JSON, a
  ///   link that is not a Coolors palette link, a colour that is not six hex digits, a code
  ///   export without a block palconv reads.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try CoolorsReader.read(bytes)
  }
}
