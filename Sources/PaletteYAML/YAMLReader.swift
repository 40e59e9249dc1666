package import PaletteCore

/// Reads the subset of YAML 1.1 and 1.2 that palette files written by applications use: block
/// mappings and sequences (a sequence may sit at its key's indentation), flow mappings and
/// sequences on one line, plain, single-quoted and double-quoted scalars on one line,
/// comments, `%` directives, `---` and `...` document markers, and tags and anchors, which are
/// kept (tags) or skipped (anchors).
///
/// It refuses what it does not read instead of guessing: aliases (`*a`, so no document can
/// expand), block scalars (`|`, `>`), multi-line flow collections and scalars, complex keys
/// (`?`) and tabs in indentation, each with the line and column. Nesting, scalar length and the
/// number of nodes are bounded by ``YAMLLimits``. Unity assets and base16 schemes are this
/// subset.
///
///     let document = try YAMLReader.parse(Array("a: {r: 1, g: 0}\n".utf8), format: "unity-colors")
///     document.documents[0].member("a")?.member("r")?.scalar  // "1"
package enum YAMLReader {
  /// Parses every document of `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: The whole file, UTF-8 (a byte order mark is skipped).
  ///   - format: The format identifier errors carry.
  ///   - limits: The limits.
  /// - Returns: The documents, each its root node (an empty document is an empty scalar), and
  ///   the directives before the first one.
  /// - Throws: ``PaletteError`` with a line and column.
  /// - Complexity: O(*n*) in the size of the file.
  package static func parse(
    _ bytes: [UInt8], format: String, limits: YAMLLimits = YAMLLimits()
  ) throws(PaletteError) -> YAMLDocuments {
    var parser = try YAMLParser(bytes, format: format, limits: limits)
    return try parser.parseStream()
  }
}

/// The documents of a YAML stream and the directives before the first.
package struct YAMLDocuments: Sendable {
  /// The `%` directive lines before the first document, as written (`%YAML 1.1`).
  package var directives: [String]
  /// The documents' root nodes, in order.
  package var documents: [YAMLNode]
}

/// The parser behind ``YAMLReader``: the significant lines of the file, read one block at a
/// time by indentation.
struct YAMLParser {
  /// One line with content (not blank, not only a comment).
  struct Line {
    var text: TextLine
    /// The offset of the first byte of content: the line's indentation ends there.
    var content: Int
    /// The indentation, in spaces (a sequence item's content is a line of its own, deeper).
    var indent: Int
  }

  private let bytes: [UInt8]
  private let format: String
  private let limits: YAMLLimits
  private var lines: [Line] = []
  private var current = 0
  private var nodeCount = 0

  init(_ bytes: [UInt8], format: String, limits: YAMLLimits) throws(PaletteError) {
    self.bytes = bytes
    self.format = format
    self.limits = limits
    if let bad = TextDecoder.firstInvalidUTF8(bytes, 0..<bytes.count) {
      throw PaletteError(
        .invalidEncoding, "the file is not valid UTF-8", format: format,
        location: Self.location(of: bad, in: bytes))
    }
    var cursor = LineCursor(bytes)
    while var line = cursor.next() {
      if line.number == 1, ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        line.start += ASCII.byteOrderMark.count
      }
      var index = line.start
      while index < line.end && bytes[index] == ASCII.space { index += 1 }
      if index < line.end && bytes[index] == ASCII.tab {
        var rest = index
        while rest < line.end && ASCII.isBlank(bytes[rest]) { rest += 1 }
        if rest < line.end && bytes[rest] != ASCII.hash {
          throw PaletteError(
            .syntax, "a tab in indentation; YAML indents with spaces", format: format,
            location: line.location(at: index))
        }
        continue
      }
      if index == line.end || bytes[index] == ASCII.hash { continue }
      lines.append(Line(text: line, content: index, indent: index - line.start))
    }
  }

  private static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
    var line = 1
    var start = 0
    for index in 0..<offset where bytes[index] == ASCII.lineFeed {
      line += 1
      start = index + 1
    }
    return .text(line: line, column: offset - start + 1)
  }

  private func error(
    _ kind: PaletteError.Kind, _ message: String, at offset: Int, on line: Line
  ) -> PaletteError {
    PaletteError(kind, message, format: format, location: line.text.location(at: offset))
  }

  private func error(_ message: String, at offset: Int, on line: Line) -> PaletteError {
    error(.syntax, message, at: offset, on: line)
  }

  // MARK: Documents

  mutating func parseStream() throws(PaletteError) -> YAMLDocuments {
    var directives: [String] = []
    var documents: [YAMLNode] = []
    while current < lines.count, lines[current].indent == 0, byte(lines[current].content) == 0x25 {
      let line = lines[current]
      directives.append(String(decoding: bytes[line.content..<line.text.end], as: UTF8.self))
      current += 1
    }
    while current < lines.count {
      let line = lines[current]
      var tag: String?
      var explicit = false
      if isMarker(line, "---") {
        explicit = true
        var position = skipSpaces(line.content + 3, on: line)
        tag = try properties(&position, on: line)
        if !atLineEnd(position, on: line) {
          var node = try inlineValue(&position, on: line, depth: 1)
          try expectLineEnd(position, on: line)
          node.tag = node.tag ?? tag
          documents.append(node)
          current += 1
          try skipDocumentEnd()
          continue
        }
        current += 1
      } else if isMarker(line, "...") {
        current += 1
        continue
      } else if line.indent == 0, byte(line.content) == 0x25 {
        throw error(
          "a directive after the first document must follow '...'", at: line.content, on: line)
      }
      if current < lines.count, !isMarker(lines[current], "---"),
        !isMarker(lines[current], "...")
      {
        var node = try blockNode(above: -1, depth: 1)
        node.tag = node.tag ?? tag
        documents.append(node)
      } else if explicit {
        documents.append(try scalar("", quoted: false, at: line.content, on: line))
      }
      try skipDocumentEnd()
    }
    return YAMLDocuments(directives: directives, documents: documents)
  }

  /// After a document's root: a `...` line may end it; anything else but `---` is an error.
  private mutating func skipDocumentEnd() throws(PaletteError) {
    guard current < lines.count else { return }
    let line = lines[current]
    if isMarker(line, "...") {
      current += 1
    } else if !isMarker(line, "---") {
      throw error(
        "unexpected indentation; the document's root ended on an earlier line",
        at: line.content, on: line)
    }
  }

  private func isMarker(_ line: Line, _ marker: String) -> Bool {
    guard line.indent == 0, line.content == line.text.start else { return false }
    let utf8 = Array(marker.utf8)
    let end = line.content + utf8.count
    guard end <= line.text.end, bytes[line.content..<end].elementsEqual(utf8) else {
      return false
    }
    return end == line.text.end || ASCII.isBlank(bytes[end])
  }

  // MARK: Block nodes

  /// The block node that starts on the current line, which must be indented more than
  /// `parent`.
  private mutating func blockNode(above parent: Int, depth: Int) throws(PaletteError) -> YAMLNode {
    let line = lines[current]
    guard depth <= limits.depth else {
      throw error(
        .limitExceeded, "mappings and sequences are nested more than \(limits.depth) levels deep",
        at: line.content, on: line)
    }
    if isSequenceItem(line) { return try sequence(depth: depth) }
    if try keyColon(on: line) != nil { return try mapping(depth: depth) }
    var position = line.content
    let node = try inlineValue(&position, on: line, depth: depth)
    try expectLineEnd(position, on: line)
    current += 1
    return node
  }

  private func isSequenceItem(_ line: Line) -> Bool {
    guard byte(line.content) == UInt8(ascii: "-") else { return false }
    let next = line.content + 1
    return next == line.text.end || ASCII.isBlank(bytes[next])
  }

  private mutating func mapping(depth: Int) throws(PaletteError) -> YAMLNode {
    let first = lines[current]
    let indent = first.indent
    try count(at: first.content, on: first)
    var entries: [YAMLEntry] = []
    while current < lines.count, lines[current].indent == indent, !isSequenceItem(lines[current]),
      !isMarker(lines[current], "---"), !isMarker(lines[current], "...")
    {
      let line = lines[current]
      guard let colon = try keyColon(on: line) else {
        throw error(
          "expected a key followed by ':'; a mapping continues at this indentation",
          at: line.content, on: line)
      }
      var keyPosition = line.content
      let keyNode = try inlineScalar(&keyPosition, end: colon, on: line, inFlow: false)
      guard let key = keyNode.scalar else {
        throw error("a key must be a scalar", at: line.content, on: line)
      }
      var position = skipSpaces(colon + 1, on: line)
      let tag = try properties(&position, on: line)
      var value: YAMLNode
      if atLineEnd(position, on: line) {
        current += 1
        if current < lines.count, lines[current].indent > indent,
          !isMarker(lines[current], "---")
        {
          value = try blockNode(above: indent, depth: depth + 1)
        } else if current < lines.count, lines[current].indent == indent,
          isSequenceItem(lines[current])
        {
          value = try sequence(depth: depth + 1)
        } else {
          value = try scalar("", quoted: false, at: position, on: line)
        }
      } else {
        value = try inlineValue(&position, on: line, depth: depth + 1)
        try expectLineEnd(position, on: line)
        current += 1
      }
      value.tag = value.tag ?? tag
      entries.append(
        YAMLEntry(key: key, keyLocation: line.text.location(at: line.content), value: value))
    }
    if current < lines.count, lines[current].indent > indent {
      let line = lines[current]
      throw error(
        "unexpected indentation; expected a key at column \(indent + 1)", at: line.content,
        on: line)
    }
    return YAMLNode(value: .mapping(entries), location: first.text.location(at: first.content))
  }

  private mutating func sequence(depth: Int) throws(PaletteError) -> YAMLNode {
    let first = lines[current]
    let indent = first.indent
    try count(at: first.content, on: first)
    var items: [YAMLNode] = []
    while current < lines.count, lines[current].indent == indent, isSequenceItem(lines[current]) {
      let line = lines[current]
      var position = skipSpaces(line.content + 1, on: line)
      let tag = try properties(&position, on: line)
      var item: YAMLNode
      if atLineEnd(position, on: line) {
        current += 1
        if current < lines.count, lines[current].indent > indent,
          !isMarker(lines[current], "---")
        {
          item = try blockNode(above: indent, depth: depth + 1)
        } else {
          item = try scalar("", quoted: false, at: position, on: line)
        }
      } else {
        // The item's content is a line of its own, indented to where it starts.
        lines[current].content = position
        lines[current].indent = position - line.text.start
        item = try blockNode(above: indent, depth: depth + 1)
      }
      item.tag = item.tag ?? tag
      items.append(item)
    }
    if current < lines.count, lines[current].indent > indent {
      let line = lines[current]
      throw error(
        "unexpected indentation; expected '- ' at column \(indent + 1)", at: line.content,
        on: line)
    }
    return YAMLNode(value: .sequence(items), location: first.text.location(at: first.content))
  }

  /// The offset of the `:` that ends a block mapping key on `line`, or `nil` when the line
  /// holds no key.
  private func keyColon(on line: Line) throws(PaletteError) -> Int? {
    var position = line.content
    let first = bytes[position]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      position = try quotedEnd(from: position, on: line)
      position = skipSpaces(position, on: line)
      return position < line.text.end && bytes[position] == UInt8(ascii: ":")
        && (position + 1 == line.text.end || ASCII.isBlank(bytes[position + 1]))
        ? position : nil
    }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "?") {
      return nil
    }
    while position < line.text.end {
      let byte = bytes[position]
      if byte == ASCII.hash, position > line.content, ASCII.isBlank(bytes[position - 1]) {
        return nil
      }
      if byte == UInt8(ascii: ":"),
        position + 1 == line.text.end || ASCII.isBlank(bytes[position + 1])
      {
        return position
      }
      position += 1
    }
    return nil
  }

  // MARK: Inline values

  /// Tags (`!u!114`, kept) and anchors (`&1`, skipped) before a value.
  private func properties(_ position: inout Int, on line: Line) throws(PaletteError) -> String? {
    var tag: String?
    while position < line.text.end,
      bytes[position] == UInt8(ascii: "!") || bytes[position] == UInt8(ascii: "&")
    {
      let start = position
      while position < line.text.end && !ASCII.isBlank(bytes[position]) { position += 1 }
      if bytes[start] == UInt8(ascii: "!") {
        tag = TextDecoder.excerpt(bytes, start..<position)
      }
      position = skipSpaces(position, on: line)
    }
    return tag
  }

  private mutating func inlineValue(
    _ position: inout Int, on line: Line, depth: Int
  ) throws(PaletteError) -> YAMLNode {
    guard depth <= limits.depth else {
      throw error(
        .limitExceeded, "mappings and sequences are nested more than \(limits.depth) levels deep",
        at: position, on: line)
    }
    let tag = try properties(&position, on: line)
    guard position < line.text.end else {
      var node = try scalar("", quoted: false, at: position, on: line)
      node.tag = tag
      return node
    }
    var node: YAMLNode
    switch bytes[position] {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      node = try flow(&position, on: line, depth: depth)
    case UInt8(ascii: "*"):
      throw error("aliases (`*name`) are not read", at: position, on: line)
    case UInt8(ascii: "|"), UInt8(ascii: ">"):
      throw error("block scalars (`|`, `>`) are not read", at: position, on: line)
    case UInt8(ascii: "?"):
      throw error("complex keys (`? `) are not read", at: position, on: line)
    default:
      node = try inlineScalar(&position, end: nil, on: line, inFlow: false)
    }
    node.tag = node.tag ?? tag
    return node
  }

  /// A flow mapping or sequence that starts at `position` and ends on the same line.
  private mutating func flow(
    _ position: inout Int, on line: Line, depth: Int
  ) throws(PaletteError) -> YAMLNode {
    guard depth <= limits.depth else {
      throw error(
        .limitExceeded, "mappings and sequences are nested more than \(limits.depth) levels deep",
        at: position, on: line)
    }
    try count(at: position, on: line)
    let start = position
    let isMapping = bytes[position] == UInt8(ascii: "{")
    let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
    position += 1
    var entries: [YAMLEntry] = []
    var items: [YAMLNode] = []
    while true {
      position = skipSpaces(position, on: line)
      guard position < line.text.end else {
        throw error(
          "'\(isMapping ? "{" : "[")' is not closed on its line; flow collections must end on "
            + "the line they start", at: start, on: line)
      }
      if bytes[position] == close {
        position += 1
        break
      }
      if isMapping {
        let keyStart = position
        // A key is one level down, as a value is: a key that opens a collection (`{{{…`) is
        // refused at the depth limit, not followed without end.
        let key = try flowItem(&position, on: line, depth: depth + 1)
        guard let text = key.scalar else {
          throw error("a key must be a scalar", at: keyStart, on: line)
        }
        position = skipSpaces(position, on: line)
        var value: YAMLNode
        if position < line.text.end && bytes[position] == UInt8(ascii: ":") {
          position = skipSpaces(position + 1, on: line)
          if position < line.text.end
            && (bytes[position] == UInt8(ascii: ",") || bytes[position] == close)
          {
            value = try scalar("", quoted: false, at: position, on: line)
          } else {
            value = try flowItem(&position, on: line, depth: depth + 1)
          }
        } else {
          value = try scalar("", quoted: false, at: position, on: line)
        }
        entries.append(
          YAMLEntry(key: text, keyLocation: line.text.location(at: keyStart), value: value))
      } else {
        items.append(try flowItem(&position, on: line, depth: depth + 1))
      }
      position = skipSpaces(position, on: line)
      guard position < line.text.end else { continue }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] != close {
        throw error(
          "expected ',' or '\(isMapping ? "}" : "]")' but found "
            + "'\(TextDecoder.excerpt(bytes, position..<position + 1))'", at: position, on: line)
      }
    }
    let location = line.text.location(at: start)
    return YAMLNode(value: isMapping ? .mapping(entries) : .sequence(items), location: location)
  }

  private mutating func flowItem(
    _ position: inout Int, on line: Line, depth: Int
  ) throws(PaletteError) -> YAMLNode {
    let tag = try properties(&position, on: line)
    var node: YAMLNode
    if position < line.text.end
      && (bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "["))
    {
      node = try flow(&position, on: line, depth: depth)
    } else if position < line.text.end && bytes[position] == UInt8(ascii: "*") {
      throw error("aliases (`*name`) are not read", at: position, on: line)
    } else {
      node = try inlineScalar(&position, end: nil, on: line, inFlow: true)
    }
    node.tag = node.tag ?? tag
    return node
  }

  // MARK: Scalars

  /// A scalar at `position`: quoted, or plain up to `end` (a key's colon), a comment, the end
  /// of the line or, in a flow collection, an indicator.
  private mutating func inlineScalar(
    _ position: inout Int, end: Int?, on line: Line, inFlow: Bool
  ) throws(PaletteError) -> YAMLNode {
    let start = position
    let first = position < line.text.end ? bytes[position] : 0
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      let close = try quotedEnd(from: position, on: line)
      let text = try unquote(start..<close, on: line)
      position = close
      return try scalar(text, quoted: true, at: start, on: line)
    }
    var last = position
    let limit = end ?? line.text.end
    while position < limit {
      let byte = bytes[position]
      if byte == ASCII.hash, position > start, ASCII.isBlank(bytes[position - 1]) { break }
      if inFlow {
        if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
          break
        }
        if byte == UInt8(ascii: ":"),
          position + 1 == line.text.end || ASCII.isBlank(bytes[position + 1])
            || [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(
              bytes[position + 1])
        {
          break
        }
      }
      position += 1
      if !ASCII.isBlank(byte) { last = position }
    }
    if end != nil { position = limit }
    return try scalar(
      String(decoding: bytes[start..<last], as: UTF8.self), quoted: false, at: start, on: line)
  }

  /// The offset just past the closing quote of the quoted scalar at `start`.
  private func quotedEnd(from start: Int, on line: Line) throws(PaletteError) -> Int {
    let quote = bytes[start]
    var position = start + 1
    while position < line.text.end {
      let byte = bytes[position]
      if quote == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
        position += 2
        continue
      }
      if byte == quote {
        if quote == UInt8(ascii: "'") && position + 1 < line.text.end
          && bytes[position + 1] == quote
        {
          position += 2
          continue
        }
        return position + 1
      }
      position += 1
    }
    throw error(
      "the quoted scalar is not closed on its line; multi-line scalars are not read",
      at: start, on: line)
  }

  /// The text of a quoted scalar, its escapes resolved.
  private func unquote(_ range: Range<Int>, on line: Line) throws(PaletteError) -> String {
    let quote = bytes[range.lowerBound]
    let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
    guard inner.count <= limits.scalarLength else {
      throw error(
        .limitExceeded, "a scalar is longer than \(limits.scalarLength) bytes",
        at: range.lowerBound, on: line)
    }
    var out: [UInt8] = []
    out.reserveCapacity(inner.count)
    var position = inner.lowerBound
    while position < inner.upperBound {
      let byte = bytes[position]
      if quote == UInt8(ascii: "'") {
        out.append(byte)
        position += byte == quote ? 2 : 1
        continue
      }
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        position += 1
        continue
      }
      let escape = position
      position += 1
      guard position < inner.upperBound else {
        throw error("an escape is cut off", at: escape, on: line)
      }
      let code = bytes[position]
      position += 1
      let simple: [UInt8: UInt8] = [
        UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9,
        9: 9, UInt8(ascii: "n"): 10, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12,
        UInt8(ascii: "r"): 13, UInt8(ascii: "e"): 27, UInt8(ascii: " "): 32,
        UInt8(ascii: "\""): 34, UInt8(ascii: "/"): 47, UInt8(ascii: "\\"): 92,
      ]
      if let value = simple[code] {
        out.append(value)
        continue
      }
      let digits: Int
      switch code {
      case UInt8(ascii: "x"): digits = 2
      case UInt8(ascii: "u"): digits = 4
      case UInt8(ascii: "U"): digits = 8
      case UInt8(ascii: "N"): out += [0xC2, 0x85]; continue
      case UInt8(ascii: "_"): out += [0xC2, 0xA0]; continue
      case UInt8(ascii: "L"): out += [0xE2, 0x80, 0xA8]; continue
      case UInt8(ascii: "P"): out += [0xE2, 0x80, 0xA9]; continue
      default:
        throw error(
          "unknown escape '\\\(TextDecoder.excerpt(bytes, (position - 1)..<position))'",
          at: escape, on: line)
      }
      guard position + digits <= inner.upperBound,
        bytes[position..<position + digits].allSatisfy(HexDigits.isDigit),
        let value = UInt32(
          String(decoding: bytes[position..<position + digits], as: UTF8.self), radix: 16),
        let scalar = Unicode.Scalar(value)
      else {
        throw error(
          "invalid escape; expected \(digits) hex digits naming a character", at: escape, on: line)
      }
      out += Array(String(Character(scalar)).utf8)
      position += digits
    }
    return String(decoding: out, as: UTF8.self)
  }

  private mutating func scalar(
    _ text: String, quoted: Bool, at offset: Int, on line: Line
  ) throws(PaletteError) -> YAMLNode {
    guard text.utf8.count <= limits.scalarLength else {
      throw error(
        .limitExceeded, "a scalar is longer than \(limits.scalarLength) bytes", at: offset,
        on: line)
    }
    try count(at: offset, on: line)
    return YAMLNode(value: .scalar(text, quoted: quoted), location: line.text.location(at: offset))
  }

  // MARK: Helpers

  private mutating func count(at offset: Int, on line: Line) throws(PaletteError) {
    nodeCount += 1
    guard nodeCount <= limits.nodes else {
      throw error(
        .limitExceeded, "the document has more than \(limits.nodes) nodes", at: offset, on: line)
    }
  }

  private func byte(_ offset: Int) -> UInt8 {
    offset < bytes.count ? bytes[offset] : 0
  }

  private func skipSpaces(_ position: Int, on line: Line) -> Int {
    var position = position
    while position < line.text.end && ASCII.isBlank(bytes[position]) { position += 1 }
    return position
  }

  /// Whether only blanks or a comment follow `position`.
  private func atLineEnd(_ position: Int, on line: Line) -> Bool {
    let next = skipSpaces(position, on: line)
    return next == line.text.end
      || (bytes[next] == ASCII.hash && (next == line.text.start || ASCII.isBlank(bytes[next - 1])))
  }

  private func expectLineEnd(_ position: Int, on line: Line) throws(PaletteError) {
    guard atLineEnd(position, on: line) else {
      let next = skipSpaces(position, on: line)
      throw error(
        "unexpected '\(TextDecoder.excerpt(bytes, next..<min(next + 1, line.text.end)))' after "
          + "the value", at: next, on: line)
    }
  }
}
