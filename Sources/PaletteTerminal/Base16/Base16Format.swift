public import PaletteCore

/// base16 colour schemes (tinted-theming): 16 named colours, `base00` to
/// `base0F`, with the scheme's name and author, as YAML.
///
/// ```
/// system: "base16"
/// name: "Harbour"
/// author: "Ada"
/// variant: "dark"
/// palette:
///   base00: "#1d1f21"
///   base01: "#282a2e"
/// ```
///
/// Reading takes tinted-theming's layout (`palette:` under `system`, `name`, `author`)
/// and the classic one (`scheme`, `author` and the slots at the top, digits with or
/// without `#`): one swatch per slot, named after it, in slot order; the name is the
/// palette's and the author its description. Writing writes tinted-theming's layout with all
/// 16 slots: a palette is mapped onto them by the rule terminal schemes share (a swatch
/// named for a slot, or for the terminal role base16's templates give it, takes it; other
/// swatches fill the slots left in order; a slot still open is derived from its neighbours).
/// `docs/formats/base16.md` has the details.
///
///     let decoded = try Base16Format().decode(bytes)
public struct Base16Format: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"base16"`.
  public var identifier: String { "base16" }
  /// `"base16 scheme"`.
  public var displayName: String { "base16 scheme" }
  /// `["yaml", "yml"]` (shared with other YAML formats: the content tells them apart).
  public var fileExtensions: [String] { ["yaml", "yml"] }

  /// 16 8-bit sRGB colours named by slot, always written, the scheme's name and its author
  /// (the palette's description); no alpha, groups or columns.
  public var capabilities: FormatCapabilities { BaseSystem.base16.capabilities }

  /// /PaletteCore/DetectionConfidence/strong for YAML with a `base00:` key
  /// and neither a `base10:` key nor `system: base24`;
  /// /PaletteCore/DetectionConfidence/none otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    BaseSystem.base16.sniff(prefix)
  }

  /// Decodes a scheme.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The palette and warnings: `base16.missing-slot`, `base16.unknown-member`,
  ///   `base16.repeated-role`, `base16.system`, `base16.base24-slot`.
  /// - Throws: /PaletteCore/PaletteError with a line and column: YAML the reader does not
  ///   read, a document that is not a mapping, a slot that is not a six-digit hex colour.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try BaseSchemeReader.read(bytes, system: .base16)
  }

  /// Each swatch's slot, which it is read back named after, the slots' order, the swatches
  /// no slot takes and the slots the writer fills.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    BaseSchemeWriter.writtenNames(of: palette, system: .base16)
  }

  /// Encodes a palette as a base16 scheme in tinted-theming's layout; LF line breaks.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: /PaletteCore/PaletteError/Kind/unrepresentable for a NaN or infinite value.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try SchemeMapping.requireColors(palette, format: identifier)
    return try BaseSchemeWriter.write(palette, system: .base16)
  }
}
