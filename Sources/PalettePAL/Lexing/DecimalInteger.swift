/// Whole numbers written in decimal, read straight from bytes for line-based readers.
package enum DecimalInteger {
  /// The value of an optional `+` or `-` followed by decimal digits that fill `bytes[range]`,
  /// saturated at ±`limit` so that no number of digits can overflow.
  ///
  ///     DecimalInteger.parse(Array("-12".utf8), 0..<3)    // -12
  ///     DecimalInteger.parse(Array("12a".utf8), 0..<3)    // nil
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - range: The token; it must hold nothing else.
  ///   - limit: The largest magnitude returned; 1,000,000 by default.
  /// - Returns: The number, or `nil` when the range is empty or holds anything but a sign and
  ///   digits.
  /// - Complexity: O(*n*) in the length of the range.
  package static func parse(
    _ bytes: [UInt8], _ range: Range<Int>, saturatingAt limit: Int = 1_000_000
  ) -> Int? {
    var index = range.lowerBound
    var negative = false
    if index < range.upperBound
      && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
    {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    guard index < range.upperBound else { return nil }
    var magnitude = 0
    while index < range.upperBound {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      magnitude = min(magnitude * 10 + Int(digit), limit)
      index += 1
    }
    return negative ? -magnitude : magnitude
  }
}
