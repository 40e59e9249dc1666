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
  /// ``code(of:)`` of ``key``, computed once so lookups and duplicate checks compare integers.
  var keyCode: UInt64

  /// Creates a member.
  ///
  /// - Parameters:
  ///   - key: The member name.
  ///   - keyPosition: Where the name starts.
  ///   - value: The value.
  ///   - keyCode: ``code(of:)`` of `key`, when the caller has it already.
  init(key: String, keyPosition: JSONPosition, value: JSONNode, keyCode: UInt64? = nil) {
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
  static func code(of key: String) -> UInt64 {
    var key = key
    return key.withUTF8 { code(of: $0[...]) }
  }

  /// ``code(of:)`` of the key whose UTF-8 bytes are `utf8`.
  static func code<Bytes: Collection<UInt8>>(of utf8: Bytes) -> UInt64 {
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
