package import PaletteCore

/// A node of a YAML document read by ``YAMLReader``: a scalar, a mapping or a sequence, with
/// the line and column where it starts.
package struct YAMLNode: Sendable {
  /// What the node holds.
  package enum Value: Sendable {
    /// A scalar's text, quotes and escapes resolved; `quoted` when it was written in quotes
    /// (so `"1"` is text where `1` may be a number).
    case scalar(String, quoted: Bool)
    /// A mapping's entries, in document order (a repeated key is kept twice).
    case mapping([YAMLEntry])
    /// A sequence's items, in document order.
    case sequence([YAMLNode])
  }

  /// What the node holds.
  package var value: Value
  /// Where the node starts.
  package var location: SourceLocation
  /// The node's tag as written (`!u!114`), if it has one.
  package var tag: String?

  /// Creates a node.
  package init(value: Value, location: SourceLocation, tag: String? = nil) {
    self.value = value
    self.location = location
    self.tag = tag
  }

  /// The scalar's text, or `nil` for a mapping or sequence.
  package var scalar: String? {
    if case .scalar(let text, _) = value { return text }
    return nil
  }

  /// The mapping's entries, or `nil` for a scalar or sequence.
  package var entries: [YAMLEntry]? {
    if case .mapping(let entries) = value { return entries }
    return nil
  }

  /// The sequence's items, or `nil` for a scalar or mapping.
  package var items: [YAMLNode]? {
    if case .sequence(let items) = value { return items }
    return nil
  }

  /// The value of the last entry whose key is `key`, in a mapping; `nil` otherwise.
  ///
  /// - Complexity: O(*n*) in the entries.
  package func member(_ key: String) -> YAMLNode? {
    entries?.last { $0.key == key }?.value
  }

  /// What the node is, for messages: `a mapping`, `a sequence`, `a scalar`.
  package var typeDescription: String {
    switch value {
    case .scalar: "a scalar"
    case .mapping: "a mapping"
    case .sequence: "a sequence"
    }
  }
}

/// One entry of a YAML mapping: a scalar key and its value.
package struct YAMLEntry: Sendable {
  /// The key's text.
  package var key: String
  /// Where the key starts.
  package var keyLocation: SourceLocation
  /// The value (an empty scalar when the key has none).
  package var value: YAMLNode

  /// Creates an entry.
  package init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

/// How far ``YAMLReader`` goes before it refuses a document.
package struct YAMLLimits: Sendable {
  /// The deepest nesting of mappings and sequences, block and flow together.
  package var depth: Int
  /// The longest scalar, in bytes of its text.
  package var scalarLength: Int
  /// The most nodes in the document.
  package var nodes: Int

  /// Creates limits: by default 64 levels, scalars of 64 KiB, a million nodes.
  package init(depth: Int = 64, scalarLength: Int = 65_536, nodes: Int = 1_000_000) {
    self.depth = depth
    self.scalarLength = scalarLength
    self.nodes = nodes
  }
}
