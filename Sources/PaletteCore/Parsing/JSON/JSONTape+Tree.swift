extension JSONTape {
  /// The document as a tree of ``JSONNode`` values, for readers that look members up by
  /// name more than once (design tokens, asset catalogs).
  ///
  /// - Returns: The root node.
  /// - Complexity: O(*n*) in the number of values.
  package func tree() -> JSONNode {
    var hint = 0
    return node(at: root, hint: &hint)
  }

  /// The node for the value at `index`, its descendants included; `hint` is the line of
  /// the previous value, since values are visited in document order.
  private func node(at index: Int, hint: inout Int) -> JSONNode {
    let entry = entries[index]
    let position = lines.position(ofOffset: entry.offset, from: &hint)
    let value: JSONNode.Value
    switch entry.kind {
    case .object:
      var members: [JSONMember] = []
      var key = index + 1
      while key < entry.payload {
        let keyPosition = lines.position(ofOffset: entries[key].offset, from: &hint)
        let member = node(at: key + 1, hint: &hint)
        members.append(
          JSONMember(key: string(key), keyPosition: keyPosition, value: member, keyCode: code(key))
        )
        key = end(of: key + 1)
      }
      value = .object(members)
    case .array:
      var elements: [JSONNode] = []
      var element = index + 1
      while element < entry.payload {
        elements.append(node(at: element, hint: &hint))
        element = end(of: element)
      }
      value = .array(elements)
    case .string, .escapedString: value = .string(string(index))
    case .number: value = .number(numberRange(index))
    case .true: value = .bool(true)
    case .false: value = .bool(false)
    case .null: value = .null
    }
    return JSONNode(value: value, position: position)
  }
}
