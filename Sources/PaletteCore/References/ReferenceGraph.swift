/// Values that refer to each other by number: design tokens naming other tokens, custom
/// properties using `var()`, resources naming other resources, sets naming other sets.
///
/// A ``ReferenceResolver`` asks the graph for a node's value once the nodes it refers to have
/// theirs, so the graph never follows a reference itself and needs no recursion.
package protocol ReferenceGraph {
  /// What a node resolves to.
  associatedtype Value

  /// The value of `node`, or the nodes it still needs.
  ///
  /// Called again, with more nodes resolved, after each ``ReferenceStep/needs(_:)``. An
  /// answer of `.needs` must name at least one node that `resolved` does not know yet.
  ///
  /// - Parameters:
  ///   - node: The node to evaluate.
  ///   - resolved: The value of a node already resolved, `nil` for one that is not.
  /// - Returns: The node's value, or the nodes it refers to that are not resolved yet.
  mutating func evaluate(_ node: Int, resolved: (Int) -> Value?) -> ReferenceStep<Value>

  /// The value every node of a cycle gets.
  ///
  /// - Parameter cycle: The nodes of the cycle in order: each refers to the next, and the
  ///   last to the first. The first is the node the walk reached twice.
  /// - Returns: The value given to each of them.
  mutating func cycle(_ cycle: [Int]) -> Value
}
