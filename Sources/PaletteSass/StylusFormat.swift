public import PaletteCore

/// Stylus variables, `NAME = VALUE`.
///
/// Writing: named as ``SCSSFormat`` names them (`brand-ocean-blue`); groups are name prefixes
/// only, so they are lost (the loss report says so).
///
/// Reading: every unindented `name = value` line (`:=` and `?=` too, `?=` setting only a
/// variable not yet set) whose value is a colour or a variable holding one, in file order; a
/// word names a variable when one is defined, a CSS colour keyword otherwise. A hash
/// `brand = { key: colour, … }` is the group `brand`. A `//` comment on the first line is the
/// palette's name. See `docs/formats/sass.md`.
public struct StylusFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"stylus"`.
  public var identifier: String { "stylus" }
  /// `"Stylus variables"`.
  public var displayName: String { "Stylus variables" }
  /// `["styl"]`.
  public var fileExtensions: [String] { ["styl"] }

  /// Names (as slugs), the palette name (a comment), alpha; sRGB. Groups are not kept.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb],
      controlCharacters: ControlCharacterLimit(.all, in: .paletteName))
  }

  /// `.weak` when the first statement is a `name = value` line; variables carry no
  /// signature, so the `.styl` extension decides.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    StylesheetSniffer.confidence(prefix, .stylus)
  }

  /// Reads the colour variables.
  ///
  /// - Parameter bytes: The style sheet, UTF-8 (a BOM is skipped).
  /// - Returns: The palette, and a warning with line and column for each value skipped.
  /// - Throws: ``/PaletteCore/PaletteError`` for UTF-16 or invalid UTF-8, an unclosed comment or
  ///   bracket, or nesting or declarations past the limits.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try StylesheetDecoder(dialect: .stylus).decode(bytes)
  }

  /// The names as read back: every swatch by its variable (`brand-ocean-blue`), outside any
  /// group.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    StylesheetVariables.writtenNames(of: palette, withMaps: false)
  }

  /// Writes the variables.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 Stylus ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out = StylesheetNames.nameComment(palette)
    for variable in StylesheetVariables(palette).all {
      out += "\(variable.name) = \(variable.value)\n"
    }
    return Array(out.utf8)
  }
}
