import PaletteCore

/// The numbers of a Simple Color Palette: linear light on a grid of 1e-5, and the model's
/// gamma-encoded sRGB.
enum ColorPaletteValues {
  /// Decimal places every value is rounded to.
  static let places = 5

  /// The grid value of number text (JSON or Swift's `description`), half to even.
  ///
  /// - Parameter text: A finite number's text.
  /// - Returns: The rounded value and whether rounding changed it, or `nil` when the number is
  ///   not finite as a `Double`.
  static func quantized(_ text: some StringProtocol) -> (value: Double, changed: Bool)? {
    guard let rounded = DecimalRounding.halfEven(text, places: places),
      let value = Double(rounded.text), value.isFinite
    else { return nil }
    return (value, rounded.changed)
  }

  /// The text written for a linear value: 5 decimals, half to even, plain decimal.
  static func text(linear value: Double) -> String? {
    guard value.isFinite else { return nil }
    return DecimalRounding.halfEven(value.description, places: places)?.text
  }

  /// The text written for an opacity: rounded, then clamped to 0...1.
  static func text(opacity value: Float) -> String? {
    guard value.isFinite, let rounded = DecimalRounding.halfEven(value.description, places: places)
    else { return nil }
    guard let number = Double(rounded.text) else { return nil }
    if number > 1 { return "1" }
    if number < 0 { return "0" }
    return rounded.text
  }

  /// A linear value as a gamma-encoded sRGB component (extended: the sign kept).
  static func encoded(linear value: Double) -> Float {
    Float(ColorMath.linearToSRGB(value))
  }

  /// A gamma-encoded sRGB component as linear light.
  static func linear(encoded value: Float) -> Double {
    ColorMath.srgbToLinear(Double(value))
  }
}
