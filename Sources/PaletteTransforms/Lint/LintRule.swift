public import PaletteCore

/// The checks ``PaletteLinter`` runs, each with a stable code, a default severity and a
/// one-line summary.
///
/// The raw value is the diagnostic code scripts match on. Severities are defaults; a caller
/// that wants warnings to fail (`--strict`) raises them with
/// ``/PaletteCore/Diagnostic/with(severity:)``.
public enum LintRule: String, Hashable, Sendable, CaseIterable {
  /// The palette has no swatches at all.
  case emptyPalette = "lint.empty-palette"
  /// A named group has no swatches.
  case emptyGroup = "lint.empty-group"
  /// A colour value or alpha lies outside its model's range, or is not a number.
  case outOfRange = "lint.out-of-range"
  /// A swatch name is used twice in the same scope.
  case duplicateName = "lint.duplicate-name"
  /// A swatch repeats an earlier colour exactly.
  case duplicateColor = "lint.duplicate-color"
  /// A swatch is nearly indistinguishable from an earlier one.
  case nearDuplicate = "lint.near-duplicate"
  /// A swatch has no name, or an empty one.
  case unnamed = "lint.unnamed"
  /// A swatch name starts or ends with white space.
  case nameWhitespace = "lint.name-whitespace"
  /// A swatch name is a hex colour that disagrees with the swatch's colour.
  case hexNameMismatch = "lint.hex-name-mismatch"
  /// The target format cannot store the swatch's colour model, so it will be converted.
  case nonSRGB = "lint.non-srgb"
  /// The palette has more swatches than the target format holds.
  case tooManyColors = "lint.too-many-colors"
  /// Two colours that differ clearly in normal vision are hard to tell apart with a
  /// colour-vision deficiency (only with ``LintOptions/colorVision`` set).
  case cvdConfusable = "lint.cvd-confusable"

  /// The stable diagnostic code, e.g. `lint.duplicate-name`.
  public var code: String { rawValue }

  /// The severity the rule reports with.
  ///
  /// Errors are values a converter cannot use as they are and palettes a target cannot hold;
  /// warnings are likely mistakes; notes are information.
  public var defaultSeverity: Severity {
    switch self {
    case .outOfRange, .tooManyColors: .error
    case .emptyPalette, .duplicateName, .duplicateColor, .nearDuplicate, .hexNameMismatch,
      .cvdConfusable:
      .warning
    case .emptyGroup, .unnamed, .nameWhitespace, .nonSRGB: .note
    }
  }

  /// Whether the rule only runs when ``LintOptions/target`` is set.
  public var needsTarget: Bool {
    self == .nonSRGB || self == .tooManyColors
  }

  /// One line for help texts and documentation.
  public var summary: String {
    switch self {
    case .emptyPalette: "the palette has no swatches"
    case .emptyGroup: "a named group has no swatches"
    case .outOfRange:
      "a value is outside its range (sRGB, P3, CMYK, gray, alpha 0...1; Lab L 0...100; "
        + "OKLCH L 0...1, C >= 0) or not a number"
    case .duplicateName: "a name is used twice in the same group"
    case .duplicateColor: "a colour repeats an earlier one in the same group exactly"
    case .nearDuplicate:
      "a colour is within the near-duplicate threshold (ΔE00 < 1 by default) of an earlier one"
    case .unnamed: "a swatch has no name or an empty one"
    case .nameWhitespace: "a name starts or ends with white space"
    case .hexNameMismatch: "a name such as \"#FF0000\" disagrees with the colour"
    case .nonSRGB: "the target format cannot store the colour model and will convert it"
    case .tooManyColors: "the palette has more swatches than the target format holds"
    case .cvdConfusable:
      "two clearly different colours (ΔE00 >= 10) fall below ΔE00 5 when seen with a "
        + "colour-vision deficiency (with --cvd)"
    }
  }
}
