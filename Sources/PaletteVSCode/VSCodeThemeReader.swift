import PaletteCore

/// Reads a VS Code colour theme: the workbench `colors` grouped by their first segment, the
/// `tokenColors` rules and the `semanticTokenColors`, each colour a named swatch.
struct VSCodeThemeReader {
  /// The format identifier diagnostics carry.
  let format: String
  /// The warnings with the offsets they are at.
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []

  /// The top-level members a theme has.
  private static let documentMembers: Set<String> = [
    "$schema", "name", "type", "semanticHighlighting", "colors", "tokenColors",
    "semanticTokenColors", "include", "author", "maintainers",
  ]

  /// Creates a reader.
  ///
  /// - Parameter format: The format identifier.
  init(format: String) {
    self.format = format
  }

  private mutating func warn(_ code: String, _ message: String, at position: JSONPosition) {
    warnings.append(
      (
        position.offset,
        Diagnostic(
          .warning, code: "\(format).\(code)", message: message, location: position.location)
      ))
  }

  private func error(_ message: String, at position: JSONPosition) -> PaletteError {
    PaletteError(.invalidValue, message, format: format, location: position.location)
  }

  /// Reads a whole theme.
  ///
  /// - Parameter bytes: The file, UTF-8 JSON with comments.
  /// - Returns: The palette and warnings in document order.
  /// - Throws: ``PaletteError`` for malformed JSON or a member of the wrong type.
  mutating func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let strict = try JSONCommentStripper.strip(bytes, format: format)
    var parser = JSONParser(bytes: strict, format: format, duplicateKeys: .keep)
    let root = try parser.parseDocument()
    for duplicate in parser.duplicateKeys {
      warn(
        "duplicate-key", "duplicate key '\(duplicate.key)'; the last one is used",
        at: duplicate.position)
    }
    guard let members = root.members else {
      throw error(
        "a VS Code colour theme must be an object, found \(root.typeDescription)",
        at: root.position)
    }
    for member in members where !Self.documentMembers.contains(member.key) {
      warn("unknown-member", "unknown member '\(member.key)' ignored", at: member.keyPosition)
    }
    var palette = Palette()
    if let name = root.member("name") {
      guard let text = name.string else {
        throw error("\"name\" must be a string, found \(name.typeDescription)", at: name.position)
      }
      palette.name = text
    }
    if let include = root.member("include") {
      warn(
        "include",
        "the theme includes "
          + (include.string.map { "'\($0)'" } ?? include.typeDescription)
          + ", which is not read: its colours are not in the palette",
        at: include.position)
    }
    if let colors = root.member("colors") {
      palette.groups += try workbenchGroups(colors)
    }
    if let tokenColors = root.member("tokenColors") {
      if let group = try tokenGroup(tokenColors) { palette.groups.append(group) }
    }
    if let semantic = root.member("semanticTokenColors") {
      if let group = try semanticGroup(semantic) { palette.groups.append(group) }
    }
    let ordered = warnings.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    return DecodedPalette(palette: palette, warnings: ordered.map(\.element.diagnostic))
  }

  /// The colour of a string value, or `nil` with a warning when it is not one VS Code reads.
  private mutating func color(_ node: JSONNode, for name: String) -> PaletteColor? {
    guard let text = node.string else {
      if case .null = node.value { return nil }
      warn(
        "invalid-color", "'\(name)' is \(node.typeDescription), not a colour; it is not read",
        at: node.position)
      return nil
    }
    if text.utf8.first == UInt8(ascii: "#"),
      let rgba = HexDigits.color(ArraySlice(text.utf8.dropFirst()), alphaFirst: false)
    {
      return rgba.paletteColor
    }
    warn(
      "invalid-color",
      "'\(name)' is '\(text)', not a colour (#RGB, #RGBA, #RRGGBB or #RRGGBBAA); it is not read",
      at: node.position)
    return nil
  }

  /// `colors`: a group per first segment of the keys, in order of first appearance; keys
  /// without a dot in unnamed groups where they stand.
  private mutating func workbenchGroups(_ node: JSONNode) throws(PaletteError) -> [PaletteGroup] {
    guard let members = node.members else {
      throw error("\"colors\" must be an object, found \(node.typeDescription)", at: node.position)
    }
    var groups: [PaletteGroup] = []
    var groupIndex: [String: Int] = [:]
    for member in Self.lastValues(members) {
      guard let color = color(member.value, for: member.key) else { continue }
      let swatch = Swatch(
        name: member.key, color: color, location: member.keyPosition.location)
      guard let dot = member.key.firstIndex(of: ".") else {
        if let last = groups.last, last.name == nil {
          groups[groups.count - 1].swatches.append(swatch)
        } else {
          groups.append(PaletteGroup(swatches: [swatch], location: swatch.location))
        }
        continue
      }
      let segment = String(member.key[..<dot])
      if let index = groupIndex[segment] {
        groups[index].swatches.append(swatch)
      } else {
        groupIndex[segment] = groups.count
        groups.append(PaletteGroup(name: segment, swatches: [swatch], location: swatch.location))
      }
    }
    return groups
  }

  /// `tokenColors`: a swatch per colour of each rule's `settings`, named by the rule's
  /// `name`, else its `scope`; `(key)` follows the name for a colour other than `foreground`.
  private mutating func tokenGroup(_ node: JSONNode) throws(PaletteError) -> PaletteGroup? {
    if let path = node.string {
      warn(
        "include",
        "the token colours are in '\(path)', which is not read: they are not in the palette",
        at: node.position)
      return nil
    }
    guard let rules = node.elements else {
      throw error(
        "\"tokenColors\" must be an array or a file name, found \(node.typeDescription)",
        at: node.position)
    }
    var swatches: [Swatch] = []
    for rule in rules {
      guard rule.members != nil else {
        throw error(
          "a token colour rule must be an object, found \(rule.typeDescription)",
          at: rule.position)
      }
      let label = try self.label(of: rule)
      guard let settings = rule.member("settings") else { continue }
      guard let colors = settings.members else {
        throw error(
          "\"settings\" must be an object, found \(settings.typeDescription)",
          at: settings.position)
      }
      for member in Self.lastValues(colors) where member.key != "fontStyle" {
        let name = member.key == "foreground" ? label : "\(label) (\(member.key))"
        guard let color = color(member.value, for: name) else { continue }
        swatches.append(Swatch(name: name, color: color, location: member.value.position.location))
      }
    }
    guard !swatches.isEmpty else { return nil }
    return PaletteGroup(name: "tokenColors", swatches: swatches, location: node.position.location)
  }

  /// A rule's name, else its scope (a list joined by `, `), else `(global)`.
  private func label(of rule: JSONNode) throws(PaletteError) -> String {
    if let name = rule.member("name") {
      switch name.value {
      case .string(let text) where !text.isEmpty: return text
      case .string, .null: break
      default:
        throw error("\"name\" must be a string, found \(name.typeDescription)", at: name.position)
      }
    }
    guard let scope = rule.member("scope") else { return "(global)" }
    if let text = scope.string { return text.isEmpty ? "(global)" : text }
    guard let elements = scope.elements else {
      throw error(
        "\"scope\" must be a string or an array of strings, found \(scope.typeDescription)",
        at: scope.position)
    }
    var parts: [String] = []
    for element in elements {
      guard let text = element.string else {
        throw error(
          "a scope must be a string, found \(element.typeDescription)", at: element.position)
      }
      parts.append(text)
    }
    return parts.isEmpty ? "(global)" : parts.joined(separator: ", ")
  }

  /// `semanticTokenColors`: a swatch per selector, its colour the string value or the
  /// object's `foreground` (and `(background)` after the name for a background).
  private mutating func semanticGroup(_ node: JSONNode) throws(PaletteError) -> PaletteGroup? {
    guard let members = node.members else {
      throw error(
        "\"semanticTokenColors\" must be an object, found \(node.typeDescription)",
        at: node.position)
    }
    var swatches: [Swatch] = []
    for member in Self.lastValues(members) {
      if let style = member.value.members {
        for key in ["foreground", "background"] {
          guard let value = style.last(where: { $0.key == key })?.value else { continue }
          let name = key == "foreground" ? member.key : "\(member.key) (\(key))"
          guard let color = color(value, for: name) else { continue }
          swatches.append(Swatch(name: name, color: color, location: value.position.location))
        }
      } else if let color = color(member.value, for: member.key) {
        swatches.append(
          Swatch(name: member.key, color: color, location: member.value.position.location))
      }
    }
    guard !swatches.isEmpty else { return nil }
    return PaletteGroup(
      name: "semanticTokenColors", swatches: swatches, location: node.position.location)
  }

  /// The members of an object as `JSON.parse` sees them: a repeated key where it first
  /// appears, with the last value (the repeat is a `duplicate-key` warning).
  private static func lastValues(_ members: [JSONMember]) -> [JSONMember] {
    var last: [String: Int] = [:]
    for (index, member) in members.enumerated() { last[member.key] = index }
    guard last.count < members.count else { return members }
    var result: [JSONMember] = []
    var seen = Set<String>()
    for member in members where seen.insert(member.key).inserted {
      var kept = member
      kept.value = members[last[member.key] ?? 0].value
      result.append(kept)
    }
    return result
  }
}
