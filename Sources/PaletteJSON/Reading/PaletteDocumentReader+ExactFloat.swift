extension PaletteDocumentReader {
  /// Powers of ten that a `Double` holds exactly.
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The `Float` nearest to a JSON number token, without building a `String`, when that can be
  /// done exactly; `nil` otherwise, and the caller parses the token with `Float(String)`.
  ///
  /// With at most 15 significant digits and a decimal exponent within ±22, the digits and the
  /// power of ten are exact `Double`s, so one multiplication or division gives the value
  /// correctly rounded to `Double`. Rounding that `Double` to `Float` gives the correctly
  /// rounded `Float` unless the `Double` lies exactly halfway between two `Float`s (rounding
  /// twice can only go wrong at such a tie), and those ties, like results outside the normal
  /// `Float` range, are left to the slow path. So the result has the same bits as
  /// `Float(String)` for every token it accepts.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - range: A number token the parser has validated against the JSON grammar.
  /// - Returns: The value, or `nil` when the fast path cannot vouch for it.
  static func exactFloat(_ bytes: [UInt8], _ range: Range<Int>) -> Float? {
    bytes.withUnsafeBufferPointer { bytes in exactFloat(bytes, range) }
  }

  /// ``exactFloat(_:_:)`` over the document's storage.
  private static func exactFloat(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Float?
  {
    var index = range.lowerBound
    let end = range.upperBound
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    // Leading zeros are not significant. Past 19 digits the mantissa wraps, but such a
    // token has more than 15 significant digits and is refused below.
    while index < end {
      let digit = bytes[index] &- UInt8(ascii: "0")
      if digit > 9 { break }
      if mantissa != 0 || digit != 0 {
        significantDigits += 1
        mantissa = mantissa &* 10 &+ UInt64(digit)
      }
      index += 1
    }
    if index < end && bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      if mantissa == 0 {
        while index < end && bytes[index] == UInt8(ascii: "0") { index += 1 }
      }
      // Every digit from here on is significant.
      let significantStart = index
      while index < end {
        let digit = bytes[index] &- UInt8(ascii: "0")
        if digit > 9 { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        index += 1
      }
      significantDigits += index - significantStart
      exponent = fractionStart - index
    }
    if significantDigits > 15 { return nil }
    if index < end {  // An exponent: 'e' or 'E', an optional sign, digits.
      index += 1
      var exponentNegative = false
      if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      guard end - index <= 4 else { return nil }
      var written = 0
      while index < end {
        written = written * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
      }
      exponent += exponentNegative ? -written : written
    }
    if mantissa == 0 { return negative ? -0.0 : 0.0 }
    guard exponent >= -22 && exponent <= 22 else { return nil }
    let power = exactPowersOfTen[exponent < 0 ? -exponent : exponent]
    let value = exponent < 0 ? Double(mantissa) / power : Double(mantissa) * power
    guard value >= Double(Float.leastNormalMagnitude),
      value <= Double(Float.greatestFiniteMagnitude)
    else { return nil }
    // A tie between two Floats: the 29 significand bits a Float drops are exactly one half.
    let dropped = value.bitPattern & 0x1FFF_FFFF
    if dropped == 0x1000_0000 { return nil }
    let result = Float(value)
    return negative ? -result : result
  }
}
