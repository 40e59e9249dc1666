import PaletteCore

/// How a decode evaluates the declarations and assembles the palette.
extension StylesheetDecoder.Run {
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
        setSwatch(name, color, at: declaration.offset)
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
      case .success(let color): setSwatch(name, color, at: declaration.offset)
      case .failure(let failure): warn(failure, subject: dialect.spelled(name))
      }
    }
  }

  /// The colour of variable `name` by its last declaration, following references without
  /// recursion, each variable evaluated once.
  mutating func lazyColor(
    of name: String
  ) throws(PaletteError) -> Result<
    PaletteColor, StylesheetDecoder.Failure
  > {
    if let known = lazyResults[name] { return known }
    var chain: [String] = []
    var inChain: Set<String> = []
    var current = name
    // What the end of the chain gives: the last variable's own result, or that of the
    // variable it refers to (evaluated before, or not defined).
    var result: Result<PaletteColor, StylesheetDecoder.Failure>
    var endsInChain = false
    var endsUndefined = false
    while true {
      if let known = lazyResults[current] {
        result = known
        break
      }
      guard let last = lastDeclaration[current] else {
        result = .failure(.undefined(current, offset: 0))
        endsUndefined = true
        break
      }
      guard inChain.insert(current).inserted else {
        let start = chain.firstIndex(of: current) ?? 0
        let cycle = (chain[start...] + [current]).map(dialect.spelled).joined(separator: " → ")
        throw PaletteError(
          .invalidValue, "variables refer to each other in a cycle: \(cycle)",
          format: dialect.identifier, location: source.location(declarations[last].offset))
      }
      chain.append(current)
      if case .reference(let target, _, _) = values[last] {
        current = target
        continue
      }
      if case .map = values[last] {
        result = .failure(.skipped(StylesheetSkip(kind: .notColor, detail: "", offset: 0)))
      } else {
        result = evaluate(values[last])
      }
      endsInChain = true
      break
    }
    var next = result
    var referred = current
    for (position, variable) in chain.enumerated().reversed() {
      if !(endsInChain && position == chain.count - 1), case .failure(let failure) = next {
        let offset = referenceOffsetOf(variable)
        _ = failure
        if endsUndefined && position == chain.count - 1 {
          next = .failure(.undefined(referred, offset: offset))
        } else {
          next = .failure(.notColorReference(referred, offset: offset))
        }
      }
      lazyResults[variable] = next
      referred = variable
    }
    return lazyResults[name] ?? result
  }

  /// Where the reference in variable `name`'s last value stands.
  func referenceOffsetOf(_ name: String) -> Int {
    guard let last = lastDeclaration[name],
      case .reference(_, let offset, _) = values[last]
    else { return 0 }
    return offset
  }

  // MARK: Swatches and groups

  /// A map named `brand-colors` or `brand` is the group `brand`.
  static func groupName(ofMap name: String) -> String {
    name.hasSuffix("-colors") && name.utf8.count > 7 ? String(name.dropLast(7)) : name
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

  mutating func addMap(
    _ entries: [StylesheetMapEntry], group: String, mapName: String
  )
    throws(PaletteError)
  {
    for entry in entries {
      if case .map(let nested) = entry.value {
        try addMap(nested, group: group + "-" + entry.key, mapName: mapName)
        continue
      }
      let result: Result<PaletteColor, StylesheetDecoder.Failure>
      if dialect.isLazy, case .reference(let target, _, _) = entry.value {
        result = try lazyColor(of: target)
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
        } else {
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
