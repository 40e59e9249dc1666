/// A plain decimal number in a text field: an optional sign, digits, and an optional `.` with
/// more digits; no exponent, `nan` or `inf`, and at most 100 bytes (the longest exact spelling
/// of a `Float` is shorter). The text palette readers (CSV, X11, KDE, Painter, HomeSite,
/// Skencil) read their numbers with it.
package enum PlainDecimal {
  /// The value of `bytes`, or `nil` when they are not a plain decimal number.
  ///
  ///     PlainDecimal.parse(Array("-12.5".utf8))  // -12.5
  ///     PlainDecimal.parse(Array("1e3".utf8))    // nil
  ///
  /// - Parameter bytes: The field's bytes, nothing around the number.
  /// - Returns: The number; `-0` reads as 0, as the writers spell zero without a sign.
  package static func parse(_ bytes: some Collection<UInt8>) -> Double? {
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
    return value == 0 ? 0 : value
  }
}
