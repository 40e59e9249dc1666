public import PaletteCore

/// CSS custom properties: a style sheet whose `--name: <colour>;` declarations are the
/// palette.
///
/// Reading takes every custom property in any block (`:root`, other selectors, `@media`,
/// `@theme`, nested blocks, and the top level of SCSS partials) whose value, after `var()`
/// substitution, is a CSS Color 4/5 colour. Swatch names are the property names without
/// `--`. Declarations in blocks other than `:root`-like ones form a group named after the
/// block's selector; `/* group: … */` comments written by palconv form groups too. A name
/// declared twice in the same context keeps its first position and its last value, as the
/// cascade does. Values that are not colours are skipped with a warning.
///
/// Appearances: `light-dark(a, b)` gives a swatch a dark variant; blocks that only select an
/// appearance (`@media (prefers-color-scheme: dark)`, `@media (prefers-contrast: more)`,
/// `.dark`, `[data-theme=dark]`, …, see `docs/formats/css.md`) hold variants of the `:root`
/// properties of the same names rather than groups.
///
/// Writing produces one `:root` block; ``valueSyntax`` chooses how colours are written,
/// ``darkSyntax`` how dark variants are; high-contrast variants follow in
/// `@media (prefers-contrast: more)` blocks.
/// See `docs/formats/css.md` for the grammar, the mapping to the model, and precision.
public struct CSSVariablesFormat: PaletteDecoder, PaletteEncoder {
  /// How the writer spells colour values.
  public var valueSyntax: ValueSyntax
  /// How the writer expresses dark variants.
  public var darkSyntax: DarkSyntax

  /// Creates the format.
  ///
  /// - Parameters:
  ///   - valueSyntax: How colours are written; ``ValueSyntax/native`` by default.
  ///   - darkSyntax: How dark variants are written; ``DarkSyntax/lightDark`` by default.
  public init(valueSyntax: ValueSyntax = .native, darkSyntax: DarkSyntax = .lightDark) {
    self.valueSyntax = valueSyntax
    self.darkSyntax = darkSyntax
  }

  /// `"css"`.
  public var identifier: String { "css" }
  /// `"CSS custom properties"`.
  public var displayName: String { "CSS custom properties" }
  /// `["css"]`.
  public var fileExtensions: [String] { ["css"] }

  /// Names, a palette name and description (as comments), groups, alpha and every
  /// appearance variant; the colour models that ``valueSyntax`` writes without conversion.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: false,
      groups: true, alpha: true, models: valueSyntax.preservedModels,
      appearances: Set(Appearance.allCases),
      controlCharacters: ControlCharacterLimit(.nul, in: [.paletteName, .description, .groupNames]))
  }

  /// `.strong` when a `--name:` declaration follows a `:root {` in the prefix, `.weak` for a
  /// `--name:` declaration elsewhere, `.none` otherwise.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    CSSSniffer.confidence(Array(prefix))
  }

  /// Decodes the colour custom properties of a style sheet.
  ///
  /// - Parameter bytes: The style sheet, UTF-8 (a BOM is skipped).
  /// - Returns: The palette, and warnings with line and column for everything skipped.
  /// - Throws: ``/PaletteCore/PaletteError`` for UTF-16 input, an unclosed comment, a `var()`
  ///   cycle, or more than a million declarations.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try CSSDecoder(bytes: bytes).decode()
  }

  /// The property names the writer gives the swatches (`Ocean Blue` is `--ocean-blue`, a
  /// repeated name gets `-2`); the palette's and groups' names are written in marker comments,
  /// which keep any text but a NUL (it reads back as U+FFFD, as CSS escapes do).
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    func paletteName(_ name: String) -> String? {
      guard case .paletteName(let read) = CSSMarkerComment.paletteName(name).readBack else {
        return nil
      }
      return read
    }
    func groupName(_ name: String) -> String? {
      guard case .group(let read) = CSSMarkerComment.group(name).readBack else { return nil }
      return read
    }
    return WrittenNames(
      palette: palette.name.flatMap(paletteName),
      groups: palette.groups.map { $0.name.flatMap(groupName) },
      swatches: CSSPropertyName.uniqueNames(palette.allSwatches.map(\.name)).map { $0 })
  }

  /// Encodes the palette as one `:root` block.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 CSS ending in a newline.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind
  ///   ``/PaletteCore/PaletteError/Kind/unrepresentable`` when a component is NaN or infinite.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try CSSEncoder(syntax: valueSyntax, darkSyntax: darkSyntax).encode(palette)
  }
}
