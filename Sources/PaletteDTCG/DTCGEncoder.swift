import PaletteCore

/// Writes a palette as DTCG colour tokens.
///
/// Swatch names become token names: a dot in a name nests the token in groups (so `primary.500`
/// read from a nested file goes back to where it came from); `{` and `}` become `_`, a leading `$`
/// becomes `_`, and an empty or absent name becomes `color-N` (N counts swatches from 1). Named
/// palette groups become top-level groups (a dot in a group name becomes `_`). Keys that repeat
/// in one object get `-2`, `-3`, … appended. A path stops at ``maximumPathDepth`` keys.
struct DTCGEncoder {
  private struct Node {
    var key: String
    var content: Content
    /// A palette group's node: tokens from dotted root names never merge into it.
    var sealed = false
  }

  private indirect enum Content {
    /// A swatch's token, with the swatch's position in ``Palette/allSwatches``.
    case token(PaletteColor, position: Int)
    case group([Node])
  }

  /// The token tree while it is built: nodes and the objects that hold them, each object
  /// with a table of its keys, so a name repeated any number of times costs O(1) a token.
  private struct Builder {
    private struct Object {
      var children: [Int] = []
      /// Every key in the object, and what it holds.
      var keys: [String: Int] = [:]
      var names = UniqueNames(separator: "-")
      /// The group a dotted name with this first key goes into, once found.
      var groupFor: [String: Int] = [:]
    }

    private enum Built {
      case token(PaletteColor, position: Int)
      case group(object: Int)
    }

    private var keys: [String] = []
    private var built: [Built] = []
    private var sealed: [Bool] = []
    private var objects = [Object()]

    /// Adds a node under `object` with a key that is free there.
    private mutating func add(
      _ node: Built, key: String, sealed isSealed: Bool, to object: Int
    ) -> Int {
      let id = built.count
      keys.append(key)
      built.append(node)
      sealed.append(isSealed)
      objects[object].children.append(id)
      objects[object].keys[key] = id
      return id
    }

    /// Inserts a token at `path` below the root (`under` `nil`) or a group, making keys
    /// unique, and returns the keys it was put under. A dotted path goes into the first group
    /// among `a`, `a-2`, `a-3`, … that is not a palette group's (or a new one where a key is
    /// free); the last key gets `-2`, `-3`, … when it is taken.
    mutating func insert(
      _ path: [String], _ color: PaletteColor, position: Int, under group: Int? = nil
    ) -> [String] {
      var object =
        group.map { id -> Int in
          guard case .group(let inner) = built[id] else { return 0 }
          return inner
        } ?? 0
      var written: [String] = []
      for (depth, head) in path.enumerated() {
        if depth == path.count - 1 {
          let key = objects[object].names.claim(head)
          _ = add(.token(color, position: position), key: key, sealed: false, to: object)
          written.append(key)
          break
        }
        let groupNode: Int
        if let known = objects[object].groupFor[head] {
          groupNode = known
        } else {
          var key = head
          var counter = 1
          var found: Int?
          while let existing = objects[object].keys[key] {
            if case .group = built[existing], !sealed[existing] {
              found = existing
              break
            }
            counter += 1
            key = "\(head)-\(counter)"
          }
          if let found {
            groupNode = found
          } else {
            objects[object].names.take(key)
            objects.append(Object())
            groupNode = add(.group(object: objects.count - 1), key: key, sealed: false, to: object)
          }
          objects[object].groupFor[head] = groupNode
        }
        written.append(keys[groupNode])
        guard case .group(let inner) = built[groupNode] else { break }
        object = inner
      }
      return written
    }

    /// Adds a palette group's node at the root, sealed, under a free key; returns its node.
    mutating func addGroup(named name: String) -> Int {
      let key = objects[0].names.claim(name)
      objects.append(Object())
      return add(.group(object: objects.count - 1), key: key, sealed: true, to: 0)
    }

    /// The key of a node.
    func key(of node: Int) -> String { keys[node] }

    /// The tree built, as ``Node``s.
    func tree() -> [Node] {
      nodes(in: 0)
    }

    private func nodes(in object: Int) -> [Node] {
      objects[object].children.map { id in
        switch built[id] {
        case .token(let color, let position):
          return Node(key: keys[id], content: .token(color, position: position), sealed: sealed[id])
        case .group(let inner):
          return Node(key: keys[id], content: .group(nodes(in: inner)), sealed: sealed[id])
        }
      }
    }
  }

  /// The token tree, with the key each named group gets (`nil` for an unnamed group) and each
  /// swatch's key path joined with dots, below its group: the names they read back with.
  /// Tokens whose paths share a first key are written together, so the tree's order can differ
  /// from the palette's (``names(_:)`` reports it).
  private func build(
    _ palette: Palette
  ) -> (
    root: [Node], groups: [String?], swatches: [String]
  ) {
    var builder = Builder()
    var groupKeys: [String?] = []
    var swatchNames: [String] = []
    var index = 0
    for group in palette.groups {
      if let name = group.name {
        let node = builder.addGroup(named: sanitized(name, allowDots: false, fallback: "group"))
        for swatch in group.swatches {
          index += 1
          let path = builder.insert(
            segments(for: swatch.name, index: index), swatch.color, position: index - 1,
            under: node)
          swatchNames.append(path.joined(separator: "."))
        }
        groupKeys.append(builder.key(of: node))
      } else {
        for swatch in group.swatches {
          index += 1
          let path = builder.insert(
            segments(for: swatch.name, index: index), swatch.color, position: index - 1)
          swatchNames.append(path.joined(separator: "."))
        }
        groupKeys.append(nil)
      }
    }
    return (builder.tree(), groupKeys, swatchNames)
  }

  /// The names ``encode(_:)`` gives `palette`, and the order it writes the swatches in.
  func names(_ palette: Palette) -> WrittenNames {
    let built = build(palette)
    var order: [Int] = []
    Self.collectPositions(of: built.root, into: &order)
    return WrittenNames(
      palette: nil, groups: built.groups, swatches: built.swatches, swatchOrder: order)
  }

  /// The swatch positions of the tokens below `nodes`, in the order they are written.
  private static func collectPositions(of nodes: [Node], into order: inout [Int]) {
    for node in nodes {
      switch node.content {
      case .token(_, let position): order.append(position)
      case .group(let children): collectPositions(of: children, into: &order)
      }
    }
  }

  func encode(_ palette: Palette) -> String {
    encodeObject(palette, indent: 0) + "\n"
  }

  /// The token document of `palette` as one JSON object whose lines after the first are
  /// indented by `indent` levels, without a final newline, so it can stand inside another
  /// document (a resolver's inline source).
  ///
  /// - Parameters:
  ///   - palette: The palette; its keys are given as ``encode(_:)`` gives them.
  ///   - keep: Whether the swatch at a position of ``Palette/allSwatches`` is written; groups
  ///     left without tokens are left out. Every swatch by default.
  ///   - indent: The nesting level of the object.
  func encodeObject(
    _ palette: Palette, keeping keep: (Int) -> Bool = { _ in true }, indent: Int
  ) -> String {
    let root = Self.pruned(build(palette).root, keeping: keep)
    let pad = String(repeating: "  ", count: indent)
    var items: [String] = []
    if let description = palette.description {
      items.append(pad + "  \"$description\": " + DiagnosticRenderer.jsonString(description))
    }
    for node in root {
      var item = ""
      write(node, indent: indent + 1, into: &item)
      items.append(item)
    }
    var out = "{\n" + items.joined(separator: ",\n")
    if !items.isEmpty { out += "\n" }
    out += pad + "}"
    return out
  }

  /// `nodes` without the tokens `keep` rejects and without the groups that leaves empty.
  private static func pruned(_ nodes: [Node], keeping keep: (Int) -> Bool) -> [Node] {
    nodes.compactMap { node in
      switch node.content {
      case .token(_, let position):
        return keep(position) ? node : nil
      case .group(let children):
        let kept = pruned(children, keeping: keep)
        if kept.isEmpty && !children.isEmpty { return nil }
        var copy = node
        copy.content = .group(kept)
        return copy
      }
    }
  }

  /// The deepest a token's path goes: the groups a name's dots make stop at this depth, and
  /// the rest of the name is one key with `_` for its dots. Readers limit nesting (palconv to
  /// 200 levels), and each level is one more frame for the writer.
  static let maximumPathDepth = 64

  private func segments(for name: String?, index: Int) -> [String] {
    // Split at every `.` scalar, also one that a combining mark joins into one `Character`.
    var parts = (name ?? "").unicodeScalars.split(separator: ".").map {
      sanitized(String(String.UnicodeScalarView($0)), allowDots: true, fallback: "")
    }
    .filter { !$0.isEmpty }
    if parts.count > Self.maximumPathDepth {
      let rest = parts[(Self.maximumPathDepth - 1)...].joined(separator: "_")
      parts.removeSubrange((Self.maximumPathDepth - 1)...)
      parts.append(rest)
    }
    return parts.isEmpty ? ["color-\(index)"] : parts
  }

  private func sanitized(_ name: String, allowDots: Bool, fallback: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      switch scalar {
      case "{", "}": scalars.append("_")
      case "." where !allowDots: scalars.append("_")
      default: scalars.append(scalar)
      }
    }
    if scalars.first == "$" {
      scalars.replaceSubrange(..<scalars.index(after: scalars.startIndex), with: ["_"])
    }
    let text = String(scalars)
    return text.isEmpty ? fallback : text
  }

  private func write(_ node: Node, indent: Int, into out: inout String) {
    let pad = String(repeating: "  ", count: indent)
    out += pad + DiagnosticRenderer.jsonString(node.key) + ": {\n"
    switch node.content {
    case .token(let color, _):
      out += pad + "  \"$type\": \"color\",\n"
      out += pad + "  \"$value\": {\n"
      let (space, values) = Self.native(color)
      out += pad + "    \"colorSpace\": \"\(space)\",\n"
      out +=
        pad + "    \"components\": [" + values.map(Self.number).joined(separator: ", ") + "],\n"
      if color.hasAlpha { out += pad + "    \"alpha\": \(Self.number(color.alpha)),\n" }
      let hex = color.rgba8.hexString().lowercased()
      out += pad + "    \"hex\": \"\(hex)\"\n"
      out += pad + "  }\n"
    case .group(let children):
      for (offset, child) in children.enumerated() {
        write(child, indent: indent + 1, into: &out)
        out += offset == children.count - 1 ? "\n" : ",\n"
      }
    }
    out += pad + "}"
  }

  /// The DTCG colour space and components for a colour: its own model where DTCG has it, sRGB
  /// (unclamped) otherwise.
  static func native(_ color: PaletteColor) -> (String, [Float]) {
    switch color.components {
    case .srgb(let r, let g, let b): ("srgb", [r, g, b])
    case .displayP3(let r, let g, let b): ("display-p3", [r, g, b])
    case .lab(let l, let a, let b): ("lab", [l, a, b])
    case .oklch(let l, let c, let h): ("oklch", [l, c, h])
    case .cmyk, .gray, .hsb: ("srgb", color.converted(to: .srgb).components.values)
    }
  }

  /// The shortest text that reads back as the same `Float`; whole numbers without `.0`.
  static func number(_ value: Float) -> String {
    DecimalText.literal(value, negativeZero: "-0")
  }
}
