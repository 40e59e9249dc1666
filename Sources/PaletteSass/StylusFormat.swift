public import PaletteCore

/// Stylus variables, `NAME = VALUE` (write only).
///
/// Named as ``SCSSFormat`` names them (`brand-ocean-blue`); groups are name prefixes.
public struct StylusFormat: PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"stylus"`.
  public var identifier: String { "stylus" }
  /// `"Stylus variables"`.
  public var displayName: String { "Stylus variables" }
  /// `["styl"]`.
  public var fileExtensions: [String] { ["styl"] }

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
  /// - Returns: UTF-8 Stylus ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out = StylesheetVariables.nameComment(palette)
    for variable in StylesheetVariables(palette).all {
      out += "\(variable.name) = \(variable.value)\n"
    }
    return Array(out.utf8)
  }
}
