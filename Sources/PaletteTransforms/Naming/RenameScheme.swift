/// How ``PaletteCore/Palette/renamed(_:dictionary:)`` names every swatch.
public enum RenameScheme: String, Hashable, Sendable, CaseIterable {
  /// The colour's hex value, `#RRGGBB` (`#RRGGBBAA` when translucent).
  case hex
  /// The nearest name of the dictionary (``ColorNameDictionary/nearest(to:)``).
  case nearest
}
