public import PaletteCore

/// A Tailwind CSS v4 theme: `@theme { --color-NAME-SHADE: VALUE; }` (write only; palconv's
/// CSS reader reads it back).
///
/// Each colour is one `--color-` custom property, named as ``TailwindConfigFormat`` nests
/// them: the family (the group's slug, or the swatch name before a trailing `-NUMBER`) and the
/// key (`--color-blue-500`, `--color-brand`). Values are `#rrggbb` (`#rrggbbaa` with alpha),
/// gamut-mapped into sRGB. The palette name is a comment.
public struct Tailwind4ThemeFormat: PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"tailwind4"`.
  public var identifier: String { "tailwind4" }
  /// `"Tailwind CSS v4 theme"`.
  public var displayName: String { "Tailwind CSS v4 theme" }
  /// `["theme.css"]`.
  public var fileExtensions: [String] { ["theme.css"] }

  /// Write only: names (as slugs), groups (as name prefixes), alpha; sRGB.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb],
      controlCharacters: ControlCharacterLimit(.all, in: .paletteName))
  }

  /// Writes the `@theme` block.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 CSS ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out = ""
    if let name = palette.name { out += "/* \(CodeText.blockComment(name, in: .css)) */\n" }
    out += "@theme {\n"
    for entry in TailwindNames.entries(of: palette) {
      out += "  --color-\(TailwindNames.fullName(entry)): \(TailwindNames.cssValue(entry.color));\n"
    }
    out += "}\n"
    return Array(out.utf8)
  }
}
