public import PaletteCore

/// An order that is not a sort by keys but arranges swatches for a purpose (`--order`).
public enum SwatchOrder: String, Hashable, Sendable, CaseIterable {
  /// Neighbours stay distinguishable under every vision type
  /// (``PaletteCore/Palette/orderedForColorVision()``).
  case cvdSafe = "cvd-safe"
}

extension Palette {
  /// The palette with each group's swatches in `order`.
  ///
  /// - Parameter order: The order.
  /// - Returns: The reordered palette.
  public func ordered(_ order: SwatchOrder) -> Palette {
    switch order {
    case .cvdSafe: orderedForColorVision()
    }
  }
}
