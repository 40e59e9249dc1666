public import PaletteCore

/// What a save did, or with ``WritePolicy/checkOnly`` would do.
public struct SaveReport: Sendable {
  /// What happened to the output.
  public enum Outcome: String, Hashable, Sendable {
    /// The output was created or changed.
    case written
    /// The output already held exactly this (checked or not).
    case unchanged
    /// ``WritePolicy/checkOnly``: the output would change.
    case wouldChange = "would-change"
    /// ``WritePolicy/checkOnly``: the output does not exist.
    case missing
  }

  /// What happened.
  public var outcome: Outcome
  /// The output's path.
  public var path: String
  /// What the format could not hold of the palette, one warning per kind of loss.
  public var losses: [Diagnostic]
}
