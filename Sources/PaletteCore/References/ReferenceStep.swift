/// What evaluating one node of a ``ReferenceGraph`` gave.
package enum ReferenceStep<Value> {
  /// The node's value.
  case value(Value)
  /// The nodes the value depends on that are not resolved yet, in the order they are needed.
  case needs([Int])
}
