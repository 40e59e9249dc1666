/// The use-case levels of APCA's simple ("bronze") guidance: the least lightness contrast,
/// as an absolute Lc value, for each kind of content.
///
/// The levels are guidance published with APCA, not a conformance test: font size and weight
/// move them (the APCA font lookup tables refine each level).
///
///     APCAUseCase.highest(metBy: 63.06)    // .content
///     APCAUseCase.highest(metBy: -68.54)   // .content: polarity does not matter here
public enum APCAUseCase: String, Hashable, Sendable, CaseIterable {
  /// Lc 90: preferred for body text (fluent reading of columns of text).
  case preferredBodyText = "body-preferred"
  /// Lc 75: the minimum for body text.
  case bodyText = "body"
  /// Lc 60: the minimum for other content text, such as 24 px normal or 16 px bold text.
  case contentText = "content"
  /// Lc 45: the minimum for large or heavy text (headlines, 36 px normal or 24 px bold).
  case largeText = "large"
  /// Lc 30: the minimum for spot-readable text (placeholders, captions) and solid icons.
  case spotText = "spot"
  /// Lc 15: the minimum for non-text elements such as dividers and outlines.
  case nonText = "non-text"

  /// The least absolute Lc the use case needs.
  public var minimumLc: Double {
    switch self {
    case .preferredBodyText: 90
    case .bodyText: 75
    case .contentText: 60
    case .largeText: 45
    case .spotText: 30
    case .nonText: 15
    }
  }

  /// The most demanding use case a contrast meets.
  ///
  /// - Parameter lc: A lightness contrast, either sign.
  /// - Returns: The first level (in `allCases` order, most demanding first) whose minimum
  ///   `|lc|` reaches; `nil` below Lc 15.
  public static func highest(metBy lc: Double) -> APCAUseCase? {
    let magnitude = abs(lc)
    return allCases.first { magnitude >= $0.minimumLc }
  }
}
