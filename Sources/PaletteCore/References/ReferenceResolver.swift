/// Resolves the nodes of a ``ReferenceGraph``: each node once, remembered, in time and memory
/// linear in the nodes and references, whatever the length of a chain.
///
/// Nodes are numbered from 0 by the graph; a graph that numbers them as it finds them may
/// name a node past ``count``, and the resolver grows to hold it.
///
/// The walk is depth first on a stack of its own, not the call stack, so a chain of a million
/// links needs no more than a million small frames on the heap. A reference back to a node
/// still being evaluated closes a cycle: every node of the cycle gets the graph's
/// ``ReferenceGraph/cycle(_:)`` value, and the nodes that led to it are then evaluated with
/// that value, like any other.
package struct ReferenceResolver<Value> {
  /// One node being evaluated: the nodes it asked for and not yet walked sit at
  /// `pending[next..<end]`; everything it put on ``pending`` lies from `base` on.
  private struct Frame {
    var node: Int
    var base: Int
    var next: Int
    var end: Int
  }

  private var values: [Value?]
  /// Whether each node has a frame on ``stack`` (is on the path being walked).
  private var onPath: [Bool]
  private var stack: [Frame] = []
  /// The requests of every frame, one after the other.
  private var pending: [Int] = []

  /// A resolver for the nodes `0..<count`, none resolved.
  ///
  /// - Parameter count: The number of nodes.
  package init(count: Int) {
    values = Array(repeating: nil, count: count)
    onPath = Array(repeating: false, count: count)
  }

  /// The number of nodes.
  package var count: Int { values.count }

  /// The value of `node` when it is resolved.
  ///
  /// - Parameter node: A node in `0..<count`.
  /// - Returns: Its value, or `nil` before it is resolved.
  package func value(of node: Int) -> Value? {
    node < values.count ? values[node] : nil
  }

  /// Makes room for nodes up to `node`.
  private mutating func grow(toHold node: Int) {
    guard node >= values.count else { return }
    let more = node + 1 - values.count
    values.append(contentsOf: repeatElement(nil, count: more))
    onPath.append(contentsOf: repeatElement(false, count: more))
  }

  /// The value of `node`, resolving it and the nodes it refers to that are not resolved yet.
  ///
  /// - Parameters:
  ///   - node: A node in `0..<count`.
  ///   - graph: The graph that evaluates nodes.
  /// - Returns: The node's value.
  package mutating func resolve<Graph: ReferenceGraph>(
    _ node: Int, in graph: inout Graph
  ) -> Value where Graph.Value == Value {
    grow(toHold: node)
    if let known = values[node] { return known }
    push(node)
    while let top = stack.last {
      if values[top.node] != nil {
        // Resolved meanwhile, as a member of a cycle.
        pop()
        continue
      }
      if top.next < top.end {
        let wanted = pending[top.next]
        stack[stack.count - 1].next += 1
        if values[wanted] != nil { continue }
        if onPath[wanted] {
          closeCycle(at: wanted, in: &graph)
        } else {
          push(wanted)
        }
        continue
      }
      // Every request answered (or none made yet): evaluate.
      let step = graph.evaluate(top.node) { $0 < values.count ? values[$0] : nil }
      switch step {
      case .value(let value):
        values[top.node] = value
        pop()
      case .needs(let nodes):
        if let last = nodes.max() { grow(toHold: last) }
        let start = pending.count
        for wanted in nodes where values[wanted] == nil { pending.append(wanted) }
        precondition(
          pending.count > start,
          "ReferenceGraph.evaluate asked for nodes that are all resolved already")
        stack[stack.count - 1].next = start
        stack[stack.count - 1].end = pending.count
      }
    }
    guard let value = values[node] else {
      preconditionFailure("ReferenceResolver finished without a value")
    }
    return value
  }

  private mutating func push(_ node: Int) {
    onPath[node] = true
    let base = pending.count
    stack.append(Frame(node: node, base: base, next: base, end: base))
  }

  private mutating func pop() {
    let frame = stack.removeLast()
    onPath[frame.node] = false
    pending.removeSubrange(frame.base...)
  }

  /// Gives every node from `target`'s frame to the top the graph's cycle value.
  private mutating func closeCycle<Graph: ReferenceGraph>(
    at target: Int, in graph: inout Graph
  ) where Graph.Value == Value {
    guard let start = stack.lastIndex(where: { $0.node == target }) else { return }
    let members = stack[start...].map(\.node)
    let value = graph.cycle(members)
    for member in members { values[member] = value }
  }
}
