import PaletteCore

/// The collections and variables of a Figma variables document, checked for shape: every
/// colour value parsed, every alias's target id read, nothing resolved yet.
struct FigmaDocument {
  /// One mode of a collection.
  struct Mode {
    /// The mode's id, `123:0`.
    var id: String
    /// The mode's name.
    var name: String
    /// What the name stands for.
    var role: FigmaModeRole
  }

  /// A variable collection.
  struct Collection {
    /// The collection's id.
    var id: String
    /// The collection's name.
    var name: String
    /// The modes in order.
    var modes: [Mode]
    /// The default mode's id, when given.
    var defaultModeID: String?
    /// Where the collection's object starts.
    var position: JSONPosition
    /// Whether any variable belongs to it.
    var hasVariables = false
  }

  /// One mode's value of a colour variable.
  enum Value {
    /// A colour.
    case color(PaletteColor)
    /// A reference to another variable, by id.
    case alias(String, JSONPosition)
  }

  /// A variable.
  struct Variable {
    /// The variable's id.
    var id: String
    /// The variable's name, `/` and all.
    var name: String
    /// The index of its collection in ``FigmaDocument/collections``, when the file has it.
    var collection: Int?
    /// The collection id it names.
    var collectionID: String
    /// `COLOR`, `FLOAT`, `STRING`, `BOOLEAN`, or what the file says.
    var resolvedType: String
    /// The values by mode id, for a colour variable; empty for the others.
    var values: [String: Value]
    /// Where the variable's object starts.
    var position: JSONPosition

    /// Whether the variable holds colours.
    var isColor: Bool { resolvedType == "COLOR" }
  }

  /// The collections in file order.
  var collections: [Collection] = []
  /// The variables in file order.
  var variables: [Variable] = []
  /// The index of each collection by id.
  var collectionIndex: [String: Int] = [:]
  /// The index of each variable by id.
  var variableIndex: [String: Int] = [:]
  /// The role of every mode id of every collection.
  var modeRoles: [String: FigmaModeRole] = [:]
}
