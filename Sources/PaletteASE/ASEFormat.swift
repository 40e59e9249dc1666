public import PaletteCore

/// Adobe Swatch Exchange (`.ase`): the binary swatch format of Illustrator, InDesign and
/// Photoshop.
///
/// Reads version 1 files as real writers make them: named and unnamed groups (flattened to one
/// level), `RGB `, `CMYK`, `LAB ` and `Gray`/`GRAY` colours with their float32 values kept bit
/// for bit, global/spot/normal colour types, names in UTF-16. Oddities that do not stop reading
/// (a wrong block count, unclosed groups, unknown blocks) become warnings with byte offsets;
/// malformed input throws a ``/PaletteCore/PaletteError`` with the offset. Aseprite sprites, which
/// share the `.ase` extension, are recognised and refused with a clear message.
///
/// Writes version 1.0 as Adobe applications do; see `docs/formats/ase.md` for the mapping.
///
///     let decoded = try ASEFormat().decode(bytes)
///     let again = try ASEFormat().encode(decoded.palette)
public struct ASEFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"ase"`.
  public var identifier: String { "ase" }

  /// `"Adobe Swatch Exchange"`.
  public var displayName: String { "Adobe Swatch Exchange" }

  /// `["ase"]`.
  public var fileExtensions: [String] { ["ase"] }

  /// Swatch names, named groups (one level), sRGB, CMYK, Lab and gray, and all three swatch
  /// kinds; no palette name, description, columns or alpha.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false,
      paletteDescription: false, columns: false, groups: true, alpha: false,
      models: [.srgb, .cmyk, .lab, .gray], kinds: [.process, .global, .spot])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the bytes start with `ASEF`, otherwise
  /// ``/PaletteCore/DetectionConfidence/none`` (Aseprite sprites included).
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    prefix.starts(with: ASELayout.signature) ? .strong : .none
  }

  /// Decodes an ASE file.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette, with warnings for tolerated oddities (codes `ase.*`, locations
  ///   `.byte(offset:)`); every swatch and named group carries the offset of its block.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` (not ASE, or an Aseprite sprite),
  ///   ``/PaletteCore/PaletteError/Kind/unsupportedVersion`` (major version other than 1),
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` (a header, block or field cut
  ///   short), ``/PaletteCore/PaletteError/Kind/invalidEncoding`` (broken UTF-16 name),
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` (NaN or infinite value, inconsistent name
  ///   length).
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = ASEReader(bytes)
    return try reader.decode()
  }

  /// The names as the reader gets them back: a name's trailing NUL characters are removed
  /// (Adobe ends each name with one, and files pad with more).
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as read back, or `nil` when no name ends with a NUL.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    func endsWithNUL(_ name: String?) -> Bool { name?.utf8.last == 0 }
    guard
      endsWithNUL(palette.name)
        || palette.groups.contains(where: { group in
          endsWithNUL(group.name) || group.swatches.contains { endsWithNUL($0.name) }
        })
    else { return nil }
    func readBack(_ name: String?) -> String? {
      guard var scalars = name?.unicodeScalars[...] else { return nil }
      while scalars.last == "\u{0}" { scalars = scalars.dropLast() }
      return String(String.UnicodeScalarView(scalars))
    }
    return WrittenNames(
      palette: nil, groups: palette.groups.map { readBack($0.name) },
      swatches: palette.allSwatches.map { readBack($0.name) })
  }

  /// Encodes a palette as ASE 1.0.
  ///
  /// - Parameter palette: The palette; its name, description, columns and alpha are not stored.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a name longer than 65,534
  ///   UTF-16 units or a NaN or infinite value.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try ASEWriter.encode(palette)
  }
}
