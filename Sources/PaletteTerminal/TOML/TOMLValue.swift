import PaletteCore

/// A value of a TOML document read by ``TOMLReader``, with where it starts.
struct TOMLValue: Sendable {
  /// What the value holds.
  enum Kind: Sendable {
    /// A string, escapes resolved.
    case string(String)
    /// An integer.
    case integer(Int)
    /// A float.
    case float(Double)
    /// A boolean.
    case bool(Bool)
    /// A date or time, as written.
    case dateTime(String)
    /// An array.
    case array([TOMLValue])
    /// A table: its entries in document order.
    case table([TOMLEntry])
  }

  /// What the value holds.
  var kind: Kind
  /// Where the value starts (a table defined by a header: the header).
  var location: SourceLocation

  /// The string, or `nil`.
  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The table's entries, or `nil`.
  var entries: [TOMLEntry]? {
    if case .table(let entries) = kind { return entries }
    return nil
  }

  /// The value of `key` in a table.
  func member(_ key: String) -> TOMLValue? {
    entries?.first { $0.key == key }?.value
  }

  /// What the value is, for messages.
  var typeDescription: String {
    switch kind {
    case .string: "a string"
    case .integer: "an integer"
    case .float: "a float"
    case .bool: "a boolean"
    case .dateTime: "a date"
    case .array: "an array"
    case .table: "a table"
    }
  }
}

/// One key of a TOML table and its value.
struct TOMLEntry: Sendable {
  /// The key (one part of a dotted key).
  var key: String
  /// Where the key is written.
  var keyLocation: SourceLocation
  /// The value.
  var value: TOMLValue
}

/// How far ``TOMLReader`` goes before it refuses a document.
struct TOMLLimits: Sendable {
  /// The deepest nesting of tables and arrays.
  var depth = 32
  /// The longest string or key, in bytes.
  var stringLength = 65_536
  /// The most values and tables in the document.
  var values = 200_000
}
