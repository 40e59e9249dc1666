/// The one JSON parser of every JSON-based format (palconv JSON, design tokens, asset
/// catalogs and those to come): strict RFC 8259 over UTF-8 bytes, every error with a line and
/// column.
///
/// It records the document on a ``JSONTape``, one flat array of small entries with no
/// allocation per value, and limits nesting to ``maximumDepth`` so the recursion can never
/// exhaust the stack. ``parseDocument()`` builds a tree of ``JSONNode`` values from the tape for
/// readers that want one. Beyond the grammar it rejects what cannot become a Swift `String`
/// (invalid UTF-8, unpaired surrogate escapes); a member name repeated in one object is an
/// error or is kept and listed, as ``duplicateKeyPolicy`` says. A leading UTF-8 byte order
/// mark is skipped.
package struct JSONParser {
  /// What to do with a member name repeated in one object.
  package enum DuplicateKeyPolicy: Sendable {
    /// Throw an error naming both places (a format whose documents palconv writes).
    case reject
    /// Keep every member and list the repeats in ``duplicateKeys``, for a format that says
    /// what `JSON.parse` would do (the last one wins).
    case keep
  }

  /// The deepest nesting of arrays and objects accepted.
  package let maximumDepth: Int
  /// What to do with repeated member names.
  package let duplicateKeyPolicy: DuplicateKeyPolicy
  /// With ``DuplicateKeyPolicy/keep``: each repeated member name, with where it repeats.
  package internal(set) var duplicateKeys: [(key: String, position: JSONPosition)] = []

  /// The document.
  let bytes: [UInt8]
  /// The format identifier errors carry.
  let format: String
  /// The cursor.
  var index = 0
  /// The line the cursor is on, from 1.
  var line = 1
  /// The offset where the cursor's line starts.
  var lineStart = 0
  /// The document's storage while ``parseTape()`` runs, for the loops that read every byte.
  var input = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// What has been parsed so far.
  var tape: JSONTape

  /// Creates a parser over a whole document.
  ///
  /// - Parameters:
  ///   - bytes: The document's bytes.
  ///   - format: The format identifier errors carry (`json`, `dtcg`, …).
  ///   - maximumDepth: The deepest nesting of arrays and objects accepted; 64 by default.
  ///   - duplicateKeys: What to do with a repeated member name; rejected by default.
  package init(
    bytes: [UInt8], format: String, maximumDepth: Int = 64,
    duplicateKeys: DuplicateKeyPolicy = .reject
  ) {
    self.bytes = bytes
    self.format = format
    self.maximumDepth = maximumDepth
    self.duplicateKeyPolicy = duplicateKeys
    self.tape = JSONTape(bytes: bytes)
  }

  /// Parses the whole input as one JSON value and returns it as a tree.
  ///
  /// - Returns: The root node.
  /// - Throws: ``PaletteError`` with the position of the first problem.
  /// - Complexity: O(*n*) in the input size.
  package mutating func parseDocument() throws(PaletteError) -> JSONNode {
    try parseTape().tree()
  }

  /// Where each line of the input starts, once ``parseDocument()`` or ``parseTape()`` has
  /// run: for locations of byte offsets in O(log *n*), where ``SourceLocation/text(offset:in:)``
  /// would rescan the input.
  package var lineTable: LineTable { tape.lines }

  /// Parses the whole input as one JSON value and returns it as a tape, without building a
  /// node or a `String` per value.
  ///
  /// - Returns: The tape; its root is at index 0.
  /// - Throws: ``PaletteError`` with the position of the first problem.
  /// - Complexity: O(*n*) in the input size.
  package mutating func parseTape() throws(PaletteError) -> JSONTape {
    // Room for one entry per 6 bytes; pages not written to are never touched.
    tape.entries.reserveCapacity(bytes.count / 6 + 16)
    let document = bytes
    try document.withUnsafeBufferPointer { buffer throws(PaletteError) in
      input = buffer
      defer { input = UnsafeBufferPointer(start: nil, count: 0) }
      try parseRoot()
    }
    return tape
  }

  /// Parses the document's one value and checks that only whitespace follows it.
  private mutating func parseRoot() throws(PaletteError) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    guard index < bytes.count else {
      throw error(.unexpectedEndOfInput, "the input is empty; expected a JSON object", at: index)
    }
    try parseValue(depth: 0)
    skipWhitespace()
    if index < bytes.count {
      throw error(
        .syntax, "unexpected \(describeByte(at: index)) after the end of the JSON document",
        at: index)
    }
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(PaletteError) {
    let start = index
    let byte = input[index]
    switch byte {
    case UInt8(ascii: "{"):
      try parseObject(depth: depth + 1)
    case UInt8(ascii: "["):
      try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""):
      try parseString()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try parseNumber()
      tape.entries.append(JSONTapeEntry(.number, offset: start, payload: index))
    case UInt8(ascii: "t"):
      try parseLiteral("true")
      tape.entries.append(JSONTapeEntry(.true, offset: start))
    case UInt8(ascii: "f"):
      try parseLiteral("false")
      tape.entries.append(JSONTapeEntry(.false, offset: start))
    case UInt8(ascii: "n"):
      try parseLiteral("null")
      tape.entries.append(JSONTapeEntry(.null, offset: start))
    default:
      throw unexpectedByte(expecting: "a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(PaletteError) {
    let start = index
    try checkDepth(depth)
    let entry = tape.entries.count
    tape.entries.append(JSONTapeEntry(.object, offset: start))
    index += 1
    var names = MemberNames()
    skipWhitespace()
    if try peek(inside: "object", startingAt: start) == UInt8(ascii: "}") {
      index += 1
      tape.entries[entry].payload = tape.entries.count
      return
    }
    while true {
      guard try peek(inside: "object", startingAt: start) == UInt8(ascii: "\"") else {
        throw unexpectedByte(expecting: "a member name in double quotes")
      }
      let keyPosition = currentPosition
      let key = tape.entries.count
      try parseString()
      try checkRepeat(ofNameAt: key, position: keyPosition, in: &names)
      skipWhitespace()
      guard try peek(inside: "object", startingAt: start) == UInt8(ascii: ":") else {
        throw unexpectedByte(expecting: "':' after the member name")
      }
      index += 1
      skipWhitespace()
      _ = try peek(inside: "object", startingAt: start)
      try parseValue(depth: depth)
      skipWhitespace()
      switch try peek(inside: "object", startingAt: start) {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if try peek(inside: "object", startingAt: start) == UInt8(ascii: "}") {
          throw error(.syntax, "trailing comma before '}'", at: index)
        }
      case UInt8(ascii: "}"):
        index += 1
        tape.entries[entry].payload = tape.entries.count
        return
      default:
        throw unexpectedByte(expecting: "',' or '}'")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(PaletteError) {
    let start = index
    try checkDepth(depth)
    let entry = tape.entries.count
    tape.entries.append(JSONTapeEntry(.array, offset: start))
    index += 1
    skipWhitespace()
    if try peek(inside: "array", startingAt: start) == UInt8(ascii: "]") {
      index += 1
      tape.entries[entry].payload = tape.entries.count
      return
    }
    while true {
      try parseValue(depth: depth)
      skipWhitespace()
      switch try peek(inside: "array", startingAt: start) {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if try peek(inside: "array", startingAt: start) == UInt8(ascii: "]") {
          throw error(.syntax, "trailing comma before ']'", at: index)
        }
      case UInt8(ascii: "]"):
        index += 1
        tape.entries[entry].payload = tape.entries.count
        return
      default:
        throw unexpectedByte(expecting: "',' or ']'")
      }
    }
  }

  private func checkDepth(_ depth: Int) throws(PaletteError) {
    if depth > maximumDepth {
      throw error(
        .limitExceeded, "arrays and objects are nested more than \(maximumDepth) levels deep",
        at: index)
    }
  }

  /// The byte at the cursor, or an end-of-input error naming the open container. (Mutating
  /// only so that the parser is read in place, not copied, at each of the many calls.)
  @inline(__always) private mutating func peek(
    inside container: StaticString, startingAt start: Int
  ) throws(PaletteError) -> UInt8 {
    guard index < input.count else { throw endOfInput(inside: container, startingAt: start) }
    return input[index]
  }

  /// The error for an input that ends inside the container that starts at `start`.
  @inline(never) private func endOfInput(
    inside container: StaticString, startingAt start: Int
  ) -> PaletteError {
    let opened = SourceLocation.text(offset: start, in: bytes)
    return error(
      .unexpectedEndOfInput, "the input ends inside the \(container) that starts at \(opened)",
      at: index)
  }

  // MARK: - Literals and numbers

  private mutating func parseLiteral(_ word: String) throws(PaletteError) {
    for byte in word.utf8 {
      guard index < input.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside '\(word)'", at: index)
      }
      guard input[index] == byte else {
        throw error(
          .syntax, "invalid literal: expected '\(word)', found \(describeByte(at: index))",
          at: index)
      }
      index += 1
    }
  }

  private mutating func parseNumber() throws(PaletteError) {
    let start = index
    if input[index] == UInt8(ascii: "-") {
      index += 1
      guard index < input.count else {
        throw error(.unexpectedEndOfInput, "the input ends inside a number", at: index)
      }
      if input[index] == UInt8(ascii: "I") {
        throw error(.syntax, "-Infinity is not valid JSON; numbers must be finite", at: start)
      }
    }
    if input[index] == UInt8(ascii: "0") {
      index += 1
      if index < input.count, Self.isDigit(input[index]) {
        throw error(.syntax, "a number must not start with a leading zero", at: start)
      }
    } else {
      try digits(after: "'-'")
    }
    if index < input.count, input[index] == UInt8(ascii: ".") {
      index += 1
      try digits(after: "the decimal point")
    }
    if index < input.count, input[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < input.count, input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      try digits(after: "the exponent marker")
    }
  }

  /// Consumes one or more digits.
  private mutating func digits(after what: StaticString) throws(PaletteError) {
    guard index < input.count, Self.isDigit(input[index]) else { throw missingDigit(after: what) }
    var offset = index + 1
    while offset < input.count, Self.isDigit(input[offset]) { offset += 1 }
    index = offset
  }

  /// The error for a number that lacks a digit at the cursor.
  @inline(never) private mutating func missingDigit(after what: StaticString) -> PaletteError {
    guard index < input.count else {
      return error(.unexpectedEndOfInput, "the input ends inside a number", at: index)
    }
    return error(.syntax, "expected a digit after \(what)", at: index)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Whitespace and positions

  /// Skips JSON whitespace, counting line breaks (`\n`, `\r\n` and a lone `\r`) as
  /// ``SourceLocation/text(offset:in:)`` does.
  @inline(__always) private mutating func skipWhitespace() {
    // Most tokens are followed by a byte that is not whitespace, or by one space and such a
    // byte: no loop, no call.
    if index < input.count {
      let byte = input[index]
      if byte > UInt8(ascii: " ") { return }
      if byte == UInt8(ascii: " ") && index + 1 < input.count
        && input[index + 1] > UInt8(ascii: " ")
      {
        index += 1
        return
      }
    }
    skipWhitespaceRun()
  }

  /// ``skipWhitespace()`` past one or more bytes.
  @inline(never) private mutating func skipWhitespaceRun() {
    var offset = index
    let count = input.count
    while offset < count {
      offset = Self.endOfSpaces(in: input, from: offset)
      guard offset < count else { break }
      let byte = input[offset]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        offset += 1
      } else if byte == UInt8(ascii: "\n") {
        offset += 1
        startLine(at: offset)
      } else if byte == UInt8(ascii: "\r") {
        offset += 1
        if offset < count, input[offset] == UInt8(ascii: "\n") { offset += 1 }
        startLine(at: offset)
      } else {
        break
      }
    }
    index = offset
  }

  /// The offset of the first byte at or after `offset` that is not a space, testing eight
  /// bytes at a time (indentation is mostly spaces).
  private static func endOfSpaces(in buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
    do {
      var offset = offset
      let spaces: UInt64 = 0x2020_2020_2020_2020
      if let base = buffer.baseAddress {
        while offset + 8 <= buffer.count {
          let word = UInt64(
            littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
          let other = word ^ spaces
          if other != 0 { return offset + other.trailingZeroBitCount / 8 }
          offset += 8
        }
      }
      while offset < buffer.count && buffer[offset] == UInt8(ascii: " ") { offset += 1 }
      return offset
    }
  }

  /// Records that a line starts at `offset`.
  private mutating func startLine(at offset: Int) {
    line += 1
    lineStart = offset
    tape.lines.append(lineStart: offset)
  }

  private var currentPosition: JSONPosition {
    JSONPosition(offset: index, line: line, column: index - lineStart + 1)
  }

}
