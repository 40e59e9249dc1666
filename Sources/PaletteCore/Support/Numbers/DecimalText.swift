/// Locale-free decimal text for writers: the one place numbers are spelled without an exponent
/// or as short literals.
///
/// Every routine starts from the shortest text that reads back as the same value (Swift's
/// `description`, which ``ShortestFloat`` reproduces for `Float`), so what is written reads back
/// bit for bit.
package enum DecimalText {
  /// The shortest round-trip text of `value` in plain notation: no exponent, no trailing zeros
  /// after the point beyond `minimumFractionDigits`, no point when there is no fraction to show.
  ///
  ///     plain(1.5e-7 as Double)                              // "0.00000015"
  ///     plain(0.5 as Float, minimumFractionDigits: 3)        // "0.500"
  ///     plain(-0.0 as Double, signedZero: false)             // "0"
  ///
  /// - Parameters:
  ///   - value: A finite number (an infinity or NaN is returned as Swift spells it).
  ///   - minimumFractionDigits: Fraction digits to pad to with zeros; 0 writes whole numbers
  ///     without a point.
  ///   - signedZero: Whether negative zero keeps its `-` (JSON and Swift read `-0.0` back as
  ///     negative zero; CSS has no use for it).
  /// - Returns: The text.
  package static func plain<Value: BinaryFloatingPoint & CustomStringConvertible>(
    _ value: Value, minimumFractionDigits: Int = 0, signedZero: Bool = true
  ) -> String {
    guard value.isFinite else { return value.description }
    var text = Substring(value.description)
    var negative = false
    if text.first == "-" {
      negative = true
      text = text.dropFirst()
    }
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      exponent = Int(text[text.index(after: e)...]) ?? 0
      text = text[..<e]
    }
    var digits: String
    var point: Int
    if let dot = text.firstIndex(of: ".") {
      digits = String(text[..<dot]) + String(text[text.index(after: dot)...])
      point = text.distance(from: text.startIndex, to: dot)
    } else {
      digits = String(text)
      point = text.count
    }
    point += exponent
    if point <= 0 {
      digits = String(repeating: "0", count: 1 - point) + digits
      point = 1
    } else if point > digits.count {
      digits += String(repeating: "0", count: point - digits.count)
    }
    var whole = Substring(digits.prefix(point))
    var fraction = Substring(digits.dropFirst(point))
    while fraction.count > minimumFractionDigits && fraction.last == "0" { fraction.removeLast() }
    while whole.count > 1 && whole.first == "0" { whole.removeFirst() }
    let padding = String(repeating: "0", count: max(0, minimumFractionDigits - fraction.count))
    let body =
      fraction.isEmpty && padding.isEmpty ? String(whole) : "\(whole).\(fraction)\(padding)"
    let isZero = value == 0
    return negative && (signedZero || !isZero) ? "-" + body : body
  }

  /// A number literal as short as it reads back: whole numbers below 10,000,000 without a
  /// point (`3`, `-12`), anything else as its shortest round-trip text (`0.5`, `10000000.0`, `1e+20`); a
  /// non-finite value as `0`.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - negativeZero: How the language spells negative zero: `-0` in JSON, `-0.0` in Swift
  ///     (whose `-0` is the integer zero, read back as positive zero).
  /// - Returns: The literal.
  package static func literal(_ value: Float, negativeZero: String) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e7 {
      let whole = String(Int(value))
      return value.sign == .minus && whole == "0" ? negativeZero : whole
    }
    return value.description
  }
}
