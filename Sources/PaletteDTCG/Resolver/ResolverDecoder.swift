import PaletteCore

/// Reads a resolver document: finds the layers of `resolutionOrder`, merges their sources for
/// the light context and for each appearance's, and reads the merged tokens with
/// ``DTCGDecoder``.
struct ResolverDecoder: ReferenceGraph {
  /// One entry of `resolutionOrder`.
  private enum Layer {
    /// A set's sources.
    case sources([JSONNode])
    /// A modifier: its name, its contexts' sources in document order (with where each
    /// context's key is), its default context, and where the modifier is.
    case modifier(
      name: String, contexts: [(name: String, sources: [JSONNode], offset: Int)],
      default: String?, offset: Int)
  }

  private let bytes: [UInt8]
  private let lines: LineTable
  private var diagnostics: [Diagnostic] = []
  /// What was already said, so a problem met in every context is reported once.
  private var said: Set<String> = []
  /// Sources taken in the current merge, against ``sourceBudget``.
  private var sourcesTaken = 0
  /// How many sources one merge may take beyond those the document holds: sets that name
  /// other sets many times over could otherwise make a small file expand without bound.
  static let maximumSources = 10_000
  /// The sources one merge may take: those the document holds (each once, as a chain of sets
  /// takes them) and ``maximumSources`` more.
  private var sourceBudget = maximumSources
  /// The document, for the pointers that ``evaluate(_:resolved:)`` follows.
  private var rootNode: JSONNode?
  /// The objects `$ref`s point to, numbered as they are found, for ``ReferenceResolver``.
  private var targets: [JSONNode] = []
  private var targetNumbers: [Int: Int] = [:]
  /// Whether each target can be merged: `false` for one on a cycle of references.
  private var resolver = ReferenceResolver<Bool>(count: 0)
  /// The members of large objects by name, built the first time a pointer goes through one.
  private var memberTables: [Int: [String: Int]] = [:]

  init(bytes: [UInt8], lines: LineTable) {
    self.bytes = bytes
    self.lines = lines
  }

  /// Adds a diagnostic at a byte offset, once.
  mutating func diagnose(_ severity: Severity, _ code: String, _ message: String, at offset: Int) {
    add(
      Diagnostic(
        severity, code: code, message: message, location: lines.location(ofOffset: offset)))
  }

  private mutating func add(_ diagnostic: Diagnostic) {
    let key = "\(diagnostic.code)|\(diagnostic.message)|\(String(describing: diagnostic.location))"
    if said.insert(key).inserted { diagnostics.append(diagnostic) }
  }

  mutating func decode(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    guard root.members != nil else {
      throw PaletteError(
        .syntax, "a resolver document must be a JSON object, found \(root.typeDescription)",
        format: "dtcg-resolver", location: lines.location(ofOffset: root.offset))
    }
    if let version = root.member("version") {
      if version.string != "2025.10" {
        diagnose(
          .warning, "dtcg-resolver.version",
          "version \(version.string.map { "'\($0)'" } ?? version.typeDescription) is not "
            + "2025.10; read as 2025.10", at: version.offset)
      }
    } else {
      diagnose(
        .warning, "dtcg-resolver.version", "no version; read as 2025.10", at: root.offset)
    }
    guard let order = root.member("resolutionOrder"), let entries = order.elements else {
      throw PaletteError(
        .syntax, "a resolver document needs a resolutionOrder array",
        format: "dtcg-resolver", location: lines.location(ofOffset: root.offset))
    }
    rootNode = root
    let layers = entries.compactMap { layer(for: $0, in: root) }
    sourceBudget = Self.maximumSources + Self.sourceCount(root)

    // The theme: the modifier named theme, else the first whose contexts name an appearance.
    let modifiers = layers.compactMap { layer -> String? in
      if case .modifier(let name, _, _, _) = layer { return name }
      return nil
    }
    let theme =
      modifiers.first { $0.lowercased() == "theme" }
      ?? layers.lazy.compactMap { layer -> String? in
        guard case .modifier(let name, let contexts, _, _) = layer,
          contexts.contains(where: { ThemeContext(name: $0.name) != nil })
        else { return nil }
        return name
      }.first

    var contexts: [Appearance: String] = [:]
    var lightContext: String?
    for layer in layers {
      guard case .modifier(let name, let choices, let fallback, let offset) = layer else {
        continue
      }
      if name == theme {
        for choice in choices {
          switch ThemeContext(name: choice.name) {
          case .light?: lightContext = lightContext ?? choice.name
          case .appearance(let appearance)?:
            contexts[appearance] = contexts[appearance] ?? choice.name
          case nil where choice.name == fallback:
            lightContext = lightContext ?? choice.name
          case nil:
            diagnose(
              .warning, "dtcg-resolver.context",
              "theme context \(MessageFormatting.quoted(choice.name, mark: "'")) names no appearance palconv knows (light, dark, "
                + "lightHighContrast, darkHighContrast); skipped", at: choice.offset)
          }
        }
        if lightContext == nil { lightContext = fallback ?? choices.first?.name }
      } else if let chosen = fallback ?? choices.first?.name, choices.count > 1 {
        diagnose(
          .warning, "dtcg-resolver.modifier",
          "modifier \(MessageFormatting.quoted(name, mark: "'")) is read in its context \(MessageFormatting.quoted(chosen, mark: "'")) only",
          at: offset)
      }
    }

    var base = try palette(layers, theme: theme, context: lightContext, root: root)
    if let name = root.member("name") {
      if let text = name.string {
        base.palette.name = text
      } else {
        diagnose(.warning, "dtcg-resolver.invalid-name", "name must be a string", at: name.offset)
      }
    }
    if let description = root.member("description"), let text = description.string {
      base.palette.description = text
    }
    var palette = base.palette
    let keys = Self.keys(palette)
    let known = Set(keys)
    for appearance in Appearance.allCases {
      guard let context = contexts[appearance] else { continue }
      let variant = try self.palette(layers, theme: theme, context: context, root: root).palette
      var colors: [String: PaletteColor] = [:]
      for (key, swatch) in zip(Self.keys(variant), variant.allSwatches) where colors[key] == nil {
        colors[key] = swatch.color
      }
      for (key, swatch) in zip(Self.keys(variant), variant.allSwatches) where !known.contains(key) {
        add(
          Diagnostic(
            .warning, code: "dtcg-resolver.context-only",
            message: "token '\(swatch.name ?? "")' is only in the \(context) context; skipped",
            location: swatch.location ?? lines.location(ofOffset: order.offset)))
      }
      var index = 0
      palette.mapSwatches { swatch in
        defer { index += 1 }
        guard let color = colors[keys[index]] else { return }
        if color != swatch.colorWithoutContext(for: appearance) {
          swatch.appearances[appearance] = color
        }
      }
    }
    return DecodedPalette(palette: palette, warnings: diagnostics)
  }

  /// A key per swatch, in ``Palette/allSwatches`` order: its group's name and its own.
  private static func keys(_ palette: Palette) -> [String] {
    palette.groups.flatMap { group in
      group.swatches.map { (group.name.map { "g" + $0 } ?? "-") + "\u{1}" + ($0.name ?? "") }
    }
  }

  /// The tokens of every layer, with `context` chosen in the theme and the default context in
  /// other modifiers, read as one DTCG document.
  private mutating func palette(
    _ layers: [Layer], theme: String?, context: String?, root: JSONNode
  ) throws(PaletteError) -> DecodedPalette {
    var merged = TokenMerge(at: root.position)
    sourcesTaken = 0
    for layer in layers {
      let sources: [JSONNode]
      switch layer {
      case .sources(let list):
        sources = list
      case .modifier(let name, let contexts, let fallback, _):
        let chosen = name == theme ? context : fallback ?? contexts.first?.name
        sources = contexts.first { $0.name == chosen }?.sources ?? []
      }
      take(sources, in: root, into: &merged)
    }
    var decoder = DTCGDecoder(bytes: bytes, lines: lines)
    let decoded = try decoder.decode(merged.result)
    for warning in decoded.warnings { add(warning) }
    return decoded
  }

  /// The number of sources the document holds: in its sets, its modifiers' contexts and
  /// its inline sets.
  private static func sourceCount(_ root: JSONNode) -> Int {
    var count = 0
    for set in root.member("sets")?.members ?? [] {
      count += set.value.member("sources")?.elements?.count ?? 0
    }
    for modifier in root.member("modifiers")?.members ?? [] {
      for context in modifier.value.member("contexts")?.members ?? [] {
        count += context.value.elements?.count ?? 0
      }
    }
    for entry in root.member("resolutionOrder")?.elements ?? [] {
      count += entry.member("sources")?.elements?.count ?? 0
      for context in entry.member("contexts")?.members ?? [] {
        count += context.value.elements?.count ?? 0
      }
    }
    return count
  }

  /// Merges the token objects `sources` stand for into `merged`, in order: an object is
  /// itself, a `$ref` what it points to in the document, and a set named so its own sources.
  ///
  /// Sets are walked on a stack of their own, so a chain of sets of any length needs no
  /// recursion; a set on a cycle of references (found once, by ``ReferenceResolver``) is
  /// skipped with one error.
  private mutating func take(
    _ sources: [JSONNode], in root: JSONNode, into merged: inout TokenMerge
  ) {
    var stack: [(sources: [JSONNode], next: Int)] = [(sources, 0)]
    while let top = stack.last {
      guard top.next < top.sources.count else {
        stack.removeLast()
        continue
      }
      let source = top.sources[top.next]
      stack[stack.count - 1].next += 1
      guard let members = source.members else {
        diagnose(
          .error, "dtcg-resolver.invalid-source",
          "a source must be an object, found \(source.typeDescription); skipped",
          at: source.offset)
        continue
      }
      sourcesTaken += 1
      guard sourcesTaken <= sourceBudget else {
        diagnose(
          .error, "dtcg-resolver.too-many-sources",
          "the sets name other sets more than \(Self.maximumSources) times beyond the sources "
            + "the document holds; the rest are skipped", at: source.offset)
        return
      }
      guard let reference = source.member("$ref") else {
        merged.merge(members)
        continue
      }
      guard let number = target(of: reference, in: root) else { continue }
      var resolver = self.resolver
      self.resolver = ReferenceResolver(count: 0)
      let usable = resolver.resolve(number, in: &self)
      self.resolver = resolver
      guard usable else { continue }
      let found = targets[number]
      if let inner = found.member("sources")?.elements {
        // A set named as a source gives its sources' tokens.
        stack.append((inner, 0))
      } else if found.member("$ref") != nil {
        // A reference to a reference: followed as a source of its own.
        stack.append(([found], 0))
      } else {
        merged.merge(found.members ?? [])
      }
    }
  }

  /// The number of the object a `$ref` points to, or `nil` with an error for another file
  /// or a pointer that names no object here.
  private mutating func target(of reference: JSONNode, in root: JSONNode) -> Int? {
    guard let text = reference.string, let pointer = JSONPointer(text) else {
      let name = reference.string.map { "'\($0)'" } ?? "a non-string $ref"
      diagnose(
        .error, "dtcg-resolver.external-source",
        "\(name) is another file; palconv reads the sources inside the resolver document "
          + "only, so its tokens are skipped", at: reference.offset)
      return nil
    }
    guard let node = self.node(at: pointer, in: root), node.members != nil else {
      diagnose(
        .error, "dtcg-resolver.broken-ref",
        "'\(text)' does not point to an object in this document; skipped",
        at: reference.offset)
      return nil
    }
    if let known = targetNumbers[node.offset] { return known }
    targetNumbers[node.offset] = targets.count
    targets.append(node)
    return targets.count - 1
  }

  /// The number of the object a `$ref` in the document points to, without a diagnostic.
  private mutating func quietTarget(of source: JSONNode, in root: JSONNode) -> Int? {
    guard let text = source.member("$ref")?.string, let pointer = JSONPointer(text),
      let node = node(at: pointer, in: root), node.members != nil
    else { return nil }
    if let known = targetNumbers[node.offset] { return known }
    targetNumbers[node.offset] = targets.count
    targets.append(node)
    return targets.count - 1
  }

  /// Whether a target can be merged, once the targets it names are known
  /// (``ReferenceGraph``): a set names those of its sources, a reference its target.
  mutating func evaluate(_ node: Int, resolved: (Int) -> Bool?) -> ReferenceStep<Bool> {
    let found = targets[node]
    guard let root = rootNode else { return .value(true) }
    var named: [Int] = []
    if let inner = found.member("sources")?.elements {
      for source in inner {
        if let number = quietTarget(of: source, in: root) { named.append(number) }
      }
    } else if let number = quietTarget(of: found, in: root) {
      named.append(number)
    }
    let open = named.filter { resolved($0) == nil }
    return open.isEmpty ? .value(true) : .needs(open)
  }

  /// A cycle of sets is reported at the reference that closes it, and its sets are skipped
  /// (``ReferenceGraph``).
  mutating func cycle(_ cycle: [Int]) -> Bool {
    let last = targets[cycle[cycle.count - 1]]
    let first = targets[cycle[0]]
    let references =
      last.member("sources")?.elements?.compactMap { $0.member("$ref") }
      ?? last.member("$ref").map { [$0] } ?? []
    if let root = rootNode,
      let closing = references.first(where: { reference in
        guard let text = reference.string, let pointer = JSONPointer(text) else { return false }
        return node(at: pointer, in: root)?.offset == first.offset
      }), let text = closing.string
    {
      diagnose(
        .error, "dtcg-resolver.cycle", "'\(text)' refers back to itself; skipped",
        at: closing.offset)
    }
    return false
  }

  /// The node a JSON pointer (`#/sets/base`) names: array elements by index, members by name
  /// (through a table for a large object, so many pointers into one object stay linear).
  private mutating func node(at pointer: JSONPointer, in root: JSONNode) -> JSONNode? {
    var node = root
    for part in pointer.parts {
      if let elements = node.elements {
        guard let index = Int(part), elements.indices.contains(index) else { return nil }
        node = elements[index]
      } else if let members = node.members {
        if members.count <= 16 {
          guard let child = node.member(part) else { return nil }
          node = child
          continue
        }
        if memberTables[node.offset] == nil {
          var table: [String: Int] = [:]
          for (index, member) in members.enumerated() { table[member.key] = index }
          memberTables[node.offset] = table
        }
        guard let index = memberTables[node.offset]?[part] else { return nil }
        node = members[index].value
      } else {
        return nil
      }
    }
    return node
  }

  /// The layer an entry of `resolutionOrder` stands for: a `$ref` to a set or a modifier, or
  /// an inline one (`"type": "set"` or `"modifier"`).
  private mutating func layer(for entry: JSONNode, in root: JSONNode) -> Layer? {
    var node = entry
    var name = entry.member("name")?.string ?? ""
    if let reference = entry.member("$ref")?.string {
      guard let pointer = JSONPointer(reference), pointer.parts.count == 2,
        pointer.parts[0] == "sets" || pointer.parts[0] == "modifiers",
        let target = self.node(at: pointer, in: root)
      else {
        diagnose(
          .error, "dtcg-resolver.broken-ref",
          "'\(reference)' names no set or modifier of this document; skipped",
          at: entry.offset)
        return nil
      }
      node = target
      name = pointer.parts[1]
      if pointer.parts[0] == "sets" { return sources(of: node) }
      return modifier(node, name: name)
    }
    switch entry.member("type")?.string {
    case "set": return sources(of: node)
    case "modifier": return modifier(node, name: name)
    default:
      diagnose(
        .error, "dtcg-resolver.invalid-entry",
        "a resolutionOrder entry must be a $ref to a set or modifier, or an inline one with "
          + "\"type\": \"set\" or \"modifier\"; skipped", at: entry.offset)
      return nil
    }
  }

  private mutating func sources(of set: JSONNode) -> Layer? {
    guard let list = set.member("sources")?.elements else {
      diagnose(.error, "dtcg-resolver.invalid-set", "a set needs a sources array", at: set.offset)
      return nil
    }
    return .sources(list)
  }

  private mutating func modifier(_ node: JSONNode, name: String) -> Layer? {
    guard let contexts = node.member("contexts")?.members else {
      diagnose(
        .error, "dtcg-resolver.invalid-modifier",
        "modifier \(MessageFormatting.quoted(name, mark: "'")) needs a contexts object",
        at: node.offset)
      return nil
    }
    var list: [(name: String, sources: [JSONNode], offset: Int)] = []
    for context in contexts {
      guard let sources = context.value.elements else {
        diagnose(
          .error, "dtcg-resolver.invalid-modifier",
          "context '\(context.key)' must be an array of sources", at: context.keyOffset)
        continue
      }
      list.append((context.key, sources, context.keyOffset))
    }
    return .modifier(
      name: name, contexts: list, default: node.member("default")?.string, offset: node.offset)
  }
}
