/// How a layout application treats a swatch (the ASE colour type).
public enum SwatchKind: String, Hashable, Sendable, CaseIterable {
  /// An ordinary process colour (ASE "normal", type 2). The default.
  case process
  /// A global process colour: editing it updates every use (ASE type 0).
  case global
  /// A spot colour printed with its own ink (ASE type 1).
  case spot

  /// The kind's place in the declaration, for `==` and hashing.
  private var ordinal: UInt8 {
    switch self {
    case .process: 0
    case .global: 1
    case .spot: 2
    }
  }

  /// Whether two kinds are the same; compares the cases, not the raw strings.
  public static func == (lhs: SwatchKind, rhs: SwatchKind) -> Bool {
    lhs.ordinal == rhs.ordinal
  }

  /// Hashes the case, not its raw string: swatches are hashed by the million (dedupe, lint).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ordinal)
  }
}
