public import PaletteCore

/// How ``PaletteCore/Palette/deduplicated(_:through:)`` decides what is a duplicate and what to keep.
public struct DedupeOptions: Hashable, Sendable {
  /// The largest difference, in ``metric`` units, at which two colours are merged; `nil`
  /// merges exact duplicates only.
  ///
  /// The units differ by metric: ΔE00 thresholds are around 1 to 3, ΔEOK thresholds around
  /// 0.01 to 0.05 (0.02 is just noticeable). No rescaling happens: 2.0 with
  /// ``DifferenceMetric/deltaEOK`` means ΔEOK 2.0, which merges every colour, and earns a
  /// `dedupe.threshold-scale` warning. A colour is merged when its difference is strictly below the
  /// threshold.
  public var threshold: Double?
  /// The difference formula; CIEDE2000 by default.
  public var metric: DifferenceMetric
  /// Whether a kept swatch without a name takes the name of the first named swatch merged
  /// into it. The kept swatch keeps its position, colour and kind.
  public var preferNamed: Bool
  /// Whether to merge all groups into one unnamed group first, so duplicates are found across
  /// groups. Otherwise each named group is deduplicated on its own, and the ungrouped
  /// swatches together.
  public var flatten: Bool
  /// How many `dedupe.merged` notes are listed one by one; the rest are counted in one
  /// summary note. ``/PaletteCore/FindingLimits/defaultPerCode`` (20) by default; `nil` lists every
  /// merge.
  public var notesListed: Int?

  /// Creates options.
  ///
  /// - Parameters:
  ///   - threshold: The merge threshold in metric units; `nil` for exact duplicates only.
  ///   - metric: The difference formula.
  ///   - preferNamed: Whether kept unnamed swatches take a merged swatch's name.
  ///   - flatten: Whether to deduplicate across groups, merging them into one.
  ///   - notesListed: How many merges to list before summarising the rest; `nil` for all.
  public init(
    threshold: Double? = nil, metric: DifferenceMetric = .ciede2000, preferNamed: Bool = false,
    flatten: Bool = false, notesListed: Int? = FindingLimits.defaultPerCode
  ) {
    self.threshold = threshold
    self.metric = metric
    self.preferNamed = preferNamed
    self.flatten = flatten
    self.notesListed = notesListed
  }
}
