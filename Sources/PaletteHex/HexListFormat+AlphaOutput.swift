extension HexListFormat {
  /// When the hex-list writer adds alpha digits to every colour.
  public enum AlphaOutput: String, Hashable, Sendable, CaseIterable {
    /// Never: six digits per colour, transparency dropped.
    case never
    /// Eight digits on every line when at least one colour is not opaque, six otherwise.
    case whenPresent = "when-present"
    /// Eight digits on every line.
    case always
  }
}
