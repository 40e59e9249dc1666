import PaletteCore

/// Walks a parsed Tokens Studio document: finds its token sets and tokens, resolves aliases
/// and modifiers, and builds a palette of the colour tokens.
struct TokensStudioDecoder: ReferenceGraph {
  /// A token found in the document.
  struct Token {
    /// The token set it belongs to (an index into ``sets``), `nil` for a file of one set.
    var set: Int?
    /// Its path inside its set, as aliases name it (`color.blue.500`).
    var path: String
    /// Its `value` (or `$value`).
    var value: JSONNode
    /// Its own `type` (or `$type`), else the nearest group's.
    var type: String?
    /// `$extensions["studio.tokens"].modify`, when present.
    var modify: JSONNode?
    /// The swatch name: the path below the palette group it goes into.
    var swatchName: String
  }

  /// What a token resolved to.
  enum Resolution {
    case color(PaletteColor)
    /// A token of another type, skipped with a count.
    case other
    /// A colour token whose value is not a colour palconv reads: skipped with a warning.
    case notAColor(String)
    /// An unusable token (a broken alias, a cycle): skipped with an error-severity diagnostic.
    case failed(String)
  }

  /// A palette group being built: a token set, a top-level group, or a run of root tokens.
  private struct Entry {
    var name: String?
    var position: JSONPosition
    var tokens: [Int] = []
  }

  /// The longest colour text built by substituting aliases.
  static let maximumExpandedLength = TokensStudioExpansion.maximumLength

  private let bytes: [UInt8]
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []
  private var tokens: [Token] = []
  private var entries: [Entry] = []
  /// Set-relative paths to tokens, one table per set (or one for a file of one set).
  private var perSet: [[String: Int]] = []
  /// Every set's tokens merged, later sets overriding earlier ones, for aliases across sets.
  private var merged: [String: Int] = [:]
  /// Each token's link, by index, once worked out (sized when resolving starts).
  private var links: [Link?] = []
  /// Each token's value text with its aliases substituted, worked out when a colour needs it.
  private var expansions = ReferenceResolver<TokensStudioExpansion.Outcome>(count: 0)
  private var expansion = TokensStudioExpansion(tokens: [], tables: .init())
  private var skippedOther: [Int] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Adds a diagnostic at a byte offset.
  mutating func diagnose(
    _ severity: Severity, _ code: String, _ message: String, at position: JSONPosition
  ) {
    let location = position.location
    warnings.append(
      (position.offset, Diagnostic(severity, code: code, message: message, location: location)))
  }

  private func error(
    _ kind: PaletteError.Kind, _ message: String, at position: JSONPosition
  ) -> PaletteError {
    PaletteError(kind, message, format: "tokens-studio", location: position.location)
  }

  mutating func decode(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    if let elements = root.elements {
      if elements.contains(where: { $0.member("selectedTokenSets") != nil }) {
        throw error(
          .unrepresentable,
          "this is a Tokens Studio themes file ($themes.json): it lists themes, not tokens; read "
            + "the token set files", at: root.position)
      }
      throw error(
        .invalidSignature,
        "not a Tokens Studio file: the document is an array, not an object of token sets or "
          + "tokens", at: root.position)
    }
    guard let members = root.members else {
      throw error(
        .invalidSignature,
        "not a Tokens Studio file: the document is \(root.typeDescription), not an object",
        at: root.position)
    }
    let keys = Set(members.map(\.key))
    if keys.contains("tokenSetOrder"),
      keys.isSubset(of: ["tokenSetOrder", "activeTokenSet", "activeThemes", "activeSets"])
    {
      throw error(
        .unrepresentable,
        "this is a Tokens Studio metadata file ($metadata.json): it orders token sets and holds "
          + "no tokens; read the token set files", at: root.position)
    }
    if keys.contains("$themes") || keys.contains("$metadata") {
      try readSets(root, members)
    } else {
      readSingleSet(members)
    }
    links = Array(repeating: nil, count: tokens.count)
    expansions = ReferenceResolver(count: tokens.count)
    expansion = TokensStudioExpansion(
      tokens: tokens.map {
        TokensStudioExpansion.Token(
          set: $0.set, path: $0.path, value: $0.value, hasModifier: $0.modify != nil)
      },
      tables: TokensStudioExpansion.Tables(perSet: perSet, merged: merged))
    var resolver = ReferenceResolver<Resolution>(count: tokens.count)
    var palette = Palette()
    for entry in entries {
      let swatches = swatches(for: entry.tokens, resolver: &resolver)
      if swatches.isEmpty { continue }
      if entry.name == nil, let last = palette.groups.last, last.name == nil {
        palette.groups[palette.groups.count - 1].swatches += swatches
      } else {
        palette.groups.append(
          PaletteGroup(
            name: entry.name, swatches: swatches,
            location: entry.name == nil ? nil : entry.position.location))
      }
    }
    if let first = skippedOther.first {
      let name = tokens[first].path
      diagnose(
        .warning, "tokens-studio.skipped-tokens",
        "\(MessageFormatting.count(skippedOther.count, "token", "tokens")) that are not colours "
          + "skipped (first: \(MessageFormatting.quoted(name, mark: "'")))",
        at: tokens[first].value.position)
    }
    let ordered = warnings.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    return DecodedPalette(palette: palette, warnings: ordered.map(\.element.diagnostic))
  }

  // MARK: Layouts

  /// A single-file export: every top-level member not starting with `$` is a token set; the
  /// sets are taken in `$metadata.tokenSetOrder`, then in document order.
  private mutating func readSets(_ root: JSONNode, _ members: [JSONMember]) throws(PaletteError) {
    var order: [String] = []
    if let metadata = root.member("$metadata") {
      if let list = metadata.member("tokenSetOrder") {
        guard let names = list.elements else {
          throw error(
            .invalidValue, "tokenSetOrder must be an array, found \(list.typeDescription)",
            at: list.position)
        }
        for name in names {
          guard let text = name.string else {
            throw error(
              .invalidValue, "tokenSetOrder must list set names, found \(name.typeDescription)",
              at: name.position)
          }
          order.append(text)
        }
      } else if metadata.members == nil {
        throw error(
          .invalidValue, "$metadata must be an object, found \(metadata.typeDescription)",
          at: metadata.position)
      }
    }
    if let themes = root.member("$themes") {
      let count = themes.elements?.count ?? themes.members?.count ?? 0
      if count > 0 {
        diagnose(
          .warning, "tokens-studio.themes-not-applied",
          "\(MessageFormatting.count(count, "theme", "themes")) not applied: every token set is "
            + "read as a group of its own", at: themes.position)
      }
    }
    let sets = Self.distinct(members).filter { !Self.isReserved($0.key) }
    var byName: [String: Int] = [:]
    for (index, set) in sets.enumerated() { byName[set.key] = index }
    var taken = Set<String>()
    var ordered: [JSONMember] = []
    for name in order {
      if let index = byName[name], taken.insert(name).inserted { ordered.append(sets[index]) }
    }
    ordered += sets.filter { !taken.contains($0.key) }
    for set in ordered {
      guard set.value.members != nil else {
        diagnose(
          .warning, "tokens-studio.not-a-set",
          "'\(set.key)' is \(set.value.typeDescription), not a token set; ignored",
          at: set.keyPosition)
        continue
      }
      let index = perSet.count
      perSet.append([:])
      var entry = Entry(name: set.key, position: set.keyPosition)
      walk(set.value, set: index, path: [], relativeTo: 0, inherited: nil, into: &entry.tokens)
      entries.append(entry)
      for token in entry.tokens { merged[tokens[token].path] = token }
    }
  }

  /// A file of one token set: top-level groups become named palette groups, top-level tokens
  /// unnamed ones.
  private mutating func readSingleSet(_ members: [JSONMember]) {
    perSet.append([:])
    for member in Self.distinct(members) where !Self.isReserved(member.key) {
      guard let children = member.value.members else {
        notAToken(member)
        continue
      }
      if Self.isToken(children) {
        var collected: [Int] = []
        addToken(
          member.value, set: nil, path: [member.key], name: member.key, inherited: nil,
          into: &collected)
        // Tested by index: a copy of the last entry held here would make the append copy
        // its tokens, once per root token.
        if !entries.isEmpty, entries[entries.count - 1].name == nil {
          entries[entries.count - 1].tokens += collected
        } else {
          entries.append(Entry(name: nil, position: member.keyPosition, tokens: collected))
        }
      } else {
        var entry = Entry(name: member.key, position: member.keyPosition)
        walk(
          member.value, set: nil, path: [member.key], relativeTo: 1, inherited: nil,
          into: &entry.tokens)
        entries.append(entry)
      }
    }
  }

  // MARK: Walking

  private mutating func notAToken(_ member: JSONMember) {
    diagnose(
      .warning, "tokens-studio.not-a-token",
      "'\(member.key)' is \(member.value.typeDescription), neither a token nor a group; ignored",
      at: member.keyPosition)
  }

  /// Collects the tokens below a group; `relativeTo` path segments are left out of swatch
  /// names (the top-level group that names the palette group).
  private mutating func walk(
    _ group: JSONNode, set: Int?, path: [String], relativeTo: Int, inherited: String?,
    into collected: inout [Int]
  ) {
    guard let members = group.members else { return }
    let type = Self.type(of: group) ?? inherited
    for member in Self.distinct(members) where !Self.isReserved(member.key) {
      guard let children = member.value.members else {
        // A group's own `type` or `description` is no token.
        if member.key != "type" && member.key != "description" { notAToken(member) }
        continue
      }
      let childPath = path + [member.key]
      if Self.isToken(children) {
        addToken(
          member.value, set: set, path: childPath,
          name: childPath.dropFirst(relativeTo).joined(separator: "."), inherited: type,
          into: &collected)
      } else {
        walk(
          member.value, set: set, path: childPath, relativeTo: relativeTo, inherited: type,
          into: &collected)
      }
    }
  }

  private mutating func addToken(
    _ node: JSONNode, set: Int?, path: [String], name: String, inherited: String?,
    into collected: inout [Int]
  ) {
    guard let value = node.member("$value") ?? node.member("value") else { return }
    let dotted = path.joined(separator: ".")
    let table = set ?? 0
    if let existing = perSet[table][dotted] {
      // A path defined twice in one set is one swatch, where it first appears, last value.
      diagnose(
        .warning, "tokens-studio.duplicate-token", "token '\(dotted)' is defined twice",
        at: node.position)
      tokens[existing].value = value
      tokens[existing].type = Self.type(of: node) ?? inherited
      tokens[existing].modify = Self.modifier(of: node)
      return
    }
    let index = tokens.count
    tokens.append(
      Token(
        set: set, path: dotted, value: value, type: Self.type(of: node) ?? inherited,
        modify: Self.modifier(of: node), swatchName: name))
    perSet[table][dotted] = index
    collected.append(index)
  }

  private static func isToken(_ members: [JSONMember]) -> Bool {
    members.contains { $0.key == "value" || $0.key == "$value" }
  }

  private static func type(of node: JSONNode) -> String? {
    (node.member("$type") ?? node.member("type"))?.string
  }

  private static func modifier(of node: JSONNode) -> JSONNode? {
    node.member("$extensions")?.member("studio.tokens")?.member("modify")
  }

  /// Whether a key is reserved (`$themes`, `$metadata`, `$extensions`, …): it starts with `$`.
  private static func isReserved(_ key: String) -> Bool {
    key.unicodeScalars.first == "$"
  }

  /// An object's members with each key once, where it first appears, with its last value.
  private static func distinct(_ members: [JSONMember]) -> [JSONMember] {
    var seen: [String: Int] = [:]
    var result: [JSONMember] = []
    for member in members {
      if let index = seen[member.key] {
        result[index].value = member.value
      } else {
        seen[member.key] = result.count
        result.append(member)
      }
    }
    return result
  }

  // MARK: Resolving

  private mutating func swatches(
    for indices: [Int], resolver: inout ReferenceResolver<Resolution>
  ) -> [Swatch] {
    var result: [Swatch] = []
    for index in indices {
      let token = tokens[index]
      switch resolver.resolve(index, in: &self) {
      case .color(let color):
        result.append(
          Swatch(
            name: token.swatchName, color: color,
            location: token.value.position.location))
      case .other:
        skippedOther.append(index)
      case .notAColor(let reason):
        diagnose(
          .warning, "tokens-studio.not-a-color",
          "colour token '\(token.path)' skipped: \(reason)", at: token.value.position)
      case .failed(let message):
        diagnose(
          .error, "tokens-studio.invalid-token", "token '\(token.path)' skipped: \(message)",
          at: token.value.position)
      }
    }
    return result
  }

  /// The token an alias path names, seen from a token of `set`.
  private func lookup(_ path: String, from set: Int?) -> Int? {
    TokensStudioExpansion.Tables(perSet: perSet, merged: merged).lookup(path, from: set)
  }

  /// The path inside a string that is one alias and nothing else (`{color.blue.500}`).
  private static func wholeAlias(_ text: String) -> String? {
    let scalars = text.unicodeScalars
    guard scalars.first == "{", scalars.last == "}", scalars.count > 2 else { return nil }
    let inner = scalars.dropFirst().dropLast()
    if inner.contains(where: { $0 == "{" || $0 == "}" }) { return nil }
    return String(String.UnicodeScalarView(inner))
  }

  /// A token's value seen as a link: an alias that is the whole value (its path, and the
  /// token it names when there is one), or anything else.
  private enum Link {
    case alias(path: String, target: Int?)
    case value
  }

  /// The token's link, worked out once.
  private mutating func link(_ index: Int) -> Link {
    if let known = links[index] { return known }
    let token = tokens[index]
    var result = Link.value
    if let text = token.value.string, let path = Self.wholeAlias(text) {
      result = .alias(path: path, target: lookup(path, from: token.set))
    }
    links[index] = result
    return result
  }

  /// What a token resolves to once the token its whole-value alias names has resolved
  /// (``ReferenceGraph``): each token applies its own type and modifier to what its target
  /// gave.
  mutating func evaluate(_ node: Int, resolved: (Int) -> Resolution?) -> ReferenceStep<Resolution> {
    guard case .alias(let name, let target) = link(node) else { return .value(direct(node)) }
    guard let target else { return .value(.failed("alias '{\(name)}' refers to no token")) }
    guard let outcome = resolved(target) else { return .needs([target]) }
    return .value(linked(node, to: outcome))
  }

  /// Every token of an alias cycle fails, naming the cycle (``ReferenceGraph``).
  mutating func cycle(_ cycle: [Int]) -> Resolution {
    let names = cycle.prefix(8).map { tokens[$0].path }
    return .failed(
      "alias cycle " + MessageFormatting.cycle(names, count: cycle.count, arrow: " -> "))
  }

  /// What a whole-value alias resolves to, given what its target resolved to.
  private mutating func linked(_ index: Int, to target: Resolution) -> Resolution {
    let token = tokens[index]
    guard case .alias(let name, _) = link(index) else { return target }
    switch target {
    case .color(let color):
      return token.type == nil || token.type == "color" ? modified(color, index) : .other
    case .other:
      return token.type == "color"
        ? .failed("alias '{\(name)}' refers to a token that is not a colour") : .other
    case .failed(let message) where message.hasPrefix("alias cycle"):
      return .failed(message)
    case .notAColor, .failed:
      return .failed(
        "alias \(MessageFormatting.quoted("{\(name)}", mark: "'")) refers to a token that could not be read"
      )
    }
  }

  /// What a token whose value is not one alias resolves to: its colour text, aliases inside it
  /// substituted, read as a colour.
  private mutating func direct(_ index: Int) -> Resolution {
    guard tokens[index].type == "color" else { return .other }
    var resolver = expansions
    expansions = ReferenceResolver(count: 0)
    let outcome = resolver.resolve(index, in: &expansion)
    expansions = resolver
    for warning in expansion.takeWarnings() {
      diagnose(
        .warning, "tokens-studio.modifier-not-applied", warning.message, at: warning.position)
    }
    switch outcome {
    case .failure(let failure):
      return failure.alias ? .failed(failure.message) : .notAColor(failure.message)
    case .success(let text):
      switch TokensStudioColorParser.parse(text) {
      case .success(let color): return modified(color, index)
      case .failure(let failure): return .notAColor("'\(text)' is \(failure.reason)")
      }
    }
  }

  /// The colour with the token's modifier applied, or with a warning that it was not.
  private mutating func modified(_ color: PaletteColor, _ index: Int) -> Resolution {
    guard let modify = tokens[index].modify else { return .color(color) }
    switch TokensStudioModifier.apply(modify, to: color, in: bytes) {
    case .success(let result): return .color(result)
    case .failure(let notApplied):
      diagnose(
        .warning, "tokens-studio.modifier-not-applied",
        "token '\(tokens[index].path)': its colour modifier was not applied (\(notApplied.reason)); "
          + "the colour before the modifier is used", at: modify.position)
      return .color(color)
    }
  }
}
