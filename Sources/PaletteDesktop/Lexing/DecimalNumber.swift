import PaletteCore

/// Numbers written in decimal, read straight from bytes: whole numbers, and decimals with an
/// optional fraction. No exponent, `nan` or `inf` is accepted.
enum DecimalNumber {
  /// The value of an optional sign and decimal digits filling `bytes`, saturated at
  /// ±1,000,000 so that no number of digits can overflow; `nil` for anything else.
  ///
  ///     DecimalNumber.integer(Array("-12".utf8)[...])  // -12
  ///
  /// - Parameter bytes: The token.
  /// - Returns: The number.
  static func integer(_ bytes: ArraySlice<UInt8>) -> Int? {
    var digits = bytes
    var negative = false
    if let first = digits.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      negative = first == UInt8(ascii: "-")
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty else { return nil }
    var magnitude = 0
    for byte in digits {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      magnitude = min(magnitude * 10 + Int(digit), 1_000_000)
    }
    return negative ? -magnitude : magnitude
  }

  /// The value of an optional sign, digits and an optional `.` with more digits filling
  /// `bytes` (at most 100 of them: the longest exact spelling of a `Float` is shorter); `nil` for anything else.
  ///
  ///     DecimalNumber.decimal(Array("0.500000".utf8)[...])  // 0.5
  ///
  /// - Parameter bytes: The token.
  /// - Returns: The number.
  static func decimal(_ bytes: ArraySlice<UInt8>) -> Double? {
    PlainDecimal.parse(bytes)
  }

}
