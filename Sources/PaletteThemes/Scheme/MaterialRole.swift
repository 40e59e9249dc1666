/// A colour role of a Material 3 scheme, named as Material Theme Builder exports it.
public enum MaterialRole: String, Hashable, Sendable, CaseIterable {
  /// The main accent: high-emphasis buttons, active states.
  case primary
  /// Text and icons on ``primary``.
  case onPrimary = "on-primary"
  /// A container in the primary hue, for less emphasis than ``primary``.
  case primaryContainer = "primary-container"
  /// Text and icons on ``primaryContainer``.
  case onPrimaryContainer = "on-primary-container"
  /// The primary accent on an ``inverseSurface``.
  case inversePrimary = "inverse-primary"
  /// The second accent, for less prominent components.
  case secondary
  /// Text and icons on ``secondary``.
  case onSecondary = "on-secondary"
  /// A container in the secondary hue.
  case secondaryContainer = "secondary-container"
  /// Text and icons on ``secondaryContainer``.
  case onSecondaryContainer = "on-secondary-container"
  /// The third accent, for contrast and balance.
  case tertiary
  /// Text and icons on ``tertiary``.
  case onTertiary = "on-tertiary"
  /// A container in the tertiary hue.
  case tertiaryContainer = "tertiary-container"
  /// Text and icons on ``tertiaryContainer``.
  case onTertiaryContainer = "on-tertiary-container"
  /// Errors.
  case error
  /// Text and icons on ``error``.
  case onError = "on-error"
  /// A container for errors.
  case errorContainer = "error-container"
  /// Text and icons on ``errorContainer``.
  case onErrorContainer = "on-error-container"
  /// The background behind scrollable content (the same tone as ``surface``).
  case background
  /// Text and icons on ``background``.
  case onBackground = "on-background"
  /// The default surface.
  case surface
  /// The dimmest surface.
  case surfaceDim = "surface-dim"
  /// The brightest surface.
  case surfaceBright = "surface-bright"
  /// The container furthest from the text tone.
  case surfaceContainerLowest = "surface-container-lowest"
  /// A low-emphasis container.
  case surfaceContainerLow = "surface-container-low"
  /// The default container.
  case surfaceContainer = "surface-container"
  /// A high-emphasis container.
  case surfaceContainerHigh = "surface-container-high"
  /// The container nearest the text tone.
  case surfaceContainerHighest = "surface-container-highest"
  /// Text and icons on any surface.
  case onSurface = "on-surface"
  /// A surface in the neutral-variant palette.
  case surfaceVariant = "surface-variant"
  /// Lower-emphasis text and icons on surfaces.
  case onSurfaceVariant = "on-surface-variant"
  /// A surface in the opposite tone, for snackbars and the like.
  case inverseSurface = "inverse-surface"
  /// Text and icons on ``inverseSurface``.
  case inverseOnSurface = "inverse-on-surface"
  /// Borders of important boundaries.
  case outline
  /// Decorative borders and dividers.
  case outlineVariant = "outline-variant"
  /// Shadows.
  case shadow
  /// The scrim behind modal elements.
  case scrim
  /// The tint of elevated surfaces.
  case surfaceTint = "surface-tint"
  /// A primary fill that stays the same in light and dark.
  case primaryFixed = "primary-fixed"
  /// A stronger ``primaryFixed``.
  case primaryFixedDim = "primary-fixed-dim"
  /// Text and icons on the primary fixed fills.
  case onPrimaryFixed = "on-primary-fixed"
  /// Lower-emphasis text and icons on the primary fixed fills.
  case onPrimaryFixedVariant = "on-primary-fixed-variant"
  /// A secondary fill that stays the same in light and dark.
  case secondaryFixed = "secondary-fixed"
  /// A stronger ``secondaryFixed``.
  case secondaryFixedDim = "secondary-fixed-dim"
  /// Text and icons on the secondary fixed fills.
  case onSecondaryFixed = "on-secondary-fixed"
  /// Lower-emphasis text and icons on the secondary fixed fills.
  case onSecondaryFixedVariant = "on-secondary-fixed-variant"
  /// A tertiary fill that stays the same in light and dark.
  case tertiaryFixed = "tertiary-fixed"
  /// A stronger ``tertiaryFixed``.
  case tertiaryFixedDim = "tertiary-fixed-dim"
  /// Text and icons on the tertiary fixed fills.
  case onTertiaryFixed = "on-tertiary-fixed"
  /// Lower-emphasis text and icons on the tertiary fixed fills.
  case onTertiaryFixedVariant = "on-tertiary-fixed-variant"

  /// The group a role belongs to in a theme palette: `primary`, `secondary`, `tertiary`,
  /// `error`, `surface` or `outline` (outlines, shadow and scrim).
  public var group: String {
    switch self {
    case .primary, .onPrimary, .primaryContainer, .onPrimaryContainer, .inversePrimary,
      .primaryFixed, .primaryFixedDim, .onPrimaryFixed, .onPrimaryFixedVariant:
      "primary"
    case .secondary, .onSecondary, .secondaryContainer, .onSecondaryContainer, .secondaryFixed,
      .secondaryFixedDim, .onSecondaryFixed, .onSecondaryFixedVariant:
      "secondary"
    case .tertiary, .onTertiary, .tertiaryContainer, .onTertiaryContainer, .tertiaryFixed,
      .tertiaryFixedDim, .onTertiaryFixed, .onTertiaryFixedVariant:
      "tertiary"
    case .error, .onError, .errorContainer, .onErrorContainer:
      "error"
    case .background, .onBackground, .surface, .surfaceDim, .surfaceBright,
      .surfaceContainerLowest, .surfaceContainerLow, .surfaceContainer, .surfaceContainerHigh,
      .surfaceContainerHighest, .onSurface, .surfaceVariant, .onSurfaceVariant, .inverseSurface,
      .inverseOnSurface, .surfaceTint:
      "surface"
    case .outline, .outlineVariant, .shadow, .scrim:
      "outline"
    }
  }
}
