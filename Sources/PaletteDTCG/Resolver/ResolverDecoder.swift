import PaletteCore

/// Reads a resolver document: finds the layers of `resolutionOrder`, merges their sources for
/// the light context and for each appearance's, and reads the merged tokens with
/// ``DTCGDecoder``.
struct ResolverDecoder {
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
  private let lines: JSONLineTable
  private var diagnostics: [Diagnostic] = []
  /// What was already said, so a problem met in every context is reported once.
  private var said: Set<String> = []
  /// Sources taken in the current merge, against ``maximumSources``.
  private var sourcesTaken = 0
  /// The most sources one merge takes: sets that name other sets many times over could
  /// otherwise make a small file expand without bound.
  static let maximumSources = 10_000

  init(bytes: [UInt8], lines: JSONLineTable) {
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
    let layers = entries.compactMap { layer(for: $0, in: root) }

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
    var merged: [JSONMember] = []
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
      for source in sources {
        guard let tokens = resolved(source, in: root) else { continue }
        merged = Self.merge(merged, tokens)
      }
    }
    var decoder = DTCGDecoder(bytes: bytes, lines: lines)
    let decoded = try decoder.decode(
      JSONNode(value: .object(merged), position: root.position))
    for warning in decoded.warnings { add(warning) }
    return decoded
  }

  /// The token object a source stands for: itself, or what its `$ref` points to in the
  /// document; `nil`, with a diagnostic, for another file or a broken reference.
  private mutating func resolved(
    _ source: JSONNode, in root: JSONNode, visiting: Set<String> = []
  ) -> [JSONMember]? {
    guard let members = source.members else {
      diagnose(
        .error, "dtcg-resolver.invalid-source",
        "a source must be an object, found \(source.typeDescription); skipped", at: source.offset)
      return nil
    }
    sourcesTaken += 1
    guard sourcesTaken <= Self.maximumSources else {
      // Said once, where the limit is reached.
      guard sourcesTaken == Self.maximumSources + 1 else { return nil }
      diagnose(
        .error, "dtcg-resolver.too-many-sources",
        "the sets name other sets more than \(Self.maximumSources) times in all; the rest "
          + "are skipped", at: source.offset)
      return nil
    }
    guard let reference = source.member("$ref") else { return members }
    guard let target = reference.string, target.hasPrefix("#/") || target == "#" else {
      let name = reference.string.map { "'\($0)'" } ?? "a non-string $ref"
      diagnose(
        .error, "dtcg-resolver.external-source",
        "\(name) is another file; palconv reads the sources inside the resolver document "
          + "only, so its tokens are skipped", at: reference.offset)
      return nil
    }
    guard let node = Self.pointer(target, in: root), let found = node.members else {
      diagnose(
        .error, "dtcg-resolver.broken-ref",
        "'\(target)' does not point to an object in this document; skipped",
        at: reference.offset)
      return nil
    }
    guard !visiting.contains(target) else {
      diagnose(
        .error, "dtcg-resolver.cycle", "'\(target)' refers back to itself; skipped",
        at: reference.offset)
      return nil
    }
    // A set named as a source gives its sources' tokens.
    if let inner = node.member("sources")?.elements {
      var tokens: [JSONMember] = []
      for item in inner {
        if let more = resolved(item, in: root, visiting: visiting.union([target])) {
          tokens = Self.merge(tokens, more)
        }
      }
      return tokens
    }
    return found
  }

  /// The node a JSON pointer (`#/sets/base`) names.
  private static func pointer(_ target: String, in root: JSONNode) -> JSONNode? {
    var node = root
    for part in target.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
    where !(part.isEmpty && target == "#/") {
      let key = part.replacing("~1", with: "/").replacing("~0", with: "~")
      if let element = node.elements, let index = Int(key), element.indices.contains(index) {
        node = element[index]
      } else if let child = node.member(String(key)) {
        node = child
      } else {
        return nil
      }
    }
    return node
  }

  /// `overlay` merged over `base`: a group (an object without `$value`) merges member by
  /// member; anything else replaces the member of the same name, keeping its place.
  private static func merge(_ base: [JSONMember], _ overlay: [JSONMember]) -> [JSONMember] {
    var result = base
    for member in overlay {
      guard let index = result.lastIndex(where: { $0.key == member.key }) else {
        result.append(member)
        continue
      }
      if let old = result[index].value.members, let new = member.value.members,
        !old.contains(where: { $0.key == "$value" }), !new.contains(where: { $0.key == "$value" })
      {
        result[index].value = JSONNode(
          value: .object(merge(old, new)), position: result[index].value.position)
      } else if let old = result[index].value.members, var new = member.value.members,
        let type = old.last(where: { $0.key == "$type" }),
        !new.contains(where: { $0.key == "$type" })
      {
        // A token given again without a type keeps the one it replaces.
        new.insert(type, at: 0)
        result[index] = member
        result[index].value = JSONNode(value: .object(new), position: member.value.position)
      } else {
        result[index] = member
      }
    }
    return result
  }

  /// The layer an entry of `resolutionOrder` stands for: a `$ref` to a set or a modifier, or
  /// an inline one (`"type": "set"` or `"modifier"`).
  private mutating func layer(for entry: JSONNode, in root: JSONNode) -> Layer? {
    var node = entry
    var name = entry.member("name")?.string ?? ""
    if let reference = entry.member("$ref")?.string {
      let parts = reference.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0] == "#", parts[1] == "sets" || parts[1] == "modifiers",
        let target = Self.pointer(reference, in: root)
      else {
        diagnose(
          .error, "dtcg-resolver.broken-ref",
          "'\(reference)' names no set or modifier of this document; skipped",
          at: entry.offset)
        return nil
      }
      node = target
      name = String(parts[2])
      if parts[1] == "sets" { return sources(of: node) }
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
