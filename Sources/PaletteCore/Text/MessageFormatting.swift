/// Locale-free formatting of the numbers and lists in diagnostic messages.
package enum MessageFormatting {
  /// `value` rounded to `places` decimals, written with a dot, e.g. `0.42`.
  ///
  /// - Parameters:
  ///   - value: Any number; non-finite values are written as Swift writes them.
  ///   - places: Decimal places, 0...9.
  /// - Returns: The text.
  package static func decimal(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 1e15 else { return String(value) }
    let units = Int64(scaled)
    let divisor = Int64(scale)
    let whole = units / divisor
    let fraction = units % divisor
    var text = (value < 0 && units != 0 ? "-" : "") + String(whole)
    if places > 0 {
      let digits = String(fraction)
      text += "." + String(repeating: "0", count: places - digits.count) + digits
    }
    return text
  }

  /// The first `limit` items joined with commas, followed by "and N more" when there are
  /// more, e.g. `Cyan, Magenta, Yellow and 2 more`.
  ///
  /// - Parameters:
  ///   - items: The items in order.
  ///   - limit: How many to show; 3 by default.
  /// - Returns: The text.
  package static func list(_ items: [String], limit: Int = 3) -> String {
    let shown = items.prefix(limit).joined(separator: ", ")
    let rest = items.count - min(items.count, limit)
    return rest > 0 ? "\(shown) and \(rest) more" : shown
  }

  /// `count` followed by the singular or plural noun, e.g. `1 colour`, `3 colours`.
  package static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
