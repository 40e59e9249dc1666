import PaletteCore

/// Rounding of decimal number text to a number of decimal places, half to even, done on the
/// digits themselves, so a tie is a tie in the decimal the text spells (`0.123445` rounds to
/// `0.12344`), never moved by binary floating point.
package enum DecimalRounding {
  /// The result of rounding: the rounded number's text and whether any digit was dropped.
  package struct Rounded: Equatable, Sendable {
    /// The rounded number as plain decimal text: no exponent, no trailing zeros after the
    /// point, no point without a fraction, `0` for zero (never `-0`): `1`, `0.1274`, `-0.00002`.
    package var text: String
    /// Whether the value changed: a non-zero digit was dropped.
    package var changed: Bool
  }

  /// The most places accepted; more would make the output text longer than any use needs.
  package static let maximumPlaces = 30

  /// The largest decimal exponent kept: a number whose magnitude is at least 10^400 is past
  /// every floating-point range, and is returned as it is for the caller to reject.
  private static let largestExponent = 400

  /// Rounds number text half to even.
  ///
  ///     halfEven("0.123445", places: 5)   // text "0.12344", changed
  ///     halfEven("-1.5e-5", places: 5)    // text "-0.00002", changed
  ///     halfEven("1", places: 5)          // text "1", unchanged
  ///
  /// - Parameters:
  ///   - text: A JSON number or Swift's `description` of a finite number: an optional `-`,
  ///     digits with an optional fraction, an optional exponent (`e`, `E`, with a sign).
  ///   - places: Decimal places to keep, 0...``maximumPlaces``.
  /// - Returns: The rounded text, or `nil` when `text` is not such a number, or when its
  ///   magnitude is 10^400 or more (no floating-point type holds it).
  /// - Complexity: O(*n*) in the length of `text`, whatever the exponent says.
  package static func halfEven(_ text: some StringProtocol, places: Int) -> Rounded? {
    let places = min(max(places, 0), maximumPlaces)
    var text = String(text)
    return text.withUTF8 { halfEven($0, places: places) }
  }

  /// ``halfEven(_:places:)`` over the text's UTF-8 bytes, reading the digits in place: no
  /// allocation but the result.
  private static func halfEven(_ bytes: UnsafeBufferPointer<UInt8>, places: Int) -> Rounded? {
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { index = 1 }
    // The mantissa: its integer digits, then after a point its fraction digits.
    let integerStart = index
    while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
    let integerEnd = index
    var fractionStart = index
    var fractionEnd = index
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      fractionStart = index
      while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
      fractionEnd = index
    }
    let integerCount = integerEnd - integerStart
    let count = integerCount + fractionEnd - fractionStart
    guard count > 0 else { return nil }
    var exponent = 0
    if index < bytes.count {
      guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else {
        return nil
      }
      index += 1
      var exponentNegative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      guard index < bytes.count else { return nil }
      while index < bytes.count {
        guard ASCII.isDigit(bytes[index]) else { return nil }
        // Saturates: any exponent past a million puts the point far outside every digit.
        exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
        index += 1
      }
      if exponentNegative { exponent = -exponent }
    }
    /// The mantissa's digit at `position`, counting from its first digit, the point skipped.
    func digit(_ position: Int) -> UInt8 {
      let offset =
        position < integerCount ? integerStart + position : fractionStart + position - integerCount
      return bytes[offset] - UInt8(ascii: "0")
    }
    var first = 0
    while first < count, digit(first) == 0 { first += 1 }
    guard first < count else { return Rounded(text: "0", changed: false) }
    // The point sits `point` digits after the first non-zero digit.
    var point = integerCount + exponent - first
    guard point <= largestExponent else { return nil }
    let significant = count - first
    // Digits kept end `places` after the point.
    let keep = point + places
    if keep < 0 { return Rounded(text: "0", changed: true) }
    let kept = min(keep, significant)
    var changed = false
    var roundUp = false
    if keep < significant {
      let dropped = digit(first + keep)
      var rest = false
      var position = first + keep + 1
      while !rest, position < count {
        rest = digit(position) != 0
        position += 1
      }
      changed = dropped != 0 || rest
      let last = keep > 0 ? digit(first + keep - 1) : 0
      roundUp = dropped > 5 || (dropped == 5 && (rest || last % 2 == 1))
    }
    // The kept digits, with room for a carry in front; at most 431 of them.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: kept + 1) { digits in
      for position in 0..<kept { digits[position + 1] = digit(first + position) }
      var start = 1
      var end = kept + 1
      if roundUp {
        var position = end - 1
        while position >= start, digits[position] == 9 {
          digits[position] = 0
          position -= 1
        }
        if position >= start {
          digits[position] += 1
        } else {
          start = 0
          digits[0] = 1
          point += 1
        }
      }
      // Trailing zeros after the point say nothing.
      while end > start, end - start > max(point, 0), digits[end - 1] == 0 { end -= 1 }
      if end == start { return Rounded(text: "0", changed: changed) }
      var out = negative ? "-" : ""
      out.reserveCapacity(end - start + max(point, 1) + 3)
      let zero = UInt8(ascii: "0")
      if point <= 0 {
        out += "0."
        for _ in 0..<(-point) { out.unicodeScalars.append("0") }
        for position in start..<end {
          out.unicodeScalars.append(Unicode.Scalar(digits[position] + zero))
        }
      } else {
        let length = end - start
        for position in 0..<max(point, length) {
          if position == point { out += "." }
          let value = position < length ? digits[start + position] : 0
          out.unicodeScalars.append(Unicode.Scalar(value + zero))
        }
      }
      return Rounded(text: out, changed: changed)
    }
  }
}
