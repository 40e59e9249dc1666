/// A one-line progress bar for standard error: `[=======       ] 42/100 files`.
struct ProgressBar {
  /// The width of the bar between the brackets.
  var width = 30
  /// Whether anything has been drawn (so it must be cleared).
  private(set) var drawn = false

  /// The line for `finished` of `total`, starting with a carriage return.
  mutating func line(finished: Int, total: Int) -> String {
    drawn = true
    let filled = total == 0 ? width : finished * width / total
    return "\r[" + String(repeating: "=", count: filled)
      + String(repeating: " ", count: width - filled) + "] \(finished)/\(total) files"
  }

  /// The text that erases the bar, or nothing when none was drawn.
  func clear() -> String {
    drawn ? "\r\u{1B}[K" : ""
  }
}
