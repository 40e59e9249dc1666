public import PaletteCore

/// A Design Tokens resolver document (DTCG Resolver Module 2025.10, `.resolver.json`) whose
/// `theme` modifier gives the swatches' dark and high-contrast colours.
///
/// Reading merges the sources of `resolutionOrder` in order, a later token replacing an
/// earlier one (keeping its `$type` when it gives none) and groups merging member by member,
/// once for the theme's light context (the
/// swatches and their colours) and once for each context that names an appearance (`dark`,
/// `lightHighContrast`, `darkHighContrast`, spelt in any case, with or without `-` or `_`;
/// `light` or the modifier's `default` is the light one). A token whose colour in a context
/// differs from the colour it would fall back to becomes that appearance's variant. Sources are
/// inline token objects or `$ref`s into the document (`#/…`); a `$ref` to another file is
/// skipped with an error-severity diagnostic, since a codec reads one file. Another modifier is
/// read in its default context, with a warning; a theme context that names no appearance is
/// skipped with a warning. The tokens themselves are read as ``DTCGFormat`` reads them.
///
/// Writing gives one set, `base`, with the light colours as one inline source, and, when some
/// swatch has a variant, a `theme` modifier whose contexts `light` (empty), `dark`,
/// `lightHighContrast` and `darkHighContrast` (those whose absence would change a colour:
/// without `darkHighContrast` the dark colours are read for it) hold only the tokens that
/// differ from the light colours, with the keys of the base set; `resolutionOrder` is the set,
/// then the modifier. The palette name is the resolver's `name`, its description the
/// resolver's `description`.
public struct DTCGResolverFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"dtcg-resolver"`.
  public var identifier: String { "dtcg-resolver" }
  /// `"Design Tokens resolver (DTCG)"`.
  public var displayName: String { "Design Tokens resolver (DTCG)" }
  /// `["resolver.json"]`.
  public var fileExtensions: [String] { ["resolver.json"] }

  /// What ``DTCGFormat`` holds, with a palette name and every appearance variant.
  public var capabilities: FormatCapabilities {
    var capabilities = DTCGFormat().capabilities
    capabilities.paletteName = true
    capabilities.appearances = Set(Appearance.allCases)
    return capabilities
  }

  /// `.strong` for a JSON object with a top-level `resolutionOrder` member in its first bytes,
  /// or, when a large `sets` or `modifiers` object pushes `resolutionOrder` past them, with a
  /// top-level `version` of `2025.10` beside a top-level `sets` or `modifiers` object (the
  /// resolver's own members: a token file has neither at its top level with that version).
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
      first == UInt8(ascii: "{")
    else { return .none }
    let scan = JSONPrefixScan.scan(prefix)
    if scan.topLevel("resolutionOrder") != nil { return .strong }
    let resolverVersion = scan.topLevel("version")?.hasString("2025.10") ?? false
    let resolverMember = ["sets", "modifiers"].contains {
      scan.topLevel($0)?.valueStart == UInt8(ascii: "{")
    }
    return resolverVersion && resolverMember ? .strong : .none
  }

  /// Decodes a resolver document.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The palette, with appearance variants from the theme modifier, and
  ///   diagnostics.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column when the JSON is
  ///   malformed, the root is not an object or `resolutionOrder` is missing.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let document = try DTCGDocument(bytes, format: identifier)
    var decoder = ResolverDecoder(bytes: bytes, lines: document.lines)
    for warning in document.duplicateKeyWarnings {
      decoder.diagnose(.warning, "dtcg.duplicate-key", warning.message, at: warning.offset)
    }
    return try decoder.decode(document.root)
  }

  /// The names ``DTCGFormat`` gives the tokens, and the resolver's `name`.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    let names = DTCGEncoder().names(palette)
    return WrittenNames(
      palette: palette.name, groups: names.groups, swatches: names.swatches,
      swatchOrder: names.swatchOrder)
  }

  /// Encodes the palette as a resolver document with inline sources.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 JSON ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    Array(ResolverEncoder.encode(palette).utf8)
  }
}
