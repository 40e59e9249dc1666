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
    var bytes = Array(text.utf8)[...]
    var negative = false
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      bytes = bytes.dropFirst()
    }
    var digits: [UInt8] = []
    digits.reserveCapacity(bytes.count)
    var integerCount = 0
    var seenPoint = false
    while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if byte == UInt8(ascii: ".") {
        guard !seenPoint else { return nil }
        seenPoint = true
      } else if ASCII.isDigit(byte) {
        digits.append(byte - UInt8(ascii: "0"))
        if !seenPoint { integerCount += 1 }
      } else {
        return nil
      }
    }
    guard !digits.isEmpty else { return nil }
    var exponent = 0
    if !bytes.isEmpty {
      bytes = bytes.dropFirst()
      var exponentNegative = false
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        exponentNegative = sign == UInt8(ascii: "-")
        bytes = bytes.dropFirst()
      }
      guard !bytes.isEmpty else { return nil }
      for byte in bytes {
        guard ASCII.isDigit(byte) else { return nil }
        // Saturates: any exponent past a million puts the point far outside every digit.
        exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
      }
      if exponentNegative { exponent = -exponent }
    }
    // Leading zeros say nothing; dropping them keeps the point's position meaningful.
    guard let firstNonZero = digits.firstIndex(where: { $0 != 0 }) else {
      return Rounded(text: "0", changed: false)
    }
    digits.removeFirst(firstNonZero)
    var point = integerCount + exponent - firstNonZero
    guard point <= largestExponent else { return nil }
    // The digits kept end `places` after the point.
    let keep = point + places
    var kept: [UInt8]
    var changed = false
    if keep < 0 {
      // Every digit lies below the half of the last place kept.
      return Rounded(text: "0", changed: true)
    } else if keep >= digits.count {
      kept = digits
    } else {
      kept = Array(digits[..<keep])
      let first = digits[keep]
      let rest = digits[(keep + 1)...].contains { $0 != 0 }
      changed = first != 0 || rest
      let last = kept.last ?? 0
      if first > 5 || (first == 5 && (rest || last % 2 == 1)) {
        // Round up, carrying through nines; a carry past the first digit adds a digit.
        var index = kept.count - 1
        while index >= 0, kept[index] == 9 {
          kept[index] = 0
          index -= 1
        }
        if index >= 0 {
          kept[index] += 1
        } else {
          kept.insert(1, at: 0)
          point += 1
        }
      }
    }
    // Lay the kept digits out around the point.
    var whole: [UInt8] = []
    var fraction: [UInt8] = []
    if point <= 0 {
      fraction = Array(repeating: 0, count: -point) + kept
    } else if point >= kept.count {
      whole = kept + Array(repeating: 0, count: point - kept.count)
    } else {
      whole = Array(kept[..<point])
      fraction = Array(kept[point...])
    }
    while fraction.last == 0 { fraction.removeLast() }
    while whole.count > 1, whole.first == 0 { whole.removeFirst() }
    if whole.isEmpty { whole = [0] }
    if whole == [0] && fraction.isEmpty { return Rounded(text: "0", changed: changed) }
    var out = negative ? "-" : ""
    out.unicodeScalars.append(contentsOf: whole.map { Unicode.Scalar($0 + UInt8(ascii: "0")) })
    if !fraction.isEmpty {
      out += "."
      out.unicodeScalars.append(contentsOf: fraction.map { Unicode.Scalar($0 + UInt8(ascii: "0")) })
    }
    return Rounded(text: out, changed: changed)
  }
}
