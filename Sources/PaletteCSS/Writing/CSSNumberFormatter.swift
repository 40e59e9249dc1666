import PaletteCore

/// Locale-free decimal printing for CSS values.
///
/// Numbers are written in plain notation (no exponent), with trailing zeros and a trailing
/// point removed, and `-0` written as `0`.
enum CSSNumberFormatter {
  /// `value` rounded to at most `decimals` fraction digits.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    // Huge values cannot be scaled without overflow; they are already whole numbers.
    return plain(rounded.isFinite ? rounded : value)
  }

  /// The shortest decimal, with at most 20 fraction digits, whose value read back through
  /// `decode` has the same bits as `target`; falls back to the full `Double` value.
  ///
  /// - Parameters:
  ///   - target: The stored component.
  ///   - scale: The factor between the stored value and the printed one (255 for `rgb()`).
  ///   - decode: What the reader does with the printed number to get the stored value.
  static func exact(_ target: Float, scale: Double = 1, decode: (Double) -> Float) -> String {
    let scaled = Double(target) * scale
    for decimals in 0...20 {
      let text = fixed(scaled, decimals: decimals)
      if let parsed = Double(text), decode(parsed).bitPattern == target.bitPattern {
        return text
      }
    }
    return plain(scaled)
  }

  /// The plain-notation form of a `Double`'s shortest round-trip representation, `-0` as `0`.
  static func plain(_ value: Double) -> String {
    DecimalText.plain(value, signedZero: false)
  }
}
