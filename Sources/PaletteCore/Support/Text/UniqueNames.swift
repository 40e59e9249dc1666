/// Names made unique by a numeric suffix, as writers need them: the first claim of `Same`
/// gets `Same`, the next ones `Same-2`, `Same-3`, … (with the writer's separator), skipping any
/// name already taken.
///
/// Each base remembers the next suffix to try, so every claim costs O(1) expected time
/// however often a name repeats (the names taken only grow, so every suffix below the one
/// remembered stays taken). `n` claims of one name cost O(n), not O(n²).
package struct UniqueNames: Sendable {
  /// How two names are compared.
  package enum Comparison: Sendable {
    /// Exactly, scalar by scalar.
    case exact
    /// Without regard to case (lower-cased as Unicode does it): file names on macOS.
    case ignoringCase
    /// Without regard to the case of ASCII letters only.
    case ignoringASCIICase
  }

  /// The names taken, folded when case is ignored.
  private var taken: Set<String>
  /// The next suffix to try for each base (folded).
  private var nextSuffix: [String: Int] = [:]
  /// Names a suffixed or made-up name never takes, though a claim of the very name may.
  private let heldBack: Set<String>
  private let separator: String
  private let comparison: Comparison

  /// A set of names.
  ///
  /// - Parameters:
  ///   - separator: What goes between a base and its suffix: `-` gives `Same-2`, a space
  ///     `Same 2`, the empty string `Same2`.
  ///   - comparison: How names are compared; when case is ignored, names that differ only in
  ///     case count as the same, and the names handed out keep the case of their base.
  ///   - reserved: Names taken from the start (keywords, names the output uses itself).
  ///   - heldBack: Names that belong to swatches claimed later: a suffixed name (or one from
  ///     ``claimMadeUp(_:)``) steps around them, so `Same 2` is not given to a repeat of
  ///     `Same` when a later swatch is called `Same 2`.
  package init(
    separator: String, comparing comparison: Comparison = .exact,
    reserved: some Sequence<String> = [String](), heldBack: some Sequence<String> = [String]()
  ) {
    self.separator = separator
    self.comparison = comparison
    taken = Set(reserved.lazy.map { Self.folded($0, comparison) })
    self.heldBack = Set(heldBack.lazy.map { Self.folded($0, comparison) })
  }

  private static func folded(_ name: String, _ comparison: Comparison) -> String {
    switch comparison {
    case .exact: name
    case .ignoringCase: name.lowercased()
    case .ignoringASCIICase: ASCII.uppercased(name)
    }
  }

  private func folded(_ name: String) -> String {
    Self.folded(name, comparison)
  }

  /// Whether `name` is taken.
  ///
  /// - Parameter name: A name.
  /// - Returns: `true` when a claim or the reserved names hold it.
  package func isTaken(_ name: String) -> Bool {
    taken.contains(folded(name))
  }

  /// Takes `name` as it is.
  ///
  /// - Parameter name: A name.
  /// - Returns: `false` when it was taken already (it stays taken).
  @discardableResult
  package mutating func take(_ name: String) -> Bool {
    taken.insert(folded(name)).inserted
  }

  /// Takes `base` when it is free, else the first free `base` + separator + `N`, `N` from 2.
  ///
  /// - Parameter base: The name wanted.
  /// - Returns: The name taken.
  package mutating func claim(_ base: String) -> String {
    guard let suffix = claimSuffix(base) else { return base }
    return base + separator + String(suffix)
  }

  /// ``claim(_:)`` for a name the writer made up (`Color 3` for an unnamed swatch): the name
  /// itself steps around the held-back names too.
  ///
  /// - Parameter base: The made-up name.
  /// - Returns: The name taken.
  package mutating func claimMadeUp(_ base: String) -> String {
    guard let suffix = claimSuffix(base, madeUp: true) else { return base }
    return base + separator + String(suffix)
  }

  /// ``claim(_:)`` that returns only the suffix: `nil` when `base` itself was free and is
  /// now taken, else the number `N` of the name `base` + separator + `N` taken.
  ///
  /// - Parameters:
  ///   - base: The name wanted.
  ///   - madeUp: Whether `base` itself must also step around the held-back names.
  /// - Returns: The suffix, or `nil` for none.
  package mutating func claimSuffix(_ base: String, madeUp: Bool = false) -> Int? {
    let key = folded(base)
    if !(madeUp && heldBack.contains(key)), taken.insert(key).inserted { return nil }
    var suffix = nextSuffix[key] ?? 2
    while true {
      let candidate = key + separator + String(suffix)
      if !heldBack.contains(candidate), taken.insert(candidate).inserted { break }
      suffix += 1
    }
    nextSuffix[key] = suffix + 1
    return suffix
  }
}
