public import PaletteCore

/// Material Theme Builder's JSON export (`material-theme.json`): a Material 3 theme's seed,
/// core colours, custom colours, six schemes and five tonal palettes.
///
/// Reading keeps every colour: the roles as one group `scheme`, each swatch the light
/// scheme's colour with the dark, light-high-contrast and dark-high-contrast schemes' as
/// appearance variants; the medium-contrast schemes as the group `scheme-medium-contrast`
/// (light, with dark as the dark variant); the seed and core colours as `core` (`seed`,
/// `core-primary`, `core-neutralVariant` ...); custom colours
/// as `extended`; each tonal palette as `palette-primary` ... with swatches `primary-40`. The
/// description is the palette's description. A custom colour's description and `harmonized`
/// flag have no place in the model and are reported (`material-theme.extended-details`).
///
/// Writing produces the same layout from those groups, so a file read and written again has
/// the same content. Any other swatch becomes an entry of the schemes, Material's roles
/// (`on-primary-container` as `onPrimaryContainer`) first in Material's order and the others
/// under their own names, with its variants in the dark and high-contrast schemes (a scheme is
/// written when some swatch has its variant). A palette with a seed (a `core` group, or a
/// `primary` role) gets its core colours and, when it has none, the tonal palettes of its seed
/// by the tonal-spot rules.
public struct MaterialThemeFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"material-theme"`.
  public var identifier: String { "material-theme" }
  /// `"Material Theme Builder export"`.
  public var displayName: String { "Material Theme Builder export" }
  /// `["material-theme.json"]`: Material Theme Builder names its export
  /// `material-theme.json`, which the content tells from other JSON when read; an output
  /// named `brand.material-theme.json` is written in this format (a plain `.json` output is
  /// palconv JSON).
  public var fileExtensions: [String] { ["material-theme.json"] }

  /// Names, groups (the export's parts), a description, sRGB, and every appearance variant.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: true, columns: false,
      groups: true, alpha: false, models: [.srgb])
    capabilities.appearances = Set(Appearance.allCases)
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object with a top-level
  /// `coreColors` object, or a top-level `seed` string beside a `schemes` object.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let scan = JSONPrefixScan.scan(prefix)
    guard scan.rootIsObject else { return .none }
    if scan.topLevel("coreColors")?.valueStart == UInt8(ascii: "{") { return .strong }
    let seed = scan.topLevel("seed")?.valueStart == UInt8(ascii: "\"")
    let schemes = scan.topLevel("schemes")?.valueStart == UInt8(ascii: "{")
    return seed && schemes ? .strong : .none
  }

  /// Decodes an export.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The groups described on the type, and warnings (members the export does not
  ///   define, custom-colour details, a role missing from the light scheme).
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed JSON, a root that
  ///   is not an object, a part of the wrong type, or a colour that is not `#RRGGBB`.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(bytes: bytes, format: identifier, duplicateKeys: .keep)
    let root = try parser.parseDocument()
    var decoder = MaterialThemeDecoder()
    for duplicate in parser.duplicateKeys {
      decoder.warn(
        "material-theme.duplicate-key",
        "duplicate key '\(duplicate.key)'; the last one is used", at: duplicate.position)
    }
    return try decoder.decode(root)
  }

  /// The names as written: roles spelled as Material's keys (`onPrimaryContainer`), other
  /// names made unique, every group but the export's own parts flattened into `scheme`.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and the order of the file.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    MaterialThemeEncoder(palette).writtenNames()
  }

  /// Encodes a theme.
  ///
  /// - Parameter palette: A palette read from an export, one made by `palconv theme`, or any
  ///   other: its swatches become the roles of the schemes (their names as keys).
  /// - Returns: UTF-8 JSON in Material Theme Builder's layout, four-space indentation.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    MaterialThemeEncoder(palette).encode()
  }
}
