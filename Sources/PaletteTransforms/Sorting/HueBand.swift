/// The named hue bands that ``SortKey/hueBands`` groups colours into, in sort order.
///
/// Bands are ranges of OKLCH hue in degrees, lower bound included. The edges sit between the
/// hues people name, measured in OKLCH: crimson `#DC143C` 20°, red `#FF0000` 29°, orange
/// `#FF8000` 53°, gold `#FFD700` 95°, yellow `#FFFF00` 110°, green `#00FF00` 142°,
/// cyan `#00FFFF` 195°, sky blue `#87CEEB` 226°, blue `#0000FF` 264°, violet `#8000FF` 294°,
/// purple and magenta `#FF00FF` 328°, pink `#FFC0CB` 7°. The bands follow the rainbow
/// from red to magenta and end with pink, next to red again.
public enum HueBand: Int, Hashable, Sendable, CaseIterable {
  /// 15° up to 45°: crimson, red, vermilion.
  case red
  /// 45° up to 75°: orange, brown, apricot.
  case orange
  /// 75° up to 120°: amber, gold, yellow, olive.
  case yellow
  /// 120° up to 165°: chartreuse, green, mint.
  case green
  /// 165° up to 215°: teal, turquoise, cyan.
  case cyan
  /// 215° up to 275°: sky blue, azure, blue, navy.
  case blue
  /// 275° up to 315°: periwinkle, lavender, violet, indigo.
  case violet
  /// 315° up to 345°: purple, orchid, magenta.
  case magenta
  /// 345° up to 15° (wrapping through 0°): rose, pink.
  case pink

  /// The band's lower edge in degrees (included).
  public var lowerEdge: Double {
    switch self {
    case .red: 15
    case .orange: 45
    case .yellow: 75
    case .green: 120
    case .cyan: 165
    case .blue: 215
    case .violet: 275
    case .magenta: 315
    case .pink: 345
    }
  }

  /// The band that holds an OKLCH hue.
  ///
  /// - Parameter hue: A hue in degrees; any finite angle is wrapped into 0..<360 first.
  ///   A non-finite hue gives ``pink``.
  public init(hue: Double) {
    guard hue.isFinite else {
      self = .pink
      return
    }
    var wrapped = hue.truncatingRemainder(dividingBy: 360)
    if wrapped < 0 { wrapped += 360 }
    if wrapped >= Self.pink.lowerEdge || wrapped < Self.red.lowerEdge {
      self = .pink
    } else {
      self = Self.allCases.last { $0 != .pink && wrapped >= $0.lowerEdge } ?? .red
    }
  }
}
