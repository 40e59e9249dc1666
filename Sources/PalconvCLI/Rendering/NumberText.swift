/// Locale-free number text for messages and previews.
enum NumberText {
  /// `value` with at most `digits` decimals, trailing zeros removed: `0.5`, `12`, `-3.25`.
  static func short(_ value: Double, digits: Int = 4) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(.towardZero), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

extension NumberText {
  /// `value` with exactly `digits` decimals, rounded down (toward −∞) when `roundingDown` is
  /// set, otherwise to nearest: contrast ratios are shown rounded down, so a ratio shown as
  /// `4.50` always passes 4.5. Rounding down treats a value within 1e-9 below a step as the
  /// step, so rounding noise (20.999999999999996 for black on white) shows as 21.00.
  static func fixed(_ value: Double, digits: Int, roundingDown: Bool = false) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled =
      roundingDown
      ? (value * scale + 1e-9).rounded(.down) : (value * scale).rounded(.toNearestOrAwayFromZero)
    guard abs(scaled) < 1e15 else { return String(value) }
    let units = Int(scaled)
    let magnitude = units.magnitude
    let whole = magnitude / UInt(scale)
    var text = (units < 0 ? "-" : "") + String(whole)
    if digits > 0 {
      let fraction = String(magnitude % UInt(scale))
      text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
  }
}
