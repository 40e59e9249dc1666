public import PaletteCore

/// Checks a palette for likely mistakes and for what a target format cannot hold.
///
/// Each finding is a ``/PaletteCore/Diagnostic`` whose code is a ``LintRule`` raw value, with
/// the rule's default severity and the location of the swatch it concerns (for duplicates:
/// the later swatch, with the earlier one named in the message).
///
///     let findings = PaletteLinter.lint(palette, options: LintOptions(target: gpl.capabilities))
public enum PaletteLinter {
  /// Runs every enabled rule.
  ///
  /// Duplicates (names, exact and near colours) are looked for per scope: each named group on
  /// its own, and all ungrouped swatches together. Two colours are duplicates only when their
  /// swatch kinds match too, as in ``PaletteCore/Palette/deduplicated(_:through:)``.
  ///
  /// - Parameters:
  ///   - palette: The palette to check.
  ///   - options: The target format and thresholds.
  /// - Returns: The findings in palette order (palette-wide findings first, then by swatch,
  ///   then by rule in ``LintRule`` order). Past ``LintOptions/findingsPerRule`` findings of
  ///   one rule, the rest are counted in one summary of that rule's code, listed last.
  /// - Complexity: O(*n*) expected time and memory: names and exact colours by hash, near
  ///   duplicates with the grid ``PaletteCore/Palette/deduplicated(_:through:)`` uses.
  public static func lint(_ palette: Palette, options: LintOptions = LintOptions()) -> [Diagnostic]
  {
    let linter = Linter(palette: palette, options: options)
    linter.run()
    return linter.sink.findings.sorted { $0.order < $1.order }.map(\.diagnostic)
      + linter.sink.limit.summaries
  }
}

/// One lint pass over one palette.
private struct Linter {
  struct Finding {
    /// Swatch ordinal (−1 for palette-wide findings) and rule index.
    var order: Order
    var diagnostic: Diagnostic
  }

  struct Order: Comparable {
    var item: Int
    var rule: Int
    var sequence: Int

    static func < (lhs: Order, rhs: Order) -> Bool {
      (lhs.item, lhs.rule, lhs.sequence) < (rhs.item, rhs.rule, rhs.sequence)
    }
  }

  let palette: Palette
  let options: LintOptions
  /// The 0-based palette-wide ordinal of the first swatch of each group.
  let groupStarts: [Int]
  /// Where findings go; a reference, so that a message can be made from the linter's state
  /// while the finding is recorded.
  let sink: Sink

  init(palette: Palette, options: LintOptions) {
    self.palette = palette
    self.options = options
    var starts: [Int] = []
    starts.reserveCapacity(palette.groups.count)
    var next = 0
    for group in palette.groups {
      starts.append(next)
      next += group.swatches.count
    }
    self.groupStarts = starts
    self.sink = Sink(
      limit: FindingLimit(perKind: options.findingsPerRule, kinds: LintRule.allCases.count))
  }

  /// The 0-based palette-wide ordinal of the swatch at `position`.
  func ordinal(_ position: SwatchPosition) -> Int {
    groupStarts[position.group] + position.index
  }

  var targetName: String { options.targetName ?? "the target format" }

  func enabled(_ rule: LintRule) -> Bool {
    (options.disabledRules.isEmpty || !options.disabledRules.contains(rule))
      && (!rule.needsTarget || options.target != nil)
  }

  /// Records a finding of `rule`; the message is only made for findings kept in full.
  func report(
    _ rule: LintRule, _ message: @autoclosure () -> String, at position: SwatchPosition? = nil,
    location: SourceLocation? = nil
  ) {
    let rank = rule.rank
    guard enabled(rule), sink.limit.admit(rank, code: rule.code, severity: rule.defaultSeverity)
    else { return }
    let item = position.map(ordinal) ?? -1
    let swatchLocation = position.map { palette[$0].location } ?? location
    sink.findings.append(
      Finding(
        order: Order(item: item, rule: rank, sequence: sink.findings.count),
        diagnostic: Diagnostic(
          rule.defaultSeverity, code: rule.code, message: message(),
          location: swatchLocation ?? location)))
  }

  /// How a message points at another swatch: its location, or its number in the palette.
  func reference(_ position: SwatchPosition) -> String {
    if let location = palette[position].location { return "\(location)" }
    return "swatch \(ordinal(position) + 1)"
  }

  func run() {
    if palette.swatchCount == 0 { report(.emptyPalette, "the palette has no swatches") }
    for group in palette.groups where group.name != nil && group.swatches.isEmpty {
      report(
        .emptyGroup, "group \(MessageFormatting.quoted(group.name ?? "")) has no swatches",
        location: group.location)
    }
    for (g, group) in palette.groups.enumerated() {
      for s in group.swatches.indices {
        checkSwatch(at: SwatchPosition(group: g, index: s))
      }
    }
    for scope in palette.scopes { checkDuplicates(in: scope) }
    if enabled(.cvdConfusable) {
      for simulation in options.colorVision { checkConfusable(under: simulation) }
    }
    checkCapacity()
  }

  // MARK: Per swatch

  func checkSwatch(at position: SwatchPosition) {
    let swatch = palette[position]
    if swatch.isEmptySlot { return }
    checkRange(swatch, at: position)
    if let name = swatch.name, !name.isEmpty {
      if let first = name.unicodeScalars.first, let last = name.unicodeScalars.last,
        first.properties.isWhitespace || last.properties.isWhitespace
      {
        report(
          .nameWhitespace, "name \(MessageFormatting.quoted(name)) starts or ends with white space",
          at: position)
      }
      checkHexName(name, of: swatch, at: position)
    } else if options.target?.swatchNames != false {
      let color = swatch.color.rgba8.hexString(includeAlpha: swatch.color.hasAlpha)
      report(
        .unnamed,
        swatch.name == nil ? "swatch \(color) has no name" : "swatch \(color) has an empty name",
        at: position)
    }
    checkModel(swatch, at: position)
  }

  func checkRange(_ swatch: Swatch, at position: SwatchPosition) {
    let unit = (0.0, 1.0, 1e-6)
    let color = swatch.color
    let names = color.model.componentNames
    let values = color.components.values
    var problems: [String] = []
    for (index, value) in values.enumerated() {
      let range: (Double, Double, Double)?
      switch color.components {
      case .srgb, .displayP3, .cmyk, .gray: range = unit
      case .lab: range = index == 0 ? (0, 100, 1e-4) : (-Double.infinity, .infinity, 0)
      case .oklch:
        range = [unit, (0, .infinity, 1e-6), (-Double.infinity, .infinity, 0)][index]
      case .hsb: range = index == 0 ? (-Double.infinity, .infinity, 0) : unit
      }
      if let problem = Self.rangeProblem(value, name: names[index], range: range) {
        problems.append(problem)
      }
    }
    if let problem = Self.rangeProblem(color.alpha, name: "alpha", range: unit) {
      problems.append(problem)
    }
    guard !problems.isEmpty else { return }
    report(
      .outOfRange,
      "\(swatch.quotedLabel) has \(problems.count == 1 ? "a value" : "values") out of range: "
        + problems.joined(separator: ", "), at: position)
  }

  static func rangeProblem(
    _ value: Float, name: String, range: (Double, Double, Double)?
  )
    -> String?
  {
    guard let (low, high, tolerance) = range else { return nil }
    let number = Double(value)
    guard number.isFinite else { return "\(name) is \(value)" }
    guard number < low - tolerance || number > high + tolerance else { return nil }
    func bound(_ bound: Double) -> String {
      bound == bound.rounded() ? String(Int(bound)) : String(bound)
    }
    let expected =
      high == .infinity ? "at least \(bound(low))" : "expected \(bound(low))...\(bound(high))"
    return "\(name) \(value) (\(expected))"
  }

  func checkHexName(_ name: String, of swatch: Swatch, at position: SwatchPosition) {
    guard let hex = HexName(name: name), swatch.color.model != .cmyk else { return }
    let values = swatch.color.components.values + [swatch.color.alpha]
    guard values.allSatisfy(\.isFinite) else { return }
    let actual = swatch.color.rgba8
    func close(_ a: UInt8, _ b: UInt8) -> Bool { a > b ? a - b <= 1 : b - a <= 1 }
    var matches =
      close(hex.red, actual.red) && close(hex.green, actual.green) && close(hex.blue, actual.blue)
    if let alpha = hex.alpha { matches = matches && close(alpha, actual.alpha) }
    guard !matches else { return }
    let verb = swatch.color.model == .srgb ? "is" : "converts to"
    let value = actual.hexString(includeAlpha: hex.alpha != nil)
    report(
      .hexNameMismatch,
      "name \(MessageFormatting.quoted(name)) does not match the colour, which \(verb) \(value)",
      at: position)
  }

  func checkModel(_ swatch: Swatch, at position: SwatchPosition) {
    guard let target = options.target, !target.models.contains(swatch.color.model) else {
      return
    }
    let destination = LossReport.destinationModel(for: target)
    var message =
      "\(swatch.color.model.displayName) colour \(swatch.quotedLabel) will be "
      + "converted to \(destination.displayName) by \(targetName)"
    if destination == .srgb && !swatch.color.isInSRGBGamut {
      message += " and gamut-mapped, as it lies outside sRGB"
    }
    report(.nonSRGB, message, at: position)
  }

  // MARK: Duplicates

  /// Duplicate names, exact duplicate colours (of any earlier swatch) and near duplicates:
  /// a colour within the threshold of an earlier swatch that is not itself a duplicate, the
  /// swatch `--dedupe` with that threshold would merge it into.
  func checkDuplicates(in scope: [SwatchPosition]) {
    var firstByName: [String: SwatchPosition] = [:]
    var firstByColor: [ColorKey: SwatchPosition] = [:]
    let threshold = enabled(.nearDuplicate) ? options.nearDuplicateThreshold : nil
    firstByColor.reserveCapacity(scope.count)
    var kept = KeptColors(metric: .ciede2000, threshold: threshold, findsExact: false)
    for (offset, position) in scope.enumerated() {
      let swatch = palette[position]
      // An empty slot of a grid is a place, not a colour: a grid's gaps repeat nothing.
      if swatch.isEmptySlot { continue }
      if let name = swatch.name, !name.isEmpty {
        if let first = firstByName[name] {
          report(
            .duplicateName,
            "name \(MessageFormatting.quoted(name)) is already used at \(reference(first))",
            at: position)
        } else {
          firstByName[name] = position
        }
      }
      let key = ColorKey(color: swatch.color, kind: swatch.kind)
      if let first = firstByColor[key] {
        report(
          .duplicateColor,
          "\(swatch.quotedLabel) repeats the colour of \(palette[first].quotedLabel) at "
            + reference(first), at: position)
        continue
      }
      firstByColor[key] = position
      guard threshold != nil,
        let near = kept.keepOrMatch(swatch.color, kind: swatch.kind, identifier: offset)
      else { continue }
      let other = scope[near.identifier]
      report(
        .nearDuplicate,
        "\(swatch.quotedLabel) is nearly the colour of \(palette[other].quotedLabel) at "
          + "\(reference(other)) (ΔE00 \(MessageFormatting.decimal(near.distance, places: 2)))",
        at: position)
    }
  }

  // MARK: Colour vision

  /// Pairs of swatches, anywhere in the palette, that differ by at least
  /// ``LintOptions/distinctThreshold`` in normal vision and by less than
  /// ``LintOptions/confusableThreshold`` as `simulation` shows them: each swatch is reported
  /// once, with the earliest such partner, found with the near-colour grid over the simulated
  /// colours (so the pass is near-linear, like the near-duplicate rule).
  func checkConfusable(under simulation: CVDSimulation) {
    let threshold = options.confusableThreshold
    guard threshold > 0 else { return }
    var positions: [SwatchPosition] = []
    var normal: [PaletteColor] = []
    var index = NearColorIndex(metric: .ciede2000, threshold: threshold)
    for (g, group) in palette.groups.enumerated() {
      for s in group.swatches.indices where !group.swatches[s].isEmptySlot {
        let color = group.swatches[s].color
        let seen = PerceivedColor(simulation.simulated(color), metric: .ciede2000)
        let identifier = positions.count
        let match = index.firstMatch(for: seen) { other in
          normal[other].deltaE2000(to: color) >= options.distinctThreshold
        }
        positions.append(SwatchPosition(group: g, index: s))
        normal.append(color)
        index.insert(seen, identifier: identifier)
        guard let match else { continue }
        let position = positions[identifier]
        let other = positions[match.identifier]
        let name =
          simulation.deficiency.rawValue
          + (simulation.severity < 1
            ? " (severity \(MessageFormatting.decimal(simulation.severity, places: 2)))" : "")
        report(
          .cvdConfusable,
          "\(palette[position].quotedLabel) and \(palette[other].quotedLabel) at "
            + "\(reference(other)) look alike with \(name): ΔE00 "
            + "\(MessageFormatting.decimal(match.distance, places: 2)), "
            + "\(MessageFormatting.decimal(normal[match.identifier].deltaE2000(to: normal[identifier]), places: 2)) "
            + "in normal vision",
          at: position)
      }
    }
  }

  // MARK: Capacity

  func checkCapacity() {
    guard let limit = options.target?.maxSwatches, palette.swatchCount > limit else { return }
    let first = firstPosition(atOrdinal: limit)
    report(
      .tooManyColors,
      "the palette has \(palette.swatchCount) swatches but \(targetName) holds at most "
        + "\(limit); \(MessageFormatting.count(palette.swatchCount - limit, "swatch does", "swatches do")) not fit",
      at: first)
  }
}

extension Linter {
  /// The findings of one lint pass and the limit that decides which are kept in full.
  final class Sink {
    var findings: [Finding] = []
    var limit: FindingLimit

    init(limit: FindingLimit) {
      self.limit = limit
    }
  }

  /// The position of the swatch with palette-wide ordinal `ordinal`, if there is one.
  func firstPosition(atOrdinal ordinal: Int) -> SwatchPosition? {
    for (g, start) in groupStarts.enumerated()
    where ordinal >= start && ordinal < start + palette.groups[g].swatches.count {
      return SwatchPosition(group: g, index: ordinal - start)
    }
    return nil
  }
}

extension LintRule {
  /// The rule's place in ``LintRule/allCases``, the order findings of one swatch are listed
  /// in; a switch, as the rules are checked for every swatch.
  var rank: Int {
    switch self {
    case .emptyPalette: 0
    case .emptyGroup: 1
    case .outOfRange: 2
    case .duplicateName: 3
    case .duplicateColor: 4
    case .nearDuplicate: 5
    case .unnamed: 6
    case .nameWhitespace: 7
    case .hexNameMismatch: 8
    case .nonSRGB: 9
    case .tooManyColors: 10
    case .cvdConfusable: 11
    }
  }
}

/// The exact identity of a colour for the duplicate rule: bits of the colour and the kind.
private struct ColorKey: Hashable {
  var color: PaletteColor
  var kind: SwatchKind
}
