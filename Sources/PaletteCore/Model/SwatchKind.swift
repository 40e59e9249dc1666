/// How a layout application treats a swatch (the ASE colour type).
public enum SwatchKind: String, Hashable, Sendable, CaseIterable {
  /// An ordinary process colour (ASE "normal", type 2). The default.
  case process
  /// A global process colour: editing it updates every use (ASE type 0).
  case global
  /// A spot colour printed with its own ink (ASE type 1).
  case spot
}
