/// How ``PaletteCore/Palette/changes(to:options:)`` compares two palettes.
public struct DiffOptions: Hashable, Sendable {
  /// A swatch whose colour moved by at most this CIEDE2000 difference is not recoloured.
  ///
  /// 0 (the default) reports every colour that differs at all; about 1 is just noticeable,
  /// and 0.5 absorbs the rounding of formats that store 8 or 16 bits per channel.
  public var tolerance: Double

  /// Creates options.
  ///
  /// - Parameter tolerance: The largest ΔE00 that still counts as the same colour; 0 or more.
  public init(tolerance: Double = 0) {
    self.tolerance = tolerance
  }
}
