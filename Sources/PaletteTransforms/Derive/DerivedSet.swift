/// A set of colours derived from each group and written beside it (`--derive`).
public enum DerivedSet: String, Hashable, Sendable, CaseIterable {
  /// The group's pastels (``PaletteCore/Palette/pastelized(amount:)`` at the default amount).
  case pastel

  /// The word appended to group and swatch names: `Pastel`.
  public var suffix: String {
    switch self {
    case .pastel: "Pastel"
    }
  }
}
