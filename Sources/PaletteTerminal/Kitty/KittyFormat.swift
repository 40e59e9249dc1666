public import PaletteCore

/// kitty colour themes (`.conf`): `key value` lines of kitty's configuration, with the
/// theme's name and author in kitty-themes' `## name:` and `## author:` comments.
///
/// ```
/// ## name: Harbour
/// foreground #cdd6f4
/// background #1e1e2e
/// color0 #45475a
/// ```
///
/// Reading takes `color0` … `color15`, `background`, `foreground`, `cursor`,
/// `selection_background`, `cursor_text_color`, `selection_foreground` (`#rrggbb` or `#rgb`);
/// kitty's other settings (tab bar, borders, `color16` and up) and the values `none` and
/// `background` are passed over with a note. The `## name:` and `## author:` comments are the
/// palette's name and description. Writing writes them and all twenty-two roles.
/// A palette is mapped onto the roles by the rule the terminal formats share
/// (`docs/formats/terminal-roles.md`); `docs/formats/kitty.md` has the details.
///
///     let decoded = try KittyFormat().decode(bytes)
public struct KittyFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"kitty"`.
  public var identifier: String { "kitty" }
  /// `"kitty colour theme"`.
  public var displayName: String { "kitty colour theme" }
  /// `["conf"]`: shared with other configuration files, so detection reads the content.
  public var fileExtensions: [String] { ["conf"] }

  /// 22 8-bit sRGB colours named by role, always written; no alpha.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: false,
      groups: false, alpha: false, models: [.srgb], maxSwatches: 22)
    capabilities.requiredSwatches = 22
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when lines start with `color0 ` and
  /// `background `; ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    SchemeSniff.hasLine(prefix) { $0.hasPrefix("color0 ") || $0.hasPrefix("color0\t") }
      && SchemeSniff.hasLine(prefix) { $0.hasPrefix("background ") || $0.hasPrefix("background\t") }
      ? .strong : .none
  }

  /// Decodes a theme.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The palette and warnings: `kitty.repeated-role`; note `kitty.other-setting`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: invalid UTF-8, a colour that is not `#rrggbb` or `#rgb`.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try KittyTheme.read(bytes)
  }

  /// Each swatch's role, which it is read back named after, the roles' order, the swatches no
  /// role takes and the roles the writer fills.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    KittyTheme.writtenNames(of: palette)
  }

  /// Encodes a palette as a theme; LF line breaks.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a NaN or infinite value.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try SchemeMapping.requireColors(palette, format: identifier)
    return try KittyTheme.write(palette)
  }
}
