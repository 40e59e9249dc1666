import PaletteCore

/// The `@color/` references of one resource file as a ``ReferenceGraph``: each colour
/// resolved once, through PaletteCore's ``ReferenceResolver``, so a chain of any length takes
/// linear time.
///
/// The nodes are the file's colours in document order, then the colours of the default
/// `values/` file that a reference reaches (numbered as they are found).
struct AndroidReferences: ReferenceGraph {
  /// One colour: its name, its value as written, and where its value stands in this file
  /// (`nil` for a colour of the default values).
  struct Node {
    var name: String
    var value: AndroidColorValue
    var valueLocation: SourceLocation?
  }

  /// What a colour resolves to.
  enum Resolution {
    case color(RGBA8)
    /// A value palconv cannot know (`what`), held by the colour named `holder`.
    case unresolvable(what: String, holder: String)
    /// An error: the message, and where in this file the reference stands (`nil` until a
    /// colour of this file on the way to it is known).
    case failed(String, SourceLocation?)
  }

  private(set) var nodes: [Node]
  /// The colour each name means: the last definition in this file.
  private let byName: [String: Int]
  /// Colours defined elsewhere that references may use when this file does not define them.
  private let fallback: [String: AndroidColorValue]
  private var fallbackNodes: [String: Int] = [:]
  /// Where the resolution that is under way started, for a cycle of default colours only.
  var start: SourceLocation?

  init(nodes: [Node], byName: [String: Int], fallback: [String: AndroidColorValue]) {
    self.nodes = nodes
    self.byName = byName
    self.fallback = fallback
  }

  /// The node a reference names, or `nil` when neither file defines it.
  private mutating func node(named name: String) -> Int? {
    if let index = byName[name] { return index }
    if let known = fallbackNodes[name] { return known }
    guard let value = fallback[name] else { return nil }
    fallbackNodes[name] = nodes.count
    nodes.append(Node(name: name, value: value, valueLocation: nil))
    return nodes.count - 1
  }

  /// A colour, once the colour it refers to is resolved (``ReferenceGraph``).
  mutating func evaluate(_ node: Int, resolved: (Int) -> Resolution?) -> ReferenceStep<Resolution> {
    let current = nodes[node]
    switch current.value {
    case .literal(let color):
      return .value(.color(color))
    case .unresolvable(let what):
      return .value(.unresolvable(what: what, holder: current.name))
    case .reference(let target):
      guard let next = self.node(named: target) else {
        // aapt2 links an app's resources with its libraries' (`background_material_dark` of
        // the support library): a colour no file here defines is one palconv cannot know, not
        // a broken file.
        let undefined =
          fallback.isEmpty
          ? "a colour this file does not define"
          : "a colour neither this file nor the default values define"
        return .value(
          .unresolvable(
            what: "@color/\(target), \(undefined) (a library's, perhaps)", holder: current.name))
      }
      guard let outcome = resolved(next) else { return .needs([next]) }
      if case .failed(let message, nil) = outcome {
        return .value(.failed(message, current.valueLocation))
      }
      return .value(outcome)
    }
  }

  /// A cycle is an error at the reference that closes it: the last colour of the cycle in
  /// this file (``ReferenceGraph``).
  mutating func cycle(_ cycle: [Int]) -> Resolution {
    let closing = cycle.last { nodes[$0].valueLocation != nil }
    return .failed(
      "@color/\(nodes[cycle[0]].name) refers back to itself through "
        + "'\(nodes[cycle[cycle.count - 1]].name)' (a reference cycle)",
      closing.flatMap { nodes[$0].valueLocation } ?? start)
  }
}
