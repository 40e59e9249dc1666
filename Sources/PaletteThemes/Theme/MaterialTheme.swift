public import PaletteCore

/// A Material 3 theme as a palette: one swatch per role, light at the chosen contrast as the
/// colour, and the dark and high-contrast schemes as appearance variants.
public struct MaterialTheme: Hashable, Sendable {
  /// The seed colour.
  public var seed: RGBA8
  /// The scheme variant.
  public var variant: MaterialVariant
  /// The contrast level of the light and dark colours, −1...1.
  public var contrast: Double
  /// The contrast level of the high-contrast variants, −1...1; 1 (high) by default.
  public var highContrast: Double
  /// Colours for the other palettes instead of the variant's (``MaterialScheme``'s
  /// `secondary`, `tertiary`, `neutral`, `neutralVariant` and `error`).
  public var secondary: RGBA8?
  /// See ``secondary``.
  public var tertiary: RGBA8?
  /// See ``secondary``.
  public var neutral: RGBA8?
  /// See ``secondary``.
  public var neutralVariant: RGBA8?
  /// See ``secondary``.
  public var error: RGBA8?

  /// A theme.
  ///
  /// - Parameters:
  ///   - seed: The seed colour.
  ///   - variant: The scheme variant; tonal spot by default.
  ///   - contrast: The contrast level of the light and dark colours; 0 (standard) by default.
  ///   - highContrast: The contrast level of the high-contrast variants; 1 by default.
  public init(
    seed: RGBA8, variant: MaterialVariant = .tonalSpot, contrast: Double = 0,
    highContrast: Double = 1
  ) {
    self.seed = seed
    self.variant = variant
    self.contrast = contrast
    self.highContrast = highContrast
  }

  /// The scheme of one appearance: light (`nil`), dark, or either at high contrast.
  ///
  /// - Parameter appearance: The appearance, or `nil` for light.
  /// - Returns: The scheme.
  public func scheme(for appearance: Appearance?) -> MaterialScheme {
    let base = MaterialScheme(
      seed: seed, variant: variant, isDark: false, contrast: contrast, secondary: secondary,
      tertiary: tertiary, neutral: neutral, neutralVariant: neutralVariant, error: error)
    guard let appearance else { return base }
    return base.with(
      isDark: appearance.isDark, contrast: appearance.isHighContrast ? highContrast : contrast)
  }

  /// The theme as a palette: groups `primary`, `secondary`, `tertiary`, `error`, `surface`
  /// and `outline` (``MaterialRole/group``), one swatch per role named as the role
  /// (`on-primary-container`), in ``MaterialRole`` order within each group. Each swatch's
  /// colour is the light scheme's; its variants are the dark scheme's and, when the
  /// high-contrast level differs from ``contrast``, the light and dark high-contrast schemes'.
  /// A last group, `core`, holds the colours the theme was made from: `seed`, and
  /// `core-secondary`, `core-tertiary`, `core-neutral`, `core-neutral-variant` and `core-error`
  /// for the ones given. The palette is named `Material <variant> <seed>`.
  public var palette: Palette {
    let light = scheme(for: nil)
    var variants: [(Appearance, MaterialScheme)] = [(.dark, scheme(for: .dark))]
    if highContrast != contrast {
      variants.append((.highContrastLight, scheme(for: .highContrastLight)))
      variants.append((.highContrastDark, scheme(for: .highContrastDark)))
    }
    var groups: [PaletteGroup] = []
    for role in MaterialRole.allCases {
      var appearances: [Appearance: PaletteColor] = [:]
      for (appearance, scheme) in variants {
        appearances[appearance] = scheme[role].paletteColor
      }
      let swatch = Swatch(
        name: role.rawValue, color: light[role].paletteColor, appearances: appearances)
      if let index = groups.firstIndex(where: { $0.name == role.group }) {
        groups[index].swatches.append(swatch)
      } else {
        groups.append(PaletteGroup(name: role.group, swatches: [swatch]))
      }
    }
    var core = [Swatch(name: "seed", color: seed.paletteColor)]
    for (name, color) in [
      ("secondary", secondary), ("tertiary", tertiary), ("neutral", neutral),
      ("neutral-variant", neutralVariant), ("error", error),
    ] {
      if let color { core.append(Swatch(name: "core-\(name)", color: color.paletteColor)) }
    }
    groups.append(PaletteGroup(name: "core", swatches: core))
    return Palette(
      name: "Material \(variant.rawValue) \(seed.hexString())", groups: groups)
  }
}
