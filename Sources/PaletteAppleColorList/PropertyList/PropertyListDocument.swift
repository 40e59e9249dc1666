package import PaletteCore

/// A property list as a table of objects and the index of its top object.
///
/// This is the shape of a binary property list: containers refer to their members by index, so
/// one object may be shared by several containers. ``validate(maximumDepth:)`` checks that the
/// table is well formed (references in range, string keys, no cycles, bounded nesting) before
/// anything walks it recursively.
package struct PropertyListDocument: Sendable {
  /// The objects; containers hold indices into this table.
  package var objects: [PropertyListObject]
  /// The index of the top object.
  package var top: Int
  /// The byte offset of each object in the file it was read from; empty for a document built
  /// in memory. Used for error positions only.
  package var byteOffsets: [Int]

  /// Creates a document.
  ///
  /// - Parameters:
  ///   - objects: The object table.
  ///   - top: The index of the top object.
  ///   - byteOffsets: Where each object was read from, if it was.
  package init(objects: [PropertyListObject], top: Int, byteOffsets: [Int] = []) {
    self.objects = objects
    self.top = top
    self.byteOffsets = byteOffsets
  }

  /// Creates a document from a builder's objects.
  ///
  /// - Parameter builder: The builder; its first added object is not special, `top` is.
  /// - Parameter top: The index of the top object in the builder.
  package init(_ builder: PropertyListBuilder, top: Int) {
    self.init(objects: builder.objects, top: top)
  }

  /// What is wrong with a document's object graph.
  package struct Problem: Error, Hashable, Sendable {
    /// The object at fault.
    package var object: Int
    /// One sentence for people.
    package var message: String
    /// The error category: a limit or a malformed graph.
    package var kind: PaletteError.Kind
  }

  /// Checks the graph reachable from every object: the top index and every reference are in
  /// range, dictionary keys are strings, no container contains itself (directly or through
  /// others) and no chain of nested containers is deeper than `maximumDepth`.
  ///
  /// - Parameter maximumDepth: The most containers nested inside each other.
  /// - Returns: The first problem found, or `nil`.
  /// - Complexity: O(*n* + *r*) for *n* objects and *r* references; iterative, so hostile
  ///   nesting cannot exhaust the stack.
  package func validate(maximumDepth: Int) -> Problem? {
    guard objects.indices.contains(top) else {
      return Problem(
        object: 0, message: "the top object \(top) is not one of the \(objects.count) objects",
        kind: .invalidValue)
    }
    for (index, object) in objects.enumerated() {
      for reference in object.references where !objects.indices.contains(reference) {
        return Problem(
          object: index,
          message: "the \(object.typeName) refers to object "
            + (reference == Int.max ? "2^63 or beyond" : "\(reference)")
            + ", but there are only \(objects.count) objects", kind: .invalidValue)
      }
      if case .dictionary(let keys, _) = object {
        for key in keys {
          guard case .string = objects[key] else {
            return Problem(
              object: index,
              message: "a dictionary key is a \(objects[key].typeName), not a string",
              kind: .invalidValue)
          }
        }
      }
    }
    // Depth-first over containers with three colours: unvisited, on the path, finished.
    var state = [UInt8](repeating: 0, count: objects.count)
    var stack: [(object: Int, next: Int)] = []
    for root in objects.indices where state[root] == 0 && objects[root].isContainer {
      state[root] = 1
      stack.append((root, 0))
      while let frame = stack.last {
        let container = objects[frame.object]
        if frame.next == container.referenceCount {
          state[frame.object] = 2
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let member = container.reference(at: frame.next)
        guard objects[member].isContainer else { continue }
        switch state[member] {
        case 1:
          return Problem(
            object: member,
            message: "the \(objects[member].typeName) contains itself through its members, "
              + "a cycle", kind: .invalidValue)
        case 0:
          guard stack.count < maximumDepth else {
            return Problem(
              object: member,
              message: "containers are nested more than \(maximumDepth) deep",
              kind: .limitExceeded)
          }
          state[member] = 1
          stack.append((member, 0))
        default: break
        }
      }
    }
    return nil
  }

  /// Whether the graph reachable from this document's top has the same shape and values as
  /// the one reachable from `other`'s, whatever the object indices are.
  ///
  /// - Parameter other: Another valid document.
  /// - Returns: `true` when the two describe the same property list.
  /// - Complexity: O(*p*) in the number of object pairs compared; each pair is compared once.
  package func isEquivalent(to other: PropertyListDocument) -> Bool {
    var seen: Set<SIMD2<Int>> = []
    var work: [SIMD2<Int>] = [SIMD2(top, other.top)]
    while let pair = work.popLast() {
      guard seen.insert(pair).inserted else { continue }
      let (a, b) = (objects[pair.x], other.objects[pair.y])
      switch (a, b) {
      case (.array(let x), .array(let y)), (.set(let x), .set(let y)):
        guard x.count == y.count else { return false }
        for (p, q) in zip(x, y) { work.append(SIMD2(p, q)) }
      case (.dictionary(let xk, let xv), .dictionary(let yk, let yv)):
        guard xk.count == yk.count else { return false }
        for (p, q) in zip(xk + xv, yk + yv) { work.append(SIMD2(p, q)) }
      default:
        guard !a.isContainer, !b.isContainer, a == b else { return false }
      }
    }
    return true
  }

  /// The byte offset of an object for an error, or `nil` for a document built in memory.
  ///
  /// - Parameter object: An object index.
  /// - Returns: The offset, if known.
  package func byteOffset(of object: Int) -> Int? {
    byteOffsets.indices.contains(object) ? byteOffsets[object] : nil
  }
}
