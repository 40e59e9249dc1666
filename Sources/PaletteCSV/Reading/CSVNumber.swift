/// Decimal numbers in CSV fields: an optional sign, digits with an optional fraction, and
/// nothing else (no exponent, no `nan` or `inf`).
enum CSVNumber {
  /// The value of `bytes`, or `nil` when they are not a plain decimal number.
  ///
  ///     CSVNumber.parse(Array("-12.5".utf8))  // -12.5
  ///     CSVNumber.parse(Array("nan".utf8))    // nil
  ///
  /// - Parameter bytes: The field's bytes.
  /// - Returns: The number.
  static func parse(_ bytes: some Collection<UInt8>) -> Double? {
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
    guard digits > 0, bytes.count <= 100 else { return nil }
    guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else {
      return nil
    }
    // `-0` reads as 0: the writers spell zero without a sign.
    return value == 0 ? 0 : value
  }
}
