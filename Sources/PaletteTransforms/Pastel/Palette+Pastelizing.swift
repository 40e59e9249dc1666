public import PaletteCore

extension Palette {
  /// The amount ``pastelized(amount:)`` uses when none is given: 0.75.
  ///
  /// Tuned so that the primaries come out as the pastels people name: red `#FF0000` becomes
  /// the light pink `#FFC3BA`, blue `#0000FF` the baby blue `#AAC6FF`, green `#00FF00` the
  /// mint `#C3F9BE`, purple `#800080` the lavender pink `#DBB5D8` and orange `#FF8000` the
  /// peach `#FED2B8`.
  public static let defaultPastelAmount: Double = 0.75

  /// The OKLCH lightness that pastelizing raises colours toward.
  static let pastelTargetLightness = 0.95

  /// The share of chroma removed at amount 1; the rest keeps hues apart even then.
  static let pastelChromaReduction = 0.9

  /// The palette with every colour turned into a pastel: lighter, softer, same hue.
  ///
  /// In OKLCH, with `a` the amount:
  /// - the colour is first brought into the sRGB gamut by reducing chroma at constant
  ///   lightness and hue (only wide-gamut colours change);
  /// - lightness rises toward 0.95: `L' = L + (0.95 - L) · a` (a lighter colour keeps its L);
  /// - chroma is cut: `C' = C · (1 - 0.9 · a)`;
  /// - the hue is kept, and chroma is reduced further at constant lightness and hue until the
  ///   colour fits in sRGB (the CSS Color 4 gamut-mapping goal, without its final clip, which
  ///   would turn light hues by up to 3°); the final gamut mapping
  ///   then only removes rounding noise.
  ///
  /// So lightness never decreases, chroma never increases, hue is kept, and both change
  /// monotonically with the amount. The results are stored as sRGB; alpha, names, kinds and
  /// groups are kept. Appearance variants (dark, high contrast) are softened the same way. An
  /// amount of 0 returns the palette unchanged, bit for bit, in its
  /// native models; colours with a non-finite value are left unchanged.
  ///
  /// - Parameter amount: 0 (unchanged) ... 1 (palest); clamped into 0...1, NaN counts as 0.
  /// - Returns: The pastel palette.
  /// - Complexity: O(*n*) in the number of swatches.
  public func pastelized(amount: Double = Palette.defaultPastelAmount) -> Palette {
    guard amount > 0 else { return self }
    let amount = min(amount, 1)
    var result = self
    result.mapSwatches { swatch in
      swatch.mapColors { Self.pastel(of: $0, amount: amount) ?? $0 }
    }
    return result
  }

  /// The pastel of one colour, or `nil` when the colour has a non-finite value.
  static func pastel(of color: PaletteColor, amount: Double) -> PaletteColor? {
    let lch = color.oklchValues
    guard lch.x.isFinite, lch.y.isFinite, lch.z.isFinite else { return nil }
    let hue = lch.z
    let inGamutChroma = maximumChroma(lightness: lch.x, hue: hue, upTo: lch.y)
    let lightness =
      lch.x < pastelTargetLightness ? lch.x + (pastelTargetLightness - lch.x) * amount : lch.x
    let reduced = inGamutChroma * max(0, 1 - pastelChromaReduction * amount)
    let chroma = maximumChroma(lightness: lightness, hue: hue, upTo: reduced)
    let rgb = ColorMath.gamutMapToSRGB(oklch: SIMD3(lightness, chroma, hue))
    return PaletteColor(
      .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z)), alpha: color.alpha)
  }

  /// The largest chroma, at most `limit`, that keeps an OKLCH colour inside sRGB, found by
  /// bisection to 1e-7.
  static func maximumChroma(lightness: Double, hue: Double, upTo limit: Double) -> Double {
    guard lightness > 0, lightness < 1 else { return 0 }
    let limit = max(limit, 0)
    if ColorMath.isInGamut(ColorMath.oklchToSRGB(SIMD3(lightness, limit, hue)), tolerance: 0) {
      return limit
    }
    var low = 0.0
    var high = limit
    while high - low > 1e-7 {
      let middle = (low + high) / 2
      if ColorMath.isInGamut(ColorMath.oklchToSRGB(SIMD3(lightness, middle, hue)), tolerance: 0) {
        low = middle
      } else {
        high = middle
      }
    }
    return low
  }
}
