/// WCAG 2 contrast ratios between tones, and the tones that reach a ratio.
///
/// The ratio of two colours is (Y₁ + 5) / (Y₂ + 5) with Y the lighter's and the darker's
/// relative luminance on a 0...100 scale; tone is L\*, a function of Y alone, so a ratio is a
/// function of two tones.
enum Contrast {
  /// The ratio of two luminances (0...100).
  static func ratio(ofY y1: Double, _ y2: Double) -> Double {
    let lighter = max(y1, y2)
    let darker = lighter == y2 ? y1 : y2
    return (lighter + 5.0) / (darker + 5.0)
  }

  /// The ratio of two tones.
  static func ratio(ofTones t1: Double, _ t2: Double) -> Double {
    ratio(ofY: ColorScience.y(fromLstar: t1), ColorScience.y(fromLstar: t2))
  }

  /// The ratio a returned tone may fall short by: its rounding stays the same to a tenth.
  private static let ratioEpsilon = 0.04
  /// Added to (or taken from) a returned tone, so that sRGB's rounding of L\* still reaches
  /// the ratio.
  private static let gamutTolerance = 0.4

  /// The darkest tone at or above `tone` with the ratio, plus 0.4; `nil` when none exists.
  static func lighter(than tone: Double, ratio wanted: Double) -> Double? {
    guard tone >= 0.0, tone <= 100.0 else { return nil }
    let darkY = ColorScience.y(fromLstar: tone)
    let lightY = wanted * (darkY + 5.0) - 5.0
    guard lightY >= 0.0, lightY <= 100.0 else { return nil }
    let real = ratio(ofY: lightY, darkY)
    if real < wanted && abs(real - wanted) > ratioEpsilon { return nil }
    let result = ColorScience.lstar(fromY: lightY) + gamutTolerance
    guard result >= 0, result <= 100 else { return nil }
    return result
  }

  /// The lightest tone at or below `tone` with the ratio, minus 0.4; `nil` when none exists.
  static func darker(than tone: Double, ratio wanted: Double) -> Double? {
    guard tone >= 0.0, tone <= 100.0 else { return nil }
    let lightY = ColorScience.y(fromLstar: tone)
    let darkY = (lightY + 5.0) / wanted - 5.0
    guard darkY >= 0.0, darkY <= 100.0 else { return nil }
    let real = ratio(ofY: lightY, darkY)
    if real < wanted && abs(real - wanted) > ratioEpsilon { return nil }
    let result = ColorScience.lstar(fromY: darkY) - gamutTolerance
    guard result >= 0, result <= 100 else { return nil }
    return result
  }

  /// ``lighter(than:ratio:)``, or 100 when no tone reaches the ratio.
  static func lighterOrWhite(than tone: Double, ratio: Double) -> Double {
    lighter(than: tone, ratio: ratio) ?? 100.0
  }

  /// ``darker(than:ratio:)``, or 0 when no tone reaches the ratio.
  static func darkerOrBlack(than tone: Double, ratio: Double) -> Double {
    darker(than: tone, ratio: ratio) ?? 0.0
  }

  /// Whether text on a background of `tone` should be light: tones that round below 60.
  static func prefersLightForeground(_ tone: Double) -> Bool {
    tone.rounded(.toNearestOrAwayFromZero) < 60
  }

  /// The tone of a foreground on `background` that reaches `ratio`, on the side the
  /// background prefers when both reach it, else on the side that comes nearer.
  static func foregroundTone(on background: Double, ratio: Double) -> Double {
    let lighterTone = lighterOrWhite(than: background, ratio: ratio)
    let darkerTone = darkerOrBlack(than: background, ratio: ratio)
    let lighterRatio = Contrast.ratio(ofTones: lighterTone, background)
    let darkerRatio = Contrast.ratio(ofTones: darkerTone, background)
    if prefersLightForeground(background) {
      // When neither side reaches a high ratio and they miss it by about as much, light wins.
      let negligible =
        abs(lighterRatio - darkerRatio) < 0.1 && lighterRatio < ratio && darkerRatio < ratio
      return lighterRatio >= ratio || lighterRatio >= darkerRatio || negligible
        ? lighterTone : darkerTone
    }
    return darkerRatio >= ratio || darkerRatio >= lighterRatio ? darkerTone : lighterTone
  }
}
