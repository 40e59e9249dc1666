/// A parsed JSON value with the byte offset where it starts, so callers can point at it.
package struct PositionedJSON: Sendable {
  /// The kinds of JSON value.
  package enum Value: Sendable {
    case null
    case bool(Bool)
    /// The number's literal text, parsed by the caller into the type it needs.
    case number(String)
    case string(String)
    case array([PositionedJSON])
    /// Members in document order; duplicates are kept (``member(_:)`` returns the last).
    case object([PositionedJSONMember])
  }

  /// The value.
  package var value: Value
  /// The 0-based byte offset of the value's first byte.
  package var offset: Int

  /// The members, when the value is an object.
  package var members: [PositionedJSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The string, when the value is one.
  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The elements, when the value is an array.
  package var elements: [PositionedJSON]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The number's literal text, when the value is a number.
  package var numberText: String? {
    if case .number(let text) = value { return text }
    return nil
  }

  /// The last member named `key`, when the value is an object (JSON.parse semantics).
  package func member(_ key: String) -> PositionedJSON? {
    members?.last { $0.key == key }?.value
  }

  /// A short name of the value's kind, for messages.
  package var kindName: String {
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
package struct PositionedJSONMember: Sendable {
  /// The decoded key.
  package var key: String
  /// The byte offset of the key's opening quote.
  package var keyOffset: Int
  /// The value.
  package var value: PositionedJSON
}
