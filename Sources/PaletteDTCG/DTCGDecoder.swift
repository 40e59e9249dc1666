import PaletteCore

/// Walks a parsed DTCG document: collects tokens, resolves types and aliases, builds a palette.
struct DTCGDecoder {
  /// A token found in the document.
  struct Token {
    /// Its full path from the root, as aliases name it.
    var path: [String]
    /// Its `$value`.
    var value: JSONNode
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
    /// An unusable token: the message and the offset to report it at.
    case failed(String, Int)
  }

  /// A run of root tokens or one top-level group, in document order.
  private enum Entry {
    case rootTokens([String])
    case group(name: String, offset: Int, tokens: [String])
  }

  /// The file, for number texts.
  private let bytes: [UInt8]
  /// Where each line of the file starts, for the locations of offsets.
  private let lines: JSONLineTable
  private var diagnostics: [Diagnostic] = []
  private var tokens: [String: Token] = [:]
  /// Tokens already made into swatches: a token defined twice (a repeated key, or a dotted key
  /// next to the same path nested) is one swatch, where it first appears, with the last value.
  private var emitted: Set<String> = []
  private var entries: [Entry] = []
  private var resolved: [String: Resolution] = [:]
  private var conversions: [(space: String, count: Int, offset: Int)] = []
  private var skippedOther: [(name: String, offset: Int)] = []

  init(bytes: [UInt8], lines: JSONLineTable) {
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
    for member in Self.distinct(members) where !Self.isReserved(member.key) {
      guard let children = member.value.members else {
        diagnose(
          .warning, "dtcg.not-a-token",
          "'\(member.key)' is \(member.value.typeDescription), neither a token nor a group; ignored",
          at: member.keyOffset)
        continue
      }
      if children.contains(where: { $0.key == "$value" }) {
        let key = addToken(
          member.value, key: member.key, path: [member.key], inherited: rootType, name: member.key)
        if case .rootTokens(let run)? = entries.last {
          entries[entries.count - 1] = .rootTokens(run + [key])
        } else {
          entries.append(.rootTokens([key]))
        }
      } else {
        var collected: [String] = []
        walkGroup(
          member.value, path: [member.key], relative: [],
          inherited: typeOf(member.value) ?? rootType,
          into: &collected)
        entries.append(.group(name: member.key, offset: member.keyOffset, tokens: collected))
      }
    }
    for entry in entries {
      switch entry {
      case .rootTokens(let keys):
        let swatches = swatches(for: keys)
        if swatches.isEmpty { continue }
        if let last = palette.groups.last, last.name == nil {
          palette.groups[palette.groups.count - 1].swatches += swatches
        } else {
          palette.groups.append(PaletteGroup(swatches: swatches))
        }
      case .group(let name, let offset, let keys):
        let swatches = swatches(for: keys)
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
    if let first = skippedOther.first {
      diagnose(
        .warning, "dtcg.skipped-tokens",
        "\(skippedOther.count) token(s) that are not colours were skipped (first: \(MessageFormatting.quoted(first.name, mark: "'")))",
        at: first.offset)
    }
    return DecodedPalette(palette: palette, warnings: diagnostics)
  }

  /// An object's members as JSON parsers in browsers and token tools take them: one per key,
  /// where the key first appears, with its last value (the reader warns about each repeat).
  private static func distinct(_ members: [JSONMember]) -> [JSONMember] {
    var seen: [String: Int] = [:]
    var result: [JSONMember] = []
    result.reserveCapacity(members.count)
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

  private func typeOf(_ node: JSONNode) -> String? {
    node.member("$type")?.string
  }

  private mutating func addToken(
    _ node: JSONNode, key: String, path: [String], inherited: String?, name: String
  ) -> String {
    let dotted = path.joined(separator: ".")
    guard let value = node.member("$value") else { return dotted }
    if let extra = node.members?.first(where: {
      !Self.isReserved($0.key) && $0.value.members != nil
    }) {
      diagnose(
        .error, "dtcg.token-with-children",
        "token '\(dotted)' has both a $value and children; its children are ignored",
        at: extra.keyOffset)
    }
    if tokens[dotted] != nil {
      diagnose(
        .warning, "dtcg.duplicate-token", "token '\(dotted)' is defined twice", at: node.offset)
    }
    // The last definition's value, under the name of the first, where the swatch will be.
    tokens[dotted] = Token(
      path: path, value: value, type: typeOf(node) ?? inherited,
      swatchName: tokens[dotted]?.swatchName ?? name)
    return dotted
  }

  private mutating func walkGroup(
    _ group: JSONNode, path: [String], relative: [String], inherited: String?,
    into collected: inout [String]
  ) {
    guard let members = group.members else { return }
    for member in Self.distinct(members) {
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
      if children.contains(where: { $0.key == "$value" }) {
        collected.append(
          addToken(
            member.value, key: member.key, path: childPath, inherited: inherited,
            name: childRelative.joined(separator: ".")))
      } else {
        walkGroup(
          member.value, path: childPath, relative: childRelative,
          inherited: typeOf(member.value) ?? inherited, into: &collected)
      }
    }
  }

  private mutating func swatches(for keys: [String]) -> [Swatch] {
    var result: [Swatch] = []
    for key in keys where emitted.insert(key).inserted {
      guard let token = tokens[key] else { continue }
      switch resolve(key, stack: []) {
      case .color(let color):
        result.append(
          Swatch(
            name: token.swatchName, color: color,
            location: lines.location(ofOffset: token.value.offset)))
      case .other:
        skippedOther.append((key, token.value.offset))
      case .failed(let message, let offset):
        diagnose(
          .error, "dtcg.invalid-token",
          "token \(MessageFormatting.quoted(key, mark: "'")) skipped: \(message)", at: offset)
      }
    }
    return result
  }

  // MARK: Aliases

  /// The dotted target path when `value` is an alias (`"{a.b}"` or `{"$ref": "#/a/b"}`).
  private func aliasTarget(_ value: JSONNode) -> Result<String, AliasError>? {
    if let text = value.string {
      let scalars = Array(text.unicodeScalars)
      guard scalars.first == "{", scalars.last == "}", scalars.count > 2 else { return nil }
      let inner = String(String.UnicodeScalarView(scalars[1..<(scalars.count - 1)]))
      if inner.unicodeScalars.contains(where: { $0 == "{" || $0 == "}" }) { return nil }
      return .success(inner)
    }
    guard let reference = value.member("$ref") else { return nil }
    // A JSON pointer is read by scalars: a combining mark after `/` does not join it.
    guard let pointer = reference.string, pointer.unicodeScalars.starts(with: "#/".unicodeScalars)
    else {
      return .failure(AliasError(message: "$ref must be a string starting with '#/'"))
    }
    var parts = pointer.unicodeScalars.dropFirst(2)
      .split(separator: "/", omittingEmptySubsequences: false).map(Self.unescapedPointerPart)
    if parts.last == "$value" { parts.removeLast() }
    if parts.contains(where: Self.isReserved) {
      return .failure(
        AliasError(message: "references into a value ('\(pointer)') are not supported"))
    }
    return .success(parts.joined(separator: "."))
  }

  /// One reference token of a JSON pointer with `~1` read as `/` and `~0` as `~` (RFC 6901).
  private static func unescapedPointerPart(
    _ part: Substring.UnicodeScalarView.SubSequence
  ) -> String {
    var text = String.UnicodeScalarView()
    var index = part.startIndex
    while index < part.endIndex {
      let scalar = part[index]
      let next = part.index(after: index)
      if scalar == "~", next < part.endIndex, part[next] == "0" || part[next] == "1" {
        text.append(part[next] == "1" ? "/" : "~")
        index = part.index(after: next)
      } else {
        text.append(scalar)
        index = next
      }
    }
    return String(text)
  }

  /// Whether a key is one of the format's own (`$value`, `$type`, …): it starts with `$`,
  /// whatever follows it.
  private static func isReserved(_ key: String) -> Bool {
    key.unicodeScalars.first == "$"
  }

  private struct AliasError: Error {
    var message: String
  }

  private mutating func resolve(_ key: String, stack: [String]) -> Resolution {
    if let done = resolved[key] { return done }
    guard let token = tokens[key] else { return .other }
    let result: Resolution
    switch aliasTarget(token.value) {
    case .failure(let error)?:
      result = .failed(error.message, token.value.offset)
    case .success(let target)?:
      if stack.contains(target) || target == key {
        let chain = (stack + [key, target]).drop(while: { $0 != target })
        result = .failed("alias cycle \(chain.joined(separator: " -> "))", token.value.offset)
      } else if tokens[target] == nil {
        result = .failed("alias '{\(target)}' refers to no token", token.value.offset)
      } else {
        switch resolve(target, stack: stack + [key]) {
        case .color(let color):
          result = token.type == nil || token.type == "color" ? .color(color) : .other
        case .other:
          result =
            token.type == "color"
            ? .failed(
              "alias '{\(target)}' refers to a token that is not a colour", token.value.offset)
            : .other
        case .failed(let message, _):
          result =
            message.hasPrefix("alias cycle")
            ? .failed(message, token.value.offset)
            : .failed(
              "alias '{\(target)}' refers to a token that could not be read", token.value.offset)
        }
      }
    case nil:
      if token.type == "color" {
        switch DTCGColorParser.parse(token.value, in: bytes) {
        case .success(let parsed):
          for warning in parsed.warnings {
            diagnose(.warning, warning.code, warning.message, at: warning.offset)
          }
          if let space = parsed.convertedFrom {
            if let index = conversions.firstIndex(where: { $0.space == space }) {
              conversions[index].count += 1
            } else {
              conversions.append((space, 1, token.value.offset))
            }
          }
          result = .color(parsed.color)
        case .failure(let failure):
          result = .failed(failure.message, failure.offset)
        }
      } else {
        result = .other
      }
    }
    resolved[key] = result
    return result
  }

  private func conversionTarget(_ space: String) -> String {
    switch space {
    case "lch", "xyz-d50": "Lab"
    case "oklab": "OKLCH"
    default: "sRGB"
    }
  }
}
