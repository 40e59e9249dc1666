package import PaletteCore

/// Counts the `$extensions` data a token reader does not keep, so that it can say so once per
/// extension name instead of once per token.
///
/// The palette model has no place for extension data, so every extension that carries some (a
/// non-empty object or array, a string, a number, a boolean) is lost on reading; an empty
/// object or `null` carries none. Tokens Studio's colour modifier
/// (`$extensions["studio.tokens"].modify`) is counted apart, as a modifier the reader did or
/// did not apply. Also the Tokens Studio reader's, for its DTCG mode.
package struct DTCGExtensionTally {
  /// Extensions of one name that were not kept.
  package struct Entry {
    /// The extension's name (`com.figma`), or `$extensions` for one that is not an object.
    package var name: String
    /// How many tokens and groups carried it.
    package var count: Int
    /// The path of the first of them.
    package var firstPath: String
    /// The byte offset of the first one.
    package var offset: Int
  }

  /// The extension names that were not kept, in the order first met.
  package private(set) var notRead: [Entry] = []
  /// Tokens Studio modifiers met that the reader does not apply (``note(_:path:appliesModifiers:)``
  /// with `appliesModifiers` false).
  package private(set) var modifiers: Entry?
  private var indices: [String: Int] = [:]

  /// An empty tally.
  package init() {}

  /// Notes one token's or group's `$extensions`.
  ///
  /// - Parameters:
  ///   - extensions: The `$extensions` value.
  ///   - path: The token's or group's path, for the message.
  ///   - appliesModifiers: Whether the reader applies Tokens Studio modifiers itself (they are
  ///     then neither lost nor counted).
  package mutating func note(_ extensions: JSONNode, path: String, appliesModifiers: Bool) {
    guard let members = extensions.members else {
      if Self.carriesData(extensions) { add("$extensions", path: path, offset: extensions.offset) }
      return
    }
    for member in JSONMemberWalk.distinct(members) {
      let value = member.value
      if member.key == "studio.tokens", let inner = value.members {
        var other = false
        for item in JSONMemberWalk.distinct(inner) {
          if item.key == "modify" {
            if !appliesModifiers, Self.carriesData(item.value) {
              addModifier(path: path, offset: item.value.offset)
            }
          } else if Self.carriesData(item.value) {
            other = true
          }
        }
        if other { add(member.key, path: path, offset: member.keyOffset) }
      } else if Self.carriesData(value) {
        add(member.key, path: path, offset: member.keyOffset)
      }
    }
  }

  /// Whether a value carries data: anything but `null`, `{}` and `[]`.
  package static func carriesData(_ node: JSONNode) -> Bool {
    if let members = node.members { return !members.isEmpty }
    if let elements = node.elements { return !elements.isEmpty }
    if case .null = node.value { return false }
    return true
  }

  private mutating func add(_ name: String, path: String, offset: Int) {
    if let index = indices[name] {
      notRead[index].count += 1
    } else {
      indices[name] = notRead.count
      notRead.append(Entry(name: name, count: 1, firstPath: path, offset: offset))
    }
  }

  private mutating func addModifier(path: String, offset: Int) {
    if modifiers == nil {
      modifiers = Entry(name: "studio.tokens", count: 1, firstPath: path, offset: offset)
    } else {
      modifiers?.count += 1
    }
  }

  /// The message of the warning for one extension name that was not kept.
  ///
  /// - Parameter entry: The extension.
  /// - Returns: A sentence naming the extension, the count and the first path.
  package static func notReadMessage(_ entry: Entry) -> String {
    let name =
      entry.name == "$extensions"
      ? "$extensions that are not objects" : "extension \(quoted(entry.name))"
    return
      "\(name) on \(MessageFormatting.count(entry.count, "token or group", "tokens and groups")) "
      + "not kept: palconv has no place for extension data (first: \(quoted(entry.firstPath)))"
  }

  private static func quoted(_ text: String) -> String {
    MessageFormatting.quoted(text, mark: "'")
  }
}
