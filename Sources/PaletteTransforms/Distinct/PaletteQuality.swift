public import PaletteCore

/// How well a palette's colours can be told apart, for every reader: the closest two colours
/// under each ``VisionType``, the spread of lightness, and which gamut the colours need.
///
/// Empty slots are left out; alpha is ignored (colours are compared as opaque).
public struct PaletteQuality: Hashable, Sendable {
  /// The two closest colours under one vision type.
  public struct ClosestColors: Hashable, Sendable {
    /// Their ΔEOK as that vision type sees them.
    public var deltaEOK: Double
    /// The first swatch's position in ``/PaletteCore/Palette/allSwatches`` order (empty slots
    /// counted).
    public var first: Int
    /// The second swatch's position, after `first`.
    public var second: Int
  }

  /// The number of colours compared.
  public var colorCount: Int
  /// The closest two colours under each vision type; empty with fewer than two colours.
  public var closest: [VisionType: ClosestColors]
  /// The smallest and largest OKLab lightness, or `nil` without colours.
  public var lightness: ClosedRange<Double>?
  /// Colours inside the sRGB gamut.
  public var inSRGB: Int
  /// Colours outside sRGB but inside Display P3.
  public var inDisplayP3Only: Int
  /// Colours outside Display P3 too.
  public var outsideDisplayP3: Int
}

extension Palette {
  /// How well the palette's colours can be told apart (``PaletteQuality``).
  ///
  /// The closest pair under each vision type is found by a grid search in expected linear
  /// time (a grid search), not by comparing every pair.
  ///
  /// - Complexity: O(*n*) expected for *n* swatches.
  public func quality() -> PaletteQuality {
    var positions: [Int] = []
    var colors: [SeenColor] = []
    var lightness: ClosedRange<Double>?
    var inSRGB = 0
    var inP3 = 0
    var outside = 0
    for (position, swatch) in allSwatches.enumerated() where !swatch.isEmptySlot {
      positions.append(position)
      let seen = SeenColor(swatch.color)
      colors.append(seen)
      let light = swatch.color.oklabValues.x
      lightness =
        lightness.map { min($0.lowerBound, light)...max($0.upperBound, light) }
        ?? light...light
      if swatch.color.isInSRGBGamut {
        inSRGB += 1
      } else if case .displayP3(let r, let g, let b) = swatch.color.converted(to: .displayP3)
        .components, ColorMath.isInGamut(SIMD3(Double(r), Double(g), Double(b)))
      {
        inP3 += 1
      } else {
        outside += 1
      }
    }
    var closest: [VisionType: PaletteQuality.ClosestColors] = [:]
    for vision in VisionType.allCases {
      guard let pair = ClosestPair.find(colors.map { $0.view(vision) }) else { continue }
      closest[vision] = PaletteQuality.ClosestColors(
        deltaEOK: pair.distance, first: positions[pair.first], second: positions[pair.second])
    }
    return PaletteQuality(
      colorCount: colors.count, closest: closest, lightness: lightness, inSRGB: inSRGB,
      inDisplayP3Only: inP3, outsideDisplayP3: outside)
  }
}
