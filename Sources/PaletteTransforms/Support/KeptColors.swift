import PaletteCore

/// The colours kept so far in one scope, and the search for the first one a new colour
/// duplicates: the mechanism behind ``PaletteCore/Palette/deduplicated(_:through:)`` and the
/// near-duplicate lint rule.
///
/// A colour duplicates a kept one of the same ``PaletteCore/SwatchKind`` when the two are the
/// same exactly (bits of every value and of alpha) or, with a threshold, when their difference
/// is strictly below it. Exact duplicates are found by hash; near ones with a
/// ``NearColorIndex`` per kind, so each search takes near-constant time.
struct KeptColors {
  /// A kept colour that a new one duplicates.
  struct Duplicate {
    /// The identifier the kept colour was kept under.
    var identifier: Int
    /// Their difference: 0 for an exact duplicate.
    var distance: Double
  }

  private struct ExactKey: Hashable {
    var color: PaletteColor
    var kind: SwatchKind
  }

  private let metric: DifferenceMetric
  private let threshold: Double?
  private let findsExact: Bool
  private var exact: [ExactKey: Int] = [:]
  /// One index per ``PaletteCore/SwatchKind`` (``slot(of:)``), made when first needed.
  private var near: [NearColorIndex?] = []

  /// Creates an empty set.
  ///
  /// - Parameters:
  ///   - metric: The difference formula.
  ///   - threshold: The difference below which colours are duplicates; `nil` or 0 for exact
  ///     duplicates only.
  ///   - findsExact: Whether to look for exact duplicates; `false` when the caller has already
  ///     looked for them among all earlier colours (the lint rules do).
  ///   - capacity: How many colours may be kept, so the exact table is sized once.
  init(metric: DifferenceMetric, threshold: Double?, findsExact: Bool = true, capacity: Int = 0) {
    self.metric = metric
    self.threshold = threshold.flatMap { $0 > 0 ? $0 : nil }
    self.findsExact = findsExact
    if findsExact { exact.reserveCapacity(capacity) }
  }

  /// The kept colour that `color` duplicates, the one kept first when there are several;
  /// otherwise keeps `color` under `identifier` and returns `nil`.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - kind: The swatch's kind; only colours of the same kind are duplicates.
  ///   - identifier: What later matches return for this colour; identifiers must increase.
  mutating func keepOrMatch(
    _ color: PaletteColor, kind: SwatchKind, identifier: Int
  )
    -> Duplicate?
  {
    // A kept colour is never within the threshold of one kept before it, so neither is its
    // exact duplicate: an exact match is also the first match.
    let key = ExactKey(color: color, kind: kind)
    if findsExact, let kept = exact[key] { return Duplicate(identifier: kept, distance: 0) }
    if let threshold {
      let perceived = PerceivedColor(color, metric: metric)
      let slot = Self.slot(of: kind)
      if near.isEmpty { near = [nil, nil, nil] }
      if let match = near[slot]?.firstMatch(for: perceived) {
        return Duplicate(identifier: match.identifier, distance: match.distance)
      }
      // Inserted in place: a copy of the index would copy its storage on every insertion.
      if near[slot] == nil { near[slot] = NearColorIndex(metric: metric, threshold: threshold) }
      near[slot]?.insert(perceived, identifier: identifier)
    }
    if findsExact { exact[key] = identifier }
    return nil
  }

  /// The place of each kind's index in ``near``.
  private static func slot(of kind: SwatchKind) -> Int {
    switch kind {
    case .process: 0
    case .global: 1
    case .spot: 2
    }
  }
}
