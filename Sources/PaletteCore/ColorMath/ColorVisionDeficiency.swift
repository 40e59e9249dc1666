/// The colour-vision deficiencies palconv simulates.
///
/// Each names the complete form (the dichromacy); with a severity below 1 the first three
/// simulate the anomalous trichromacies (protanomaly, deuteranomaly, tritanomaly).
public enum ColorVisionDeficiency: String, Hashable, Sendable, CaseIterable {
  /// No working long-wavelength (red) cones; below severity 1, protanomaly.
  case protanopia
  /// No working medium-wavelength (green) cones; below severity 1, deuteranomaly, the most
  /// common deficiency.
  case deuteranopia
  /// No working short-wavelength (blue) cones; below severity 1, tritanomaly.
  case tritanopia
  /// No working cones at all (rod monochromacy): only luminance is seen.
  case achromatopsia

  /// Whether the deficiency has anomalous, partial forms that a severity selects.
  public var hasSeverity: Bool { self != .achromatopsia }

  /// The method used to simulate it, for messages and documentation.
  public var method: String {
    switch self {
    case .protanopia, .deuteranopia: "Machado et al. 2009"
    case .tritanopia: "Brettel et al. 1997"
    case .achromatopsia: "luminance (CIE Y)"
    }
  }
}

extension ColorVisionDeficiency {
  /// Simulates a linear-light sRGB value as seen with the deficiency, without clipping: Machado
  /// et al. 2009 for protan and deutan, Brettel et al. 1997 for tritan (mixed with the original
  /// below severity 1), the luminance for achromatopsia.
  ///
  /// - Parameters:
  ///   - rgb: Linear sRGB.
  ///   - severity: 0...1 (ignored for achromatopsia).
  /// - Returns: Linear sRGB as seen.
  package func simulatedLinear(_ rgb: SIMD3<Double>, severity: Double) -> SIMD3<Double> {
    switch self {
    case .protanopia:
      return MachadoMatrices.matrix(MachadoMatrices.protan, severity: severity) * rgb
    case .deuteranopia:
      return MachadoMatrices.matrix(MachadoMatrices.deutan, severity: severity) * rgb
    case .tritanopia:
      let seen = Brettel1997.tritan(rgb)
      return rgb + (seen - rgb) * severity
    case .achromatopsia:
      return SIMD3(repeating: ColorMath.linearSRGBToXYZD65(rgb).y)
    }
  }
}
