import PaletteCore
import PaletteTransforms

/// One palette step of `palconv convert`, applied in the order written on the command line.
enum Step: Sendable, Equatable {
  /// Lint the palette (`--validate`); errors stop the file.
  case validate
  /// Sort by keys, the first deciding (`--sort KEY[,KEY...]`).
  case sort([SortKey])
  /// Merge colours closer than a threshold (`--dedupe [DELTA_E]`).
  case dedupe(threshold: Double?)
  /// Lighten and soften colours (`--pastelize [AMOUNT]`).
  case pastelize(amount: Double?)
  /// Put every swatch into one unnamed group (`--flatten`).
  case flatten
  /// Set the palette's column hint (`--columns N`), which GPL, Krita, PNG and the swatch
  /// sheets lay swatches out by.
  case columns(Int)
  /// Keep only the swatches a selector matches (`--select TERMS`).
  case select(SwatchFilter)
  /// Remove the swatches a selector matches (`--drop TERMS`).
  case drop(SwatchFilter)
  /// Keep the most representative swatches (`--reduce N`).
  case reduce(count: Int)
  /// Turn each swatch into a group of shades (`--scale tailwind|N`).
  case scale(ScaleKind)
  /// Turn each swatch into the colours of its hue that reach contrast targets against the
  /// background (`--scale contrast:3,4.5,7`).
  case contrastScale([Double])
  /// Turn each swatch into its Material tonal palette (`--material-roles`).
  case materialTones
  /// Add a derived group after each group (`--derive pastel`).
  case derive(DerivedSet)
  /// Replace every colour by how a colour-vision deficiency shows it (`--simulate KIND`).
  case simulate(ColorVisionDeficiency)
  /// Name every unnamed swatch after the nearest dictionary colour (`--name-unnamed`).
  case nameUnnamed
  /// Replace every name (`--rename hex|nearest`).
  case rename(RenameScheme)
  /// Replace every colour by its variant for an appearance and drop the variants
  /// (`--appearance light|dark|high-contrast|high-contrast-dark`); `nil` keeps the light colours.
  case appearance(Appearance?)
  /// Reorder each group's swatches for a purpose (`--order cvd-safe`).
  case order(SwatchOrder)
  /// Add colours as far apart as possible for every reader until the palette holds a number
  /// of swatches (`--distinct N`).
  case distinct(count: Int)
}

extension Step {
  /// The largest `--columns` value: as many as a PNG row takes (`--png-columns`).
  static let maxColumns = 256
}

/// Settings that modify the steps, wherever they are written.
struct StepSettings: Sendable, Equatable {
  /// `--reverse`: sort steps sort in descending order.
  var reversed = false
  /// `--metric`: the colour difference used by dedupe.
  var metric = DifferenceMetric.ciede2000
  /// `--prefer-named`: dedupe keeps a named swatch over an unnamed one.
  var preferNamed = false
  /// `--allow-empty`: a `--select` or `--drop` that leaves no swatch is not an error.
  var allowEmpty = false
  /// `--severity`: how strong the simulated deficiencies are, 0...1.
  var severity = 1.0
  /// `--lightness`: the OKLab lightness of the colours `--distinct` adds.
  var distinctLightness = DistinctOptions().lightness
  /// `--background`: what contrast scales are measured against.
  var background = PaletteColor.srgb8(255, 255, 255)
  /// `--contrast-method`: how contrast scales measure.
  var contrastMethod = ContrastMethod.wcag
}
