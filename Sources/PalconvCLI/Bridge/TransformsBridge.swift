import PaletteCore
import PaletteTransforms

/// The one place the CLI calls PaletteTransforms, so its API meets the command line here.
enum TransformsBridge {
  /// A sort key as written on the command line (`hue`, `hue-bands`, …).
  typealias SortKey = PaletteTransforms.SortKey

  /// The colour difference metrics `--metric` accepts (`ciede2000`, `oklab`).
  typealias Metric = DifferenceMetric

  /// The spellings `--sort` accepts, for help and errors.
  static var sortKeyNames: [String] { SortKey.allCases.map(\.argument) }

  /// The spellings `--metric` accepts.
  static var metricNames: [String] { Metric.allCases.map(\.rawValue) }

  /// The default `--pastelize` amount.
  static var defaultPastelAmount: Double { Palette.defaultPastelAmount }

  /// Sorts within groups (`--sort`).
  static func sorted(_ palette: Palette, by keys: [SortKey], reversed: Bool) -> Palette {
    palette.sorted(by: keys, reversed: reversed, flatten: false)
  }

  /// Puts every swatch into one unnamed group, in file order (`--flatten`).
  static func flattened(_ palette: Palette) -> Palette {
    palette.sorted(by: [.original], flatten: true)
  }

  /// Merges near-duplicates within groups (`--dedupe`); `nil` uses the metric's
  /// just-noticeable difference.
  static func deduplicated(
    _ palette: Palette, threshold: Double?, metric: Metric, preferNamed: Bool
  ) -> (palette: Palette, diagnostics: [Diagnostic]) {
    let result = palette.deduplicated(
      DedupeOptions(
        threshold: threshold ?? metric.justNoticeableDifference, metric: metric,
        preferNamed: preferNamed, flatten: false))
    return (result.palette, result.diagnostics)
  }

  /// Softens colours (`--pastelize`).
  static func pastelized(_ palette: Palette, amount: Double) -> Palette {
    palette.pastelized(amount: amount)
  }

  /// Lints a palette, with a target format's limits when given (`--validate`, `validate`).
  static func lint(
    _ palette: Palette, target: FormatCapabilities?, targetName: String?
  )
    -> [Diagnostic]
  {
    PaletteLinter.lint(palette, options: LintOptions(target: target, targetName: targetName))
  }

  /// What writing `palette` in `target` loses, one warning per kind of loss, names the
  /// writer changes included.
  static func lossDiagnostics(for palette: Palette, target: OutputFormat) -> [Diagnostic] {
    target.losses(writing: palette)
  }
}
