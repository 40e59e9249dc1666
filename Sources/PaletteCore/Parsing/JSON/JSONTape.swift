/// A parsed JSON document as one flat array of ``JSONTapeEntry`` values in document order,
/// over the document's bytes: what ``JSONParser/parseTape()`` returns.
///
/// A value is named by its index on the tape; the root is at index 0. An object's or array's
/// children follow it, and its entry says where they end, so a reader skips a whole value in
/// one step. An object's children are its member names and values in turn. Strings keep the
/// byte range of their text, so a reader compares member names as bytes and builds a `String`
/// only for text it keeps; numbers keep their token, converted by the reader to the type it
/// needs. Positions come from the line table, on demand.
package struct JSONTape: Sendable {
  /// The document's bytes.
  package let bytes: [UInt8]
  /// The values, in document order.
  package internal(set) var entries: [JSONTapeEntry] = []
  /// Where each line starts.
  package internal(set) var lines = LineTable()
  /// The text of each string with escapes, in document order.
  @usableFromInline var escapedStrings: [String] = []

  /// Creates an empty tape over a document; the parser fills it.
  ///
  /// - Parameter bytes: The document's bytes.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The index of the root value.
  @inlinable @inline(__always) package var root: Int { 0 }

  /// The kind of the value at `index`.
  @inlinable @inline(__always) package func kind(_ index: Int) -> JSONTapeEntry.Kind {
    entries[index].kind
  }

  /// The byte offset where the value at `index` starts.
  @inlinable @inline(__always) package func offset(_ index: Int) -> Int { entries[index].offset }

  /// Where the value at `index` starts.
  ///
  /// - Complexity: O(log *n*) in the number of lines.
  package func position(_ index: Int) -> JSONPosition {
    lines.position(ofOffset: entries[index].offset)
  }

  /// Where the value at `index` starts, for values visited in document order (see
  /// ``LineTable/position(ofOffset:from:)``).
  package func position(_ index: Int, from hint: inout Int) -> JSONPosition {
    lines.position(ofOffset: entries[index].offset, from: &hint)
  }

  /// The index just past the value at `index` and all of its descendants: its next sibling,
  /// or its container's end.
  @inlinable @inline(__always) package func end(of index: Int) -> Int {
    let entry = entries[index]
    switch entry.kind {
    case .object, .array: return entry.payload
    default: return index + 1
    }
  }

  /// The number of elements of an array, or of members of an object, at `index`.
  ///
  /// - Complexity: O(*n*) in the number of children (each is skipped in one step).
  package func count(_ index: Int) -> Int {
    let stop = end(of: index)
    let isObject = entries[index].kind == .object
    var child = index + 1
    var count = 0
    while child < stop {
      child = end(of: isObject ? child + 1 : child)
      count += 1
    }
    return count
  }

  /// The text of the string at `index` as UTF-8, escapes resolved: a slice of the document
  /// for a string without escapes.
  package func utf8(_ index: Int) -> ArraySlice<UInt8> {
    let entry = entries[index]
    if entry.kind == .escapedString {
      return ArraySlice(escapedStrings[entry.payload].utf8)
    }
    return bytes[(entry.offset + 1)..<entry.payload]
  }

  /// The text of the string at `index`, escapes resolved.
  package func string(_ index: Int) -> String {
    let entry = entries[index]
    if entry.kind == .escapedString { return escapedStrings[entry.payload] }
    return bytes.withUnsafeBufferPointer {
      String(
        decoding: UnsafeBufferPointer(rebasing: $0[(entry.offset + 1)..<entry.payload]),
        as: UTF8.self)
    }
  }

  /// The byte range of the text of the string at `index` (between its quotes), or `nil`
  /// when it has escapes and its text is not in the document as written.
  @inlinable @inline(__always) package func textRange(_ index: Int) -> Range<Int>? {
    let entry = entries[index]
    return entry.kind == .string ? (entry.offset + 1)..<entry.payload : nil
  }

  /// ``JSONMember/code(of:)`` of the string at `index`: its bytes packed into an integer
  /// when it has at most 7, 0 otherwise.
  @inlinable @inline(__always) package func code(_ index: Int) -> UInt64 {
    let entry = entries[index]
    if entry.kind == .escapedString { return JSONMember.code(of: escapedStrings[entry.payload]) }
    let start = entry.offset + 1
    let count = entry.payload - start
    guard count <= 7 else { return 0 }
    return bytes.withUnsafeBufferPointer { buffer in
      var word: UInt64 = 0
      if start + 8 <= buffer.count {
        // One load of 8 bytes, of which the text's are kept: byte 0 in the low bits.
        word = UInt64(
          littleEndian: UnsafeRawPointer(buffer.baseAddress! + start).loadUnaligned(
            as: UInt64.self))
        word &= (1 << (UInt64(count) * 8)) &- 1
      } else {
        var shift: UInt64 = 0
        for offset in start..<entry.payload {
          word |= UInt64(buffer[offset]) << shift
          shift += 8
        }
      }
      return word | UInt64(count) << 56
    }
  }

  /// Whether the text of the string at `index` is `utf8`, byte for byte.
  package func text(_ index: Int, equals text: [UInt8]) -> Bool {
    guard let range = textRange(index) else { return utf8(index).elementsEqual(text) }
    guard range.count == text.count else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      text.withUnsafeBufferPointer { other in
        var offset = 0
        while offset < other.count {
          if buffer[range.lowerBound + offset] != other[offset] { return false }
          offset += 1
        }
        return true
      }
    }
  }

  /// The byte range of the number token at `index`.
  @inlinable @inline(__always) package func numberRange(_ index: Int) -> Range<Int> {
    let entry = entries[index]
    return entry.offset..<entry.payload
  }

  /// Whether the value at `index` is a string.
  @inlinable @inline(__always) package func isString(_ index: Int) -> Bool {
    let kind = entries[index].kind
    return kind == .string || kind == .escapedString
  }

  /// The kind of the value at `index` with an article, for messages: "an object",
  /// "a string", … (as ``JSONNode/typeDescription``).
  package func typeDescription(_ index: Int) -> String {
    switch entries[index].kind {
    case .object: "an object"
    case .array: "an array"
    case .string, .escapedString: "a string"
    case .number: "a number"
    case .true: "true"
    case .false: "false"
    case .null: "null"
    }
  }
}
