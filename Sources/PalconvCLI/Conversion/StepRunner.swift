import PaletteCore
import PaletteKit
import PaletteThemes
import PaletteTransforms

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
  ///   - conversion: The ICC profiles colours are compared through (`--cmyk-profile` and its
  ///     kin), if any.
  static func run(
    _ steps: [Step], on palette: Palette, settings: StepSettings,
    target: (capabilities: FormatCapabilities, name: String)?, path: String,
    conversion: (any ColorConversion)? = nil
  ) -> Result {
    var palette = palette
    var diagnostics: [Diagnostic] = []
    for step in steps {
      switch step {
      case .validate:
        diagnostics += lint(
          palette, target: target?.capabilities, targetName: target?.name)
      case .sort(let keys):
        palette = palette.sorted(by: keys, reversed: settings.reversed)
      case .dedupe(let threshold):
        // A bare --dedupe merges below the metric's just-noticeable difference.
        let result = palette.deduplicated(
          DedupeOptions(
            threshold: threshold ?? settings.metric.justNoticeableDifference,
            metric: settings.metric, preferNamed: settings.preferNamed),
          through: conversion)
        palette = result.palette
        diagnostics += result.diagnostics
      case .pastelize(let amount):
        palette = palette.pastelized(amount: amount ?? Palette.defaultPastelAmount)
      case .flatten:
        palette = palette.flattened()
      case .columns(let count):
        palette.columns = count
      case .appearance(let appearance):
        palette = palette.resolved(for: appearance)
      case .select(let selector):
        palette = palette.selecting(selector)
        diagnostics += emptiness(palette, step: "--select", selector, settings: settings)
      case .drop(let selector):
        palette = palette.dropping(selector)
        diagnostics += emptiness(palette, step: "--drop", selector, settings: settings)
      case .reduce(let count):
        palette = palette.reduced(to: count)
      case .scale(let kind):
        palette = palette.scaled(kind)
      case .contrastScale(let targets):
        let result = palette.contrastScaled(
          ContrastScale(
            targets: targets, background: settings.background, method: settings.contrastMethod))
        palette = result.palette
        if let first = result.unreachable.first {
          let others = result.unreachable.count - 1
          let target =
            settings.contrastMethod == .wcag
            ? NumberText.short(first.target) + ":1" : "Lc " + NumberText.short(first.target)
          diagnostics.append(
            Diagnostic(
              .warning, code: "scale.unreachable",
              message: "\(first.swatch): no colour of its hue reaches \(target) on "
                + "\(settings.background.rgba8.hexString()), so the extreme of that side (black "
                + "or white) stands in"
                + (others > 0 ? " (and \(others) more target\(others == 1 ? "" : "s"))" : "")))
        }
      case .materialTones:
        var toned = Palette(
          name: palette.name, description: palette.description, columns: palette.columns,
          groups: [])
        for (index, swatch) in palette.allSwatches.enumerated() {
          toned.groups.append(swatch.tonalPalette(fallbackName: "color-\(index + 1)"))
        }
        palette = toned
      case .derive(let set):
        palette = palette.deriving(set)
      case .nameUnnamed:
        let result = palette.namingUnnamed()
        palette = result.palette
        diagnostics += result.diagnostics
      case .rename(let scheme):
        let result = palette.renamed(scheme)
        palette = result.palette
        diagnostics += result.diagnostics
      case .order(let order):
        palette = palette.ordered(order)
      case .distinct(let count):
        let before = palette.swatchCount
        palette = palette.addingDistinctColors(
          toReach: count, options: DistinctOptions(lightness: settings.distinctLightness))
        let added = palette.swatchCount - before
        if before + added < count, before < count {
          diagnostics.append(
            Diagnostic(
              .warning, code: "distinct.short",
              message: "--distinct \(count): only \(added) colour\(added == 1 ? "" : "s") could "
                + "be added: no other colour of the candidate grid with an OKLab lightness in "
                + "\(settings.distinctLightness.lowerBound)...\(settings.distinctLightness.upperBound) "
                + "differs from those already there (widen --lightness)"))
        }
      case .simulate(let deficiency):
        palette = palette.simulatingColorVision(
          CVDSimulation(deficiency, severity: settings.severity))
      }
    }
    return Result(
      palette: palette, diagnostics: diagnostics.map { $0.path == nil ? $0.with(path: path) : $0 })
  }

  /// The error for a `--select` or `--drop` that left no swatch, unless `--allow-empty`.
  private static func emptiness(
    _ palette: Palette, step: String, _ selector: SwatchFilter, settings: StepSettings
  ) -> [Diagnostic] {
    guard palette.swatchCount == 0, !settings.allowEmpty else { return [] }
    let what = step == "--select" ? "selected no swatch" : "dropped every swatch"
    return [
      Diagnostic(
        .error, code: "select.empty",
        message: "\(step) '\(selector.text)' \(what); --allow-empty writes an empty palette")
    ]
  }

  /// Lints a palette, with a target format's limits when given (`--validate`, `validate`),
  /// and the colour-vision checks of `validate --cvd`.
  static func lint(
    _ palette: Palette, target: FormatCapabilities?, targetName: String?,
    colorVision: [CVDSimulation] = []
  )
    -> [Diagnostic]
  {
    var options = LintOptions(target: target, targetName: targetName)
    options.colorVision = colorVision
    return PaletteLinter.lint(palette, options: options)
  }

  /// The palette without its empty slots (``/PaletteCore/Swatch/isEmptySlot``) when `target`
  /// has no empty slots, with a note that counts them; the palette as it is otherwise. A
  /// 12-colour Procreate palette becomes 12 colours in a GIMP palette, not 30 with 18 black.
  static func withoutEmptySlots(
    _ palette: Palette, target: OutputFormat
  ) -> (palette: Palette, note: Diagnostic?) {
    guard !target.capabilities.emptySlots else { return (palette, nil) }
    var palette = palette
    let removed = palette.removeEmptySlots()
    guard removed.count > 0 else { return (palette, nil) }
    let note = Diagnostic(
      .note, code: "loss.empty-slots",
      message: "\(target.identifier) has no empty slots: "
        + MessageFormatting.count(removed.count, "empty slot is", "empty slots are")
        + " left out", location: removed.first)
    return (palette, note)
  }

  /// What writing `palette` in `target` loses, one warning per kind of loss, names the
  /// writer changes included.
  static func lossDiagnostics(for palette: Palette, target: OutputFormat) -> [Diagnostic] {
    target.losses(writing: palette)
  }
}
