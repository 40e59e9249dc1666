import PaletteCore

/// How a decode evaluates the declarations and assembles the palette.
extension StylesheetDecoder.Run: ReferenceGraph {
  // MARK: Sass and Stylus

  mutating func evaluateInOrder() throws(PaletteError) {
    for (index, declaration) in declarations.enumerated() {
      let name = declaration.name
      if declaration.isDefault, bindings[name] != nil { continue }
      if case .map(let entries) = values[index] {
        bindings[name] = .map
        forget(name)
        try addMap(entries, group: Self.groupName(ofMap: name), mapName: name)
        continue
      }
      switch evaluate(values[index]) {
      case .success(let color):
        bindings[name] = .color(color)
        if !claimEntry(values[index], for: name) { setSwatch(name, color, at: declaration.offset) }
      case .failure(let failure):
        bindings[name] = .notColor
        forget(name)
        warn(failure, subject: dialect.spelled(name))
      }
    }
  }

  /// The colour of a value, with references looked up among the variables set so far.
  func evaluate(_ value: StylesheetValue) -> Result<PaletteColor, StylesheetDecoder.Failure> {
    switch value {
    case .color(let color): return .success(color)
    case .skipped(let skip): return .failure(.skipped(skip))
    case .map: return .failure(.skipped(StylesheetSkip(kind: .notColor, detail: "", offset: 0)))
    case .entry(let map, let keys, let offset):
      if let slot = entrySlot[StylesheetDecoder.entryPath(map, keys: keys)] {
        return .success(slots[slot].color)
      }
      let defined = dialect.isLazy ? lastDeclaration[map] != nil : bindings[map] != nil
      return .failure(
        defined ? .missingEntry(map, keys: keys, offset: offset) : .undefined(map, offset: offset))
    case .withAlpha(let base, let alpha):
      return evaluate(base).map { color in
        var copy = color
        copy.alpha = Float(alpha)
        return copy
      }
    case .reference(let target, let offset, let fallback):
      switch bindings[target] {
      case .color(let color): return .success(color)
      case .notColor, .map: return .failure(.notColorReference(target, offset: offset))
      case nil:
        if let fallback { return .success(fallback) }
        if dialect == .stylus {
          return .failure(.skipped(StylesheetSkip(kind: .notColor, detail: "", offset: offset)))
        }
        return .failure(.undefined(target, offset: offset))
      }
    }
  }

  // MARK: Less

  mutating func evaluateLazily() throws(PaletteError) {
    for (index, declaration) in declarations.enumerated() {
      lastDeclaration[declaration.name] = index
    }
    var seen: Set<String> = []
    for declaration in declarations where seen.insert(declaration.name).inserted {
      let name = declaration.name
      guard let last = lastDeclaration[name] else { continue }
      if case .map(let entries) = values[last] {
        try addMap(entries, group: Self.groupName(ofMap: name), mapName: name)
        continue
      }
      switch try lazyColor(of: name) {
      case .success(let color):
        if !claimEntry(values[last], for: name) { setSwatch(name, color, at: declaration.offset) }
      case .failure(let failure): warn(failure, subject: dialect.spelled(name))
      }
    }
  }

  /// The colour of variable `name` by its last declaration, each variable evaluated once,
  /// through PaletteCore's ``ReferenceResolver`` (so a chain of any length needs no
  /// recursion).
  mutating func lazyColor(
    of name: String
  ) throws(PaletteError) -> Result<
    PaletteColor, StylesheetDecoder.Failure
  > {
    guard let last = lastDeclaration[name] else {
      return .failure(.undefined(name, offset: 0))
    }
    if lazyResults.count == 0 { lazyResults = ReferenceResolver(count: declarations.count) }
    var resolver = lazyResults
    lazyResults = ReferenceResolver(count: 0)
    let result = resolver.resolve(last, in: &self)
    lazyResults = resolver
    if let cycleFound { throw cycleFound }
    return result
  }

  /// The variable a value refers to, with where the reference stands: the value itself or
  /// the colour inside `rgba(…, alpha)`.
  private static func reference(in value: StylesheetValue) -> (name: String, offset: Int)? {
    switch value {
    case .reference(let target, let offset, _): (target, offset)
    case .withAlpha(let base, _): reference(in: base)
    default: nil
    }
  }

  /// `color` with the alphas of the `rgba(…, alpha)` around a reference applied.
  private static func applyingAlpha(
    of value: StylesheetValue, to color: PaletteColor
  ) -> PaletteColor {
    guard case .withAlpha(let base, let alpha) = value else { return color }
    var copy = applyingAlpha(of: base, to: color)
    copy.alpha = Float(alpha)
    return copy
  }

  /// Less: the colour of the variable whose last declaration is `node`, once the variable it
  /// refers to is evaluated (``ReferenceGraph``).
  mutating func evaluate(
    _ node: Int, resolved: (Int) -> Result<PaletteColor, StylesheetDecoder.Failure>?
  ) -> ReferenceStep<Result<PaletteColor, StylesheetDecoder.Failure>> {
    let value = values[node]
    if case .map = value {
      return .value(.failure(.skipped(StylesheetSkip(kind: .notColor, detail: "", offset: 0))))
    }
    guard let (target, offset) = Self.reference(in: value) else {
      return .value(evaluate(value))
    }
    guard let targetNode = lastDeclaration[target] else {
      return .value(.failure(.undefined(target, offset: offset)))
    }
    guard let outcome = resolved(targetNode) else { return .needs([targetNode]) }
    switch outcome {
    case .success(let color): return .value(.success(Self.applyingAlpha(of: value, to: color)))
    case .failure: return .value(.failure(.notColorReference(target, offset: offset)))
    }
  }

  /// Less: variables that refer to each other in a cycle are an error, at the last
  /// declaration of the first (``ReferenceGraph``).
  mutating func cycle(
    _ cycle: [Int]
  ) -> Result<PaletteColor, StylesheetDecoder.Failure> {
    if cycleFound == nil {
      let names = cycle.prefix(8).map { dialect.spelled(declarations[$0].name) }
      cycleFound = PaletteError(
        .invalidValue,
        "variables refer to each other in a cycle: "
          + MessageFormatting.cycle(names, count: cycle.count, arrow: " → "),
        format: dialect.identifier, location: source.location(declarations[cycle[0]].offset))
    }
    return .failure(.undefined(declarations[cycle[0]].name, offset: 0))
  }

  // MARK: Swatches and groups

  /// A map named `brand-colors`, `brand-list` or `brand` is the group `brand`.
  static func groupName(ofMap name: String) -> String {
    for suffix in ["-colors", "-list"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// When `value` names a map entry (`$gray-0: map-get($gray, "0")`) that no variable has
  /// taken yet, the variable takes over the entry's swatch: it keeps its place in the map's
  /// group, under the variable's name, so that the colour is one swatch and not two. Returns
  /// whether it did.
  mutating func claimEntry(_ value: StylesheetValue, for name: String) -> Bool {
    guard case .entry(let map, let keys, _) = value,
      let slot = entrySlot[StylesheetDecoder.entryPath(map, keys: keys)],
      !slots[slot].isClaimed, variableSlot[name] == nil
    else { return false }
    slots[slot].isClaimed = true
    slots[slot].name = name
    variableSlot[name] = slot
    return true
  }

  mutating func setSwatch(_ name: String, _ color: PaletteColor, at offset: Int) {
    if let slot = variableSlot[name] {
      slots[slot].color = color
    } else {
      variableSlot[name] = slots.count
      slots.append(StylesheetDecoder.Slot(name: name, group: nil, color: color, offset: offset))
    }
  }

  /// The variable's swatch is gone: its value is no longer a colour.
  mutating func forget(_ name: String) {
    if let slot = variableSlot.removeValue(forKey: name) { slots[slot].isAlive = false }
  }

  /// Adds a map's entries as swatches of `group` (a nested map is a group of its own, named
  /// after both), each recorded under its keys for the variables that name it.
  mutating func addMap(
    _ entries: [StylesheetMapEntry], group: String, mapName: String, keys: [String] = []
  )
    throws(PaletteError)
  {
    for entry in entries {
      if case .map(let nested) = entry.value {
        try addMap(
          nested, group: group + "-" + entry.key, mapName: mapName, keys: keys + [entry.key])
        continue
      }
      let result: Result<PaletteColor, StylesheetDecoder.Failure>
      if dialect.isLazy, let (target, _) = Self.reference(in: entry.value) {
        result = try lazyColor(of: target).map { Self.applyingAlpha(of: entry.value, to: $0) }
      } else {
        result = evaluate(entry.value)
      }
      switch result {
      case .success(let color):
        // A map that names a variable takes that variable's swatch into its group.
        if case .reference(let target, _, _) = entry.value,
          let slot = variableSlot.removeValue(forKey: target)
        {
          slots[slot].group = group
          slots[slot].name = entry.key
          entrySlot[StylesheetDecoder.entryPath(mapName, keys: keys + [entry.key])] = slot
        } else {
          entrySlot[StylesheetDecoder.entryPath(mapName, keys: keys + [entry.key])] = slots.count
          slots.append(
            StylesheetDecoder.Slot(
              name: entry.key, group: group, color: color, offset: entry.offset))
        }
      case .failure(let failure):
        warn(failure, subject: "'\(entry.key)' in \(dialect.spelled(mapName))")
      }
    }
  }

  mutating func warn(_ failure: StylesheetDecoder.Failure, subject: String) {
    let code: String
    let message: String
    let offset: Int
    switch failure {
    case .skipped(let skip):
      code = skip.kind.rawValue
      offset = skip.offset
      switch skip.kind {
      case .notColor: message = "\(subject) is not a colour; it is skipped"
      case .unevaluated:
        message =
          "\(subject) is an expression palconv does not evaluate (a function, arithmetic or "
          + "interpolation); it is skipped"
      case .invalidColor, .unsupportedColor: message = "\(subject): \(skip.detail); it is skipped"
      }
    case .undefined(let target, let at):
      code = "undefined-variable"
      offset = at
      message =
        "\(subject) refers to \(dialect.spelled(target)), which is not defined"
        + (dialect.isLazy ? "" : " before it") + "; it is skipped"
    case .missingEntry(let map, let keys, let at):
      code = "undefined-entry"
      offset = at
      message =
        "\(subject) names the entry "
        + keys.map { "'\($0)'" }.joined(separator: " → ")
        + " of \(dialect.spelled(map)), which it does not hold; it is skipped"
    case .notColorReference(let target, let at):
      code = "not-a-color"
      offset = at
      message =
        "\(subject) refers to \(dialect.spelled(target)), which is not a colour; it is skipped"
    }
    warnings.append(
      Diagnostic(
        .warning, code: "\(dialect.identifier).\(code)", message: message,
        location: source.location(offset)))
  }

  /// The palette: the swatches in order, each run of one group a group.
  func palette() -> Palette {
    var groups: [PaletteGroup] = []
    var currentGroup: String?? = .none
    for slot in slots where slot.isAlive {
      let swatch = Swatch(
        name: slot.name, color: slot.color, location: source.location(slot.offset))
      if currentGroup == .some(slot.group), !groups.isEmpty {
        groups[groups.count - 1].swatches.append(swatch)
      } else {
        groups.append(PaletteGroup(name: slot.group, swatches: [swatch]))
        currentGroup = .some(slot.group)
      }
    }
    return Palette(name: source.paletteName, groups: groups)
  }
}
