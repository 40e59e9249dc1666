import PaletteCore

/// Affinity's HSL colours and palconv's HSB model.
///
/// Affinity stores hue, saturation and lightness as fractions 0...1; palconv's nearest model is
/// HSB with the hue in degrees. The conversion is exact in real numbers and done in `Double`,
/// then rounded to `Float`. Writing brings the hue into 0..<360 as a `Float` first and writes no
/// saturation for a lightness that rounds to 0 or 1, so that every written HSL is the HSL of an HSB
/// value inside the model's ranges. Reading looks for such an HSB value: the hue among the `Float`s
/// next to the rounded conversion, saturation and brightness by bisection, since near white or
/// black many `Float` steps of HSB saturation round to one HSL saturation. What palconv writes
/// therefore reads back and writes again to the same bytes; an HSL value that no HSB value writes
/// (Affinity's own, often) is read as the rounded conversion and differs from the file's in the
/// last bits when written again.
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
    let h = matchingHue(hue, near: direct.0)
    if let (s, v) = matchingSaturationAndBrightness(
      saturation: saturation, lightness: lightness, near: (direct.1, direct.2))
    {
      return .hsb(hue: h, saturation: s, brightness: v)
    }
    return .hsb(hue: h, saturation: direct.1, brightness: direct.2)
  }

  /// Affinity's HSL fractions from HSB.
  ///
  /// - Parameters:
  ///   - hue: The hue in degrees (any turn).
  ///   - saturation: The HSB saturation, 0...1 (clamped).
  ///   - brightness: The brightness, 0...1 (clamped).
  /// - Returns: Hue (0..<1), saturation and lightness.
  static func hsl(
    hue: Float, saturation: Float, brightness: Float
  ) -> (hue: Float, saturation: Float, lightness: Float) {
    let (s, l) = saturationAndLightness(saturation: saturation, brightness: brightness)
    return (turn(hue), s, l)
  }

  /// The hue as a fraction of a turn, 0 ≤ turn < 1, from the hue in degrees first brought into
  /// 0..<360 as a `Float`, so that every written turn is the turn of a hue in that range.
  private static func turn(_ hue: Float) -> Float {
    var degrees = Double(hue).truncatingRemainder(dividingBy: 360)
    if degrees.sign == .minus { degrees += 360 }
    var inRange = Float(degrees)
    if inRange >= 360 { inRange = 0 }
    return Float(Double(inRange) / 360)
  }

  /// HSL saturation and lightness from HSB saturation and brightness; no saturation where the
  /// lightness rounds to 0 or 1, where HSL saturation has no meaning.
  private static func saturationAndLightness(
    saturation: Float, brightness: Float
  ) -> (Float, Float) {
    let value = unit(brightness)
    let l = value * (1 - unit(saturation) / 2)
    let lightness = Float(l)
    guard lightness != 0, lightness != 1 else { return (0, lightness) }
    return (Float((value - l) / min(l, 1 - l)), lightness)
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

  /// A hue in degrees near `start` whose turn is exactly `target`, or `start` if none is.
  private static func matchingHue(_ target: Float, near start: Float) -> Float {
    for offset in 0..<16 {
      for value in offset == 0 ? [start] : [step(start, offset), step(start, -offset)]
      where turn(value).bitPattern == target.bitPattern {
        return value
      }
    }
    return start
  }

  /// HSB saturation and brightness that write exactly the target HSL saturation and lightness:
  /// brightness among the `Float`s next to the rounded conversion, saturation by bisection.
  private static func matchingSaturationAndBrightness(
    saturation target: Float, lightness targetL: Float, near start: (Float, Float)
  ) -> (Float, Float)? {
    func matches(_ s: Float, _ v: Float) -> Bool {
      let back = saturationAndLightness(saturation: s, brightness: v)
      return back.0.bitPattern == target.bitPattern && back.1.bitPattern == targetL.bitPattern
    }
    if matches(start.0, start.1) { return start }
    for offset in 0..<8 {
      let brightnesses = offset == 0 ? [start.1] : [step(start.1, offset), step(start.1, -offset)]
      for v in brightnesses where v >= 0 && v <= 1 {
        // Saturation rises and lightness falls as the HSB saturation rises: each target is a
        // range of HSB saturations, found by bisection over the Float bit patterns of 0...1.
        let written = { (s: Float) in saturationAndLightness(saturation: s, brightness: v) }
        let saturationFrom = firstIndex { written($0).0 >= target }
        let saturationUntil = firstIndex { written($0).0 > target }
        let lightnessFrom = firstIndex { written($0).1 <= targetL }
        let lightnessUntil = firstIndex { written($0).1 < targetL }
        let low = max(saturationFrom, lightnessFrom)
        let high = min(saturationUntil, lightnessUntil)
        if low < high {
          let s = Float(bitPattern: low)
          if matches(s, v) { return (s, v) }
        }
      }
    }
    return nil
  }

  /// The first bit pattern in 0...1 whose `Float` satisfies a monotone predicate (the pattern
  /// after 1 if none does).
  private static func firstIndex(where predicate: (Float) -> Bool) -> UInt32 {
    var low: UInt32 = 0
    var high: UInt32 = Float(1).bitPattern + 1
    while low < high {
      let mid = low + (high - low) / 2
      if predicate(Float(bitPattern: mid)) { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// The `Float` `count` steps away from `value` (towards +∞ for a positive count).
  private static func step(_ value: Float, _ count: Int) -> Float {
    var result = value
    for _ in 0..<abs(count) { result = count > 0 ? result.nextUp : result.nextDown }
    return result
  }
}
