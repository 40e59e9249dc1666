extension DecimalText {
  /// `value` rounded to at most `decimals` fraction digits, in plain notation, `-0` as `0`.
  ///
  ///     fixed(0.123456, decimals: 3)   // "0.123"
  ///     fixed(2.5, decimals: 0)        // "3"
  ///
  /// - Parameters:
  ///   - value: The number; a non-finite one is written as `0`.
  ///   - decimals: The most fraction digits, 0...20.
  /// - Returns: The text.
  package static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    // Huge values cannot be scaled without overflow; they are already whole numbers.
    return plain(rounded.isFinite ? rounded : value, signedZero: false)
  }

  /// The shortest decimal, with at most 20 fraction digits, that a reader turns back into the
  /// very bits of `target`: for formats that store a component scaled (0...255, percent).
  ///
  ///     exact(0.2, scale: 255) { Float($0 / 255) }   // "51"
  ///     exact(0.5, scale: 100) { Float($0 / 100) }   // "50"
  ///
  /// - Parameters:
  ///   - target: The stored component.
  ///   - scale: The factor between the stored value and the printed one.
  ///   - decode: What the reader does with the printed number to get the stored value.
  /// - Returns: The text; the full `Double` value when no shorter text reads back exactly.
  package static func exact(
    _ target: Float, scale: Double = 1, decode: (Double) -> Float
  ) -> String {
    let scaled = Double(target) * scale
    for decimals in 0...20 {
      let text = fixed(scaled, decimals: decimals)
      if let parsed = Double(text), decode(parsed).bitPattern == target.bitPattern {
        return text
      }
    }
    return plain(scaled, signedZero: false)
  }
}
