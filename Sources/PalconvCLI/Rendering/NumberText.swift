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
