/// One parsed JSON value with the position of its first byte.
///
/// Objects keep their members in document order (a repeated name is rejected by the parser or
/// kept, as its ``JSONParser/DuplicateKeyPolicy`` says);
/// numbers keep the byte range of their token, so the reader converts each one exactly once,
/// to the type it needs (`Float` for colour values, `Int` for counts).
package struct JSONNode: Sendable {
  /// A JSON value.
  package enum Value: Sendable {
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
  package var value: Value
  /// Where the value starts.
  package var position: JSONPosition

  /// Creates a node, for a tree built from parsed nodes (a merge of two objects keeps the
  /// positions of the members it takes).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - position: Where the value starts in the document its parts come from.
  package init(value: Value, position: JSONPosition) {
    self.value = value
    self.position = position
  }

  /// Where the value starts, as a byte offset.
  package var offset: Int { position.offset }

  /// The members, when the value is an object.
  package var members: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The elements, when the value is an array.
  package var elements: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The string, when the value is one.
  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The number's literal text, when the value is a number.
  ///
  /// - Parameter bytes: The document the node was parsed from.
  /// - Returns: The text, or `nil` for another kind of value.
  package func numberText(in bytes: [UInt8]) -> String? {
    if case .number(let range) = value { return String(decoding: bytes[range], as: UTF8.self) }
    return nil
  }

  /// The last member named `key`, when the value is an object (as `JSON.parse` keeps the last).
  ///
  /// - Parameter key: The member name, compared by its UTF-8 bytes.
  /// - Returns: The member's value, or `nil`.
  package func member(_ key: String) -> JSONNode? {
    guard let members else { return nil }
    let code = JSONMember.code(of: key)
    return members.last {
      code != 0 ? $0.keyCode == code : $0.keyCode == 0 && $0.key.utf8.elementsEqual(key.utf8)
    }?.value
  }

  /// The kind of value with an article, for messages: "an object", "a string", …
  package var typeDescription: String {
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
package struct JSONMember: Sendable {
  /// The member name, with escapes resolved.
  package var key: String
  /// Where the member name starts (its opening quote).
  package var keyPosition: JSONPosition
  /// The member's value.
  package var value: JSONNode
  /// The byte offset of the member name's opening quote.
  package var keyOffset: Int { keyPosition.offset }
  /// ``code(of:)`` of ``key``, computed once so lookups and duplicate checks compare integers.
  package var keyCode: UInt64

  /// Creates a member.
  ///
  /// - Parameters:
  ///   - key: The member name.
  ///   - keyPosition: Where the name starts.
  ///   - value: The value.
  ///   - keyCode: ``code(of:)`` of `key`, when the caller has it already.
  package init(key: String, keyPosition: JSONPosition, value: JSONNode, keyCode: UInt64? = nil) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
    self.keyCode = keyCode ?? Self.code(of: key)
  }

  /// A key's UTF-8 bytes packed into an integer, with the byte count in the top byte, when it
  /// has at most 7 bytes; 0 for longer keys.
  ///
  /// Two keys of at most 7 bytes have equal codes exactly when their bytes are equal; longer
  /// keys must be compared as strings.
  package static func code(of key: String) -> UInt64 {
    var key = key
    return key.withUTF8 { code(of: $0[...]) }
  }

  /// ``code(of:)`` of the key whose UTF-8 bytes are `utf8`.
  package static func code<Bytes: Collection<UInt8>>(of utf8: Bytes) -> UInt64 {
    guard utf8.count <= 7 else { return 0 }
    var code = UInt64(utf8.count) << 56
    var shift: UInt64 = 0
    for byte in utf8 {
      code |= UInt64(byte) << shift
      shift += 8
    }
    return code
  }
}
