/// A parsed JSON value with the byte offset where it starts, so callers can point at it.
struct JSONNode: Sendable {
  /// The kinds of JSON value.
  enum Value: Sendable {
    case null
    case bool(Bool)
    /// The number's literal text, parsed by the caller into the type it needs.
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Members in document order; duplicates are kept (``member(_:)`` returns the last).
    case object([JSONMember])
  }

  /// The value.
  var value: Value
  /// The 0-based byte offset of the value's first byte.
  var offset: Int

  /// The members, when the value is an object.
  var members: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The string, when the value is one.
  var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The elements, when the value is an array.
  var elements: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The number's literal text, when the value is a number.
  var numberText: String? {
    if case .number(let text) = value { return text }
    return nil
  }

  /// The last member named `key`, when the value is an object (JSON.parse semantics).
  func member(_ key: String) -> JSONNode? {
    members?.last { $0.key == key }?.value
  }

  /// A short name of the value's kind, for messages.
  var kindName: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Sendable {
  /// The decoded key.
  var key: String
  /// The byte offset of the key's opening quote.
  var keyOffset: Int
  /// The value.
  var value: JSONNode
}
