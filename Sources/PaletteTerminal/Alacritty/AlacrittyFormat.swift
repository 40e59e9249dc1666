public import PaletteCore

/// Alacritty colour themes: the `[colors.*]` tables of Alacritty's TOML configuration
/// (0.13 and later), as theme files hold them.
///
/// ```
/// [colors.primary]
/// background = "#1e1e2e"
/// foreground = "#cdd6f4"
///
/// [colors.normal]
/// black = "#45475a"
/// ```
///
/// Reading takes `colors.primary` (background, foreground), `colors.cursor` (cursor, text),
/// `colors.selection` (background, text), `colors.normal` and `colors.bright` (the sixteen
/// colours), `#rrggbb` or `0xrrggbb`; Alacritty's other colours (dim, indexed, search, hints)
/// and `CellForeground`/`CellBackground` are passed over with a note. The TOML is read by a
/// subset reader that refuses what it does not read (multi-line strings, keys defined twice)
/// at its line and column. Writing writes the five tables, all twenty-two roles.
/// A palette is mapped onto the roles by the rule the terminal formats share
/// (`docs/formats/terminal-roles.md`); `docs/formats/alacritty.md` has the details.
///
///     let decoded = try AlacrittyFormat().decode(bytes)
public struct AlacrittyFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"alacritty"`.
  public var identifier: String { "alacritty" }
  /// `"Alacritty colour theme"`.
  public var displayName: String { "Alacritty colour theme" }
  /// `["toml"]`: shared with other TOML files, so detection reads the content.
  public var fileExtensions: [String] { ["toml"] }

  /// 22 8-bit sRGB colours named by role, always written; no alpha.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], maxSwatches: 22)
    capabilities.requiredSwatches = 22
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when a line starts with `[colors.` (a colours
  /// table header); ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    SchemeSniff.hasLine(prefix) { $0.hasPrefix("[colors.") } ? .strong : .none
  }

  /// Decodes a theme.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The palette and warnings: `alacritty.repeated-role`; notes `alacritty.other-color`, `alacritty.cell-color`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: TOML the reader does not read, a colour that is not `#rrggbb` or `0xrrggbb`.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try AlacrittyReader.read(bytes)
  }

  /// Each swatch's role, which it is read back named after, the roles' order, the swatches no
  /// role takes and the roles the writer fills.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    AlacrittyWriter.writtenNames(of: palette)
  }

  /// Encodes a palette as a theme; LF line breaks.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a NaN or infinite value.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try SchemeMapping.requireColors(palette, format: identifier)
    return try AlacrittyWriter.write(palette)
  }
}
