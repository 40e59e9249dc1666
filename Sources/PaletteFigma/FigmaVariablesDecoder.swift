import PaletteCore

/// Turns a ``FigmaDocument`` into a palette: a group per collection, a swatch per colour
/// variable, its light colour and its dark and high-contrast variants from the modes named
/// for them, every alias resolved.
struct FigmaVariablesDecoder {
  /// The format identifier diagnostics carry.
  let format: String
  /// The warnings with the offsets they are at.
  private var warnings: [(offset: Int, diagnostic: Diagnostic)]
  /// The values of the variables, mode by mode.
  private var graph: FigmaAliasGraph
  private var resolver: ReferenceResolver<FigmaAliasGraph.Resolution>

  /// Creates the decoder.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - warnings: The warnings found while reading it.
  ///   - format: The format identifier.
  init(
    document: FigmaDocument, warnings: [(offset: Int, diagnostic: Diagnostic)], format: String
  ) {
    self.format = format
    self.warnings = warnings
    graph = FigmaAliasGraph(document: document)
    resolver = ReferenceResolver(count: 0)
  }

  private mutating func warn(_ code: String, _ message: String, at position: JSONPosition) {
    warnings.append(
      (
        position.offset,
        Diagnostic(
          .warning, code: "\(format).\(code)", message: message, location: position.location)
      ))
  }

  /// The palette and the warnings in document order.
  mutating func decode() -> DecodedPalette {
    let document = graph.document
    var members: [[Int]] = Array(repeating: [], count: document.collections.count)
    var skipped: [String: Int] = [:]
    var firstSkipped: JSONPosition?
    for (index, variable) in document.variables.enumerated() {
      guard let collection = variable.collection else { continue }
      if variable.isColor {
        members[collection].append(index)
      } else {
        skipped[variable.resolvedType, default: 0] += 1
        if firstSkipped == nil { firstSkipped = variable.position }
      }
    }
    var groups: [PaletteGroup] = []
    for (index, collection) in document.collections.enumerated() {
      // A collection of other values only is not a palette's group; an empty one is.
      guard !collection.hasVariables || !members[index].isEmpty else { continue }
      groups.append(group(collection, variables: members[index]))
    }
    if let firstSkipped {
      let counts = skipped.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      let total = skipped.values.reduce(0, +)
      warn(
        "not-a-color",
        "\(MessageFormatting.count(total, "variable", "variables")) that "
          + (total == 1 ? "is" : "are") + " not a colour "
          + (total == 1 ? "is" : "are") + " not read (\(counts.joined(separator: ", ")))",
        at: firstSkipped)
    }
    let ordered = warnings.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    return DecodedPalette(
      palette: Palette(groups: groups), warnings: ordered.map(\.element.diagnostic))
  }

  /// The base mode and the appearance modes of a collection, warning about the rest.
  private mutating func modes(
    of collection: FigmaDocument.Collection
  ) -> (base: String?, variants: [(Appearance, String)]) {
    let base =
      collection.modes.first { $0.role == .light }?.id
      ?? collection.defaultModeID.flatMap { id in collection.modes.first { $0.id == id }?.id }
      ?? collection.modes.first?.id
    var variants: [(Appearance, String)] = []
    var dropped: [String] = []
    for mode in collection.modes where mode.id != base {
      if case .appearance(let appearance) = mode.role,
        !variants.contains(where: { $0.0 == appearance })
      {
        variants.append((appearance, mode.id))
      } else {
        dropped.append("'\(mode.name)'")
      }
    }
    if !dropped.isEmpty, let base {
      let baseName = collection.modes.first { $0.id == base }?.name ?? base
      warn(
        "dropped-modes",
        "collection '\(collection.name)': "
          + MessageFormatting.count(dropped.count, "mode", "modes") + " not read ("
          + dropped.joined(separator: ", ") + "); the colours are those of '\(baseName)'"
          + (variants.isEmpty ? "" : " and the light, dark and high-contrast modes"),
        at: collection.position)
    }
    return (base, variants)
  }

  private mutating func group(
    _ collection: FigmaDocument.Collection, variables: [Int]
  ) -> PaletteGroup {
    let (base, variants) = modes(of: collection)
    var swatches: [Swatch] = []
    swatches.reserveCapacity(variables.count)
    for index in variables {
      let variable = graph.document.variables[index]
      let baseMode =
        base.flatMap { variable.values[$0] != nil ? $0 : nil }
        ?? (variable.values.count == 1 ? variable.values.first?.key : nil)
      guard let baseMode else {
        warn(
          "unresolved",
          "variable '\(variable.name)' has no value in the collection's base mode; it is not read",
          at: variable.position)
        continue
      }
      let color: PaletteColor
      switch resolve(index, mode: baseMode) {
      case .color(let found): color = found
      case .failure(let reason):
        warn(
          "unresolved", "variable '\(variable.name)' is not read: \(reason)", at: variable.position)
        continue
      }
      var swatch = Swatch(name: variable.name, color: color, location: variable.position.location)
      for (appearance, mode) in variants where variable.values[mode] != nil {
        switch resolve(index, mode: mode) {
        case .color(let found): swatch.appearances[appearance] = found
        case .failure(let reason):
          warn(
            "unresolved",
            "the \(appearance.displayName) colour of '\(variable.name)' is not read: \(reason)",
            at: variable.position)
        }
      }
      swatches.append(swatch)
    }
    return PaletteGroup(
      name: collection.name, swatches: swatches, location: collection.position.location)
  }

  private mutating func resolve(_ variable: Int, mode: String) -> FigmaAliasGraph.Resolution {
    let node = graph.node(.init(variable: variable, mode: mode))
    return resolver.resolve(node, in: &graph)
  }
}
