/// A decoded palette with the warnings its decoder raised.
public struct DecodedPalette: Hashable, Sendable {
  /// The palette.
  public var palette: Palette
  /// Recoverable oddities, each with a location where known.
  public var warnings: [Diagnostic]

  /// Creates a decode result.
  ///
  /// - Parameters:
  ///   - palette: The palette.
  ///   - warnings: The warnings; none by default.
  public init(palette: Palette, warnings: [Diagnostic] = []) {
    self.palette = palette
    self.warnings = warnings
  }
}
