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
    list(Array(items.prefix(limit)), total: items.count)
  }

  /// The items joined with commas, followed by "and N more" when `total` is larger than
  /// their count: for lists whose items past the first few are never made.
  ///
  /// - Parameters:
  ///   - items: The items shown, in order.
  ///   - total: How many items there are in all.
  /// - Returns: The text.
  package static func list(_ items: [String], total: Int) -> String {
    let shown = items.joined(separator: ", ")
    let rest = total - items.count
    return rest > 0 ? "\(shown) and \(rest) more" : shown
  }

  /// The most characters of a name (or any text from a file) a message quotes.
  package static let quotedCharacters = 200

  /// `text` in quotation marks for a message. A text of more than ``quotedCharacters``
  /// characters is cut after that many (between characters, never inside one), with an
  /// ellipsis and its whole length after the closing mark, so a huge name cannot make a huge
  /// message: `"Brand Blue"`, `"Brand Blue Brand Blue …" (104857600 bytes)`.
  ///
  /// - Parameters:
  ///   - text: The text, quoted as it is (the renderer escapes control characters).
  ///   - mark: The quotation mark, `"` by default (`'` for some messages).
  /// - Returns: The quoted text.
  package static func quoted(_ text: some StringProtocol, mark: Character = "\"") -> String {
    guard let cut = cutText(text) else { return "\(mark)\(text)\(mark)" }
    return "\(mark)\(cut)…\(mark) (\(text.utf8.count) bytes)"
  }

  /// `text` for a list in a message, without quotation marks, cut as ``quoted(_:mark:)``
  /// cuts it: `Brand Blue`, `Brand Blue Brand Blue … (104857600 bytes)`.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text, or its first ``quotedCharacters`` characters and its length.
  package static func excerpt(_ text: some StringProtocol) -> String {
    guard let cut = cutText(text) else { return String(text) }
    return "\(cut)… (\(text.utf8.count) bytes)"
  }

  /// The first ``quotedCharacters`` characters of `text`, or `nil` when it has no more.
  private static func cutText(_ text: some StringProtocol) -> Substring? {
    // A text of at most that many bytes has at most that many characters: no scan.
    guard text.utf8.count > quotedCharacters else { return nil }
    let end =
      text.index(text.startIndex, offsetBy: quotedCharacters, limitedBy: text.endIndex)
      ?? text.endIndex
    guard end < text.endIndex else { return nil }
    return Substring(text[..<end])
  }

  /// A cycle of names, back to the first: `a -> b -> c -> a`. A long cycle shows its first
  /// `limit` names and counts the rest (`a -> b -> … 49998 more -> a`), so a message about a
  /// cycle stays short however long the cycle, and one message per member stays linear.
  ///
  /// - Parameters:
  ///   - names: The names in order, each referring to the next and the last to the first;
  ///     the first `limit` are enough.
  ///   - count: How many names the cycle has; `names.count` by default.
  ///   - arrow: What joins them: ` -> `, ` → `.
  ///   - limit: How many names to show; 8 by default.
  /// - Returns: The text.
  package static func cycle(
    _ names: [String], count: Int? = nil, arrow: String, limit: Int = 8
  ) -> String {
    guard let first = names.first else { return "" }
    let total = max(count ?? names.count, names.count)
    var parts = Array(names.prefix(limit))
    if total > parts.count { parts.append("… \(total - parts.count) more") }
    parts.append(first)
    return parts.joined(separator: arrow)
  }

  /// `count` followed by the singular or plural noun, e.g. `1 colour`, `3 colours`.
  package static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
