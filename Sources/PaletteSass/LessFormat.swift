public import PaletteCore

/// Less variables, `@NAME: VALUE;` (write only).
///
/// Named as ``SCSSFormat`` names them (`@brand-ocean-blue`); groups are name prefixes.
public struct LessFormat: PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"less"`.
  public var identifier: String { "less" }
  /// `"Less variables"`.
  public var displayName: String { "Less variables" }
  /// `["less"]`.
  public var fileExtensions: [String] { ["less"] }

  /// Write only: names (as slugs), groups (as prefixes), the palette name (a comment), alpha;
  /// sRGB.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb])
  }

  /// Writes the variables.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 Less ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out = StylesheetVariables.nameComment(palette)
    for variable in StylesheetVariables(palette).all {
      out += "@\(variable.name): \(variable.value);\n"
    }
    return Array(out.utf8)
  }
}
