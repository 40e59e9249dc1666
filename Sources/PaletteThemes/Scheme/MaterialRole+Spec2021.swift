/// Two roles whose tones must stay `delta` apart (a container and its accent, a fixed fill and
/// its dim form).
struct TonePair {
  /// Which of the two stays nearer the background.
  enum Polarity {
    /// `first` is nearer the background in both appearances.
    case nearer
    /// `first` is lighter, in both appearances.
    case lighter
  }

  var first: MaterialRole
  var second: MaterialRole
  var delta: Double
  var polarity: Polarity
  /// Whether both move out of the 50...59 band together when either falls in it.
  var stayTogether: Bool
}

/// The rules of Material's 2021 dynamic-colour spec (the one Material Theme Builder exports):
/// for each role its palette, its tone at standard contrast, the role it must contrast with,
/// the ratios it must reach at each contrast level, and the role it keeps a tone distance from.
extension MaterialRole {
  /// The palette the role's colour comes from.
  func palette(in s: MaterialScheme) -> TonalPalette {
    switch self {
    case .primary, .onPrimary, .primaryContainer, .onPrimaryContainer, .inversePrimary,
      .primaryFixed, .primaryFixedDim, .onPrimaryFixed, .onPrimaryFixedVariant, .surfaceTint:
      s.primaryPalette
    case .secondary, .onSecondary, .secondaryContainer, .onSecondaryContainer, .secondaryFixed,
      .secondaryFixedDim, .onSecondaryFixed, .onSecondaryFixedVariant:
      s.secondaryPalette
    case .tertiary, .onTertiary, .tertiaryContainer, .onTertiaryContainer, .tertiaryFixed,
      .tertiaryFixedDim, .onTertiaryFixed, .onTertiaryFixedVariant:
      s.tertiaryPalette
    case .error, .onError, .errorContainer, .onErrorContainer:
      s.errorPalette
    case .surfaceVariant, .onSurfaceVariant, .outline, .outlineVariant:
      s.neutralVariantPalette
    case .background, .onBackground, .surface, .surfaceDim, .surfaceBright,
      .surfaceContainerLowest, .surfaceContainerLow, .surfaceContainer, .surfaceContainerHigh,
      .surfaceContainerHighest, .onSurface, .inverseSurface, .inverseOnSurface, .shadow, .scrim:
      s.neutralPalette
    }
  }

  /// The role's tone before contrast is enforced.
  func standardTone(in s: MaterialScheme) -> Double {
    let dark = s.isDark
    let mono = s.variant == .monochrome
    let fidelity = s.variant == .fidelity || s.variant == .content
    let level = s.contrast
    switch self {
    case .background, .surface: return dark ? 6 : 98
    case .onBackground, .onSurface: return dark ? 90 : 10
    case .surfaceDim: return dark ? 6 : ContrastCurve(87, 87, 80, 75).value(at: level)
    case .surfaceBright: return dark ? ContrastCurve(24, 24, 29, 34).value(at: level) : 98
    case .surfaceContainerLowest:
      return dark ? ContrastCurve(4, 4, 2, 0).value(at: level) : 100
    case .surfaceContainerLow:
      return (dark ? ContrastCurve(10, 10, 11, 12) : ContrastCurve(96, 96, 96, 95))
        .value(at: level)
    case .surfaceContainer:
      return (dark ? ContrastCurve(12, 12, 16, 20) : ContrastCurve(94, 94, 92, 90))
        .value(at: level)
    case .surfaceContainerHigh:
      return (dark ? ContrastCurve(17, 17, 21, 25) : ContrastCurve(92, 92, 88, 85))
        .value(at: level)
    case .surfaceContainerHighest:
      return (dark ? ContrastCurve(22, 22, 26, 30) : ContrastCurve(90, 90, 84, 80))
        .value(at: level)
    case .surfaceVariant: return dark ? 30 : 90
    case .onSurfaceVariant: return dark ? 80 : 30
    case .inverseSurface: return dark ? 90 : 20
    case .inverseOnSurface: return dark ? 20 : 95
    case .outline: return dark ? 60 : 50
    case .outlineVariant: return dark ? 30 : 80
    case .shadow, .scrim: return 0
    case .surfaceTint: return dark ? 80 : 40

    case .primary: return mono ? (dark ? 100 : 0) : (dark ? 80 : 40)
    case .onPrimary: return mono ? (dark ? 10 : 90) : (dark ? 20 : 100)
    case .primaryContainer:
      if fidelity { return s.seed.tone }
      return mono ? (dark ? 85 : 25) : (dark ? 30 : 90)
    case .onPrimaryContainer:
      if fidelity {
        return Contrast.foregroundTone(
          on: MaterialRole.primaryContainer.standardTone(in: s), ratio: 4.5)
      }
      return mono ? (dark ? 0 : 100) : (dark ? 90 : 30)
    case .inversePrimary: return dark ? 40 : 80

    case .secondary: return dark ? 80 : 40
    case .onSecondary: return mono ? (dark ? 10 : 100) : (dark ? 20 : 100)
    case .secondaryContainer:
      let initial: Double = dark ? 30 : 90
      if mono { return dark ? 30 : 85 }
      if !fidelity { return initial }
      return Self.toneReachingChroma(
        hue: s.secondaryPalette.hue, chroma: s.secondaryPalette.chroma, from: initial,
        downward: !dark)
    case .onSecondaryContainer:
      if mono { return dark ? 90 : 10 }
      if !fidelity { return dark ? 90 : 30 }
      return Contrast.foregroundTone(
        on: MaterialRole.secondaryContainer.standardTone(in: s), ratio: 4.5)

    case .tertiary: return mono ? (dark ? 90 : 25) : (dark ? 80 : 40)
    case .onTertiary: return mono ? (dark ? 10 : 90) : (dark ? 20 : 100)
    case .tertiaryContainer:
      if mono { return dark ? 60 : 49 }
      if !fidelity { return dark ? 30 : 90 }
      return DislikedColors.fixed(s.tertiaryPalette.hct(tone: s.seed.tone)).tone
    case .onTertiaryContainer:
      if mono { return dark ? 0 : 100 }
      if !fidelity { return dark ? 90 : 30 }
      return Contrast.foregroundTone(
        on: MaterialRole.tertiaryContainer.standardTone(in: s), ratio: 4.5)

    case .error: return dark ? 80 : 40
    case .onError: return dark ? 20 : 100
    case .errorContainer: return dark ? 30 : 90
    case .onErrorContainer: return mono ? (dark ? 90 : 10) : (dark ? 90 : 30)

    case .primaryFixed: return mono ? 40 : 90
    case .primaryFixedDim: return mono ? 30 : 80
    case .onPrimaryFixed: return mono ? 100 : 10
    case .onPrimaryFixedVariant: return mono ? 90 : 30
    case .secondaryFixed: return mono ? 80 : 90
    case .secondaryFixedDim: return mono ? 70 : 80
    case .onSecondaryFixed: return 10
    case .onSecondaryFixedVariant: return mono ? 25 : 30
    case .tertiaryFixed: return mono ? 40 : 90
    case .tertiaryFixedDim: return mono ? 30 : 80
    case .onTertiaryFixed: return mono ? 100 : 10
    case .onTertiaryFixedVariant: return mono ? 90 : 30
    }
  }

  /// Whether the role is a fill other roles sit on; such a role avoids tones 50...59.
  var isBackground: Bool {
    switch self {
    case .background, .surface, .surfaceDim, .surfaceBright, .surfaceContainerLowest,
      .surfaceContainerLow, .surfaceContainer, .surfaceContainerHigh, .surfaceContainerHighest,
      .surfaceVariant, .inverseSurface, .surfaceTint, .primary, .primaryContainer, .secondary,
      .secondaryContainer, .tertiary, .tertiaryContainer, .error, .errorContainer,
      .primaryFixed, .primaryFixedDim, .secondaryFixed, .secondaryFixedDim, .tertiaryFixed,
      .tertiaryFixedDim:
      true
    default:
      false
    }
  }

  /// The role this one must contrast with, if any.
  func background(in s: MaterialScheme) -> MaterialRole? {
    let highest: MaterialRole = s.isDark ? .surfaceBright : .surfaceDim
    switch self {
    case .onBackground: return .background
    case .onSurface, .onSurfaceVariant, .outline, .outlineVariant: return highest
    case .inverseOnSurface, .inversePrimary: return .inverseSurface
    case .primary, .primaryContainer, .secondary, .secondaryContainer, .tertiary,
      .tertiaryContainer, .error, .errorContainer, .primaryFixed, .primaryFixedDim,
      .secondaryFixed, .secondaryFixedDim, .tertiaryFixed, .tertiaryFixedDim:
      return highest
    case .onPrimary: return .primary
    case .onPrimaryContainer: return .primaryContainer
    case .onSecondary: return .secondary
    case .onSecondaryContainer: return .secondaryContainer
    case .onTertiary: return .tertiary
    case .onTertiaryContainer: return .tertiaryContainer
    case .onError: return .error
    case .onErrorContainer: return .errorContainer
    case .onPrimaryFixed, .onPrimaryFixedVariant: return .primaryFixedDim
    case .onSecondaryFixed, .onSecondaryFixedVariant: return .secondaryFixedDim
    case .onTertiaryFixed, .onTertiaryFixedVariant: return .tertiaryFixedDim
    default: return nil
    }
  }

  /// A second role the foreground must also contrast with (text on fixed fills sits on both).
  var secondBackground: MaterialRole? {
    switch self {
    case .onPrimaryFixed, .onPrimaryFixedVariant: .primaryFixed
    case .onSecondaryFixed, .onSecondaryFixedVariant: .secondaryFixed
    case .onTertiaryFixed, .onTertiaryFixedVariant: .tertiaryFixed
    default: nil
    }
  }

  /// The contrast ratio the role must reach with its background at contrast −1, 0, 0.5, 1.
  var contrastCurve: ContrastCurve? {
    switch self {
    case .onBackground: ContrastCurve(3, 3, 4.5, 7)
    case .onSurface, .inverseOnSurface, .onPrimary, .onSecondary, .onTertiary, .onError,
      .onPrimaryFixed, .onSecondaryFixed, .onTertiaryFixed:
      ContrastCurve(4.5, 7, 11, 21)
    case .onSurfaceVariant, .onPrimaryContainer, .onSecondaryContainer, .onTertiaryContainer,
      .onErrorContainer, .onPrimaryFixedVariant, .onSecondaryFixedVariant,
      .onTertiaryFixedVariant:
      ContrastCurve(3, 4.5, 7, 11)
    case .outline: ContrastCurve(1.5, 3, 4.5, 7)
    case .outlineVariant, .primaryContainer, .secondaryContainer, .tertiaryContainer,
      .errorContainer, .primaryFixed, .primaryFixedDim, .secondaryFixed, .secondaryFixedDim,
      .tertiaryFixed, .tertiaryFixedDim:
      ContrastCurve(1, 1, 3, 4.5)
    case .primary, .secondary, .tertiary, .error, .inversePrimary: ContrastCurve(3, 4.5, 7, 7)
    default: nil
    }
  }

  /// The pair of roles whose tones this role keeps apart, if any.
  var tonePair: TonePair? {
    switch self {
    case .primary, .primaryContainer:
      TonePair(
        first: .primaryContainer, second: .primary, delta: 10, polarity: .nearer,
        stayTogether: false)
    case .secondary, .secondaryContainer:
      TonePair(
        first: .secondaryContainer, second: .secondary, delta: 10, polarity: .nearer,
        stayTogether: false)
    case .tertiary, .tertiaryContainer:
      TonePair(
        first: .tertiaryContainer, second: .tertiary, delta: 10, polarity: .nearer,
        stayTogether: false)
    case .error, .errorContainer:
      TonePair(
        first: .errorContainer, second: .error, delta: 10, polarity: .nearer, stayTogether: false)
    case .primaryFixed, .primaryFixedDim:
      TonePair(
        first: .primaryFixed, second: .primaryFixedDim, delta: 10, polarity: .lighter,
        stayTogether: true)
    case .secondaryFixed, .secondaryFixedDim:
      TonePair(
        first: .secondaryFixed, second: .secondaryFixedDim, delta: 10, polarity: .lighter,
        stayTogether: true)
    case .tertiaryFixed, .tertiaryFixedDim:
      TonePair(
        first: .tertiaryFixed, second: .tertiaryFixedDim, delta: 10, polarity: .lighter,
        stayTogether: true)
    default: nil
    }
  }

  /// From `tone`, whole steps toward lower tones (`downward`) or higher ones until the palette
  /// colour reaches `chroma` (within 0.4), or chroma stops rising: the tone of a fidelity
  /// secondary container, so it keeps the secondary palette's chroma.
  static func toneReachingChroma(
    hue: Double, chroma: Double, from tone: Double, downward: Bool
  )
    -> Double
  {
    var answer = tone
    var closest = HCT(hue: hue, chroma: chroma, tone: tone)
    guard closest.chroma < chroma else { return answer }
    var peak = closest.chroma
    while closest.chroma < chroma {
      answer += downward ? -1.0 : 1.0
      let candidate = HCT(hue: hue, chroma: chroma, tone: answer)
      if peak > candidate.chroma { break }
      if abs(candidate.chroma - chroma) < 0.4 { break }
      if abs(candidate.chroma - chroma) < abs(closest.chroma - chroma) { closest = candidate }
      peak = max(peak, candidate.chroma)
    }
    return answer
  }
}
