public import PaletteCore

/// Two different swatches of the same name in the same group, from two of the palettes
/// merged, and how the conflict was resolved.
public struct MergeConflict: Hashable, Sendable {
  /// The name both swatches have.
  public var name: String
  /// The group they are in (`nil`: outside any named group, or flattened).
  public var groupName: String?
  /// The index of the palette the earlier swatch came from.
  public var firstInput: Int
  /// The earlier swatch (the one kept unless the policy is ``MergeOptions/ConflictPolicy/last``).
  public var first: Swatch
  /// The index of the palette the later swatch came from.
  public var laterInput: Int
  /// The later swatch.
  public var later: Swatch
  /// The policy that resolved it.
  public var resolution: MergeOptions.ConflictPolicy

  /// Creates a conflict.
  ///
  /// - Parameters:
  ///   - name: The shared name.
  ///   - groupName: The group's name, if any.
  ///   - firstInput: The index of the earlier swatch's palette.
  ///   - first: The earlier swatch.
  ///   - laterInput: The index of the later swatch's palette.
  ///   - later: The later swatch.
  ///   - resolution: How it was resolved.
  public init(
    name: String, groupName: String?, firstInput: Int, first: Swatch, laterInput: Int,
    later: Swatch, resolution: MergeOptions.ConflictPolicy
  ) {
    self.name = name
    self.groupName = groupName
    self.firstInput = firstInput
    self.first = first
    self.laterInput = laterInput
    self.later = later
    self.resolution = resolution
  }
}

/// A merged palette and the conflicts met on the way.
public struct MergeResult: Hashable, Sendable {
  /// The merged palette.
  public var palette: Palette
  /// Every conflict, in the order met.
  public var conflicts: [MergeConflict]
  /// How many swatches were dropped because an earlier palette had the same one (same
  /// name, group, colour and kind).
  public var identicalCount: Int

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - palette: The merged palette.
  ///   - conflicts: The conflicts.
  ///   - identicalCount: How many identical duplicates were dropped.
  public init(palette: Palette, conflicts: [MergeConflict], identicalCount: Int) {
    self.palette = palette
    self.conflicts = conflicts
    self.identicalCount = identicalCount
  }
}
