public import PaletteCore

/// What ``PaletteLinter/lint(_:options:)`` checks against.
public struct LintOptions: Hashable, Sendable {
  /// The format the palette will be written to, if any; enables the rules that need one
  /// (``LintRule/needsTarget``) and silences ``LintRule/unnamed`` for formats without names.
  public var target: FormatCapabilities?
  /// The target's name for messages, e.g. `GPL`; "the target format" when `nil`.
  public var targetName: String?
  /// The ΔE00 below which two different colours count as near duplicates; 1.0 by default.
  public var nearDuplicateThreshold: Double = 1.0
  /// Rules not to run.
  public var disabledRules: Set<LintRule> = []
  /// How many findings of one rule are listed one by one; the rest are counted in one summary
  /// diagnostic with the rule's code. ``/PaletteCore/FindingLimits/defaultPerCode`` (20) by
  /// default; `nil` lists every finding.
  public var findingsPerRule: Int? = FindingLimits.defaultPerCode
  /// The deficiencies ``LintRule/cvdConfusable`` checks under; none (the rule is off) by
  /// default.
  public var colorVision: [CVDSimulation] = []
  /// The simulated ΔE00 below which two colours count as confusable; 5 by default.
  public var confusableThreshold: Double = 5
  /// The ΔE00 in normal vision from which two colours count as clearly different; 10 by
  /// default.
  public var distinctThreshold: Double = 10

  /// Creates options.
  ///
  /// - Parameters:
  ///   - target: The capabilities of the format to be written, if any.
  ///   - targetName: The format's name for messages.
  ///   - nearDuplicateThreshold: The ΔE00 threshold for ``LintRule/nearDuplicate``.
  ///   - disabledRules: Rules to skip.
  ///   - findingsPerRule: How many findings of one rule to list before summarising the rest;
  ///     `nil` for all.
  public init(
    target: FormatCapabilities? = nil, targetName: String? = nil,
    nearDuplicateThreshold: Double = 1.0, disabledRules: Set<LintRule> = [],
    findingsPerRule: Int? = FindingLimits.defaultPerCode
  ) {
    self.target = target
    self.targetName = targetName
    self.nearDuplicateThreshold = nearDuplicateThreshold
    self.disabledRules = disabledRules
    self.findingsPerRule = findingsPerRule
  }
}
