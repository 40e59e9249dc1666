/// The five tonal palettes a variant makes from a seed, by the 2021 spec.
struct MaterialPalettes {
  var primary: TonalPalette
  var secondary: TonalPalette
  var tertiary: TonalPalette
  var neutral: TonalPalette
  var neutralVariant: TonalPalette

  init(source: HCT, variant: MaterialVariant) {
    let hue = source.hue
    let chroma = source.chroma
    func palette(_ hue: Double, _ chroma: Double) -> TonalPalette {
      TonalPalette(hue: hue, chroma: chroma)
    }
    switch variant {
    case .tonalSpot:
      primary = palette(hue, 36)
      secondary = palette(hue, 16)
      tertiary = palette(ColorScience.sanitizeDegrees(hue + 60), 24)
      neutral = palette(hue, 6)
      neutralVariant = palette(hue, 8)
    case .content, .fidelity:
      primary = palette(hue, chroma)
      secondary = palette(hue, max(chroma - 32.0, chroma * 0.5))
      let temperature = ColorTemperature(source)
      let third =
        variant == .content
        ? temperature.analogous(count: 3, divisions: 6)[2] : temperature.complement
      tertiary = TonalPalette(of: DislikedColors.fixed(third))
      neutral = palette(hue, chroma / 8.0)
      neutralVariant = palette(hue, chroma / 8.0 + 4.0)
    case .vibrant:
      let hues: [Double] = [0, 41, 61, 101, 131, 181, 251, 301, 360]
      primary = palette(hue, 200)
      secondary = palette(
        Self.rotated(hue, hues: hues, by: [18, 15, 10, 12, 15, 18, 15, 12, 12]), 24)
      tertiary = palette(
        Self.rotated(hue, hues: hues, by: [35, 30, 20, 25, 30, 35, 30, 25, 25]), 32)
      neutral = palette(hue, 10)
      neutralVariant = palette(hue, 12)
    case .expressive:
      let hues: [Double] = [0, 21, 51, 121, 151, 191, 271, 321, 360]
      primary = palette(ColorScience.sanitizeDegrees(hue + 240), 40)
      secondary = palette(
        Self.rotated(hue, hues: hues, by: [45, 95, 45, 20, 45, 90, 45, 45, 45]), 24)
      tertiary = palette(
        Self.rotated(hue, hues: hues, by: [120, 120, 20, 45, 20, 15, 20, 120, 120]), 32)
      neutral = palette(ColorScience.sanitizeDegrees(hue + 15), 8)
      neutralVariant = palette(ColorScience.sanitizeDegrees(hue + 15), 12)
    case .neutral:
      primary = palette(hue, 12)
      secondary = palette(hue, 8)
      tertiary = palette(hue, 16)
      neutral = palette(hue, 2)
      neutralVariant = palette(hue, 2)
    case .monochrome:
      primary = palette(hue, 0)
      secondary = palette(hue, 0)
      tertiary = palette(hue, 0)
      neutral = palette(hue, 0)
      neutralVariant = palette(hue, 0)
    case .rainbow:
      primary = palette(hue, 48)
      secondary = palette(hue, 16)
      tertiary = palette(ColorScience.sanitizeDegrees(hue + 60), 24)
      neutral = palette(hue, 0)
      neutralVariant = palette(hue, 0)
    case .fruitSalad:
      primary = palette(ColorScience.sanitizeDegrees(hue - 50), 48)
      secondary = palette(ColorScience.sanitizeDegrees(hue - 50), 36)
      tertiary = palette(hue, 36)
      neutral = palette(hue, 10)
      neutralVariant = palette(hue, 16)
    }
  }

  /// The hue rotated by the amount of the range (between consecutive `hues`) it lies strictly
  /// inside; a hue on a boundary, or outside every range, is not rotated.
  static func rotated(_ hue: Double, hues: [Double], by rotations: [Double]) -> Double {
    for (i, (lower, upper)) in zip(hues, hues.dropFirst()).enumerated()
    where lower < hue && hue < upper && i < rotations.count {
      return ColorScience.sanitizeDegrees(hue + rotations[i])
    }
    return hue
  }
}
