import PaletteCore

/// Affinity's HSL colours and palconv's HSB model.
///
/// Affinity stores hue, saturation and lightness as fractions 0...1; palconv's nearest model is
/// HSB with the hue in degrees. The conversion is exact in real numbers and done in `Double`,
/// then rounded to `Float`. Reading looks, among the `Float`s next to that result, for the HSB
/// value that writes back as exactly the file's HSL, so that what palconv writes reads back and
/// writes again to the same bytes; an HSL value that no nearby HSB value writes (Affinity's own,
/// often) is read as the rounded conversion and differs from the file's in the last bits when
/// written again.
enum AffinityHSL {
  /// HSB components from Affinity's HSL fractions.
  ///
  /// - Parameters:
  ///   - hue: The hue, 0...1 for a full turn (taken modulo one turn).
  ///   - saturation: The HSL saturation, 0...1 (clamped).
  ///   - lightness: The lightness, 0...1 (clamped).
  /// - Returns: HSB with the hue in degrees.
  static func hsb(hue: Float, saturation: Float, lightness: Float) -> ColorComponents {
    let direct = rounded(hue: hue, saturation: saturation, lightness: lightness)
    let target = (hue, saturation, lightness)
    if matches(direct, target) {
      return .hsb(hue: direct.0, saturation: direct.1, brightness: direct.2)
    }
    let steps = [0, -1, 1, -2, 2, -3, 3]
    for dh in steps.prefix(5) {
      for ds in steps {
        for dv in steps {
          let candidate = (
            step(direct.0, dh), step(direct.1, ds), step(direct.2, dv)
          )
          if matches(candidate, target) {
            return .hsb(hue: candidate.0, saturation: candidate.1, brightness: candidate.2)
          }
        }
      }
    }
    return .hsb(hue: direct.0, saturation: direct.1, brightness: direct.2)
  }

  /// Affinity's HSL fractions from HSB.
  ///
  /// - Parameters:
  ///   - hue: The hue in degrees (any turn).
  ///   - saturation: The HSB saturation, 0...1 (clamped).
  ///   - brightness: The brightness, 0...1 (clamped).
  /// - Returns: Hue (0...1), saturation and lightness.
  static func hsl(
    hue: Float, saturation: Float, brightness: Float
  ) -> (hue: Float, saturation: Float, lightness: Float) {
    let value = unit(brightness)
    let l = value * (1 - unit(saturation) / 2)
    let hslSaturation = l == 0 || l == 1 ? 0 : (value - l) / min(l, 1 - l)
    var turn = Double(hue) / 360
    turn -= turn.rounded(.down)
    return (Float(turn), Float(hslSaturation), Float(l))
  }

  private static func unit(_ value: Float) -> Double { min(max(Double(value), 0), 1) }

  /// The HSB conversion rounded to `Float`.
  private static func rounded(
    hue: Float, saturation: Float, lightness: Float
  ) -> (Float, Float, Float) {
    let l = unit(lightness)
    let s = unit(saturation)
    let value = l + s * min(l, 1 - l)
    let hsbSaturation = value == 0 ? 0 : 2 * (1 - l / value)
    var turn = Double(hue)
    turn -= turn.rounded(.down)
    return (Float(turn * 360), Float(hsbSaturation), Float(value))
  }

  /// Whether `candidate` writes as exactly `target`.
  private static func matches(
    _ candidate: (Float, Float, Float), _ target: (Float, Float, Float)
  ) -> Bool {
    let back = hsl(hue: candidate.0, saturation: candidate.1, brightness: candidate.2)
    return back.hue.bitPattern == target.0.bitPattern
      && back.saturation.bitPattern == target.1.bitPattern
      && back.lightness.bitPattern == target.2.bitPattern
  }

  /// The `Float` `count` steps away from `value` (towards +∞ for a positive count).
  private static func step(_ value: Float, _ count: Int) -> Float {
    var result = value
    for _ in 0..<abs(count) { result = count > 0 ? result.nextUp : result.nextDown }
    return result
  }
}
