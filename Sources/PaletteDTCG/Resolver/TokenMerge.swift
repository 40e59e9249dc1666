import PaletteCore

/// Token objects merged one over another, as a resolver merges its sources: a later token
/// replaces an earlier one of the same name (keeping the earlier `$type` when it gives none),
/// and groups merge member by member.
///
/// Every object being merged keeps a table of its members by name, so merging a source costs
/// time in proportion to that source, however many tokens came before it.
struct TokenMerge {
  /// A member of a merged object: a value as the file gave it, or a group being merged.
  private enum Slot {
    case value(JSONNode)
    case group(Int)
  }

  /// One merged object: its members in order, where each name is, and the position of the
  /// object it started from.
  private struct Object {
    var keys: [String] = []
    var keyPositions: [JSONPosition] = []
    var slots: [Slot] = []
    var index: [String: Int] = [:]
    var position: JSONPosition
  }

  private var objects: [Object]

  /// An empty merge whose result stands at `position`.
  init(at position: JSONPosition) {
    objects = [Object(position: position)]
  }

  /// Merges the members of one source over what is there.
  mutating func merge(_ members: [JSONMember]) {
    merge(members, into: 0)
  }

  private static func isGroup(_ node: JSONNode) -> Bool {
    guard let members = node.members else { return false }
    return !members.contains { $0.key == "$value" }
  }

  private mutating func merge(_ members: [JSONMember], into object: Int) {
    for member in members {
      guard let at = objects[object].index[member.key] else {
        objects[object].index[member.key] = objects[object].keys.count
        objects[object].keys.append(member.key)
        objects[object].keyPositions.append(member.keyPosition)
        objects[object].slots.append(.value(member.value))
        continue
      }
      let incomingIsGroup = Self.isGroup(member.value)
      switch objects[object].slots[at] {
      case .group(let child) where incomingIsGroup:
        merge(member.value.members ?? [], into: child)
      case .value(let old) where incomingIsGroup && Self.isGroup(old):
        // Groups merge member by member, under the earlier key and position.
        let child = objects.count
        objects.append(Object(position: old.position))
        merge(old.members ?? [], into: child)
        merge(member.value.members ?? [], into: child)
        objects[object].slots[at] = .group(child)
      case .value(let old):
        objects[object].keyPositions[at] = member.keyPosition
        objects[object].slots[at] = .value(Self.replacing(old, with: member.value))
      case .group(let child):
        objects[object].keyPositions[at] = member.keyPosition
        objects[object].slots[at] = .value(Self.replacing(node(child), with: member.value))
      }
    }
  }

  /// A token given again without a type keeps the type of the one it replaces.
  private static func replacing(_ old: JSONNode, with new: JSONNode) -> JSONNode {
    guard let oldMembers = old.members, var newMembers = new.members,
      let type = oldMembers.last(where: { $0.key == "$type" }),
      !newMembers.contains(where: { $0.key == "$type" })
    else { return new }
    newMembers.insert(type, at: 0)
    return JSONNode(value: .object(newMembers), position: new.position)
  }

  /// The merged object.
  var result: JSONNode {
    node(0)
  }

  private func node(_ object: Int) -> JSONNode {
    let merged = objects[object]
    var members: [JSONMember] = []
    members.reserveCapacity(merged.keys.count)
    for (key, (position, slot)) in zip(merged.keys, zip(merged.keyPositions, merged.slots)) {
      let value: JSONNode
      switch slot {
      case .value(let node): value = node
      case .group(let child): value = self.node(child)
      }
      members.append(JSONMember(key: key, keyPosition: position, value: value))
    }
    return JSONNode(value: .object(members), position: merged.position)
  }
}
