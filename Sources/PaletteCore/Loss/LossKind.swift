/// The kinds of loss ``LossReport`` reports, one diagnostic each at most.
///
/// The raw value is the diagnostic code. Every loss is reported as a warning: the output is
/// written and usable, but it no longer says everything the input said.
public enum LossKind: String, Hashable, Sendable, CaseIterable {
  /// Named groups are flattened.
  case groups = "loss.groups"
  /// Transparency is dropped.
  case alpha = "loss.alpha"
  /// Colours are converted to another model (and gamut-mapped when out of gamut).
  case model = "loss.model"
  /// Spot or global swatches become process colours.
  case kind = "loss.kind"
  /// Swatch names are dropped.
  case names = "loss.names"
  /// Names are changed to fit the format's syntax (CSS property names, asset folder names).
  case renamed = "loss.renamed"
  /// Swatches are written in another order (an asset catalog is sorted by name; design tokens
  /// that share a path are written together).
  case order = "loss.order"
  /// The palette's name is dropped.
  case paletteName = "loss.palette-name"
  /// The palette's description is dropped.
  case description = "loss.description"
  /// The column hint is dropped.
  case columns = "loss.columns"
  /// Swatches beyond the format's limit do not fit.
  case tooMany = "loss.too-many"
  /// The format holds a fixed number of colours and the palette has fewer: the writer fills
  /// the rest with colours of its own.
  case filled = "loss.filled"
  /// Appearance variants (dark, high contrast) are dropped; the light colour is kept.
  case appearances = "loss.appearances"
  /// Control characters in names or the description are replaced, where the format has no
  /// escape for them (``ControlCharacterLimit``).
  case controlCharacters = "loss.control-characters"

  /// The stable diagnostic code, e.g. `loss.alpha`.
  public var code: String { rawValue }

  /// One line for help texts and documentation.
  public var summary: String {
    switch self {
    case .groups: "named groups are flattened"
    case .alpha: "transparent colours become opaque"
    case .model: "colours are converted to a model the format stores (gamut-mapped if needed)"
    case .kind: "spot and global swatches become process colours"
    case .names: "swatch names are dropped"
    case .renamed: "names are changed to fit the format's syntax"
    case .order: "swatches are written in the format's own order"
    case .paletteName: "the palette name is dropped"
    case .description: "the description is dropped"
    case .columns: "the column count is dropped"
    case .tooMany: "swatches beyond the format's limit do not fit"
    case .filled: "the format's fixed slots the palette does not fill get colours of the writer's"
    case .appearances: "dark and high-contrast variants are dropped (the light colour is kept)"
    case .controlCharacters: "control characters in names are replaced"
    }
  }
}
