import PaletteCore

/// One object of a property list, as a binary property list stores it: containers hold the
/// indices of their members in the document's object table, not the members themselves.
///
/// Keeping references as indices lets a document share one object between containers (as
/// binary property lists do) without copying it, so a small file can never expand into a large
/// tree. Reals and dates compare by bit pattern, so `==` is reflexive even for NaN.
package enum PropertyListObject: Sendable {
  /// `null` (marker `00`).
  case null
  /// `false` or `true` (markers `08`, `09`).
  case bool(Bool)
  /// An integer that fits in 64 signed bits.
  case integer(Int64)
  /// An integer above `Int64.max`, stored in 16 bytes.
  case unsignedInteger(UInt64)
  /// A real number, kept as a `Double` (a 4-byte real widens exactly).
  case real(Double)
  /// A date: seconds since 2001-01-01 00:00:00 UTC.
  case date(Double)
  /// Raw bytes.
  case data([UInt8])
  /// Text; written as ASCII when every scalar is ASCII, otherwise as UTF-16.
  case string(String)
  /// A keyed-archive reference (a UID) into the archive's `$objects`.
  case uid(UInt64)
  /// An ordered list of object indices.
  case array([Int])
  /// An unordered collection of object indices, kept in file order.
  case set([Int])
  /// Key and value object indices, pairwise, in file order; keys are strings.
  case dictionary(keys: [Int], values: [Int])

  /// The indices this object refers to: its members, or a dictionary's keys then values.
  package var references: [Int] {
    switch self {
    case .array(let members), .set(let members): members
    case .dictionary(let keys, let values): keys + values
    default: []
    }
  }

  /// How many references ``references`` holds, without building it.
  package var referenceCount: Int {
    switch self {
    case .array(let members), .set(let members): members.count
    case .dictionary(let keys, let values): keys.count + values.count
    default: 0
    }
  }

  /// The reference at `position` of ``references``, without building it.
  ///
  /// - Parameter position: 0..<``referenceCount``.
  /// - Returns: The object index.
  package func reference(at position: Int) -> Int {
    switch self {
    case .array(let members), .set(let members): members[position]
    case .dictionary(let keys, let values):
      position < keys.count ? keys[position] : values[position - keys.count]
    default: preconditionFailure("a \(typeName) has no references")
    }
  }

  /// Whether the object is an array, set or dictionary.
  package var isContainer: Bool {
    switch self {
    case .array, .set, .dictionary: true
    default: false
    }
  }

  /// The type's name for messages: `"string"`, `"dictionary"`, …
  package var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .integer, .unsignedInteger: "integer"
    case .real: "real"
    case .date: "date"
    case .data: "data"
    case .string: "string"
    case .uid: "UID"
    case .array: "array"
    case .set: "set"
    case .dictionary: "dictionary"
    }
  }
}

extension PropertyListObject: Hashable {
  /// Objects are equal when their cases and values are; reals and dates by bit pattern.
  package static func == (lhs: PropertyListObject, rhs: PropertyListObject) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b
    case (.unsignedInteger(let a), .unsignedInteger(let b)): a == b
    case (.real(let a), .real(let b)), (.date(let a), .date(let b)): a.bitPattern == b.bitPattern
    case (.data(let a), .data(let b)): a == b
    case (.string(let a), .string(let b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
    case (.uid(let a), .uid(let b)): a == b
    case (.array(let a), .array(let b)), (.set(let a), .set(let b)): a == b
    case (.dictionary(let ak, let av), .dictionary(let bk, let bv)): ak == bk && av == bv
    default: false
    }
  }

  /// Hashes the case and the value, as `==` compares them.
  package func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value ? 2 : 1)
    case .integer(let value):
      hasher.combine(3)
      hasher.combine(value)
    case .unsignedInteger(let value):
      hasher.combine(4)
      hasher.combine(value)
    case .real(let value):
      hasher.combine(5)
      hasher.combine(value.bitPattern)
    case .date(let value):
      hasher.combine(6)
      hasher.combine(value.bitPattern)
    case .data(let value):
      hasher.combine(7)
      hasher.combine(value)
    case .string(let value):
      hasher.combine(8)
      for scalar in value.unicodeScalars { hasher.combine(scalar.value) }
    case .uid(let value):
      hasher.combine(9)
      hasher.combine(value)
    case .array(let value):
      hasher.combine(10)
      hasher.combine(value)
    case .set(let value):
      hasher.combine(11)
      hasher.combine(value)
    case .dictionary(let keys, let values):
      hasher.combine(12)
      hasher.combine(keys)
      hasher.combine(values)
    }
  }
}
