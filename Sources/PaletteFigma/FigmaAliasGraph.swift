import PaletteCore

/// The values of a Figma document's colour variables, mode by mode, as a ``ReferenceGraph``:
/// a node is one variable in one mode, numbered as it is first asked for.
///
/// An alias in mode *m* takes its target's value in *m* when the target has one (the two
/// share the collection); otherwise in the target collection's mode of the same role (dark
/// for dark), otherwise in its default mode, as Figma resolves an alias across collections.
struct FigmaAliasGraph: ReferenceGraph {
  /// What a node resolves to.
  enum Resolution {
    /// A colour.
    case color(PaletteColor)
    /// Why there is no colour, with the path that led there.
    case failure(String)
  }

  /// A variable in a mode.
  struct Key: Hashable {
    /// The variable's index.
    var variable: Int
    /// The mode's id.
    var mode: String
  }

  /// The document.
  let document: FigmaDocument
  /// The nodes numbered so far.
  private(set) var keys: [Key] = []
  /// The number of each key.
  private var numbers: [Key: Int] = [:]

  /// Creates the graph of a document.
  ///
  /// - Parameter document: The document.
  init(document: FigmaDocument) {
    self.document = document
  }

  /// The number of a node, numbering it when it is new.
  ///
  /// - Parameter key: The variable and mode.
  /// - Returns: The node's number.
  mutating func node(_ key: Key) -> Int {
    if let known = numbers[key] { return known }
    numbers[key] = keys.count
    keys.append(key)
    return keys.count - 1
  }

  /// `'Semantic/Link' (Dark)`: a node for messages.
  func describe(_ key: Key) -> String {
    let variable = document.variables[key.variable]
    return "'\(variable.name)' (\(modeName(key.mode, in: variable.collection)))"
  }

  private func modeName(_ id: String, in collection: Int?) -> String {
    guard let collection else { return id }
    return document.collections[collection].modes.first { $0.id == id }?.name ?? id
  }

  mutating func evaluate(_ node: Int, resolved: (Int) -> Resolution?) -> ReferenceStep<Resolution> {
    let key = keys[node]
    let variable = document.variables[key.variable]
    guard let value = variable.values[key.mode] else {
      return .value(.failure("\(describe(key)) has no value in that mode"))
    }
    switch value {
    case .color(let color):
      return .value(.color(color))
    case .alias(let id, _):
      guard let target = document.variableIndex[id] else {
        return .value(
          .failure("\(describe(key)) refers to variable '\(id)', which is not in the file"))
      }
      let targetVariable = document.variables[target]
      guard targetVariable.isColor else {
        return .value(
          .failure(
            "\(describe(key)) refers to '\(targetVariable.name)', a "
              + "\(targetVariable.resolvedType) variable, not a colour"))
      }
      guard let mode = targetMode(of: targetVariable, from: key.mode) else {
        return .value(
          .failure(
            "\(describe(key)) refers to '\(targetVariable.name)', which has no value for it"))
      }
      let next = self.node(Key(variable: target, mode: mode))
      if let known = resolved(next) { return .value(known) }
      return .needs([next])
    }
  }

  mutating func cycle(_ cycle: [Int]) -> Resolution {
    let path = (cycle + [cycle[0]]).map { describe(keys[$0]) }
    return .failure("the aliases form a cycle: " + path.joined(separator: " → "))
  }

  /// The mode of `target` an alias from mode `mode` reads.
  private func targetMode(of target: FigmaDocument.Variable, from mode: String) -> String? {
    if target.values[mode] != nil { return mode }
    if let collection = target.collection {
      let modes = document.collections[collection].modes
      if let role = document.modeRoles[mode], role != .other,
        let same = modes.first(where: { $0.role == role && target.values[$0.id] != nil })
      {
        return same.id
      }
      if let fallback = document.collections[collection].defaultModeID,
        target.values[fallback] != nil
      {
        return fallback
      }
      if let first = modes.first(where: { target.values[$0.id] != nil }) { return first.id }
    }
    return target.values.count == 1 ? target.values.first?.key : nil
  }
}
