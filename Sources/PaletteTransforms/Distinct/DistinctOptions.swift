/// How ``PaletteCore/Palette/addingDistinctColors(toReach:options:)`` chooses new colours.
public struct DistinctOptions: Hashable, Sendable {
  /// The OKLab lightness the new colours may have, inside 0...1. The default, 0.4...0.85,
  /// keeps them visible as marks on a white and on a near-black background; 0...1 allows
  /// black and white themselves.
  public var lightness: ClosedRange<Double>
  /// Steps of the sRGB grid the candidates are taken from, per channel: 18 gives the 5,832
  /// colours whose channels are multiples of 15 (`#000000`, `#0F0F0F`, ... `#FFFFFF`).
  public var gridSteps: Int

  /// The largest palette the step makes.
  public static let maxCount = 1024

  /// Creates options.
  ///
  /// - Parameters:
  ///   - lightness: The OKLab lightness range of the new colours (clamped to 0...1).
  ///   - gridSteps: Candidates per sRGB channel, 2...64 (clamped).
  public init(lightness: ClosedRange<Double> = 0.4...0.85, gridSteps: Int = 18) {
    let low = min(max(lightness.lowerBound, 0), 1)
    let high = min(max(lightness.upperBound, 0), 1)
    self.lightness = low...max(low, high)
    self.gridSteps = min(max(gridSteps, 2), 64)
  }
}
