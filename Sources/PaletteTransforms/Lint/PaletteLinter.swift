public import PaletteCore

/// Checks a palette for likely mistakes and for what a target format cannot hold.
///
/// Each finding is a ``PaletteCore/Diagnostic`` whose code is a ``LintRule`` raw value, with
/// the rule's default severity and the location of the swatch it concerns (for duplicates:
/// the later swatch, with the earlier one named in the message).
///
///     let findings = PaletteLinter.lint(palette, options: LintOptions(target: gpl.capabilities))
public enum PaletteLinter {
  /// Runs every enabled rule.
  ///
  /// Duplicates (names, exact and near colours) are looked for per scope: each named group on
  /// its own, and all ungrouped swatches together. Two colours are duplicates only when their
  /// swatch kinds match too, as in ``PaletteCore/Palette/deduplicated(_:)``.
  ///
  /// - Parameters:
  ///   - palette: The palette to check.
  ///   - options: The target format and thresholds.
  /// - Returns: The findings in palette order (palette-wide findings first, then by swatch,
  ///   then by rule in ``LintRule`` order).
  /// - Complexity: O(*n*²) colour comparisons per scope in the worst case, most skipped by a
  ///   lightness bound.
  public static func lint(_ palette: Palette, options: LintOptions = LintOptions()) -> [Diagnostic]
  {
    var linter = Linter(palette: palette, options: options)
    linter.run()
    return linter.findings.sorted { $0.order < $1.order }.map(\.diagnostic)
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
  /// The 0-based palette-wide ordinal of every swatch position.
  let ordinals: [SwatchPosition: Int]
  var findings: [Finding] = []

  init(palette: Palette, options: LintOptions) {
    self.palette = palette
    self.options = options
    var ordinals: [SwatchPosition: Int] = [:]
    var next = 0
    for (g, group) in palette.groups.enumerated() {
      for s in group.swatches.indices {
        ordinals[SwatchPosition(group: g, index: s)] = next
        next += 1
      }
    }
    self.ordinals = ordinals
  }

  var targetName: String { options.targetName ?? "the target format" }

  func enabled(_ rule: LintRule) -> Bool {
    !options.disabledRules.contains(rule) && (!rule.needsTarget || options.target != nil)
  }

  mutating func report(
    _ rule: LintRule, _ message: String, at position: SwatchPosition? = nil,
    location: SourceLocation? = nil
  ) {
    guard enabled(rule) else { return }
    let item = position.flatMap { ordinals[$0] } ?? -1
    let swatchLocation = position.map { palette[$0].location } ?? location
    let rank = LintRule.allCases.firstIndex(of: rule) ?? 0
    findings.append(
      Finding(
        order: Order(item: item, rule: rank, sequence: findings.count),
        diagnostic: Diagnostic(
          rule.defaultSeverity, code: rule.code, message: message,
          location: swatchLocation ?? location)))
  }

  /// How a message points at another swatch: its location, or its number in the palette.
  func reference(_ position: SwatchPosition) -> String {
    if let location = palette[position].location { return "\(location)" }
    return "swatch \((ordinals[position] ?? 0) + 1)"
  }

  mutating func run() {
    if palette.swatchCount == 0 { report(.emptyPalette, "the palette has no swatches") }
    for group in palette.groups where group.name != nil && group.swatches.isEmpty {
      report(
        .emptyGroup, "group \"\(group.name ?? "")\" has no swatches", location: group.location)
    }
    for (g, group) in palette.groups.enumerated() {
      for s in group.swatches.indices {
        checkSwatch(at: SwatchPosition(group: g, index: s))
      }
    }
    for scope in palette.scopes { checkDuplicates(in: scope) }
    checkCapacity()
  }

  // MARK: Per swatch

  mutating func checkSwatch(at position: SwatchPosition) {
    let swatch = palette[position]
    checkRange(swatch, at: position)
    if let name = swatch.name, !name.isEmpty {
      if let first = name.unicodeScalars.first, let last = name.unicodeScalars.last,
        first.properties.isWhitespace || last.properties.isWhitespace
      {
        report(.nameWhitespace, "name \"\(name)\" starts or ends with white space", at: position)
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

  mutating func checkRange(_ swatch: Swatch, at position: SwatchPosition) {
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

  mutating func checkHexName(_ name: String, of swatch: Swatch, at position: SwatchPosition) {
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
      .hexNameMismatch, "name \"\(name)\" does not match the colour, which \(verb) \(value)",
      at: position)
  }

  mutating func checkModel(_ swatch: Swatch, at position: SwatchPosition) {
    guard let target = options.target, !target.models.contains(swatch.color.model) else {
      return
    }
    let destination = LossReport.destinationModel(for: target)
    var message =
      "\(LossReport.modelName(swatch.color.model)) colour \(swatch.quotedLabel) will be "
      + "converted to \(LossReport.modelName(destination)) by \(targetName)"
    if destination == .srgb && !swatch.color.isInSRGBGamut {
      message += " and gamut-mapped, as it lies outside sRGB"
    }
    report(.nonSRGB, message, at: position)
  }

  // MARK: Duplicates

  mutating func checkDuplicates(in scope: [SwatchPosition]) {
    var firstByName: [String: SwatchPosition] = [:]
    var firstByColor: [ColorKey: SwatchPosition] = [:]
    let metric = DifferenceMetric.ciede2000
    let threshold = options.nearDuplicateThreshold
    var perceived: [PerceivedColor] = []
    let kinds = scope.map { palette[$0].kind }
    for (offset, position) in scope.enumerated() {
      let swatch = palette[position]
      if let name = swatch.name, !name.isEmpty {
        if let first = firstByName[name] {
          report(
            .duplicateName, "name \"\(name)\" is already used at \(reference(first))",
            at: position)
        } else {
          firstByName[name] = position
        }
      }
      let key = ColorKey(color: swatch.color, kind: swatch.kind)
      let current = PerceivedColor(swatch.color, metric: metric)
      perceived.append(current)
      if let first = firstByColor[key] {
        report(
          .duplicateColor,
          "\(swatch.quotedLabel) repeats the colour of \(palette[first].quotedLabel) at "
            + reference(first), at: position)
        continue
      }
      firstByColor[key] = position
      guard enabled(.nearDuplicate) else { continue }
      for earlier in 0..<offset where kinds[earlier] == swatch.kind {
        if let bound = metric.lowerBound(perceived[earlier], current), !(bound < threshold) {
          continue
        }
        let distance = metric.distance(perceived[earlier], current)
        guard distance < threshold else { continue }
        let other = palette[scope[earlier]]
        report(
          .nearDuplicate,
          "\(swatch.quotedLabel) is nearly the colour of \(other.quotedLabel) at "
            + "\(reference(scope[earlier])) (ΔE00 \(MessageFormatting.decimal(distance, places: 2)))",
          at: position)
        break
      }
    }
  }

  // MARK: Capacity

  mutating func checkCapacity() {
    guard let limit = options.target?.maxSwatches, palette.swatchCount > limit else { return }
    let first = ordinals.first { $0.value == limit }?.key
    report(
      .tooManyColors,
      "the palette has \(palette.swatchCount) swatches but \(targetName) holds at most "
        + "\(limit); \(MessageFormatting.count(palette.swatchCount - limit, "swatch does", "swatches do")) not fit",
      at: first)
  }
}

/// The exact identity of a colour for the duplicate rule: bits of the colour and the kind.
private struct ColorKey: Hashable {
  var color: PaletteColor
  var kind: SwatchKind
}
