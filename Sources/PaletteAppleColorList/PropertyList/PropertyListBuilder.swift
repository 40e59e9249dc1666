/// Builds a ``PropertyListDocument`` object by object: each `add` returns the new object's
/// index, for the containers added after it to refer to.
///
///     var builder = PropertyListBuilder()
///     let name = builder.add(.string("Brand"))
///     let top = builder.add(.array([name]))
///     let document = PropertyListDocument(builder, top: top)
package struct PropertyListBuilder: Sendable {
  /// The objects added so far.
  package private(set) var objects: [PropertyListObject] = []

  /// Creates an empty builder.
  package init() {}

  /// Adds an object.
  ///
  /// - Parameter object: The object; its references must be indices already returned.
  /// - Returns: Its index.
  @discardableResult
  package mutating func add(_ object: PropertyListObject) -> Int {
    objects.append(object)
    return objects.count - 1
  }

  /// Adds a dictionary from key–value pairs, adding the key strings too.
  ///
  /// - Parameter pairs: Keys and the indices of their values, in order.
  /// - Returns: The dictionary's index.
  package mutating func addDictionary(_ pairs: [(key: String, value: Int)]) -> Int {
    let keys = pairs.map { add(.string($0.key)) }
    return add(.dictionary(keys: keys, values: pairs.map(\.value)))
  }
}
