/// A system appearance a swatch may carry its own colour for.
///
/// A swatch's ``Swatch/color`` is its light (or "any") colour, the one every format holds.
/// ``Swatch/appearances`` adds variants for the other appearances: dark, and high contrast
/// in light or dark.
///
///     var swatch = Swatch(name: "Text", color: .srgb8(0x11, 0x11, 0x11))
///     swatch.appearances[.dark] = .srgb8(0xEE, 0xEE, 0xEE)
///     print(swatch.color(for: .highContrastDark) == swatch.appearances[.dark])  // Prints "true"
public enum Appearance: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Dark appearance (dark mode), normal contrast.
  case dark
  /// Light appearance with increased contrast.
  case highContrastLight = "high-contrast"
  /// Dark appearance with increased contrast.
  case highContrastDark = "high-contrast-dark"

  /// The appearance's place in the declaration: the order variants are written and listed in.
  public var ordinal: Int {
    switch self {
    case .dark: 0
    case .highContrastLight: 1
    case .highContrastDark: 2
    }
  }

  /// Whether the appearance is a dark one.
  public var isDark: Bool { self != .highContrastLight }

  /// Whether the appearance asks for increased contrast.
  public var isHighContrast: Bool { self != .dark }

  /// The appearance with the given darkness and contrast; `nil` for light at normal contrast,
  /// which is the base colour rather than a variant.
  ///
  /// - Parameters:
  ///   - dark: Whether the appearance is dark.
  ///   - highContrast: Whether contrast is increased.
  public init?(dark: Bool, highContrast: Bool) {
    switch (dark, highContrast) {
    case (false, false): return nil
    case (true, false): self = .dark
    case (false, true): self = .highContrastLight
    case (true, true): self = .highContrastDark
    }
  }

  /// The appearances to try, in order, when a swatch has no variant for this one: high
  /// contrast dark falls back to dark, then to the base colour; the others go straight to the
  /// base colour.
  public var fallbacks: [Appearance] {
    self == .highContrastDark ? [.highContrastDark, .dark] : [self]
  }

  /// Orders appearances as they are declared: dark, high contrast, high contrast dark.
  public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
    lhs.ordinal < rhs.ordinal
  }

  /// Words for messages, e.g. `high-contrast dark`.
  public var displayName: String {
    switch self {
    case .dark: "dark"
    case .highContrastLight: "high-contrast light"
    case .highContrastDark: "high-contrast dark"
    }
  }
}
