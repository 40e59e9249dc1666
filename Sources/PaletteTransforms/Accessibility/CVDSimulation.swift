public import PaletteCore

/// How a colour looks to someone with a colour-vision deficiency, computed in linear sRGB.
///
/// - Protanopia and deuteranopia use Machado et al. 2009 at every severity: the model is
///   physiological (it shifts the cone's peak sensitivity) and published for severities 0 to 1,
///   so anomalous trichromacy needs no ad hoc blending.
/// - Tritanopia uses Brettel, Viénot and Mollon 1997 with two half-planes anchored at 485 and
///   660 nm (Smith and Pokorny cone fundamentals with sRGB primaries, white as the neutral
///   axis): Machado's model is weak for tritans, and Viénot 1999's single plane does not fit the
///   tritan confusion lines. Severities below 1 mix the original and simulated linear RGB.
/// - Achromatopsia keeps the luminance (CIE Y) alone: R = G = B = Y in linear RGB.
///
/// Colours are gamut-mapped to sRGB first; the result is clipped to 0...1 and re-encoded.
///
///     let seen = CVDSimulation(.deuteranopia).simulated(.srgb8(255, 0, 0))
///     seen.rgba8    // a dark olive: red and green are confused
public struct CVDSimulation: Hashable, Sendable {
  /// The deficiency.
  public var deficiency: ColorVisionDeficiency
  /// How strong it is, 0 (normal vision) ... 1 (the dichromacy); always 1 for achromatopsia.
  public var severity: Double

  /// Creates a simulation.
  ///
  /// - Parameters:
  ///   - deficiency: The deficiency.
  ///   - severity: 0...1, clamped; ignored (1) for achromatopsia.
  public init(_ deficiency: ColorVisionDeficiency, severity: Double = 1) {
    self.deficiency = deficiency
    let clamped = severity.isNaN ? 1 : min(max(severity, 0), 1)
    self.severity = deficiency.hasSeverity ? clamped : 1
  }

  /// Simulates a linear-light sRGB value, without clipping.
  ///
  /// - Parameter rgb: Linear sRGB.
  /// - Returns: Linear sRGB as seen; may lie slightly outside 0...1.
  public func simulatedLinear(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    deficiency.simulatedLinear(rgb, severity: severity)
  }

  /// Simulates an encoded sRGB value.
  ///
  /// - Parameter rgb: Encoded sRGB, 0...1.
  /// - Returns: Encoded sRGB as seen, clipped to 0...1.
  public func simulated(srgb rgb: SIMD3<Double>) -> SIMD3<Double> {
    let seen = simulatedLinear(ColorMath.srgbToLinear(rgb))
    return ColorMath.linearToSRGB(ColorMath.clip(seen))
  }

  /// Simulates a colour in any model; alpha is kept.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The colour as seen, in sRGB.
  public func simulated(_ color: PaletteColor) -> PaletteColor {
    let seen = simulated(srgb: color.srgbInGamut)
    return .srgb(Float(seen.x), Float(seen.y), Float(seen.z), alpha: color.alpha)
  }
}
