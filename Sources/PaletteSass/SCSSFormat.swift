public import PaletteCore

/// Sass variables in SCSS syntax, with a map per group (write only).
///
///     // Brand
///     $paper: #fafafa;
///     $brand-ocean-blue: #0050c8;
///     $brand-colors: (
///       "ocean-blue": $brand-ocean-blue,
///     );
///
/// Every colour is a variable, `$GROUP-NAME` inside a named group and `$NAME` outside (slugs);
/// each named group is also a map `$GROUP-colors` from the swatch's slug to its variable, for
/// `map.get($brand-colors, "ocean-blue")` and `@each`. Values are `#rrggbb`, `#rrggbbaa` with
/// alpha.
public struct SCSSFormat: PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"scss"`.
  public var identifier: String { "scss" }
  /// `"Sass variables (SCSS)"`.
  public var displayName: String { "Sass variables (SCSS)" }
  /// `["scss"]`.
  public var fileExtensions: [String] { ["scss"] }

  /// Write only: names (as slugs), groups (as prefixes and maps), the palette name (a comment),
  /// alpha; sRGB.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb])
  }

  /// Writes the variables and maps.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 SCSS ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let variables = StylesheetVariables(palette)
    var out = StylesheetVariables.nameComment(palette)
    for variable in variables.all { out += "$\(variable.name): \(variable.value);\n" }
    for group in variables.groups {
      out += "\n$\(group.name)-colors: (\n"
      for variable in group.variables { out += "  \"\(variable.key)\": $\(variable.name),\n" }
      out += ");\n"
    }
    return Array(out.utf8)
  }
}
