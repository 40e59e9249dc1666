import PaletteCore

/// Writing palconv's `Contents.json` over one that exists while keeping every property palconv
/// does not own.
///
/// What palconv owns in a file depends on what the file describes and on whose it is:
///
/// | File | Marked as palconv's | Not marked (written with `--force`) |
/// |---|---|---|
/// | A colour set's | `colors`, `info` | `colors`, `info`: the colour set is palconv's from then on |
/// | A group's or the catalog's | `info`, `properties.provides-namespace` | `properties.provides-namespace`, and only when palconv sets it: the folder stays the user's |
///
/// Owned members take palconv's value where they stand (or go when palconv has none); every
/// other member, `on-demand-resource-tags` or a property Xcode adds later, is kept in its
/// place; palconv's owned members the file lacks are appended. A file that cannot be read as a
/// JSON object is replaced whole. The result is written as Xcode writes JSON; when it holds
/// exactly palconv's members, it is palconv's file byte for byte.
enum XcassetsContentsMerge {
  /// A JSON value as the merge sees it.
  indirect enum Value: Equatable {
    case object([Member])
    case array([Value])
    case string(String)
    /// A number, `true`, `false` or `null`, as its source text.
    case literal(String)
  }

  /// One member of an object.
  struct Member: Equatable {
    var key: String
    var value: Value
  }

  /// The bytes to write at `path`: `written` merged into `existing`.
  static func merge(
    _ written: [UInt8], into existing: [UInt8], at path: String, existingIsMarked: Bool
  ) -> [UInt8] {
    guard case .object(let old)? = parse(existing) else { return written }
    let isColorSet = PathText.hasSuffix(path, ".colorset/Contents.json")
    var owned: [[String]] =
      isColorSet ? [["colors"], ["info"]] : [["info"], ["properties", "provides-namespace"]]
    // palconv's own file with nothing of anyone else's: replaced whole (the common case).
    if existingIsMarked && isCovered(old, by: owned) { return written }
    guard case .object(let new)? = parse(written) else { return written }
    if !existingIsMarked && !isColorSet {
      // The user's folder: palconv adds what it needs and takes nothing over.
      owned = owned.filter { $0 != ["info"] && lookup($0, in: new) != nil }
    }
    let merged = merge(old, new, owned: owned)
    if merged == new { return written }
    return Array((text(.object(merged), indent: 0) + "\n").utf8)
  }

  /// `old`'s members with the `owned` ones taken from `new`, then `new`'s owned members that
  /// `old` lacks.
  private static func merge(_ old: [Member], _ new: [Member], owned: [[String]]) -> [Member] {
    var result: [Member] = []
    var seen: Set<String> = []
    for member in old {
      let isFirst = seen.insert(member.key).inserted
      if owned.contains([member.key]) {
        if isFirst, let replacement = new.last(where: { $0.key == member.key }) {
          result.append(replacement)
        }
        continue
      }
      let deeper = owned.filter { $0.count > 1 && $0[0] == member.key }.map {
        Array($0.dropFirst())
      }
      if !deeper.isEmpty, case .object(let inner) = member.value {
        var newInner: [Member] = []
        if isFirst, case .object(let members)? = new.last(where: { $0.key == member.key })?.value {
          newInner = members
        }
        let mergedInner = merge(inner, newInner, owned: deeper)
        // An object left empty only because palconv's members went goes too.
        if mergedInner.isEmpty && !inner.isEmpty { continue }
        result.append(Member(key: member.key, value: .object(mergedInner)))
        continue
      }
      result.append(member)
    }
    for member in new where !seen.contains(member.key) {
      seen.insert(member.key)
      if owned.contains([member.key]) {
        result.append(member)
        continue
      }
      let deeper = owned.filter { $0.count > 1 && $0[0] == member.key }.map {
        Array($0.dropFirst())
      }
      if !deeper.isEmpty, case .object(let inner) = member.value {
        let mergedInner = merge([], inner, owned: deeper)
        if !mergedInner.isEmpty {
          result.append(Member(key: member.key, value: .object(mergedInner)))
        }
      }
    }
    return result
  }

  /// Whether every member of `members` is owned, or an object all of whose members are.
  private static func isCovered(_ members: [Member], by owned: [[String]]) -> Bool {
    members.allSatisfy { member in
      if owned.contains([member.key]) { return true }
      let deeper = owned.filter { $0.count > 1 && $0[0] == member.key }.map {
        Array($0.dropFirst())
      }
      guard !deeper.isEmpty, case .object(let inner) = member.value else { return false }
      return isCovered(inner, by: deeper)
    }
  }

  /// The value at a key path, when every step is an object member.
  private static func lookup(_ path: [String], in members: [Member]) -> Value? {
    guard let first = path.first, let value = members.last(where: { $0.key == first })?.value
    else { return nil }
    if path.count == 1 { return value }
    guard case .object(let inner) = value else { return nil }
    return lookup(Array(path.dropFirst()), in: inner)
  }

  /// A JSON document as a ``Value``, or `nil` when it is not JSON.
  private static func parse(_ bytes: [UInt8]) -> Value? {
    var parser = JSONParser(
      bytes: bytes, format: "xcassets", maximumDepth: 200, duplicateKeys: .keep)
    guard let document = try? parser.parseDocument() else { return nil }
    return value(document, in: bytes)
  }

  private static func value(_ node: JSONNode, in bytes: [UInt8]) -> Value {
    switch node.value {
    case .object(let members):
      return .object(members.map { Member(key: $0.key, value: value($0.value, in: bytes)) })
    case .array(let elements): return .array(elements.map { value($0, in: bytes) })
    case .string(let text): return .string(text)
    case .number: return .literal(node.numberText(in: bytes) ?? "0")
    case .bool(let flag): return .literal(flag ? "true" : "false")
    case .null: return .literal("null")
    }
  }

  /// `value` as Xcode writes JSON: `" : "` between a key and its value, two spaces per level,
  /// one member or element per line.
  private static func text(_ value: Value, indent: Int) -> String {
    let inner = String(repeating: "  ", count: indent + 1)
    let outer = String(repeating: "  ", count: indent)
    switch value {
    case .object(let members):
      if members.isEmpty { return "{\n\n\(outer)}" }
      let lines = members.map {
        inner + quoted($0.key) + " : " + text($0.value, indent: indent + 1)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + outer + "}"
    case .array(let elements):
      if elements.isEmpty { return "[\n\n\(outer)]" }
      let lines = elements.map { inner + text($0, indent: indent + 1) }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + outer + "]"
    case .string(let string): return quoted(string)
    case .literal(let literal): return literal
    }
  }

  /// A JSON string literal.
  private static func quoted(_ string: String) -> String {
    stringEscaper.escaping(string, between: "\"", and: "\"")
  }

  /// Xcode's escapes: `"`, `\\` and the C0 controls, those in upper-case hexadecimal.
  private static let stringEscaper = TextEscaper { scalar in
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    case _ where scalar.value < 0x20:
      "\\u" + TextEscaper.hex(scalar.value, digits: 4, uppercase: true)
    default: nil
    }
  }
}
