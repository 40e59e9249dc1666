public import PaletteCore

/// A way of seeing colour that palette checks compare under: normal vision and the three
/// dichromacies.
///
/// Colours are compared in OKLab after simulating each dichromacy at full severity
/// (``CVDSimulation``): two colours that stay apart under every vision type can be told apart
/// by most readers, whatever their colour vision.
public enum VisionType: String, Hashable, Sendable, CaseIterable {
  /// Normal colour vision.
  case normal
  /// Protanopia: no working red cones.
  case protanopia
  /// Deuteranopia: no working green cones.
  case deuteranopia
  /// Tritanopia: no working blue cones.
  case tritanopia

  /// The deficiency simulated, or `nil` for normal vision.
  public var deficiency: ColorVisionDeficiency? {
    switch self {
    case .normal: nil
    case .protanopia: .protanopia
    case .deuteranopia: .deuteranopia
    case .tritanopia: .tritanopia
    }
  }
}

/// A colour as each ``VisionType`` sees it, in OKLab: the colour is gamut-mapped to sRGB, each
/// dichromacy simulated in linear sRGB and clipped, and each result converted to OKLab.
struct SeenColor: Sendable {
  /// OKLab coordinates, one per vision type in ``VisionType/allCases`` order.
  var views: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

  /// The simulations, made once.
  private static let simulations = VisionType.allCases.map { vision in
    vision.deficiency.map { CVDSimulation($0) }
  }

  /// The colour `color` as every vision type sees it.
  init(_ color: PaletteColor) {
    self.init(linear: ColorMath.srgbToLinear(color.srgbInGamut))
  }

  /// The linear sRGB value `linear` (inside 0...1) as every vision type sees it.
  init(linear: SIMD3<Double>) {
    func seen(_ index: Int) -> SIMD3<Double> {
      guard let simulation = Self.simulations[index] else {
        return ColorMath.linearSRGBToOKLab(linear)
      }
      return ColorMath.linearSRGBToOKLab(ColorMath.clip(simulation.simulatedLinear(linear)))
    }
    views = (seen(0), seen(1), seen(2), seen(3))
  }

  /// The OKLab coordinates under `vision`.
  func view(_ vision: VisionType) -> SIMD3<Double> {
    switch vision {
    case .normal: views.0
    case .protanopia: views.1
    case .deuteranopia: views.2
    case .tritanopia: views.3
    }
  }

  /// The smallest ΔEOK between the two colours over every vision type: how far apart they
  /// stay for the reader who sees them closest.
  func distance(to other: SeenColor) -> Double {
    let d0 = Self.length(views.0 - other.views.0)
    let d1 = Self.length(views.1 - other.views.1)
    let d2 = Self.length(views.2 - other.views.2)
    let d3 = Self.length(views.3 - other.views.3)
    return min(min(d0, d1), min(d2, d3))
  }

  /// The Euclidean length of `vector`.
  static func length(_ vector: SIMD3<Double>) -> Double {
    (vector * vector).sum().squareRoot()
  }
}
