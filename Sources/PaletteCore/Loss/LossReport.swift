/// What writing a palette into a format will lose, worked out from the format's
/// ``PaletteCore/FormatCapabilities`` (and, for names it changes, its
/// ``PaletteCore/WrittenNames``) before the encoder runs.
///
/// Encoders convert silently; this is the one place that tells the user. Each
/// ``LossKind`` gives at most one warning, with counts and the first three swatch (or group)
/// names, located at the first swatch concerned:
///
///     3 CMYK colours will be converted to sRGB for GPL: Cyan, Magenta, Yellow (…)
public enum LossReport {
  /// The losses of writing `palette` to a format with `target` capabilities.
  ///
  /// - Parameters:
  ///   - palette: The palette about to be written.
  ///   - target: What the format, as configured, can hold.
  ///   - formatName: The format's name for messages, e.g. `GPL`.
  ///   - writtenNames: The names the format's writer gives the palette
  ///     (``PaletteCore/PaletteEncoder/writtenNames(of:)``), when it changes names to fit its
  ///     syntax; each changed name is listed.
  /// - Returns: One warning per kind of loss, in ``LossKind`` order; empty when nothing is
  ///   lost.
  /// - Complexity: O(*n*) in the number of swatches.
  public static func diagnostics(
    for palette: Palette, target: FormatCapabilities, formatName: String,
    writtenNames: WrittenNames? = nil
  ) -> [Diagnostic] {
    var report = Report(
      palette: palette, target: target, formatName: formatName, writtenNames: writtenNames)
    report.run()
    return report.diagnostics
  }

  /// The model a format converts colours it cannot store into: sRGB when it holds sRGB,
  /// otherwise the first of Display P3, Lab, OKLCH, HSB, CMYK and gray that it holds.
  package static func destinationModel(for target: FormatCapabilities) -> ColorModel {
    let preference: [ColorModel] = [.srgb, .displayP3, .lab, .oklch, .hsb, .cmyk, .gray]
    return preference.first { target.models.contains($0) } ?? .srgb
  }

}

/// One loss report in progress.
private struct Report {
  let palette: Palette
  let target: FormatCapabilities
  let formatName: String
  let writtenNames: WrittenNames?
  var diagnostics: [Diagnostic] = []

  init(
    palette: Palette, target: FormatCapabilities, formatName: String, writtenNames: WrittenNames?
  ) {
    self.palette = palette
    self.target = target.narrowed(for: palette)
    self.formatName = formatName
    self.writtenNames = writtenNames
  }

  /// Every swatch, gathered only by the one check that needs them by position (a writer's
  /// order); the others count as they go, so a report never copies a palette of millions.
  var swatches: [Swatch] { palette.allSwatches }

  /// The swatches a loss concerns, counted: how many, and the first few, whose names a
  /// message lists.
  struct Affected {
    /// How many there are.
    var count = 0
    /// The first ``Report/listed`` of them.
    var first: [Swatch] = []

    /// Counts `swatch`.
    mutating func add(_ swatch: Swatch) {
      count += 1
      if first.count < 3 { first.append(swatch) }
    }

    /// The location of the first.
    var location: SourceLocation? { first.first?.location }

    /// The names of the first, for a message, and "and N more".
    var names: String {
      MessageFormatting.list(first.map(\.excerptLabel), total: count)
    }
  }

  /// The swatches for which `predicate` holds, counted in one pass.
  func tally(where predicate: (Swatch) -> Bool) -> Affected {
    var affected = Affected()
    for group in palette.groups {
      for swatch in group.swatches where predicate(swatch) { affected.add(swatch) }
    }
    return affected
  }

  mutating func add(_ kind: LossKind, _ message: String, location: SourceLocation? = nil) {
    diagnostics.append(
      Diagnostic(.warning, code: kind.code, message: message, location: location))
  }

  /// How many names a message lists; the rest are counted.
  let listed = 3

  mutating func run() {
    checkGroups()
    checkAlpha()
    checkModels()
    checkKinds()
    checkNames()
    checkRenamed()
    checkOrder()
    checkMetadata()
    checkCapacity()
    checkAppearances()
    checkControlCharacters()
  }

  mutating func checkGroups() {
    guard !target.groups else { return }
    let groups = palette.groups.filter { $0.name != nil }
    guard let first = groups.first else { return }
    let count = MessageFormatting.count(groups.count, "group", "groups")
    add(
      .groups,
      "\(formatName) cannot store groups: \(count) will be flattened: "
        + MessageFormatting.list(
          groups.prefix(listed).map { MessageFormatting.excerpt($0.name ?? "") },
          total: groups.count),
      location: first.location ?? first.swatches.first?.location)
  }

  mutating func checkAlpha() {
    guard !target.alpha else { return }
    // A format with one transparent colour keeps the first fully transparent one.
    var keepsOne = target.singleTransparentColor
    let affected = tally { swatch in
      guard swatch.color.hasAlpha else { return false }
      if keepsOne && swatch.color.alpha == 0 {
        keepsOne = false
        return false
      }
      return true
    }
    guard affected.count > 0 else { return }
    let count = MessageFormatting.count(affected.count, "colour", "colours")
    add(
      .alpha,
      "\(formatName) cannot store transparency: \(count) will become opaque: \(affected.names)",
      location: affected.location)
  }

  mutating func checkModels() {
    let missing = ColorModel.allCases.filter { !target.models.contains($0) }
    guard !missing.isEmpty else { return }
    let destination = LossReport.destinationModel(for: target)
    let destinationName = destination.displayName
    var byModel: [ColorModel: Affected] = [:]
    var outside = Affected()
    let affected = tally { swatch in
      guard missing.contains(swatch.color.model) else { return false }
      byModel[swatch.color.model, default: Affected()].add(swatch)
      if destination == .srgb && !swatch.color.isInSRGBGamut { outside.add(swatch) }
      return true
    }
    guard affected.count > 0 else { return }
    let models = ColorModel.allCases.filter { byModel[$0] != nil }
    var message: String
    if models.count == 1 {
      let count = MessageFormatting.count(
        affected.count, "\(models[0].displayName) colour",
        "\(models[0].displayName) colours")
      message =
        "\(count) will be converted to \(destinationName) for \(formatName): \(affected.names)"
    } else {
      let parts = models.map { model in
        let ofModel = byModel[model] ?? Affected()
        return "\(ofModel.count) \(model.displayName) (\(ofModel.names))"
      }
      let count = MessageFormatting.count(affected.count, "colour", "colours")
      message =
        "\(count) will be converted to \(destinationName) for \(formatName): "
        + parts.joined(separator: ", ")
    }
    if target.oneModelPerFile {
      message += " (a file holds one model: that of most of the palette's colours)"
    }
    if models.contains(.cmyk) && destination != .cmyk {
      message += "; CMYK is converted without a colour profile, so it is approximate"
    }
    if outside.count > 0 {
      let verb = outside.count == 1 ? "lies" : "lie"
      message +=
        "; \(outside.count) \(verb) outside the sRGB gamut and will be gamut-mapped: "
        + outside.names
    }
    add(.model, message, location: affected.location)
  }

  mutating func checkKinds() {
    let lost = SwatchKind.allCases.filter { $0 != .process && !target.kinds.contains($0) }
    guard !lost.isEmpty else { return }
    var counts: [SwatchKind: Int] = [:]
    let affected = tally { swatch in
      guard lost.contains(swatch.kind) else { return false }
      counts[swatch.kind, default: 0] += 1
      return true
    }
    guard affected.count > 0 else { return }
    let parts = lost.compactMap { kind -> String? in
      guard let count = counts[kind] else { return nil }
      return MessageFormatting.count(count, "\(kind.rawValue) colour", "\(kind.rawValue) colours")
    }
    let reason =
      target.oneModelPerFile
      ? "\(formatName) marks every colour of a file as a spot colour or none"
      : "\(formatName) cannot mark spot or global colours"
    add(
      .kind,
      "\(reason): \(parts.joined(separator: " and ")) will be written as process colours: "
        + affected.names,
      location: affected.location)
  }

  mutating func checkNames() {
    guard !target.swatchNames else { return }
    let affected = tally(where: \.hasName)
    guard affected.count > 0 else { return }
    let count = MessageFormatting.count(affected.count, "name", "names")
    add(
      .names,
      "\(formatName) cannot store swatch names: \(count) will be dropped: "
        + MessageFormatting.list(
          affected.first.map { MessageFormatting.excerpt($0.name ?? "") }, total: affected.count),
      location: affected.location)
  }

  /// Lists every name the writer changes: the palette's, then groups', then swatches'. A name
  /// the format drops (reported by the checks for dropped names) or a name that was absent or
  /// empty (the writer invents one) is not a change.
  mutating func checkRenamed() {
    guard let written = writtenNames else { return }
    var changes: [String] = []
    var changed = 0
    var location: SourceLocation?
    let limit = target.controlCharacters
    func compare(
      _ original: String?, _ new: String?, _ field: TextFields, at place: SourceLocation?
    ) {
      guard let original, !original.isEmpty, let new, new != original else { return }
      // A name changed only by replacing its control characters is counted by
      // checkControlCharacters, not listed here.
      if let limit, limit.fields.contains(field),
        new == ControlCharacters.replacing(original, limit.characters)
      {
        return
      }
      if changed == 0 { location = place }
      changed += 1
      guard changes.count < listed else { return }
      // Quoted as they are (cut when long): the text renderer escapes control characters,
      // once, for every message; JSON output keeps them exact.
      changes.append(
        "\(MessageFormatting.quoted(original)) becomes \(MessageFormatting.quoted(new))")
    }
    compare(palette.name, written.palette, .paletteName, at: nil)
    for (group, name) in zip(palette.groups, written.groups) {
      compare(group.name, name, .groupNames, at: group.location)
    }
    var index = 0
    for group in palette.groups {
      for swatch in group.swatches {
        if index < written.swatches.count {
          compare(swatch.name, written.swatches[index], .swatchNames, at: swatch.location)
        }
        index += 1
      }
    }
    guard changed > 0 else { return }
    let count = MessageFormatting.count(changed, "name", "names")
    add(
      .renamed,
      "\(formatName) changes \(count) to fit its syntax: "
        + MessageFormatting.list(changes, total: changed),
      location: location)
  }

  /// Lists the swatches the writer puts in another place: the swatches outside the longest
  /// run that keeps its order, each with the swatch it follows in the file.
  mutating func checkOrder() {
    guard let order = writtenNames?.swatchOrder else { return }
    let swatches = self.swatches
    guard order.count == swatches.count, Set(order).count == order.count,
      order.allSatisfy(swatches.indices.contains)
    else { return }
    let kept = Set(IncreasingRun.longest(in: order))
    var moves: [String] = []
    var moved = 0
    var location: SourceLocation?
    for (place, position) in order.enumerated() where !kept.contains(position) {
      let swatch = swatches[position]
      if moved == 0 { location = swatch.location }
      moved += 1
      guard moves.count < listed else { continue }
      moves.append(
        place == 0
          ? "\(swatch.quotedLabel) comes first"
          : "\(swatch.quotedLabel) follows \(swatches[order[place - 1]].quotedLabel)")
    }
    guard moved > 0 else { return }
    let count = MessageFormatting.count(moved, "swatch moves", "swatches move")
    add(
      .order,
      "\(formatName) writes swatches in its own order; \(count): "
        + MessageFormatting.list(moves, total: moved),
      location: location)
  }

  mutating func checkMetadata() {
    if !target.paletteName, let name = palette.name {
      add(
        .paletteName,
        "\(formatName) cannot store the palette name \(MessageFormatting.quoted(name)); it will be "
          + "dropped"
      )
    }
    if !target.paletteDescription, palette.description != nil {
      add(.description, "\(formatName) cannot store the description; it will be dropped")
    }
    if let columns = palette.columns {
      if !target.columns && target.columnsLaidOutOnly {
        add(
          .columns,
          "\(formatName) lays the swatches out \(columns) to a row but cannot store the column "
            + "count; reading the file back gives none")
      } else if !target.columns {
        add(
          .columns, "\(formatName) cannot store the column count (\(columns)); it will be dropped")
      } else if target.columnsNeedPaletteName && palette.name == nil {
        add(
          .columns,
          "\(formatName) stores the column count only with a palette name and this palette has "
            + "none; the column count (\(columns)) will be dropped")
      } else if let limit = target.maxColumns, columns < 0 || columns > limit {
        let written = min(max(columns, 0), limit)
        add(
          .columns,
          "\(formatName) holds a column count of 0 to \(limit); \(columns) will be written as "
            + "\(written)")
      }
    }
  }

  mutating func checkCapacity() {
    if let unwritten = writtenNames?.unwritten, let filled = writtenNames?.filledSlots {
      checkSlots(unwritten: unwritten, filled: filled)
      return
    }
    if let required = target.requiredSwatches, palette.swatchCount < required {
      let missing = required - palette.swatchCount
      add(
        .filled,
        "\(formatName) always holds \(required) colours and the palette has "
          + "\(palette.swatchCount): \(MessageFormatting.count(missing, "colour", "colours")) "
          + "will be the format's defaults")
    }
    guard let limit = target.maxSwatches, palette.swatchCount > limit else { return }
    var seen = 0
    let excess = tally { _ in
      seen += 1
      return seen > limit
    }
    add(
      .tooMany,
      "\(formatName) holds at most \(limit) colours and the palette has "
        + "\(palette.swatchCount): \(excess.count) will not fit: \(excess.names)",
      location: excess.location)
  }

  /// The losses of a format of fixed slots, as its writer names them: the swatches no slot
  /// takes, and the slots it fills with colours of its own.
  mutating func checkSlots(unwritten: [Int], filled: [String]) {
    if !filled.isEmpty {
      let count = MessageFormatting.count(filled.count, "role", "roles")
      add(
        .filled,
        "\(formatName) holds \(count) the palette has no colour for; the writer fills "
          + (filled.count == 1 ? "it" : "them") + ": "
          + MessageFormatting.list(
            filled.prefix(listed).map { MessageFormatting.quoted($0) }, total: filled.count))
    }
    let swatches = self.swatches
    let left = unwritten.filter(swatches.indices.contains)
    guard let first = left.first else { return }
    var affected = Affected()
    for position in left { affected.add(swatches[position]) }
    add(
      .tooMany,
      "\(formatName) has no role for \(MessageFormatting.count(left.count, "swatch", "swatches"))"
        + ", which will not be written: \(affected.names)",
      location: swatches[first].location)
  }

  /// Counts the variants for appearances the target does not keep, per appearance.
  mutating func checkAppearances() {
    guard target.appearances.count < Appearance.allCases.count else { return }
    var dropped: [Appearance: Int] = [:]
    let affected = tally { swatch in
      var lost = false
      for appearance in swatch.appearances.keys where !target.appearances.contains(appearance) {
        dropped[appearance, default: 0] += 1
        lost = true
      }
      return lost
    }
    guard affected.count > 0 else { return }
    let total = dropped.values.reduce(0, +)
    let parts = Appearance.allCases.compactMap { appearance -> String? in
      guard let count = dropped[appearance] else { return nil }
      return "\(count) \(appearance.displayName)"
    }
    let count = MessageFormatting.count(total, "appearance variant", "appearance variants")
    let kept =
      target.appearances.isEmpty
      ? "cannot store appearance variants"
      : "stores only "
        + Appearance.allCases.filter(target.appearances.contains).map(\.displayName).joined(
          separator: " and ") + " variants"
    add(
      .appearances,
      "\(formatName) \(kept): \(count) (\(parts.joined(separator: ", "))) will be dropped "
        + "and the light colours kept: \(affected.names)",
      location: affected.location)
  }

  /// Counts the control characters the target replaces, in the texts it writes: the palette's
  /// name and description, the groups' and the swatches' names (a name the writer announces
  /// as dropped is not counted; one it changes otherwise is counted as well as listed by
  /// checkRenamed).
  mutating func checkControlCharacters() {
    guard let limit = target.controlCharacters else { return }
    let characters = limit.characters
    var total = 0
    var textCount = 0
    // The first three texts are listed; the others are only counted.
    var labels: [String] = []
    var location: SourceLocation?
    func count(
      _ text: String?, _ field: TextFields, label: @autoclosure () -> String, dropped: Bool,
      at place: SourceLocation? = nil
    ) {
      guard let text, !dropped, limit.fields.contains(field) else { return }
      let found = ControlCharacters.count(in: text, characters, multiline: field == .description)
      guard found > 0 else { return }
      if textCount == 0 { location = place }
      total += found
      textCount += 1
      if labels.count < 3 { labels.append(label()) }
    }
    let written = writtenNames
    if target.paletteName {
      count(
        palette.name, .paletteName, label: "the palette name",
        dropped: written != nil && written?.palette == nil)
    }
    if target.paletteDescription {
      count(palette.description, .description, label: "the description", dropped: false)
    }
    if target.groups {
      for (index, group) in palette.groups.enumerated() {
        let dropped = written.map { index >= $0.groups.count || $0.groups[index] == nil } ?? false
        count(
          group.name, .groupNames, label: "\"\(group.name ?? "")\"", dropped: dropped,
          at: group.location ?? group.swatches.first?.location)
      }
    }
    if target.swatchNames {
      var index = 0
      for group in palette.groups {
        for swatch in group.swatches {
          let dropped =
            written.map { index >= $0.swatches.count || $0.swatches[index] == nil } ?? false
          count(
            swatch.name, .swatchNames, label: "\"\(swatch.name ?? "")\"", dropped: dropped,
            at: swatch.location)
          index += 1
        }
      }
    }
    guard total > 0 else { return }
    let counted = MessageFormatting.count(total, "control character", "control characters")
    let message: String
    switch characters {
    case .all:
      message =
        "\(formatName) cannot write control characters as they are: \(counted) will be "
        + "replaced (a tab or line break by a space, any other by U+FFFD)"
    case .notInXML:
      message =
        "\(formatName) (XML 1.0) cannot hold control characters other than tab, line feed and "
        + "carriage return: \(counted) will be replaced (a line break by a space, any other by "
        + "U+FFFD)"
    case .nul:
      message =
        "\(formatName) reads an escaped U+0000 as U+FFFD: \(counted) will be replaced by U+FFFD"
    }
    let more = textCount > labels.count ? " and \(textCount - labels.count) more" : ""
    add(
      .controlCharacters, message + " in " + MessageFormatting.list(labels) + more,
      location: location)
  }
}
