public import PaletteCore

/// base24 colour schemes (tinted-theming): 24 named colours, `base00` to
/// `base17`, with the scheme's name and author, as YAML.
///
/// ```
/// system: "base24"
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
/// 24 slots: a palette is mapped onto them by the rule terminal schemes share (a swatch
/// named for a slot, or for the terminal role base24's templates give it, takes it; other
/// swatches fill the slots left in order; a slot still open is derived from its neighbours).
/// `docs/formats/base16.md` has the details.
///
///     let decoded = try Base24Format().decode(bytes)
public struct Base24Format: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"base24"`.
  public var identifier: String { "base24" }
  /// `"base24 scheme"`.
  public var displayName: String { "base24 scheme" }
  /// `["yaml", "yml"]` (shared with other YAML formats: the content tells them apart).
  public var fileExtensions: [String] { ["yaml", "yml"] }

  /// 24 8-bit sRGB colours named by slot, always written, the scheme's name and its author
  /// (the palette's description); no alpha, groups or columns.
  public var capabilities: FormatCapabilities { BaseSystem.base24.capabilities }

  /// /PaletteCore/DetectionConfidence/strong for YAML with a `base00:` key
  /// and a `base10:` key or `system: base24`;
  /// /PaletteCore/DetectionConfidence/none otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    BaseSystem.base24.sniff(prefix)
  }

  /// Decodes a scheme.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The palette and warnings: `base24.missing-slot`, `base24.unknown-member`,
  ///   `base24.repeated-role`, `base24.system`.
  /// - Throws: /PaletteCore/PaletteError with a line and column: YAML the reader does not
  ///   read, a document that is not a mapping, a slot that is not a six-digit hex colour.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try BaseSchemeReader.read(bytes, system: .base24)
  }

  /// Each swatch's slot, which it is read back named after, the slots' order, the swatches
  /// no slot takes and the slots the writer fills.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    BaseSchemeWriter.writtenNames(of: palette, system: .base24)
  }

  /// Encodes a palette as a base24 scheme in tinted-theming's layout; LF line breaks.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: /PaletteCore/PaletteError/Kind/unrepresentable for a NaN or infinite value.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try SchemeMapping.requireColors(palette, format: identifier)
    return try BaseSchemeWriter.write(palette, system: .base24)
  }
}
