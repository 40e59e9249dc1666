/// A value at the four contrast levels Material names, interpolated linearly between them:
/// −1 (reduced), 0 (standard), 0.5 (medium) and 1 (high).
struct ContrastCurve: Hashable, Sendable {
  /// The value at contrast −1.
  var low: Double
  /// The value at contrast 0.
  var normal: Double
  /// The value at contrast 0.5.
  var medium: Double
  /// The value at contrast 1.
  var high: Double

  init(_ low: Double, _ normal: Double, _ medium: Double, _ high: Double) {
    (self.low, self.normal, self.medium, self.high) = (low, normal, medium, high)
  }

  /// The value at `level`, held constant beyond −1 and 1.
  func value(at level: Double) -> Double {
    if level <= -1.0 { return low }
    if level < 0.0 { return ColorScience.lerp(low, normal, (level - -1) / 1) }
    if level < 0.5 { return ColorScience.lerp(normal, medium, (level - 0) / 0.5) }
    if level < 1.0 { return ColorScience.lerp(medium, high, (level - 0.5) / 0.5) }
    return high
  }
}
