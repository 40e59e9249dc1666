public import PaletteCore

/// Sass variables in SCSS syntax, with a map per group.
///
///     // Brand
///     $paper: #fafafa;
///     $brand-ocean-blue: #0050c8;
///     $brand-colors: (
///       "ocean-blue": $brand-ocean-blue,
///     );
///
/// Writing: every colour is a variable, `$GROUP-NAME` inside a named group and `$NAME` outside
/// (slugs); each named group is also a map `$GROUP-colors` from the swatch's slug to its
/// variable, for `map.get($brand-colors, "ocean-blue")` and `@each`. Values are `#rrggbb`,
/// `#rrggbbaa` with alpha.
///
/// Reading: every top-level `$name: value;` whose value is a colour (hex, a CSS named colour,
/// `rgb()`, `hsl()` and the other CSS colour functions, `rgba($color, alpha)`) or a variable
/// holding one, in file order as Sass evaluates them (`!default` sets only a variable not yet
/// set); a map `$brand: (key: colour, …)` or `$brand-colors: (…)` is the group `brand`, a map
/// inside it the group `brand-KEY`, and a variable the map names joins its group under the
/// map's key. A `//` comment on the first line is the palette's name. Values palconv cannot
/// evaluate (`darken()`, arithmetic) are skipped with a warning. See `docs/formats/sass.md`.
public struct SCSSFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"scss"`.
  public var identifier: String { "scss" }
  /// `"Sass variables (SCSS)"`.
  public var displayName: String { "Sass variables (SCSS)" }
  /// `["scss"]`.
  public var fileExtensions: [String] { ["scss"] }

  /// Names (as slugs), groups (as maps), the palette name (a comment), alpha; sRGB.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb],
      controlCharacters: ControlCharacterLimit(.all, in: .paletteName))
  }

  /// `.weak` when the first statement declares a `$variable`; variables carry no signature,
  /// so the `.scss` extension decides.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    StylesheetSniffer.confidence(prefix, .scss)
  }

  /// Reads the colour variables and maps.
  ///
  /// - Parameter bytes: The style sheet, UTF-8 (a BOM is skipped).
  /// - Returns: The palette, and a warning with line and column for each value skipped.
  /// - Throws: ``/PaletteCore/PaletteError`` for UTF-16 or invalid UTF-8, an unclosed comment or
  ///   bracket, or nesting or declarations past the limits.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try StylesheetDecoder(dialect: .scss).decode(bytes)
  }

  /// The names as read back: a grouped swatch by its key in its group's map (`ocean-blue`),
  /// any other by its variable (`paper`); groups by their slugs.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    StylesheetVariables.writtenNames(of: palette, withMaps: true)
  }

  /// Writes the variables and maps.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 SCSS ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let variables = StylesheetVariables(palette, reservingMaps: true)
    var out = StylesheetNames.nameComment(palette)
    for variable in variables.all { out += "$\(variable.name): \(variable.value);\n" }
    for group in variables.groups {
      out += "\n$\(group.name)-colors: (\n"
      for variable in group.variables { out += "  \"\(variable.key)\": $\(variable.name),\n" }
      out += ");\n"
    }
    return Array(out.utf8)
  }
}
