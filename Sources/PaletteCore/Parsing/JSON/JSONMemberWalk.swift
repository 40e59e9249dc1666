/// The member walk the JSON palette dialects share: a root object that holds its colours in
/// one array member (Simple Color Palette, Sketch), and objects read as browsers and token
/// tools read them, one member per key (design tokens, Tokens Studio).
///
///     let walk = try JSONMemberWalk(root, listMember: "colors", document: "Sketch palette",
///                                   format: "sketch")
///     for entry in try walk.entries() { … }
package struct JSONMemberWalk {
  /// The root object's members, in document order.
  package let members: [JSONMember]
  /// The member that holds the colours.
  package let list: JSONNode
  /// The format identifier, for errors.
  private let format: String
  /// The member's name.
  private let listMember: String

  /// Checks that `root` is an object with a `listMember` member.
  ///
  /// - Parameters:
  ///   - root: The document.
  ///   - listMember: The member that holds the colours (`"colors"`).
  ///   - document: What the document is, for errors (`"Sketch palette"`).
  ///   - format: The format identifier, for errors.
  /// - Throws: ``PaletteError/Kind/invalidSignature`` at the root when it is not an object or
  ///   lacks the member, listing the members it has.
  package init(
    _ root: JSONNode, listMember: String, document: String, format: String
  ) throws(PaletteError) {
    guard let members = root.members else {
      throw PaletteError(
        .invalidSignature,
        "not a \(document): the document is \(root.typeDescription), not an object",
        format: format, location: root.position.location)
    }
    guard let list = root.member(listMember) else {
      let keys = members.map { "'\($0.key)'" }
      throw PaletteError(
        .invalidSignature,
        "not a \(document): the object has no \"\(listMember)\" member"
          + (keys.isEmpty ? "; it is empty" : "; found \(MessageFormatting.list(keys, limit: 5))"),
        format: format, location: root.position.location)
    }
    self.members = members
    self.list = list
    self.format = format
    self.listMember = listMember
  }

  /// The elements of the list member.
  ///
  /// - Returns: The entries, in document order.
  /// - Throws: ``PaletteError/Kind/invalidValue`` at the member's value when it is not an
  ///   array.
  package func entries() throws(PaletteError) -> [JSONNode] {
    guard let entries = list.elements else {
      throw PaletteError(
        .invalidValue, "\"\(listMember)\" must be an array, found \(list.typeDescription)",
        format: format, location: list.position.location)
    }
    return entries
  }

  /// An object's members as JSON parsers in browsers and token tools take them: one per key,
  /// where the key first appears, with its last value.
  ///
  /// - Parameter members: An object's members, in document order.
  /// - Returns: The members, each key once.
  /// - Complexity: O(*n*) in the members.
  package static func distinct(_ members: [JSONMember]) -> [JSONMember] {
    var seen: [String: Int] = [:]
    var result: [JSONMember] = []
    result.reserveCapacity(members.count)
    for member in members {
      if let index = seen[member.key] {
        result[index].value = member.value
      } else {
        seen[member.key] = result.count
        result.append(member)
      }
    }
    return result
  }
}
