import PaletteCore

/// Reads the JSON tree of a Figma variables document into a ``FigmaDocument``: the REST
/// response (`status`, `error`, `meta`) or its `meta` object alone.
struct FigmaDocumentReader {
  /// The document's bytes, for numbers.
  let bytes: [UInt8]
  /// The format identifier errors carry.
  let format: String

  /// Reads the document.
  ///
  /// - Parameter root: The parsed root.
  /// - Returns: The document and warnings with their offsets.
  /// - Throws: ``PaletteError`` at the value of the wrong shape.
  func read(
    _ root: JSONNode
  ) throws(PaletteError) -> (FigmaDocument, [(offset: Int, diagnostic: Diagnostic)]) {
    guard root.members != nil else {
      throw error(
        "a Figma variables document must be an object, found \(root.typeDescription)",
        at: root.position)
    }
    var body = root
    if let meta = root.member("meta") {
      guard meta.members != nil else {
        throw error("\"meta\" must be an object, found \(meta.typeDescription)", at: meta.position)
      }
      body = meta
    }
    guard let collectionsNode = body.member("variableCollections") else {
      throw error(
        "the document has no \"variableCollections\" object (nor \"meta\" holding one)",
        at: body.position)
    }
    guard let variablesNode = body.member("variables") else {
      throw error("the document has no \"variables\" object", at: body.position)
    }
    var document = FigmaDocument()
    for member in try objectMembers(collectionsNode, what: "\"variableCollections\"") {
      let collection = try readCollection(member)
      if document.collectionIndex[collection.id] == nil {
        document.collectionIndex[collection.id] = document.collections.count
      }
      for mode in collection.modes where document.modeRoles[mode.id] == nil {
        document.modeRoles[mode.id] = mode.role
      }
      document.collections.append(collection)
    }
    var warnings: [(offset: Int, diagnostic: Diagnostic)] = []
    for member in try objectMembers(variablesNode, what: "\"variables\"") {
      var variable = try readVariable(member)
      variable.collection = document.collectionIndex[variable.collectionID]
      if let index = variable.collection {
        document.collections[index].hasVariables = true
      } else {
        warnings.append(
          (
            variable.position.offset,
            Diagnostic(
              .warning, code: "\(format).missing-collection",
              message: "variable '\(variable.name)' belongs to collection "
                + "'\(variable.collectionID)', which is not in the file; it is not read",
              location: variable.position.location)
          ))
      }
      if document.variableIndex[variable.id] == nil {
        document.variableIndex[variable.id] = document.variables.count
      }
      document.variables.append(variable)
    }
    return (document, warnings)
  }

  /// The members of an object keyed by id.
  private func objectMembers(
    _ node: JSONNode, what: String
  ) throws(PaletteError) -> [JSONMember] {
    guard let members = node.members else {
      throw error("\(what) must be an object, found \(node.typeDescription)", at: node.position)
    }
    return members
  }

  private func readCollection(
    _ member: JSONMember
  ) throws(PaletteError)
    -> FigmaDocument
    .Collection
  {
    let node = member.value
    guard node.members != nil else {
      throw error(
        "collection '\(member.key)' must be an object, found \(node.typeDescription)",
        at: node.position)
    }
    let id = try string(node, "id", required: false) ?? member.key
    let name = try string(node, "name", required: false) ?? id
    var modes: [FigmaDocument.Mode] = []
    if let modesNode = node.member("modes") {
      guard let elements = modesNode.elements else {
        throw error(
          "\"modes\" must be an array, found \(modesNode.typeDescription)",
          at: modesNode.position)
      }
      for element in elements {
        guard element.members != nil else {
          throw error(
            "a mode must be an object, found \(element.typeDescription)", at: element.position)
        }
        guard let modeID = try string(element, "modeId", required: true) else { continue }
        let modeName = try string(element, "name", required: false) ?? modeID
        modes.append(FigmaDocument.Mode(id: modeID, name: modeName, role: .init(name: modeName)))
      }
    }
    return FigmaDocument.Collection(
      id: id, name: name, modes: modes,
      defaultModeID: try string(node, "defaultModeId", required: false),
      position: node.position)
  }

  private func readVariable(_ member: JSONMember) throws(PaletteError) -> FigmaDocument.Variable {
    let node = member.value
    guard node.members != nil else {
      throw error(
        "variable '\(member.key)' must be an object, found \(node.typeDescription)",
        at: node.position)
    }
    let id = try string(node, "id", required: false) ?? member.key
    let name = try string(node, "name", required: true) ?? id
    let collectionID = try string(node, "variableCollectionId", required: true) ?? ""
    let resolvedType = try string(node, "resolvedType", required: true) ?? ""
    var values: [String: FigmaDocument.Value] = [:]
    guard let valuesNode = node.member("valuesByMode") else {
      throw error("variable '\(name)' has no \"valuesByMode\"", at: node.position)
    }
    guard let modeValues = valuesNode.members else {
      throw error(
        "\"valuesByMode\" must be an object, found \(valuesNode.typeDescription)",
        at: valuesNode.position)
    }
    if resolvedType == "COLOR" {
      for modeValue in modeValues {
        values[modeValue.key] = try value(modeValue.value, of: name)
      }
    }
    return FigmaDocument.Variable(
      id: id, name: name, collection: nil, collectionID: collectionID,
      resolvedType: resolvedType, values: values, position: node.position)
  }

  /// One mode's value of a colour variable: `{r, g, b, a}` or a `VARIABLE_ALIAS`.
  private func value(
    _ node: JSONNode, of name: String
  ) throws(PaletteError) -> FigmaDocument.Value {
    guard node.members != nil else {
      throw error(
        "a value of colour variable '\(name)' must be an object, found \(node.typeDescription)",
        at: node.position)
    }
    if let type = node.member("type") {
      guard type.string == "VARIABLE_ALIAS" else {
        throw error(
          "a value's \"type\" must be \"VARIABLE_ALIAS\", found "
            + (type.string.map { "'\($0)'" } ?? type.typeDescription),
          at: type.position)
      }
      guard let target = try string(node, "id", required: true) else {
        throw error("the alias has no \"id\"", at: node.position)
      }
      return .alias(target, node.position)
    }
    let red = try component("r", of: node, required: true)
    let green = try component("g", of: node, required: true)
    let blue = try component("b", of: node, required: true)
    let alpha = try component("a", of: node, required: false)
    return .color(.srgb(red, green, blue, alpha: alpha))
  }

  private func component(
    _ key: String, of node: JSONNode, required: Bool
  ) throws(PaletteError) -> Float {
    guard let value = node.member(key) else {
      if !required { return 1 }
      throw error("the colour has no \"\(key)\" component", at: node.position)
    }
    guard let text = value.numberText(in: bytes) else {
      throw error("\"\(key)\" must be a number, found \(value.typeDescription)", at: value.position)
    }
    guard let number = Float(text), number.isFinite else {
      throw error("\"\(key)\" \(text) is out of range", at: value.position)
    }
    return number
  }

  /// A string member: its text, `nil` when absent and not required.
  private func string(
    _ node: JSONNode, _ key: String, required: Bool
  ) throws(PaletteError) -> String? {
    guard let value = node.member(key) else {
      if required { throw error("the object has no \"\(key)\"", at: node.position) }
      return nil
    }
    guard let text = value.string else {
      throw error(
        "\"\(key)\" must be a string, found \(value.typeDescription)", at: value.position)
    }
    return text
  }

  private func error(_ message: String, at position: JSONPosition) -> PaletteError {
    PaletteError(.invalidValue, message, format: format, location: position.location)
  }
}
