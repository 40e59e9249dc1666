import PaletteCore
import Testing

@testable import PaletteThemes

/// The reference's own conformance check of the 2021 spec (`typescript/dynamiccolor/
/// dynamic_color_test.ts`, commit 0a56fc7c367c5a2dfdd9d2d8ebad64c2bdbfbe1e): for red, yellow,
/// green and blue seeds, every variant, light and dark, contrast −1 to 1 in steps of 0.25, the
/// spec's contrast and tone-distance constraints hold on the 8-bit colours, with its
/// tolerances (ratios within 0.05, distances within 0.5; ratios above 4.5 are a stretch goal
/// that black or white may miss).
@Suite struct SchemeConformanceTests {
  static let seeds: [RGBA8] = [
    RGBA8(red: 255, green: 0, blue: 0), RGBA8(red: 255, green: 255, blue: 0),
    RGBA8(red: 0, green: 255, blue: 0), RGBA8(red: 0, green: 0, blue: 255),
  ]
  static let levels: [Double] = [-1.0, -0.75, -0.5, -0.25, 0.0, 0.25, 0.5, 0.75, 1.0]

  struct Constraint {
    var curve: [Double]
    var fore: [MaterialRole]
    var back: [MaterialRole]
    var respectively = false
  }

  static let limiting: [MaterialRole] = [.surfaceDim, .surfaceBright]

  static let constraints: [Constraint] = [
    Constraint(curve: [4.5, 7, 11, 21], fore: [.onSurface], back: limiting),
    Constraint(curve: [3, 4.5, 7, 11], fore: [.onSurfaceVariant], back: limiting),
    Constraint(
      curve: [3, 4.5, 7, 7], fore: [.primary, .secondary, .tertiary, .error], back: limiting),
    Constraint(curve: [1.5, 3, 4.5, 7], fore: [.outline], back: limiting),
    Constraint(
      curve: [0, 0, 3, 4.5],
      fore: [
        .primaryContainer, .primaryFixed, .primaryFixedDim, .secondaryContainer, .secondaryFixed,
        .secondaryFixedDim, .tertiaryContainer, .tertiaryFixed, .tertiaryFixedDim,
        .errorContainer, .outlineVariant,
      ], back: limiting),
    Constraint(curve: [4.5, 7, 11, 21], fore: [.inverseOnSurface], back: [.inverseSurface]),
    Constraint(curve: [3, 4.5, 7, 7], fore: [.inversePrimary], back: [.inverseSurface]),
    Constraint(
      curve: [4.5, 7, 11, 21], fore: [.onPrimary, .onSecondary, .onTertiary, .onError],
      back: [.primary, .secondary, .tertiary, .error], respectively: true),
    // The published check lists the container text with the accent text above; the revised
    // spec gives it the curve of the other lower-emphasis text, 3 / 4.5 / 7 / 11.
    Constraint(
      curve: [3, 4.5, 7, 11],
      fore: [.onPrimaryContainer, .onSecondaryContainer, .onTertiaryContainer, .onErrorContainer],
      back: [.primaryContainer, .secondaryContainer, .tertiaryContainer, .errorContainer],
      respectively: true),
    Constraint(
      curve: [4.5, 7, 11, 21], fore: [.onPrimaryFixed], back: [.primaryFixed, .primaryFixedDim]),
    Constraint(
      curve: [4.5, 7, 11, 21], fore: [.onSecondaryFixed],
      back: [.secondaryFixed, .secondaryFixedDim]),
    Constraint(
      curve: [4.5, 7, 11, 21], fore: [.onTertiaryFixed], back: [.tertiaryFixed, .tertiaryFixedDim]),
    Constraint(
      curve: [3, 4.5, 7, 11], fore: [.onPrimaryFixedVariant],
      back: [.primaryFixed, .primaryFixedDim]),
    Constraint(
      curve: [3, 4.5, 7, 11], fore: [.onSecondaryFixedVariant],
      back: [.secondaryFixed, .secondaryFixedDim]),
    Constraint(
      curve: [3, 4.5, 7, 11], fore: [.onTertiaryFixedVariant],
      back: [.tertiaryFixed, .tertiaryFixedDim]),
  ]

  static let backgrounds: [MaterialRole] = [
    .background, .error, .errorContainer, .primary, .primaryContainer, .primaryFixed,
    .primaryFixedDim, .secondary, .secondaryContainer, .secondaryFixed, .secondaryFixedDim,
    .surface, .surfaceBright, .surfaceContainer, .surfaceContainerHigh,
    .surfaceContainerHighest, .surfaceContainerLow, .surfaceContainerLowest, .surfaceDim,
    .surfaceTint, .surfaceVariant, .tertiary, .tertiaryContainer, .tertiaryFixed,
    .tertiaryFixedDim,
  ]

  /// The ratio the check requires at a level: the curve's value at the named level at or
  /// below it.
  static func requirement(_ curve: [Double], _ level: Double) -> Double {
    level >= 1 ? curve[3] : level >= 0.5 ? curve[2] : level >= 0 ? curve[1] : curve[0]
  }

  @Test(arguments: MaterialVariant.allCases.filter { $0 != .rainbow && $0 != .fruitSalad })
  func constraintsHold(_ variant: MaterialVariant) {
    for seed in Self.seeds {
      for level in Self.levels {
        for dark in [false, true] {
          let scheme = MaterialScheme(seed: seed, variant: variant, isDark: dark, contrast: level)
          var tones: [MaterialRole: Double] = [:]
          for role in MaterialRole.allCases { tones[role] = ColorScience.lstar(scheme[role]) }
          let label = "\(seed.hexString()) \(variant.rawValue) \(dark ? "dark" : "light") \(level)"
          for constraint in Self.constraints {
            let minimum = Self.requirement(constraint.curve, level)
            let pairs: [(MaterialRole, MaterialRole)] =
              constraint.respectively
              ? Array(zip(constraint.fore, constraint.back))
              : constraint.fore.flatMap { f in constraint.back.map { (f, $0) } }
            for (fore, back) in pairs {
              let f = tones[fore]!
              let b = tones[back]!
              let ratio = Contrast.ratio(ofTones: f, b)
              let failing =
                minimum <= 4.5
                ? ratio < minimum - 0.05
                : f != 0 && b != 0 && f != 100 && b != 100 && ratio < minimum - 0.05
              #expect(
                !failing, "\(label): \(fore.rawValue) on \(back.rawValue) \(ratio) < \(minimum)")
            }
          }
          // Accents are farther from the surfaces than their containers; dim fixed fills are
          // darker than the fixed ones.
          for (fore, back) in [
            (MaterialRole.primary, MaterialRole.primaryContainer),
            (.secondary, .secondaryContainer),
            (.tertiary, .tertiaryContainer), (.error, .errorContainer),
          ] {
            let delta = dark ? tones[fore]! - tones[back]! : tones[back]! - tones[fore]!
            #expect(delta >= 10 - 0.5, "\(label): \(fore.rawValue) \(delta)")
          }
          for (fore, back) in [
            (MaterialRole.primaryFixedDim, MaterialRole.primaryFixed),
            (.secondaryFixedDim, .secondaryFixed), (.tertiaryFixedDim, .tertiaryFixed),
          ] {
            let delta = tones[back]! - tones[fore]!
            #expect(delta >= 10 - 0.5, "\(label): \(fore.rawValue) \(delta)")
          }
          // Fills avoid tones 50...59.
          for role in Self.backgrounds {
            let tone = tones[role]!
            #expect(!(tone >= 50.5 && tone < 59.5), "\(label): \(role.rawValue) at \(tone)")
          }
        }
      }
    }
  }
}
