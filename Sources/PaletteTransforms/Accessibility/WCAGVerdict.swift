/// What a WCAG 2 contrast ratio passes: the thresholds of success criteria 1.4.3 (AA) and
/// 1.4.6 (AAA), for normal and for large text.
///
/// Large text is at least 18 pt (24 CSS px), or 14 pt (about 18.66 px) bold. A ratio passes a
/// level only when it reaches the threshold: WCAG does not round, so 4.499:1 fails AA.
///
///     WCAGVerdict(ratio: 4.54).passesAA          // true
///     WCAGVerdict(ratio: 4.48).passesAALarge     // true: large text needs 3:1
public struct WCAGVerdict: Hashable, Sendable {
  /// The AA threshold for normal text, 4.5:1 (SC 1.4.3).
  public static let aaNormal = 4.5
  /// The AA threshold for large text, 3:1 (SC 1.4.3).
  public static let aaLarge = 3.0
  /// The AAA threshold for normal text, 7:1 (SC 1.4.6).
  public static let aaaNormal = 7.0
  /// The AAA threshold for large text, 4.5:1 (SC 1.4.6).
  public static let aaaLarge = 4.5

  /// The contrast ratio, 1...21.
  public var ratio: Double

  /// Creates the verdict for a ratio.
  ///
  /// - Parameter ratio: A WCAG 2 contrast ratio, such as
  ///   ``/PaletteCore/PaletteColor/contrastRatio(with:)``.
  public init(ratio: Double) {
    self.ratio = ratio
  }

  /// Whether normal text passes level AA (4.5:1).
  public var passesAA: Bool { ratio >= Self.aaNormal }
  /// Whether large text passes level AA (3:1).
  public var passesAALarge: Bool { ratio >= Self.aaLarge }
  /// Whether normal text passes level AAA (7:1).
  public var passesAAA: Bool { ratio >= Self.aaaNormal }
  /// Whether large text passes level AAA (4.5:1).
  public var passesAAALarge: Bool { ratio >= Self.aaaLarge }
}
