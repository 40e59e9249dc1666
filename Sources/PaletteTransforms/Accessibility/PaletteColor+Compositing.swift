public import PaletteCore

extension PaletteColor {
  /// The colour as a browser paints it over `background`: both shown in sRGB (gamut-mapped),
  /// then mixed channel by channel in gamma-encoded sRGB with this colour's alpha, as CSS
  /// `opacity` and `rgba()` blend.
  ///
  /// A translucent background is first painted over white, the canvas of a page, so the result
  /// is always opaque.
  ///
  ///     let glass = PaletteColor.srgb8(0, 0, 0, alpha: 102)      // black at 40 %
  ///     glass.composited(over: .srgb8(255, 255, 255)).rgba8     // #999999, opaque
  ///
  /// - Parameter background: What the colour is painted on, in any model.
  /// - Returns: An opaque sRGB colour.
  public func composited(over background: PaletteColor) -> PaletteColor {
    let shown = Self.blend(exactSRGB, alpha: exactAlpha, over: background.opaqueOnWhite)
    return .srgb(Float(shown.x), Float(shown.y), Float(shown.z))
  }

  /// The colour's gamut-mapped sRGB value painted over white.
  var opaqueOnWhite: SIMD3<Double> {
    Self.blend(exactSRGB, alpha: exactAlpha, over: SIMD3(repeating: 1))
  }

  /// ``srgbInGamut`` with every channel that is stored as an 8-bit value (`Float(v / 255)`,
  /// as every codec reads one) taken as `v / 255` exactly, so that 8-bit colours are measured
  /// as the published contrast formulas and their reference values take them.
  var exactSRGB: SIMD3<Double> {
    let rgb = srgbInGamut
    return SIMD3(Self.exact(rgb.x), Self.exact(rgb.y), Self.exact(rgb.z))
  }

  /// Alpha, taken as `v / 255` exactly when it is stored as an 8-bit value.
  var exactAlpha: Double { Self.exact(Double(alpha)) }

  /// `v / 255` when `value` is the `Float` of an 8-bit value, otherwise `value`.
  static func exact(_ value: Double) -> Double {
    guard value.isFinite, value >= 0, value <= 1 else { return value }
    let byte = (value * 255).rounded()
    let exact = byte / 255
    return Float(exact) == Float(value) ? exact : value
  }

  /// Source-over blending of encoded sRGB values.
  static func blend(
    _ top: SIMD3<Double>, alpha: Double, over bottom: SIMD3<Double>
  ) -> SIMD3<Double> {
    let a = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    return top * a + bottom * (1 - a)
  }
}
