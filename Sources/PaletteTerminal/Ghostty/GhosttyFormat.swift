public import PaletteCore

/// Ghostty themes: `key = value` lines of Ghostty's configuration, the sixteen colours as
/// `palette = N=#rrggbb`.
///
/// ```
/// palette = 0=#45475a
/// background = 1e1e2e
/// cursor-color = f5e0dc
/// ```
///
/// Reading takes `palette = 0=` … `15=`, `background`, `foreground`, `cursor-color`,
/// `selection-background`, `cursor-text`, `selection-foreground` (`#rrggbb`, the `#` optional);
/// Ghostty's other settings and palette entries 16 to 255 are passed over with a note.
/// Writing writes all twenty-two roles.
/// A palette is mapped onto the roles by the rule the terminal formats share
/// (`docs/formats/terminal-roles.md`); `docs/formats/ghostty.md` has the details.
///
///     let decoded = try GhosttyFormat().decode(bytes)
public struct GhosttyFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"ghostty"`.
  public var identifier: String { "ghostty" }
  /// `"Ghostty theme"`.
  public var displayName: String { "Ghostty theme" }
  /// `["ghostty"]` (`config.ghostty`); Ghostty's theme files have no extension, so detection
  /// reads the content.
  public var fileExtensions: [String] { ["ghostty"] }

  /// 22 8-bit sRGB colours named by role, always written; no alpha.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], maxSwatches: 22)
    capabilities.requiredSwatches = 22
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when a line starts with `palette = ` and
  /// a digit, or `palette=`; ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    SchemeSniff.hasLine(prefix) { line in
      let rest = line.hasPrefix("palette") ? line.dropFirst(7).drop { $0 == " " } : ""
      return rest.hasPrefix("=") && rest.dropFirst().drop { $0 == " " }.first?.isNumber == true
    } ? .strong : .none
  }

  /// Decodes a theme.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The palette and warnings: `ghostty.repeated-role`; note `ghostty.other-setting`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: invalid UTF-8, a line without `=`, a palette entry or colour of another form.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try GhosttyTheme.read(bytes)
  }

  /// Each swatch's role, which it is read back named after, the roles' order, the swatches no
  /// role takes and the roles the writer fills.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    GhosttyTheme.writtenNames(of: palette)
  }

  /// Encodes a palette as a theme; LF line breaks.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a NaN or infinite value.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try SchemeMapping.requireColors(palette, format: identifier)
    return try GhosttyTheme.write(palette)
  }
}
