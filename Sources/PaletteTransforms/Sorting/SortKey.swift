/// What ``PaletteCore/Palette/sorted(by:reversed:flatten:)`` orders swatches by.
///
/// Colour keys are computed from the colour converted out of its native model (see
/// ``/PaletteCore/PaletteColor/oklchValues``); every key sorts ascending, and later keys only
/// break ties of earlier ones. Colours whose OKLCH chroma is below
/// ``achromaticChromaThreshold`` have no meaningful hue: ``hue`` and ``hueBands`` place them
/// after every chromatic colour, from dark to light.
public enum SortKey: Hashable, Sendable, CaseIterable {
  /// OKLCH hue, 0° to 360°, greys last by lightness.
  case hue
  /// OKLCH lightness, dark to light.
  case lightness
  /// OKLCH chroma, dull to vivid.
  case chroma
  /// WCAG 2 relative luminance of the colour as displayed (gamut-mapped sRGB), dark to light.
  case luminance
  /// The swatch name in Unicode code-point order, independent of any locale; unnamed
  /// swatches last.
  case name
  /// The order of the source file.
  case original
  /// Hue bands (``HueBand``: red, orange, yellow, …), then lightness inside each band;
  /// greys last by lightness.
  case hueBands

  /// The OKLCH chroma below which a colour counts as a grey: 0.02.
  ///
  /// 0.02 is the just-noticeable difference of ΔEOK that CSS Color 4 uses, so a colour closer
  /// than that to the neutral axis cannot be told from the grey of the same lightness and its
  /// hue angle is noise (an 8-bit grey off by one step, `#808081`, has a chroma of about
  /// 0.002; the faintest tints people name, such as `#F5FFFA` "mint cream", about 0.012).
  public static let achromaticChromaThreshold = 0.02

  /// Parses a key as written on the command line: `hue`, `lightness`, `chroma`, `luminance`,
  /// `name`, `original` or `hue-bands`.
  ///
  /// - Parameter argument: The key, lower-case.
  public init?(argument: String) {
    guard let key = Self.allCases.first(where: { $0.argument == argument }) else { return nil }
    self = key
  }

  /// Every key's spelling, in declaration order, for help texts and errors.
  public static var argumentNames: [String] { allCases.map(\.argument) }

  /// The key as written on the command line, e.g. `hue-bands`.
  public var argument: String {
    switch self {
    case .hue: "hue"
    case .lightness: "lightness"
    case .chroma: "chroma"
    case .luminance: "luminance"
    case .name: "name"
    case .original: "original"
    case .hueBands: "hue-bands"
    }
  }
}
