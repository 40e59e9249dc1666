/// How ``PaletteCore/Palette/merging(_:options:)`` combines palettes.
public struct MergeOptions: Hashable, Sendable {
  /// What to do with two different swatches of the same name in the same group.
  public enum ConflictPolicy: String, Hashable, Sendable, CaseIterable {
    /// Keep the swatch of the earlier palette (the default).
    case first
    /// Keep the swatch of the later palette, in the earlier one's place.
    case last
    /// Keep both, the later one where it comes in its palette.
    case keepBoth = "keep-both"
    /// Keep the earlier one, and report the conflict as an error.
    case error
  }

  /// What to do with a conflict.
  public var onConflict: ConflictPolicy
  /// Whether to put every swatch into one unnamed group instead of keeping the groups.
  public var flatten: Bool

  /// Creates options.
  ///
  /// - Parameters:
  ///   - onConflict: The conflict policy; ``ConflictPolicy/first`` by default.
  ///   - flatten: Whether to merge into one unnamed group; `false` by default.
  public init(onConflict: ConflictPolicy = .first, flatten: Bool = false) {
    self.onConflict = onConflict
    self.flatten = flatten
  }
}
