public import PaletteCore

/// A transformed palette with what the transform has to say about it.
///
/// Transforms that can drop or merge swatches (such as
/// ``PaletteCore/Palette/deduplicated(_:through:)``) return this, so callers can show what happened.
public struct TransformResult: Hashable, Sendable {
  /// The transformed palette.
  public var palette: Palette
  /// One diagnostic per noteworthy change, in palette order.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - palette: The transformed palette.
  ///   - diagnostics: What the transform reports; none by default.
  public init(palette: Palette, diagnostics: [Diagnostic] = []) {
    self.palette = palette
    self.diagnostics = diagnostics
  }
}
