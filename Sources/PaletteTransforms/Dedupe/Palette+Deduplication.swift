public import PaletteCore

extension Palette {
  /// The palette without duplicate colours, and one `dedupe.merged` note per swatch removed.
  ///
  /// Swatches are visited in file order; each is merged into the first swatch kept before it,
  /// in the same scope, that it duplicates, and kept otherwise. Two swatches are duplicates
  /// when they have the same ``/PaletteCore/SwatchKind`` and either
  /// - the same colour exactly: the same native model and the same bits in every value and
  ///   in alpha (``PaletteCore/PaletteColor`` `==`), or
  /// - a difference (``DifferenceMetric/difference(_:_:)``) strictly below
  ///   ``DedupeOptions/threshold``. Colours with different alpha merge only when they look
  ///   alike over both black and white.
  ///
  /// Swatches with appearance variants (``/PaletteCore/Swatch/appearances``) are duplicates
  /// only of swatches with exactly the same variants (the light colours compared as above),
  /// so no dark or high-contrast colour is lost by a merge.
  ///
  /// A scope is a named group, or all ungrouped swatches together; with
  /// ``DedupeOptions/flatten`` the whole palette is one unnamed group first. The kept swatch
  /// keeps its name, colour, kind and position, except that with ``DedupeOptions/preferNamed``
  /// an unnamed kept swatch takes the name of the first named swatch merged into it.
  /// Ungrouped runs emptied by the merge are removed; metadata is kept.
  ///
  /// Each note is located at the kept swatch and names the swatch merged into it, with its
  /// own location and the difference. Past ``DedupeOptions/notesListed`` notes, the rest are
  /// counted in one `dedupe.merged` summary, listed last.
  ///
  /// Colours are compared as `conversion` sees them (``/PaletteCore/ColorConversion``:
  /// CMYK through a press profile, say); without one, through the documented formulas.
  ///
  /// - Parameters:
  ///   - options: The threshold, metric and policies.
  ///   - conversion: The conversion colours are compared through, or `nil`.
  /// - Returns: The palette and the notes, in file order of the removed swatches.
  /// - Complexity: near O(*n*) for any threshold: exact duplicates are found by hash, and
  ///   near ones with a grid over the metric's coordinates (see `NearColorIndex`), which
  ///   compares each swatch only with the kept swatches around it.
  public func deduplicated(
    _ options: DedupeOptions, through conversion: (any ColorConversion)? = nil
  ) -> TransformResult {
    let source = options.flatten ? flattened() : self
    var diagnostics: [Diagnostic] = []
    if let warning = Self.thresholdWarning(options) { diagnostics.append(warning) }

    var removed = source.groups.map { Array(repeating: false, count: $0.swatches.count) }
    var renamed: [SwatchPosition: String] = [:]
    var merges: [Merge] = []
    for scope in source.scopes {
      var deduplicator = ScopeDeduplicator(
        options: options, conversion: conversion, capacity: scope.count)
      for position in scope {
        guard let merge = deduplicator.add(source[position], at: position) else { continue }
        removed[position.group][position.index] = true
        if merge.renamesKept, let name = source[position].name { renamed[merge.kept] = name }
        merges.append(merge)
      }
    }
    merges.sort { $0.position < $1.position }
    var limit = FindingLimit(perKind: options.notesListed, kinds: 1)
    for merge in merges where limit.admit(0, code: Merge.code, severity: .note) {
      diagnostics.append(merge.note(in: source, renamed: renamed, metric: options.metric))
    }
    diagnostics += limit.summaries

    var result = source
    result.groups = []
    for (g, group) in source.groups.enumerated() {
      var copy = group
      copy.swatches = []
      for (s, swatch) in group.swatches.enumerated() {
        if removed[g][s] { continue }
        let position = SwatchPosition(group: g, index: s)
        var kept = swatch
        if let name = renamed[position] { kept.name = name }
        copy.swatches.append(kept)
      }
      if copy.name == nil && copy.swatches.isEmpty && !group.swatches.isEmpty { continue }
      result.groups.append(copy)
    }
    return TransformResult(palette: result, diagnostics: diagnostics)
  }

  /// A warning when the threshold is so large that it merges every colour, as happens when a
  /// ΔE00-sized value is used with ΔEOK.
  private static func thresholdWarning(_ options: DedupeOptions) -> Diagnostic? {
    guard let threshold = options.threshold, threshold >= options.metric.sRGBDiameter else {
      return nil
    }
    let metric = options.metric
    var message =
      "\(metric.symbol) threshold \(threshold) merges every colour: \(metric.symbol) runs from 0 "
      + "to \(metric.sRGBDiameter) between black and white, and "
      + "\(metric.justNoticeableDifference) is just noticeable"
    if metric == .deltaEOK { message += " (did you mean \(threshold / 100)?)" }
    return Diagnostic(.warning, code: "dedupe.threshold-scale", message: message)
  }
}

/// A swatch merged into a kept one, recorded compactly so that a million merges cost little
/// memory; its note is written only when it is listed.
private struct Merge {
  /// The code of the notes.
  static let code = "dedupe.merged"

  /// The merged swatch.
  var position: SwatchPosition
  /// The swatch it merges into.
  var kept: SwatchPosition
  /// Their difference; 0 for an exact duplicate.
  var distance: Double
  /// Whether the kept swatch takes the merged swatch's name (``DedupeOptions/preferNamed``).
  var renamesKept: Bool
  /// Whether the kept swatch had already taken a name from an earlier merge.
  var keptWasRenamed: Bool

  /// The note: the merged swatch, the kept one as it was named then, and how they compare.
  func note(
    in palette: Palette, renamed: [SwatchPosition: String], metric: DifferenceMetric
  )
    -> Diagnostic
  {
    let swatch = palette[position]
    var target = palette[kept]
    if keptWasRenamed { target.name = renamed[kept] }
    let places = metric == .ciede2000 ? 2 : 4
    let how =
      target.color == swatch.color
      ? "exact duplicate"
      : "\(metric.symbol) \(MessageFormatting.decimal(distance, places: places))"
    var message = "\(swatch.labelWithLocation) merged into \(target.quotedLabel)"
    if renamesKept { message += ", which takes its name" }
    message += " (\(how))"
    return Diagnostic(.note, code: Self.code, message: message, location: target.location)
  }
}

/// The swatches kept so far in one scope, and what a new swatch merges into.
private struct ScopeDeduplicator {
  let options: DedupeOptions
  /// The conversion colours are compared through.
  let conversion: (any ColorConversion)?
  private var colors: KeptColors
  /// The kept swatches with appearance variants, by their variants.
  private var variantColors: [[Appearance: PaletteColor]: KeptColors] = [:]
  /// The kept swatches' positions, whether each has a name, and whether it took one.
  private var kept: [(position: SwatchPosition, named: Bool, renamed: Bool)] = []

  init(options: DedupeOptions, conversion: (any ColorConversion)?, capacity: Int) {
    self.options = options
    self.conversion = conversion
    self.colors = KeptColors(
      metric: options.metric, threshold: options.threshold, capacity: capacity)
  }

  /// Keeps `swatch`, or returns how it merges into a swatch kept earlier.
  mutating func add(_ swatch: Swatch, at position: SwatchPosition) -> Merge? {
    let color = swatch.color.resolved(through: conversion)
    let (metric, threshold, identifier) = (options.metric, options.threshold, kept.count)
    let found =
      swatch.appearances.isEmpty
      ? colors.keepOrMatch(color, kind: swatch.kind, identifier: identifier)
      : variantColors[
        swatch.appearances,
        default: KeptColors(metric: metric, threshold: threshold, capacity: 4)
      ].keepOrMatch(color, kind: swatch.kind, identifier: identifier)
    guard let duplicate = found else {
      kept.append((position, swatch.hasName, false))
      return nil
    }
    let index = duplicate.identifier
    let target = kept[index]
    let renames = options.preferNamed && !target.named && swatch.hasName
    if renames {
      kept[index].named = true
      kept[index].renamed = true
    }
    return Merge(
      position: position, kept: target.position, distance: duplicate.distance,
      renamesKept: renames, keptWasRenamed: target.renamed)
  }
}
