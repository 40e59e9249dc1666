/// One parsed JSON value with the position of its first byte.
///
/// Objects keep their members in document order (duplicates are rejected by the parser);
/// numbers keep the byte range of their token, so the reader converts each one exactly once,
/// to the type it needs (`Float` for colour values, `Int` for counts).
struct JSONNode: Sendable {
  /// A JSON value.
  enum Value: Sendable {
    /// An object's members in document order.
    case object([JSONMember])
    /// An array's elements in order.
    case array([JSONNode])
    /// A string, with escapes resolved.
    case string(String)
    /// A number, as the byte range of its token in the input.
    case number(Range<Int>)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// The value.
  var value: Value
  /// Where the value starts.
  var position: JSONPosition

  /// The kind of value with an article, for messages: "an object", "a string", …
  var typeDescription: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    }
  }
}

/// One member of a JSON object.
struct JSONMember: Sendable {
  /// The member name, with escapes resolved.
  var key: String
  /// Where the member name starts (its opening quote).
  var keyPosition: JSONPosition
  /// The member's value.
  var value: JSONNode
}
