import PaletteCore

/// Walks a parsed DTCG document: collects tokens, resolves types and aliases, builds a palette.
struct DTCGDecoder: ReferenceGraph {
  /// A token found in the document.
  struct Token {
    /// Its full path from the root, as aliases name it.
    var path: [String]
    /// Its `$value`, or for a token that is a whole reference (`{"$ref": "#/a/b"}`) the
    /// token's object itself.
    var value: JSONNode
    /// Where its value stands, for its swatch and diagnostics: the `$value`, or the `$ref`.
    var offset: Int
    /// Its own `$type`, else the nearest group's.
    var type: String?
    /// The swatch name: the path below its top-level group, joined with dots.
    var swatchName: String
  }

  /// What a token resolved to.
  enum Resolution {
    case color(PaletteColor)
    /// A token of another type (or of none), skipped.
    case other
    /// An unusable token: the message and the offset to report it at (`nil`: the token's
    /// value).
    case failed(String, Int?)
    /// A reference into another file, which a codec that reads one file cannot follow:
    /// skipped with a warning.
    case external(String)
  }

  /// A run of root tokens or one top-level group, in document order.
  private enum Entry {
    case rootTokens([String])
    case group(name: String, offset: Int, tokens: [String])
  }

  /// The file, for number texts.
  private let bytes: [UInt8]
  /// Where each line of the file starts, for the locations of offsets.
  private let lines: LineTable
  private var diagnostics: [Diagnostic] = []
  /// Every token, by number, and the number of each dotted path.
  private var tokens: [Token] = []
  private var tokenIndex: [String: Int] = [:]
  /// The dotted paths of groups, so a reference to one is told apart from a missing token.
  private var groupPaths: Set<String> = []
  /// Tokens already made into swatches: a token defined twice (a repeated key, or a dotted key
  /// next to the same path nested) is one swatch, where it first appears, with the last value.
  private var emitted: Set<String> = []
  private var entries: [Entry] = []
  private var conversions: [(space: String, count: Int, offset: Int)] = []
  /// The `$extensions` data of tokens and groups, which the model has no place for.
  private var extensions = DTCGExtensionTally()
  private var skippedOther: [(name: String, offset: Int)] = []

  init(bytes: [UInt8], lines: LineTable) {
    self.bytes = bytes
    self.lines = lines
  }

  /// Adds a diagnostic at a byte offset.
  mutating func diagnose(_ severity: Severity, _ code: String, _ message: String, at offset: Int) {
    diagnostics.append(
      Diagnostic(
        severity, code: code, message: message, location: lines.location(ofOffset: offset)))
  }

  mutating func decode(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    guard let members = root.members else {
      throw PaletteError(
        .syntax, "a design token file must be a JSON object, found \(root.typeDescription)",
        format: "dtcg", location: lines.location(ofOffset: root.offset))
    }
    var palette = Palette()
    if let description = root.member("$description") {
      if let text = description.string {
        palette.description = text
      } else {
        diagnose(
          .warning, "dtcg.invalid-description", "$description must be a string",
          at: description.offset)
      }
    }
    let rootType = typeOf(root)
    if let themes = root.member("$themes") ?? root.member("$metadata") {
      diagnose(
        .warning, "dtcg.tokens-studio-project",
        "a top-level $themes or $metadata makes this a Tokens Studio project, read here as DTCG: "
          + "its token sets become groups, and references that name a token inside its own set "
          + "do not resolve; read it with --from tokens-studio", at: themes.offset)
    }
    if let rootExtensions = root.member("$extensions") {
      extensions.note(rootExtensions, path: "(root)", appliesModifiers: false)
    }
    for member in JSONMemberWalk.distinct(members) where !Self.isReserved(member.key) {
      guard let children = member.value.members else {
        diagnose(
          .warning, "dtcg.not-a-token",
          "'\(member.key)' is \(member.value.typeDescription), neither a token nor a group; ignored",
          at: member.keyOffset)
        continue
      }
      if Self.isToken(children) {
        let key = addToken(
          member.value, key: member.key, path: [member.key], inherited: rootType, name: member.key)
        // Appended in place: the run is moved out of the list, not copied for each token.
        if case .rootTokens(var run)? = entries.last {
          entries.removeLast()
          run.append(key)
          entries.append(.rootTokens(run))
        } else {
          entries.append(.rootTokens([key]))
        }
      } else {
        var collected: [String] = []
        groupPaths.insert(member.key)
        noteGroupReference(member.value, path: member.key)
        noteExtensions(member.value, path: member.key)
        walkGroup(
          member.value, path: [member.key], relative: [],
          inherited: typeOf(member.value) ?? rootType,
          into: &collected)
        entries.append(.group(name: member.key, offset: member.keyOffset, tokens: collected))
      }
    }
    var resolver = ReferenceResolver<Resolution>(count: tokens.count)
    for entry in entries {
      switch entry {
      case .rootTokens(let keys):
        let swatches = swatches(for: keys, resolver: &resolver)
        if swatches.isEmpty { continue }
        if let last = palette.groups.last, last.name == nil {
          palette.groups[palette.groups.count - 1].swatches += swatches
        } else {
          palette.groups.append(PaletteGroup(swatches: swatches))
        }
      case .group(let name, let offset, let keys):
        let swatches = swatches(for: keys, resolver: &resolver)
        if swatches.isEmpty { continue }
        palette.groups.append(
          PaletteGroup(
            name: name, swatches: swatches, location: lines.location(ofOffset: offset)))
      }
    }
    for conversion in conversions {
      let target = conversionTarget(conversion.space)
      diagnose(
        .warning, "dtcg.converted-color-space",
        "\(conversion.count) colour(s) in \(conversion.space) converted to \(target)",
        at: conversion.offset)
    }
    reportExtensions()
    if let first = skippedOther.first {
      diagnose(
        .warning, "dtcg.skipped-tokens",
        "\(skippedOther.count) token(s) that are not colours were skipped (first: \(MessageFormatting.quoted(first.name, mark: "'")))",
        at: first.offset)
    }
    return DecodedPalette(palette: palette, warnings: diagnostics)
  }

  private func typeOf(_ node: JSONNode) -> String? {
    node.member("$type")?.string
  }

  /// Whether an object's members make it a token: a `$value`, or a `$ref` that stands for the
  /// whole token (DTCG 2025.10, section 6.6.2) in an object with no tokens or groups of its
  /// own (one with them is a group that names another to extend).
  private static func isToken(_ members: [JSONMember]) -> Bool {
    if members.contains(where: { $0.key == "$value" }) { return true }
    return members.contains { $0.key == "$ref" }
      && !members.contains { !isReserved($0.key) && $0.value.members != nil }
  }

  /// Counts a token's or group's `$extensions`, which the model has no place for.
  private mutating func noteExtensions(_ node: JSONNode, path: String) {
    guard let data = node.member("$extensions") else { return }
    extensions.note(data, path: path, appliesModifiers: false)
  }

  /// One warning for the Tokens Studio modifiers not applied, one for each extension name
  /// not kept.
  private mutating func reportExtensions() {
    if let modifiers = extensions.modifiers {
      diagnose(
        .warning, "dtcg.extension-not-applied",
        "\(MessageFormatting.count(modifiers.count, "Tokens Studio colour modifier", "Tokens Studio colour modifiers")) "
          + "($extensions[\"studio.tokens\"].modify) not applied: the colours are read "
          + "before them (first: \(MessageFormatting.quoted(modifiers.firstPath, mark: "'"))); "
          + "read the file with --from tokens-studio to apply them", at: modifiers.offset)
    }
    for entry in extensions.notRead {
      diagnose(
        .warning, "dtcg.extension-not-read", DTCGExtensionTally.notReadMessage(entry),
        at: entry.offset)
    }
  }

  /// Says that a group's `$ref` is not followed: palconv does not extend groups.
  private mutating func noteGroupReference(_ group: JSONNode, path: String) {
    guard let reference = group.member("$ref") else { return }
    diagnose(
      .warning, "dtcg.group-reference",
      "group '\(path)' has a $ref; palconv does not extend groups, so the tokens it points to "
        + "are not added here", at: reference.offset)
  }

  private mutating func addToken(
    _ node: JSONNode, key: String, path: [String], inherited: String?, name: String
  ) -> String {
    let dotted = path.joined(separator: ".")
    let ownValue = node.member("$value")
    // A token without `$value` is a whole reference: the object stands for itself.
    guard let value = ownValue ?? (node.member("$ref") != nil ? node : nil) else { return dotted }
    let spelled = ownValue == nil ? "$ref" : "$value"
    if let extra = node.members?.first(where: {
      !Self.isReserved($0.key) && $0.value.members != nil
    }) {
      diagnose(
        .error, "dtcg.token-with-children",
        "token '\(dotted)' has both a \(spelled) and children; its children are ignored",
        at: extra.keyOffset)
    }
    if ownValue != nil, let reference = node.member("$ref") {
      diagnose(
        .warning, "dtcg.value-and-ref",
        "token '\(dotted)' has both a $value and a $ref; the $value is used, as a member beside "
          + "$ref overrides what it points to", at: reference.offset)
    }
    noteExtensions(node, path: dotted)
    let offset = ownValue?.offset ?? node.member("$ref")?.offset ?? node.offset
    let token = Token(
      path: path, value: value, offset: offset, type: typeOf(node) ?? inherited,
      swatchName: name)
    if let existing = tokenIndex[dotted] {
      diagnose(
        .warning, "dtcg.duplicate-token", "token '\(dotted)' is defined twice", at: node.offset)
      // The last definition's value, under the name of the first, where the swatch will be.
      tokens[existing] = Token(
        path: path, value: value, offset: offset, type: token.type,
        swatchName: tokens[existing].swatchName)
    } else {
      tokenIndex[dotted] = tokens.count
      tokens.append(token)
    }
    return dotted
  }

  private mutating func walkGroup(
    _ group: JSONNode, path: [String], relative: [String], inherited: String?,
    into collected: inout [String]
  ) {
    guard let members = group.members else { return }
    for member in JSONMemberWalk.distinct(members) {
      if member.key == "$root", member.value.members != nil {
        let name = relative.isEmpty ? path.last ?? "" : relative.joined(separator: ".")
        collected.append(
          addToken(
            member.value, key: member.key, path: path + ["$root"], inherited: inherited, name: name)
        )
        continue
      }
      if Self.isReserved(member.key) { continue }
      guard let children = member.value.members else {
        diagnose(
          .warning, "dtcg.not-a-token",
          "'\(member.key)' is \(member.value.typeDescription), neither a token nor a group; ignored",
          at: member.keyOffset)
        continue
      }
      let childPath = path + [member.key]
      let childRelative = relative + [member.key]
      if Self.isToken(children) {
        collected.append(
          addToken(
            member.value, key: member.key, path: childPath, inherited: inherited,
            name: childRelative.joined(separator: ".")))
      } else {
        groupPaths.insert(childPath.joined(separator: "."))
        noteGroupReference(member.value, path: childPath.joined(separator: "."))
        noteExtensions(member.value, path: childPath.joined(separator: "."))
        walkGroup(
          member.value, path: childPath, relative: childRelative,
          inherited: typeOf(member.value) ?? inherited, into: &collected)
      }
    }
  }

  private mutating func swatches(
    for keys: [String], resolver: inout ReferenceResolver<Resolution>
  ) -> [Swatch] {
    var result: [Swatch] = []
    for key in keys where emitted.insert(key).inserted {
      guard let index = tokenIndex[key] else { continue }
      let token = tokens[index]
      switch resolver.resolve(index, in: &self) {
      case .color(let color):
        result.append(
          Swatch(
            name: token.swatchName, color: color,
            location: lines.location(ofOffset: token.offset)))
      case .other:
        skippedOther.append((key, token.offset))
      case .failed(let message, let offset):
        diagnose(
          .error, "dtcg.invalid-token",
          "token \(MessageFormatting.quoted(key, mark: "'")) skipped: \(message)",
          at: offset ?? token.offset)
      case .external(let reference):
        diagnose(
          .warning, "dtcg.external-reference",
          "token \(MessageFormatting.quoted(key, mark: "'")) skipped: \(MessageFormatting.quoted(reference, mark: "'")) points into another file, and palconv reads "
            + "one file at a time", at: token.offset)
      }
    }
    return result
  }

  // MARK: Aliases

  /// A reference a token's value makes to another token.
  private struct Alias {
    /// The dotted path of the token it names.
    var target: String
    /// How the file spells it, for messages: `'{a.b}'` or `'#/a/b'`.
    var spelled: String
  }

  /// Why a value's reference cannot be followed.
  private enum AliasProblem: Error {
    /// A malformed reference, or one into a value: an error.
    case invalid(String)
    /// A reference into another file: a warning.
    case external(String)
  }

  /// The alias when `value` is one (`"{a.b}"`, `{"$ref": "#/a/b"}` or
  /// `{"$ref": "#/a/b/$value"}`), `nil` when it is a value.
  private func alias(_ value: JSONNode) -> Result<Alias, AliasProblem>? {
    if let text = value.string {
      let scalars = Array(text.unicodeScalars)
      guard scalars.first == "{", scalars.last == "}", scalars.count > 2 else { return nil }
      let inner = String(String.UnicodeScalarView(scalars[1..<(scalars.count - 1)]))
      if inner.unicodeScalars.contains(where: { $0 == "{" || $0 == "}" }) { return nil }
      return .success(Alias(target: inner, spelled: "'{\(inner)}'"))
    }
    guard let reference = value.member("$ref") else { return nil }
    guard let pointer = reference.string else {
      return .failure(
        .invalid(
          "$ref must be a string (a JSON pointer such as '#/group/token'), found "
            + reference.typeDescription))
    }
    guard pointer.unicodeScalars.first == "#" else { return .failure(.external(pointer)) }
    guard var parts = JSONPointer(pointer)?.parts, !parts.isEmpty else {
      return .failure(.invalid("$ref '\(pointer)' names no token ('#/group/token' does)"))
    }
    if parts.last == "$value" { parts.removeLast() }
    if parts.contains(where: Self.isReserved) {
      return .failure(.invalid("references into a value ('\(pointer)') are not supported"))
    }
    return .success(Alias(target: parts.joined(separator: "."), spelled: "'\(pointer)'"))
  }

  /// Whether a key is one of the format's own (`$value`, `$type`, …): it starts with `$`,
  /// whatever follows it.
  private static func isReserved(_ key: String) -> Bool {
    key.unicodeScalars.first == "$"
  }

  // MARK: Resolving

  /// What a token resolves to, its alias target resolved (``ReferenceGraph``).
  mutating func evaluate(
    _ node: Int, resolved: (Int) -> Resolution?
  ) -> ReferenceStep<Resolution> {
    let token = tokens[node]
    let reference = alias(token.value)
    if case .failure? = reference, let type = token.type, type != "color" {
      // A token of another type is skipped whatever its reference.
      return .value(.other)
    }
    switch reference {
    case .failure(.invalid(let message))?:
      return .value(.failed(message, nil))
    case .failure(.external(let reference))?:
      return .value(.external(reference))
    case .success(let alias)?:
      guard let target = tokenIndex[alias.target] else {
        let what = groupPaths.contains(alias.target) ? "a group, not a token" : "no token"
        return .value(.failed("alias \(alias.spelled) refers to \(what)", nil))
      }
      guard let outcome = resolved(target) else { return .needs([target]) }
      switch outcome {
      case .color(let color):
        return .value(token.type == nil || token.type == "color" ? .color(color) : .other)
      case .other:
        return .value(
          token.type == "color"
            ? .failed("alias \(alias.spelled) refers to a token that is not a colour", nil)
            : .other)
      case .failed(let message, _) where message.hasPrefix("alias cycle"):
        return .value(.failed(message, nil))
      case .failed, .external:
        return .value(
          .failed("alias \(alias.spelled) refers to a token that could not be read", nil))
      }
    case nil:
      guard token.type == "color" else { return .value(.other) }
      switch DTCGColorParser.parse(token.value, in: bytes) {
      case .success(let parsed):
        for warning in parsed.warnings {
          diagnose(.warning, warning.code, warning.message, at: warning.offset)
        }
        if let space = parsed.convertedFrom {
          if let index = conversions.firstIndex(where: { $0.space == space }) {
            conversions[index].count += 1
          } else {
            conversions.append((space, 1, token.offset))
          }
        }
        return .value(.color(parsed.color))
      case .failure(let failure):
        return .value(.failed(failure.message, failure.offset))
      }
    }
  }

  /// Every token of an alias cycle fails, naming the cycle (``ReferenceGraph``).
  mutating func cycle(_ cycle: [Int]) -> Resolution {
    let names = cycle.prefix(8).map { tokens[$0].path.joined(separator: ".") }
    return .failed(
      "alias cycle " + MessageFormatting.cycle(names, count: cycle.count, arrow: " -> "), nil)
  }

  private func conversionTarget(_ space: String) -> String {
    switch space {
    case "lch", "xyz-d50": "Lab"
    case "oklab": "OKLCH"
    default: "sRGB"
    }
  }
}
