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
    guard bytes.count <= 100 else { return nil }
    var digits = 0
    var sawPoint = false
    for (offset, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "."):
        guard !sawPoint else { return nil }
        sawPoint = true
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        guard offset == 0 else { return nil }
      default: return nil
      }
    }
    guard digits > 0, let value = Double(String(decoding: bytes, as: UTF8.self)),
      value.isFinite
    else { return nil }
    // `-0` reads as 0: the writers spell zero without a sign.
    return value == 0 ? 0 : value
  }
}
