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
