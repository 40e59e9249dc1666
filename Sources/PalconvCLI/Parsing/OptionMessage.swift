/// The messages for a refused option value, made from what the value must be: the one place
/// that words them, for palconv's own options (``OptionKind/check(_:option:)``) and the
/// formats' options (``FormatOptionArguments/usageError(_:)``).
enum OptionMessage {
  /// `the value of '--color' must be auto, always or never, not 'sometimes'`.
  static func notAChoice(_ text: String, option: String, among words: [String]) -> UsageError {
    UsageError(
      "the value of '--\(option)' must be \(list(words, "or")), not '\(text)'")
  }

  /// `unknown deficiency 'x' for '--simulate', did you mean 'deuteranopia'?`, or, when no word
  /// is close, `...; use one of: a, b, c`. The option is not named again when the noun is its
  /// name (`unknown appearance 'drak'`).
  static func unknownWord(
    _ text: String, noun: String, option: String, among words: [String]
  ) -> UsageError {
    var message = "unknown \(noun) '\(text)'"
    if noun != option { message += " for '--\(option)'" }
    if let close = Suggestion.closest(to: text, among: words) {
      message += ", did you mean '\(close)'?"
    } else {
      message += "; use one of: " + words.joined(separator: ", ")
    }
    return UsageError(message)
  }

  /// `the value of '--jobs' must be a whole number of at least 1, not 'x'`; `... from 1 to
  /// 256 ...` for a bounded range, `tailwind or a whole number ...` when words are allowed too.
  static func notAWholeNumber(
    _ text: String, option: String, in range: ClosedRange<Int>, or words: [String] = []
  ) -> UsageError {
    var what = "a whole number "
    what +=
      range.upperBound == Int.max
      ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
    if !words.isEmpty { what = list(words + [what], "or") }
    return UsageError("the value of '--\(option)' must be \(what), not '\(text)'")
  }

  /// `the value of '--min-ratio' must be a number from 1 to 21, not '30'`; `a plain decimal
  /// number ...` when the text is not written as one (`nan`, `1e3`, `0x10`).
  static func notADecimal(
    _ text: String, option: String, in range: ClosedRange<Double>, plain: Bool
  ) -> UsageError {
    var what = plain ? "a plain decimal number " : "a number "
    what +=
      range.upperBound == .infinity
      ? "of at least \(NumberText.short(range.lowerBound))"
      : "from \(NumberText.short(range.lowerBound)) to \(NumberText.short(range.upperBound))"
    return UsageError("the value of '--\(option)' must be \(what), not '\(text)'")
  }

  /// `the value of '--max-input-size' must be a size such as 1000, 64K or 256M, not 'lots'`.
  static func notASize(_ text: String, option: String) -> UsageError {
    UsageError(
      "the value of '--\(option)' must be a size such as 1000, 64K or 256M, not '\(text)'")
  }

  /// `the value of '--strict' must be diagnostic codes separated by commas, such as ...`.
  static func notAList(
    _ text: String, option: String, items: String, example: String
  ) -> UsageError {
    UsageError(
      "the value of '--\(option)' must be \(items) separated by commas, such as \(example), "
        + "not '\(text)'")
  }

  /// `the value of '--output' must not be empty`.
  static func empty(option: String) -> UsageError {
    UsageError("the value of '--\(option)' must not be empty")
  }

  /// `a`, `a and b`, `a, b and c` (with `conjunction` in place of `and`).
  static func list(_ words: [String], _ conjunction: String) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
