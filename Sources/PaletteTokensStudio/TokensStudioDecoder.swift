import PaletteCore
import PaletteDTCG

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

  let bytes: [UInt8]
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []
  private(set) var tokens: [Token] = []
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
  /// The `$extensions` data of colour tokens and groups other than the modifier, which the
  /// model has no place for.
  private var extensions = DTCGExtensionTally()

  /// Line starts, for the positions of offsets.
  private let lines: LineTable

  init(bytes: [UInt8], lines: LineTable) {
    self.bytes = bytes
    self.lines = lines
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
          set: $0.set, path: $0.path, text: $0.value.string ?? $0.value.numberText(in: bytes),
          valueDescription: $0.value.typeDescription, position: $0.value.position,
          hasModifier: $0.modify != nil)
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
    for entry in extensions.notRead {
      diagnose(
        .warning, "tokens-studio.extension-not-read", DTCGExtensionTally.notReadMessage(entry),
        at: lines.position(ofOffset: entry.offset))
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
    let sets = JSONMemberWalk.distinct(members).filter { !Self.isReserved($0.key) }
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
    for member in JSONMemberWalk.distinct(members) where !Self.isReserved(member.key) {
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
    if !path.isEmpty, let data = group.member("$extensions") {
      extensions.note(data, path: path.joined(separator: "."), appliesModifiers: true)
    }
    for member in JSONMemberWalk.distinct(members) {
      if Self.isReserved(member.key) {
        noteReservedToken(member, in: path)
        continue
      }
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
      } else if let reference = member.value.member("$ref"),
        !children.contains(where: { !Self.isReserved($0.key) && $0.value.members != nil })
      {
        // A DTCG whole-token reference, which Tokens Studio does not write.
        diagnose(
          .warning, "tokens-studio.reference-not-read",
          "token \(Self.quoted(childPath.joined(separator: "."))) is a DTCG $ref, which palconv "
            + "follows in DTCG files only (--from dtcg); skipped", at: reference.position)
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
    let type = Self.type(of: node) ?? inherited
    if type == nil || type == "color", let data = node.member("$extensions") {
      extensions.note(data, path: dotted, appliesModifiers: true)
    }
    let index = tokens.count
    tokens.append(
      Token(
        set: set, path: dotted, value: value, type: Self.type(of: node) ?? inherited,
        modify: Self.modifier(of: node), swatchName: name))
    perSet[table][dotted] = index
    collected.append(index)
  }

  /// Says that a token under a reserved name (`$root`) is not read: names starting with `$`
  /// are the format's own.
  private mutating func noteReservedToken(_ member: JSONMember, in path: [String]) {
    guard let children = member.value.members, Self.isToken(children) else { return }
    let place = path.isEmpty ? "" : " in \(Self.quoted(path.joined(separator: ".")))"
    diagnose(
      .warning, "tokens-studio.reserved-name",
      "token \(Self.quoted(member.key))\(place) not read: names starting with $ are "
        + "reserved in Tokens Studio files", at: member.keyPosition)
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

  /// The token a reference's path names, seen from a token of `set`.
  func lookup(_ path: String, from set: Int?) -> Int? {
    TokensStudioExpansion.Tables(perSet: perSet, merged: merged).lookup(path, from: set)
  }

  /// What a token's value and modifier refer to, worked out once: the whole-value reference,
  /// the modifier (looked up when it is itself a reference) and the mix colour's reference.
  struct Link {
    /// A reference that is the whole value.
    var alias: Reference?
    /// The modifier that applies, when the token has one.
    var modify: JSONNode?
    /// Why the token's modifier could not be found (a reference to no token).
    var modifyProblem: String?
    /// A reference that is the whole mix colour.
    var mix: Reference?
  }

  /// A whole-value reference: how it is spelled, and the token it names when there is one.
  struct Reference {
    var spelled: String
    var target: Int?
  }

  /// The token's link, worked out once.
  mutating func link(_ index: Int) -> Link {
    if let known = links[index] { return known }
    let token = tokens[index]
    var result = Link()
    if let text = token.value.string { result.alias = reference(text, from: token.set) }
    if let modify = token.modify {
      if let text = modify.string, let found = reference(text, from: token.set) {
        if let target = found.target {
          result.modify = tokens[target].value
        } else {
          result.modifyProblem =
            "the modifier \(Self.quoted(found.spelled)) refers to no token"
        }
      } else {
        result.modify = modify
      }
    }
    // Only a colour's modifier is applied, so only a colour's mix colour is a link.
    if token.type == nil || token.type == "color", let modify = result.modify,
      modify.member("type")?.string == "mix", let text = modify.member("color")?.string
    {
      result.mix = reference(text, from: token.set)
    }
    links[index] = result
    return result
  }

  /// The reference a text is when it is one and nothing else.
  private func reference(_ text: String, from set: Int?) -> Reference? {
    guard let path = TokensStudioReference.whole(text) else { return nil }
    return Reference(spelled: text, target: lookup(path, from: set))
  }

  static func quoted(_ text: String) -> String {
    MessageFormatting.quoted(text, mark: "'")
  }

  /// What a token resolves to once the tokens it refers to as a whole have resolved
  /// (``ReferenceGraph``): its whole-value reference and its mix colour. Each token applies
  /// its own type and modifier to what its target gave.
  mutating func evaluate(_ node: Int, resolved: (Int) -> Resolution?) -> ReferenceStep<Resolution> {
    let link = link(node)
    var wanted: [Int] = []
    if let target = link.alias?.target, resolved(target) == nil { wanted.append(target) }
    if let target = link.mix?.target, resolved(target) == nil, !wanted.contains(target) {
      wanted.append(target)
    }
    if !wanted.isEmpty { return .needs(wanted) }
    let base: Resolution
    if let alias = link.alias {
      guard let target = alias.target else {
        return .value(.failed("alias \(Self.quoted(alias.spelled)) refers to no token"))
      }
      guard let outcome = resolved(target) else { preconditionFailure("target not resolved") }
      base = linked(node, alias.spelled, to: outcome)
    } else {
      base = direct(node)
    }
    guard case .color(let color) = base else { return .value(base) }
    let mix = link.mix.map { reference in (reference, reference.target.flatMap(resolved)) }
    return .value(modified(color, node, link: link, mix: mix))
  }

  /// Every token of an alias cycle fails, naming the cycle (``ReferenceGraph``).
  mutating func cycle(_ cycle: [Int]) -> Resolution {
    let names = cycle.prefix(8).map { tokens[$0].path }
    return .failed(
      "alias cycle " + MessageFormatting.cycle(names, count: cycle.count, arrow: " -> "))
  }

  /// What a whole-value alias resolves to, given what its target resolved to, before the
  /// token's own modifier.
  private func linked(_ index: Int, _ spelled: String, to target: Resolution) -> Resolution {
    let token = tokens[index]
    switch target {
    case .color(let color):
      return token.type == nil || token.type == "color" ? .color(color) : .other
    case .other:
      return token.type == "color"
        ? .failed("alias \(Self.quoted(spelled)) refers to a token that is not a colour") : .other
    case .failed(let message) where message.hasPrefix("alias cycle"):
      return .failed(message)
    case .notAColor, .failed:
      return .failed("alias \(Self.quoted(spelled)) refers to a token that could not be read")
    }
  }

  /// The text of a token with the references inside it substituted, through the memoised
  /// expansions (each token's text is built once, however many values use it).
  mutating func expandedText(of index: Int) -> TokensStudioExpansion.Outcome {
    var resolver = expansions
    expansions = ReferenceResolver(count: 0)
    let outcome = resolver.resolve(index, in: &expansion)
    expansions = resolver
    for warning in expansion.takeWarnings() {
      diagnose(
        .warning, "tokens-studio.modifier-not-applied", warning.message, at: warning.position)
    }
    return outcome
  }

  /// What a token whose value is not one reference resolves to, before its modifier: its
  /// colour text, references inside it substituted, read as a colour; or a DTCG colour
  /// object.
  private mutating func direct(_ index: Int) -> Resolution {
    let token = tokens[index]
    guard token.type == "color" else { return .other }
    if token.value.members != nil {
      switch DTCGColorParser.parse(token.value, in: bytes) {
      case .success(let parsed):
        for warning in parsed.warnings {
          diagnose(
            .warning, "tokens-studio." + warning.code.drop(while: { $0 != "." }).dropFirst(),
            "token \(Self.quoted(token.path)): \(warning.message)",
            at: lines.position(ofOffset: warning.offset))
        }
        if let space = parsed.convertedFrom {
          diagnose(
            .warning, "tokens-studio.converted-color-space",
            "token \(Self.quoted(token.path)): its \(space) colour was converted to "
              + "\(parsed.color.model.displayName)", at: token.value.position)
        }
        return .color(parsed.color)
      case .failure(let failure):
        return .notAColor(failure.message)
      }
    }
    guard token.value.string != nil else {
      return .notAColor("its value is \(token.value.typeDescription), not a colour string")
    }
    switch expandedText(of: index) {
    case .failure(let failure):
      return failure.alias ? .failed(failure.message) : .notAColor(failure.message)
    case .success(let text):
      var clamped: [String] = []
      switch TokensStudioColorParser.parse(text, clamped: &clamped) {
      case .success(let color):
        if let first = clamped.first {
          diagnose(
            .warning, "tokens-studio.alpha-clamped",
            "token \(Self.quoted(token.path)): alpha \(Self.quoted(first)) is outside 0...1 "
              + "and was clamped into it, as CSS clamps it", at: token.value.position)
        }
        return .color(color)
      case .failure(let failure):
        return .notAColor("\(Self.quoted(text)) is \(failure.reason)")
      }
    }
  }
}
