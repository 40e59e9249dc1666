/// A colour in its native model, with alpha.
///
/// ``components`` holds the values exactly as the source stored them; ``alpha`` is 1 when
/// the source has no alpha. Use ``srgbValues`` and the other views to convert when a writer or a
/// transform needs another model.
public struct PaletteColor: Hashable, Sendable {
  /// The values in the native model.
  public var components: ColorComponents
  /// Opacity, 0 transparent ... 1 opaque. Compared bit-exact, like the components.
  public var alpha: Float

  /// Creates a colour.
  ///
  /// - Parameters:
  ///   - components: The values in their native model.
  ///   - alpha: The opacity; 1 by default.
  public init(_ components: ColorComponents, alpha: Float = 1) {
    self.components = components
    self.alpha = alpha
  }

  /// The native model.
  public var model: ColorModel { components.model }

  /// Whether the colour is not fully opaque.
  public var hasAlpha: Bool { alpha.bitPattern != Float(1).bitPattern }

  /// Two colours are equal when their components and alpha have the same bits.
  public static func == (lhs: PaletteColor, rhs: PaletteColor) -> Bool {
    lhs.components == rhs.components && lhs.alpha.bitPattern == rhs.alpha.bitPattern
  }

  /// Hashes components and the bits of alpha, as in `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
    hasher.combine(alpha.bitPattern)
  }
}

extension PaletteColor {
  /// An sRGB colour from 0...1 components.
  ///
  /// - Parameters:
  ///   - red: Red, 0...1.
  ///   - green: Green, 0...1.
  ///   - blue: Blue, 0...1.
  ///   - alpha: Opacity, 0...1.
  /// - Returns: The colour.
  public static func srgb(
    _ red: Float, _ green: Float, _ blue: Float, alpha: Float = 1
  )
    -> PaletteColor
  {
    PaletteColor(.srgb(red: red, green: green, blue: blue), alpha: alpha)
  }

  /// An sRGB colour from 8-bit channels, each stored as `Float(byte / 255)`.
  ///
  /// - Parameters:
  ///   - red: Red, 0...255.
  ///   - green: Green, 0...255.
  ///   - blue: Blue, 0...255.
  ///   - alpha: Opacity, 0...255.
  /// - Returns: The colour.
  public static func srgb8(
    _ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8 = 255
  )
    -> PaletteColor
  {
    PaletteColor(
      .srgb(red: unitValue(byte: red), green: unitValue(byte: green), blue: unitValue(byte: blue)),
      alpha: unitValue(byte: alpha))
  }

  /// The one canonical conversion of an 8-bit value to a 0...1 component: `Float(v / 255)`
  /// computed in `Double`.
  ///
  /// Every codec uses it, so an 8-bit value read from any format gives the same bits.
  ///
  /// - Parameter byte: A value 0...255.
  /// - Returns: The component, 0...1.
  package static func unitValue(byte: UInt8) -> Float {
    Float(Double(byte) / 255)
  }

  /// The 8-bit value of a 0...1 component: `round(clamp(v, 0, 1) * 255)`, half away from zero.
  ///
  /// - Parameter value: A component; out-of-range values are clamped, NaN gives 0.
  /// - Returns: The nearest 8-bit value.
  package static func byteValue(unit value: Double) -> UInt8 {
    guard value.isFinite else { return value == .infinity ? 255 : 0 }
    let clamped = min(max(value, 0), 1)
    return UInt8((clamped * 255).rounded(.toNearestOrAwayFromZero))
  }

  /// The 8-bit value that `component` came from, if it is exactly ``unitValue(byte:)`` of one.
  ///
  /// Writers use this to print short numbers for colours that were 8-bit to begin with.
  ///
  /// - Parameter component: A component value.
  /// - Returns: The byte, or `nil` when no byte maps to exactly these bits.
  package static func exactByte(of component: Float) -> UInt8? {
    guard component.isFinite, component >= 0, component <= 1 else { return nil }
    let byte = UInt8((Double(component) * 255).rounded(.toNearestOrAwayFromZero))
    return unitValue(byte: byte).bitPattern == component.bitPattern ? byte : nil
  }
}
