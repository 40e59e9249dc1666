extension HexListFormat {
  /// Where the alpha digits go in a 4- or 8-digit colour.
  public enum AlphaPosition: String, Hashable, Sendable, CaseIterable {
    /// After the colour, as CSS writes it: `RGBA`, `RRGGBBAA`.
    case last
    /// Before the colour, as Android, Qt and .NET write it: `ARGB`, `AARRGGBB`.
    case first
  }
}
