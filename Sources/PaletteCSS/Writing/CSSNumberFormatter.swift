import PaletteCore

/// Locale-free decimal printing for CSS values.
///
/// Numbers are written in plain notation (no exponent), with trailing zeros and a trailing
/// point removed, and `-0` written as `0`.
enum CSSNumberFormatter {
  /// `value` rounded to at most `decimals` fraction digits (``DecimalText/fixed(_:decimals:)``).
  static func fixed(_ value: Double, decimals: Int) -> String {
    DecimalText.fixed(value, decimals: decimals)
  }

  /// The shortest decimal whose value read back through `decode` has the same bits as
  /// `target` (``DecimalText/exact(_:scale:decode:)``).
  static func exact(_ target: Float, scale: Double = 1, decode: (Double) -> Float) -> String {
    DecimalText.exact(target, scale: scale, decode: decode)
  }

  /// The plain-notation form of a `Double`'s shortest round-trip representation, `-0` as `0`.
  static func plain(_ value: Double) -> String {
    DecimalText.plain(value, signedZero: false)
  }
}
