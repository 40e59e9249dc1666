public import PaletteCore

/// A Material 3 colour scheme made from a seed colour: every role's colour for one variant,
/// appearance and contrast level, by the rules of the 2021 dynamic-colour spec that Material
/// Theme Builder exports.
///
/// The seed's HCT hue and chroma become five tonal palettes (primary, secondary, tertiary,
/// neutral, neutral variant) by the variant's rules, plus the error palette (hue 25, chroma
/// 84). Each role takes a tone of one palette; at contrast levels other than 0 the tone moves
/// until the role reaches the contrast ratio its spec asks for against its background.
///
///     let scheme = MaterialScheme(seed: RGBA8(hex: "#0000FF")!, isDark: true)
///     print(scheme[.primary].hexString())  // Prints "#BEC2FF"
public struct MaterialScheme: Hashable, Sendable {
  /// The seed colour.
  public let seed: HCT
  /// How the palettes are made from the seed.
  public let variant: MaterialVariant
  /// Whether the scheme is for the dark appearance.
  public let isDark: Bool
  /// The contrast level, −1 (reduced) ... 0 (standard) ... 0.5 (medium) ... 1 (high).
  public let contrast: Double
  /// The palette of the primary roles.
  public let primaryPalette: TonalPalette
  /// The palette of the secondary roles.
  public let secondaryPalette: TonalPalette
  /// The palette of the tertiary roles.
  public let tertiaryPalette: TonalPalette
  /// The palette of surfaces and their text.
  public let neutralPalette: TonalPalette
  /// The palette of surface variants and outlines.
  public let neutralVariantPalette: TonalPalette
  /// The palette of the error roles.
  public let errorPalette: TonalPalette

  /// The scheme of a seed.
  ///
  /// The other seeds replace the palettes the variant would make: a palette of their own hue
  /// and chroma, as Material Theme Builder does with custom key colours.
  ///
  /// - Parameters:
  ///   - seed: The seed (source) colour; alpha is ignored.
  ///   - variant: The scheme variant; tonal spot by default.
  ///   - isDark: Whether the scheme is for the dark appearance.
  ///   - contrast: The contrast level, clamped to −1...1; 0 is standard, 0.5 medium, 1 high.
  ///   - secondary: A colour for the secondary palette instead of the variant's.
  ///   - tertiary: A colour for the tertiary palette instead of the variant's.
  ///   - neutral: A colour for the neutral palette instead of the variant's.
  ///   - neutralVariant: A colour for the neutral-variant palette instead of the variant's.
  ///   - error: A colour for the error palette instead of Material's red.
  public init(
    seed: RGBA8, variant: MaterialVariant = .tonalSpot, isDark: Bool = false,
    contrast: Double = 0, secondary: RGBA8? = nil, tertiary: RGBA8? = nil,
    neutral: RGBA8? = nil, neutralVariant: RGBA8? = nil, error: RGBA8? = nil
  ) {
    let source = HCT(seed)
    let palettes = MaterialPalettes(source: source, variant: variant)
    self.seed = source
    self.variant = variant
    self.isDark = isDark
    self.contrast = contrast.isNaN ? 0 : min(max(contrast, -1), 1)
    self.primaryPalette = palettes.primary
    self.secondaryPalette = secondary.map { TonalPalette(of: $0) } ?? palettes.secondary
    self.tertiaryPalette = tertiary.map { TonalPalette(of: $0) } ?? palettes.tertiary
    self.neutralPalette = neutral.map { TonalPalette(of: $0) } ?? palettes.neutral
    self.neutralVariantPalette =
      neutralVariant.map { TonalPalette(of: $0) } ?? palettes.neutralVariant
    self.errorPalette = error.map { TonalPalette(of: $0) } ?? TonalPalette(hue: 25, chroma: 84)
  }

  /// The same scheme's palettes for another appearance and contrast level.
  ///
  /// - Parameters:
  ///   - isDark: Whether the scheme is for the dark appearance.
  ///   - contrast: The contrast level, clamped to −1...1.
  /// - Returns: The scheme.
  public func with(isDark: Bool, contrast: Double) -> MaterialScheme {
    MaterialScheme(
      seed: seed, variant: variant, isDark: isDark,
      contrast: contrast.isNaN ? 0 : min(max(contrast, -1), 1), palettes: self)
  }

  private init(
    seed: HCT, variant: MaterialVariant, isDark: Bool, contrast: Double,
    palettes other: MaterialScheme
  ) {
    self.seed = seed
    self.variant = variant
    self.isDark = isDark
    self.contrast = contrast
    self.primaryPalette = other.primaryPalette
    self.secondaryPalette = other.secondaryPalette
    self.tertiaryPalette = other.tertiaryPalette
    self.neutralPalette = other.neutralPalette
    self.neutralVariantPalette = other.neutralVariantPalette
    self.errorPalette = other.errorPalette
  }

  /// The colour of a role.
  ///
  /// - Parameter role: The role.
  /// - Returns: The opaque sRGB colour.
  public subscript(role: MaterialRole) -> RGBA8 {
    role.palette(in: self).tone(tone(of: role))
  }

  /// The colour of a role as HCT.
  ///
  /// - Parameter role: The role.
  /// - Returns: The colour's actual hue, chroma and tone.
  public func hct(of role: MaterialRole) -> HCT {
    role.palette(in: self).hct(tone: tone(of: role))
  }

  /// Every role's colour, in ``MaterialRole`` order.
  public var colors: [(role: MaterialRole, color: RGBA8)] {
    MaterialRole.allCases.map { ($0, self[$0]) }
  }
}
