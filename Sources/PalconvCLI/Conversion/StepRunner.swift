import PaletteCore

/// Applies steps to a palette, collecting their diagnostics.
enum StepRunner {
  /// The result of running the steps.
  struct Result: Sendable {
    var palette: Palette
    var diagnostics: [Diagnostic]
  }

  /// Runs `steps` in order.
  ///
  /// - Parameters:
  ///   - steps: The steps.
  ///   - palette: The decoded palette.
  ///   - settings: The step modifiers.
  ///   - target: The output format's capabilities and name, for `--validate`'s limits.
  ///   - path: The input path, put into diagnostics.
  static func run(
    _ steps: [Step], on palette: Palette, settings: StepSettings,
    target: (capabilities: FormatCapabilities, name: String)?, path: String
  ) -> Result {
    var palette = palette
    var diagnostics: [Diagnostic] = []
    for step in steps {
      switch step {
      case .validate:
        diagnostics += TransformsBridge.lint(
          palette, target: target?.capabilities, targetName: target?.name)
      case .sort(let keys):
        palette = TransformsBridge.sorted(palette, by: keys, reversed: settings.reversed)
      case .dedupe(let threshold):
        let result = TransformsBridge.deduplicated(
          palette, threshold: threshold,
          metric: settings.metric, preferNamed: settings.preferNamed)
        palette = result.palette
        diagnostics += result.diagnostics
      case .pastelize(let amount):
        palette = TransformsBridge.pastelized(
          palette, amount: amount ?? TransformsBridge.defaultPastelAmount)
      case .flatten:
        palette = TransformsBridge.flattened(palette)
      }
    }
    return Result(
      palette: palette, diagnostics: diagnostics.map { $0.path == nil ? $0.with(path: path) : $0 })
  }
}
