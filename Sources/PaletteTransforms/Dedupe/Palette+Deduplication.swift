public import PaletteCore

extension Palette {
  /// The palette without duplicate colours, and one `dedupe.merged` note per swatch removed.
  ///
  /// Swatches are visited in file order; each is merged into the first swatch kept before it,
  /// in the same scope, that it duplicates, and kept otherwise. Two swatches are duplicates
  /// when they have the same ``PaletteCore/SwatchKind`` and either
  /// - the same colour exactly: the same native model and the same bits in every value and
  ///   in alpha (``PaletteCore/PaletteColor`` `==`), or
  /// - a difference (``DifferenceMetric/difference(_:_:)``) strictly below
  ///   ``DedupeOptions/threshold``. Colours with different alpha merge only when they look
  ///   alike over both black and white.
  ///
  /// A scope is a named group, or all ungrouped swatches together; with
  /// ``DedupeOptions/flatten`` the whole palette is one unnamed group first. The kept swatch
  /// keeps its name, colour, kind and position, except that with ``DedupeOptions/preferNamed``
  /// an unnamed kept swatch takes the name of the first named swatch merged into it.
  /// Ungrouped runs emptied by the merge are removed; metadata is kept.
  ///
  /// Each note is located at the kept swatch and names the swatch merged into it, with its
  /// own location and the difference.
  ///
  /// - Parameter options: The threshold, metric and policies.
  /// - Returns: The palette and the notes, in file order of the removed swatches.
  /// - Complexity: O(*n* · *k*) colour comparisons, *k* the number of swatches kept per scope;
  ///   pairs that differ in lightness by more than the threshold allows are skipped cheaply.
  public func deduplicated(_ options: DedupeOptions) -> TransformResult {
    let source = options.flatten ? flattened : self
    var diagnostics: [Diagnostic] = []
    if let warning = Self.thresholdWarning(options) { diagnostics.append(warning) }

    var removed = Set<SwatchPosition>()
    var renamed: [SwatchPosition: String] = [:]
    var merges: [(SwatchPosition, Diagnostic)] = []
    for scope in source.scopes {
      var deduplicator = ScopeDeduplicator(options: options)
      for position in scope {
        guard let merge = deduplicator.add(source[position], at: position) else { continue }
        removed.insert(position)
        if let name = merge.newName { renamed[merge.kept] = name }
        merges.append((position, merge.diagnostic))
      }
    }
    merges.sort { $0.0 < $1.0 }
    diagnostics += merges.map(\.1)

    var result = source
    result.groups = []
    for (g, group) in source.groups.enumerated() {
      var copy = group
      copy.swatches = []
      for (s, swatch) in group.swatches.enumerated() {
        let position = SwatchPosition(group: g, index: s)
        if removed.contains(position) { continue }
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

/// The swatches kept so far in one scope, and the search for the one a new swatch merges into.
private struct ScopeDeduplicator {
  /// A decision to merge a swatch into a kept one.
  struct Merge {
    var kept: SwatchPosition
    var newName: String?
    var diagnostic: Diagnostic
  }

  private struct Kept {
    var position: SwatchPosition
    var swatch: Swatch
    var perceived: PerceivedColor?
  }

  let options: DedupeOptions
  private var kept: [Kept] = []
  private var exact: [ExactKey: Int] = [:]

  init(options: DedupeOptions) {
    self.options = options
  }

  /// Keeps `swatch`, or returns how it merges into a swatch kept earlier.
  mutating func add(_ swatch: Swatch, at position: SwatchPosition) -> Merge? {
    // A kept swatch is never within the threshold of a swatch kept before it, so neither is
    // its exact duplicate: an exact match is also the first match.
    let key = ExactKey(color: swatch.color, kind: swatch.kind)
    if let index = exact[key] { return merge(swatch, at: position, into: index, distance: 0) }
    var perceived: PerceivedColor?
    if let threshold = options.threshold {
      let current = PerceivedColor(swatch.color, metric: options.metric)
      perceived = current
      for index in kept.indices where kept[index].swatch.kind == swatch.kind {
        guard let other = kept[index].perceived else { continue }
        if let bound = options.metric.lowerBound(other, current), !(bound < threshold) {
          continue
        }
        let distance = options.metric.distance(other, current)
        if distance < threshold {
          return merge(swatch, at: position, into: index, distance: distance)
        }
      }
    }
    exact[key] = kept.count
    kept.append(Kept(position: position, swatch: swatch, perceived: perceived))
    return nil
  }

  private mutating func merge(
    _ swatch: Swatch, at position: SwatchPosition, into index: Int, distance: Double
  ) -> Merge {
    let target = kept[index]
    let exactDuplicate = target.swatch.color == swatch.color
    var newName: String?
    if options.preferNamed && !target.swatch.hasName && swatch.hasName {
      newName = swatch.name
      kept[index].swatch.name = swatch.name
    }
    let places = options.metric == .ciede2000 ? 2 : 4
    let how =
      exactDuplicate
      ? "exact duplicate"
      : "\(options.metric.symbol) \(MessageFormatting.decimal(distance, places: places))"
    var message = "\(swatch.labelWithLocation) merged into \(target.swatch.quotedLabel)"
    if newName != nil { message += ", which takes its name" }
    message += " (\(how))"
    let diagnostic = Diagnostic(
      .note, code: "dedupe.merged", message: message, location: target.swatch.location)
    return Merge(kept: target.position, newName: newName, diagnostic: diagnostic)
  }
}

/// The exact identity of a colour for deduplication: bits of the colour and the kind.
private struct ExactKey: Hashable {
  var color: PaletteColor
  var kind: SwatchKind
}
