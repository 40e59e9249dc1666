public import PaletteCore

/// Corel's binary palettes (`.cpl`), from CorelDRAW 5 to 11 and Corel PHOTO-PAINT, before
/// CorelDRAW X5 replaced them with XML.
///
/// A file starts with two bytes that give its layout (`CC BC`, `CC DC`, `DC DC`, `CD BC`,
/// `CD DC`, `DD DC` or `CD DD`), then a header (a colour count; a name and a count; or a table
/// of sections giving the name, the palette type, the colour count and the columns), then the
/// colours, all little-endian. Each colour is a model number and eight bytes of components,
/// in some layouts an identifier and a second value (the process equivalent of a spot ink),
/// then its name as a length and single-byte or UTF-16 text. CMYK (percentages or bytes),
/// CMY, RGB, HSB, HLS (read as HSB), grayscale and both Lab layouts are read; a colour whose
/// models hold no values (a Pantone reference by number, YIQ, six inks) is skipped with a
/// warning. The palette types of spot inks make spot swatches. Read only. See
/// `docs/formats/cpl.md`.
///
///     let palette = try CorelCPLFormat().decode(bytes).palette
public struct CorelCPLFormat: PaletteDecoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"cpl"`.
  public var identifier: String { "cpl" }
  /// `"Corel palette (binary .cpl)"`.
  public var displayName: String { "Corel palette (binary .cpl)" }
  /// `["cpl"]`.
  public var fileExtensions: [String] { ["cpl"] }

  /// Names, the palette's name, columns, sRGB, CMYK, Lab, gray and HSB, spot colours.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: true,
      groups: false, alpha: false, models: [.srgb, .cmyk, .lab, .gray, .hsb],
      kinds: [.process, .spot])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the file starts with a version that has
  /// a table of sections and the table fits the bytes (between 1 and 64 sections, the first
  /// after the table); ``/PaletteCore/DetectionConfidence/weak`` for a version without one
  /// (two bytes are all it has); otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard let version = CorelCPLVersion(prefix) else { return .none }
    guard version.hasSections else { return prefix.count >= 4 ? .weak : .none }
    let bytes = Array(prefix)
    guard bytes.count >= 14 else { return .none }
    let count = Self.u32(bytes, 2)
    let firstOffset = Self.u32(bytes, 10)
    guard (1...64).contains(count), firstOffset >= 6 + 8 * count else { return .none }
    return .strong
  }

  /// `false`: the file starts with its version.
  public var isHeaderless: Bool { false }

  /// What ``sniff(_:)`` rests on, or `nil` when it does not claim the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: A phrase such as `the file starts with CD DC, a Corel palette's version`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    guard sniff(prefix) != .none, let version = CorelCPLVersion(prefix) else { return nil }
    return "the file starts with \(version.text), a Corel palette's version"
      + (version.hasSections ? ", and a table of header sections that fits" : "")
  }

  /// Decodes a Corel palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and warnings with byte offsets: `cpl.model` for a colour in a
  ///   model without values palconv can read (skipped), `cpl.trailing` for bytes after the
  ///   last colour.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` for an unknown version,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a section, count or name
  ///   past the end of the file, ``/PaletteCore/PaletteError/Kind/invalidValue`` for a table
  ///   without the colour count, ``/PaletteCore/PaletteError/Kind/invalidEncoding`` for a name
  ///   that is not UTF-16.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try CorelCPLReader(bytes).read()
  }

  /// A little-endian 32-bit value at `offset`, which the caller has checked is in range.
  private static func u32(_ bytes: [UInt8], _ offset: Int) -> Int {
    Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16
      | Int(bytes[offset + 3]) << 24
  }
}
