/// The parts of a Material Theme Builder export and the groups palconv keeps them in.
///
/// An export is a JSON object: `description`, `seed` (a hex colour), `coreColors` (role to
/// hex: `primary`, and `secondary`, `tertiary`, `error`, `neutral`, `neutralVariant` when the
/// user set them), `extendedColors` (objects of `name`, `color`, `description`, `harmonized`),
/// `schemes` (scheme name to an object of 49 roles to hex) and `palettes` (palette name to
/// tone to hex).
enum MaterialThemeLayout {
  /// The group of the seed and the core colours.
  static let coreGroup = "core"
  /// The group of the roles: the light scheme's colours with the dark and high-contrast
  /// schemes' as appearance variants.
  static let schemeGroup = "scheme"
  /// The group of the medium-contrast schemes: light-medium-contrast with
  /// dark-medium-contrast as the dark variant (palconv has no medium-contrast appearance).
  static let mediumGroup = "scheme-medium-contrast"
  /// The group of the extended (custom) colours.
  static let extendedGroup = "extended"
  /// The prefix of a tonal palette's group: `palette-primary`.
  static let palettePrefix = "palette-"

  /// The roles in the order Material Theme Builder writes them.
  static let roles = [
    "primary", "surfaceTint", "onPrimary", "primaryContainer", "onPrimaryContainer",
    "secondary", "onSecondary", "secondaryContainer", "onSecondaryContainer", "tertiary",
    "onTertiary", "tertiaryContainer", "onTertiaryContainer", "error", "onError",
    "errorContainer", "onErrorContainer", "background", "onBackground", "surface", "onSurface",
    "surfaceVariant", "onSurfaceVariant", "outline", "outlineVariant", "shadow", "scrim",
    "inverseSurface", "inverseOnSurface", "inversePrimary", "primaryFixed", "onPrimaryFixed",
    "primaryFixedDim", "onPrimaryFixedVariant", "secondaryFixed", "onSecondaryFixed",
    "secondaryFixedDim", "onSecondaryFixedVariant", "tertiaryFixed", "onTertiaryFixed",
    "tertiaryFixedDim", "onTertiaryFixedVariant", "surfaceDim", "surfaceBright",
    "surfaceContainerLowest", "surfaceContainerLow", "surfaceContainer", "surfaceContainerHigh",
    "surfaceContainerHighest",
  ]

  /// The schemes, in the order Material Theme Builder writes them.
  static let schemes = [
    "light", "light-medium-contrast", "light-high-contrast", "dark", "dark-medium-contrast",
    "dark-high-contrast",
  ]

  /// A role's key from a swatch name in either spelling: `onPrimaryContainer` as it is,
  /// `on-primary-container` (palconv's own theme) turned into it; `nil` for other names.
  static func role(named name: String) -> String? {
    if roles.contains(name) { return name }
    let key = camelCase(name)
    return roles.contains(key) ? key : nil
  }

  /// `on-primary-container` as `onPrimaryContainer`; a name without `-` as it is.
  static func camelCase(_ name: String) -> String {
    var key = ""
    var upper = false
    for character in name {
      if character == "-" {
        upper = true
      } else {
        key += upper ? character.uppercased() : String(character)
        upper = false
      }
    }
    return key
  }
}
