import PaletteCore

/// Reads the subset of TOML 1.0 that configuration files use: comments, tables (`[a.b]`),
/// arrays of tables (`[[a]]`), bare, quoted and dotted keys, basic and literal strings on one
/// line, integers, floats, booleans, dates (kept as text), arrays (across lines) and inline
/// tables.
///
/// It refuses what it does not read, at its line and column: multi-line strings (`"""`,
/// `'''`), a key defined twice, a table defined twice, invalid UTF-8, control characters in
/// strings. Nesting, string length and the number of values are bounded by ``TOMLLimits``.
///
///     let document = try TOMLReader.parse(Array("[colors.primary]\nbackground = '#000000'\n".utf8), format: "alacritty")
///     document.member("colors")?.member("primary")?.member("background")?.string  // "#000000"
enum TOMLReader {
  /// Parses a document.
  ///
  /// - Parameters:
  ///   - bytes: The whole file, UTF-8 (a byte order mark is skipped).
  ///   - format: The format identifier errors carry.
  ///   - limits: The limits.
  /// - Returns: The root table.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column.
  /// - Complexity: O(*n*·*d*) for a file of *n* bytes whose tables nest *d* deep.
  static func parse(
    _ bytes: [UInt8], format: String, limits: TOMLLimits = TOMLLimits()
  )
    throws(PaletteError) -> TOMLValue
  {
    var parser = TOMLParser(bytes, format: format, limits: limits)
    return try parser.document()
  }
}

/// The parser behind ``TOMLReader``: a cursor over the bytes, and the tables built so far as
/// a tree of nodes addressed by index.
struct TOMLParser {
  /// A table or array of tables being built.
  private struct Node {
    var entries: [(key: String, location: SourceLocation, value: Slot)] = []
    var location: SourceLocation
    /// Whether a header or a dotted key defined the table (a header may not define it again).
    var defined = false
    /// Whether the table was made by an inline table or a value: closed to headers.
    var closed = false
  }

  /// An entry's value: a finished value or a node still open.
  private enum Slot {
    case value(TOMLValue)
    case table(Int)
    case tableArray([Int])
  }

  private let bytes: [UInt8]
  private let format: String
  private let limits: TOMLLimits
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var nodes: [Node] = []
  private var count = 0

  init(_ bytes: [UInt8], format: String, limits: TOMLLimits) {
    self.bytes = bytes
    self.format = format
    self.limits = limits
  }

  private var location: SourceLocation { .text(line: line, column: index - lineStart + 1) }

  private func error(
    _ message: String, _ kind: PaletteError.Kind = .syntax, at place: SourceLocation? = nil
  ) -> PaletteError {
    PaletteError(kind, message, format: format, location: place ?? location)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func counted() throws(PaletteError) {
    count += 1
    if count > limits.values {
      throw error("more than \(limits.values) values", .limitExceeded)
    }
  }

  // MARK: Document

  mutating func document() throws(PaletteError) -> TOMLValue {
    if let bad = TextDecoder.firstInvalidUTF8(bytes, 0..<bytes.count) {
      var line = 1
      var start = 0
      for offset in 0..<bad where bytes[offset] == ASCII.lineFeed {
        line += 1
        start = offset + 1
      }
      throw PaletteError(
        .invalidEncoding, "the file is not valid UTF-8", format: format,
        location: .text(line: line, column: bad - start + 1))
    }
    if ASCII.hasByteOrderMark(bytes[...]) { index = ASCII.byteOrderMark.count }
    nodes = [Node(location: .text(line: 1, column: 1), defined: true)]
    var table = 0
    while true {
      skipBlankLinesAndComments()
      guard let byte = current else { break }
      if byte == UInt8(ascii: "[") {
        table = try header()
      } else {
        try keyValue(into: table)
      }
      try endOfLine()
    }
    return finish(0)
  }

  /// Skips blanks, comments and line breaks.
  private mutating func skipBlankLinesAndComments() {
    while let byte = current {
      if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn {
        index += 1
      } else if byte == ASCII.lineFeed {
        newLine()
      } else if byte == ASCII.hash {
        skipComment()
      } else {
        return
      }
    }
  }

  private mutating func newLine() {
    index += 1
    line += 1
    lineStart = index
  }

  private mutating func skipComment() {
    while let byte = current, byte != ASCII.lineFeed { index += 1 }
  }

  private mutating func skipBlanks() {
    while let byte = current, byte == ASCII.space || byte == ASCII.tab { index += 1 }
  }

  /// After a key/value pair or header: blanks, a comment, then a line break or the end.
  private mutating func endOfLine() throws(PaletteError) {
    skipBlanks()
    if current == ASCII.hash { skipComment() }
    if current == ASCII.carriageReturn { index += 1 }
    guard let byte = current else { return }
    guard byte == ASCII.lineFeed else {
      throw error("expected the end of the line, found '\(Character(Unicode.Scalar(byte)))'")
    }
    newLine()
  }

  // MARK: Headers and keys

  /// A `[table]` or `[[array of tables]]` header: the table it opens.
  private mutating func header() throws(PaletteError) -> Int {
    let start = location
    index += 1
    let isArray = current == UInt8(ascii: "[")
    if isArray { index += 1 }
    skipBlanks()
    let keys = try key()
    skipBlanks()
    guard current == UInt8(ascii: "]") else { throw error("expected ']' to close the header") }
    index += 1
    if isArray {
      guard current == UInt8(ascii: "]") else { throw error("expected ']]' to close the header") }
      index += 1
    }
    var table = 0
    for (position, part) in keys.enumerated() {
      let last = position == keys.count - 1
      if last && isArray {
        table = try appendTable(part.key, in: table, at: start)
      } else {
        table = try subtable(part.key, in: table, at: part.location, header: last ? start : nil)
      }
    }
    return table
  }

  /// A key: one part or several joined by dots, each bare or quoted.
  private mutating func key() throws(PaletteError) -> [(key: String, location: SourceLocation)] {
    var parts: [(String, SourceLocation)] = []
    while true {
      skipBlanks()
      let place = location
      guard let byte = current else { throw error("expected a key", .unexpectedEndOfInput) }
      let text: String
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        text = try string()
      } else {
        let start = index
        while let byte = current,
          ASCII.isLetter(byte) || ASCII.isDigit(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        {
          index += 1
        }
        guard index > start else {
          throw error("expected a key, found '\(Character(Unicode.Scalar(byte)))'")
        }
        guard index - start <= limits.stringLength else {
          throw error("a key longer than \(limits.stringLength) bytes", .limitExceeded, at: place)
        }
        text = String(decoding: bytes[start..<index], as: UTF8.self)
      }
      parts.append((text, place))
      guard parts.count <= limits.depth else {
        throw error("a key of more than \(limits.depth) parts", .limitExceeded, at: place)
      }
      skipBlanks()
      guard current == UInt8(ascii: ".") else { return parts }
      index += 1
    }
  }

  /// The table `key` of `table`, made when absent; `header` is where a header defines it.
  private mutating func subtable(
    _ key: String, in table: Int, at place: SourceLocation, header: SourceLocation?
  ) throws(PaletteError) -> Int {
    if let found = nodes[table].entries.firstIndex(where: { $0.key == key }) {
      switch nodes[table].entries[found].value {
      case .table(let node):
        if let header {
          guard !nodes[node].defined, !nodes[node].closed else {
            throw error("the table '\(key)' is defined twice", .invalidValue, at: header)
          }
          nodes[node].defined = true
        } else if nodes[node].closed {
          throw error("the table '\(key)' is closed: an inline table", .invalidValue, at: place)
        }
        return node
      case .tableArray(let items):
        guard let last = items.last else {
          throw error("'\(key)' is not a table", .invalidValue, at: place)
        }
        return last
      case .value:
        throw error("'\(key)' is already a value, not a table", .invalidValue, at: place)
      }
    }
    try counted()
    guard nodes.count < limits.values else { throw error("too many tables", .limitExceeded) }
    nodes.append(Node(location: header ?? place, defined: header != nil))
    nodes[table].entries.append((key, place, .table(nodes.count - 1)))
    return nodes.count - 1
  }

  /// A new table appended to the array of tables `key` of `table`.
  private mutating func appendTable(
    _ key: String, in table: Int, at place: SourceLocation
  )
    throws(PaletteError) -> Int
  {
    try counted()
    nodes.append(Node(location: place, defined: true))
    let node = nodes.count - 1
    if let found = nodes[table].entries.firstIndex(where: { $0.key == key }) {
      guard case .tableArray(let items) = nodes[table].entries[found].value else {
        throw error(
          "'\(key)' is already defined, not as an array of tables", .invalidValue, at: place)
      }
      nodes[table].entries[found].value = .tableArray(items + [node])
    } else {
      nodes[table].entries.append((key, place, .tableArray([node])))
    }
    return node
  }

  /// `key = value` into `table`.
  private mutating func keyValue(into table: Int) throws(PaletteError) {
    let keys = try key()
    guard current == UInt8(ascii: "=") else {
      throw error("expected '=' after the key '\(keys.map(\.key).joined(separator: "."))'")
    }
    index += 1
    skipBlanks()
    let value = try self.value(depth: 1)
    var target = table
    for part in keys.dropLast() {
      target = try subtable(part.key, in: target, at: part.location, header: nil)
      // A table made by a dotted key is defined: a header may not define it again.
      nodes[target].defined = true
    }
    guard let last = keys.last else { return }
    if nodes[target].entries.contains(where: { $0.key == last.key }) {
      throw error("the key '\(last.key)' is defined twice", .invalidValue, at: last.location)
    }
    nodes[target].entries.append((last.key, last.location, .value(value)))
  }

  // MARK: Values

  private mutating func value(depth: Int) throws(PaletteError) -> TOMLValue {
    guard depth <= limits.depth else {
      throw error("nesting deeper than \(limits.depth) levels", .limitExceeded)
    }
    try counted()
    let place = location
    guard let byte = current else { throw error("expected a value", .unexpectedEndOfInput) }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      return TOMLValue(kind: .string(try string()), location: place)
    case UInt8(ascii: "["):
      return TOMLValue(kind: .array(try array(depth: depth)), location: place)
    case UInt8(ascii: "{"):
      return TOMLValue(kind: .table(try inlineTable(depth: depth)), location: place)
    default:
      return TOMLValue(kind: try scalar(at: place), location: place)
    }
  }

  /// A basic (`"…"`) or literal (`'…'`) string on one line.
  private mutating func string() throws(PaletteError) -> String {
    let place = location
    guard let quote = current else { throw error("expected a string", .unexpectedEndOfInput) }
    if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
      throw error("multi-line strings are not read", .syntax)
    }
    index += 1
    var out: [UInt8] = []
    while true {
      guard let byte = current, byte != ASCII.lineFeed else {
        throw error("the string is not closed on its line", .unexpectedEndOfInput, at: place)
      }
      if byte == quote {
        index += 1
        break
      }
      if byte < 0x20 && byte != ASCII.tab || byte == 0x7F {
        throw error("a control character in a string", .invalidValue)
      }
      if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
        index += 1
        try escape(into: &out)
      } else {
        out.append(byte)
        index += 1
      }
      guard out.count <= limits.stringLength else {
        throw error("a string longer than \(limits.stringLength) bytes", .limitExceeded, at: place)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private mutating func escape(into out: inout [UInt8]) throws(PaletteError) {
    guard let byte = current else { throw error("an escape at the end", .unexpectedEndOfInput) }
    index += 1
    switch byte {
    case UInt8(ascii: "b"): out.append(0x08)
    case UInt8(ascii: "t"): out.append(0x09)
    case UInt8(ascii: "n"): out.append(0x0A)
    case UInt8(ascii: "f"): out.append(0x0C)
    case UInt8(ascii: "r"): out.append(0x0D)
    case UInt8(ascii: "\""): out.append(0x22)
    case UInt8(ascii: "\\"): out.append(0x5C)
    case UInt8(ascii: "u"), UInt8(ascii: "U"):
      let digits = byte == UInt8(ascii: "u") ? 4 : 8
      var value: UInt32 = 0
      for _ in 0..<digits {
        guard let digit = current.flatMap(HexDigits.value) else {
          throw error("\\\(Character(Unicode.Scalar(byte))) needs \(digits) hex digits")
        }
        value = value << 4 | UInt32(digit)
        index += 1
      }
      guard let scalar = Unicode.Scalar(value) else {
        throw error("\\\(Character(Unicode.Scalar(byte))) names no Unicode scalar", .invalidValue)
      }
      out += Array(String(scalar).utf8)
    default:
      throw error("the escape '\\\(Character(Unicode.Scalar(byte)))' is not TOML's")
    }
  }

  /// An integer, float, boolean or date: the token up to a blank, `,`, `]`, `}` or `#`.
  private mutating func scalar(at place: SourceLocation) throws(PaletteError) -> TOMLValue.Kind {
    let start = index
    while let byte = current, byte > ASCII.space, byte != UInt8(ascii: ","),
      byte != UInt8(ascii: "]"), byte != UInt8(ascii: "}"), byte != ASCII.hash
    {
      index += 1
    }
    guard index > start, index - start <= 100 else {
      throw error(index == start ? "expected a value" : "a value longer than 100 bytes", at: place)
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "inf", "+inf", "-inf", "nan", "+nan", "-nan":
      return .float(text.hasPrefix("-") ? -.infinity : text.contains("nan") ? .nan : .infinity)
    default: break
    }
    let plain = text.filter { $0 != "_" }
    if plain.hasPrefix("0x") || plain.hasPrefix("0o") || plain.hasPrefix("0b") {
      let radix = plain.hasPrefix("0x") ? 16 : plain.hasPrefix("0o") ? 8 : 2
      if let value = Int(plain.dropFirst(2), radix: radix) { return .integer(value) }
    } else if plain.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "+" || $0 == "-") }),
      let value = Int(plain)
    {
      return .integer(value)
    } else if let first = plain.first,
      first.isNumber || first == "+" || first == "-" || first == ".",
      plain.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }), let value = Double(plain)
    {
      return .float(value)
    }
    if let first = text.first, first.isNumber, text.contains("-") || text.contains(":") {
      return .dateTime(text)
    }
    throw error("'\(String(text.prefix(40)))' is not a TOML value", .syntax, at: place)
  }

  /// An array: values between `[` and `]`, across lines, with comments.
  private mutating func array(depth: Int) throws(PaletteError) -> [TOMLValue] {
    let place = location
    index += 1
    var items: [TOMLValue] = []
    while true {
      skipBlankLinesAndComments()
      guard let byte = current else {
        throw error("the array is not closed", .unexpectedEndOfInput, at: place)
      }
      if byte == UInt8(ascii: "]") {
        index += 1
        return items
      }
      items.append(try value(depth: depth + 1))
      skipBlankLinesAndComments()
      if current == nil {
        throw error("the array is not closed", .unexpectedEndOfInput, at: place)
      } else if current == UInt8(ascii: ",") {
        index += 1
      } else if current != UInt8(ascii: "]") {
        throw error("expected ',' or ']' in the array")
      }
    }
  }

  /// An inline table: `key = value` pairs between `{` and `}` on one line.
  private mutating func inlineTable(depth: Int) throws(PaletteError) -> [TOMLEntry] {
    index += 1
    nodes.append(Node(location: location, defined: true, closed: true))
    let node = nodes.count - 1
    skipBlanks()
    if current == UInt8(ascii: "}") {
      index += 1
      return []
    }
    while true {
      let keys = try key()
      guard current == UInt8(ascii: "=") else { throw error("expected '=' in the inline table") }
      index += 1
      skipBlanks()
      let value = try self.value(depth: depth + 1)
      var target = node
      for part in keys.dropLast() {
        target = try subtable(part.key, in: target, at: part.location, header: nil)
      }
      if let last = keys.last {
        if nodes[target].entries.contains(where: { $0.key == last.key }) {
          throw error("the key '\(last.key)' is defined twice", .invalidValue, at: last.location)
        }
        nodes[target].entries.append((last.key, last.location, .value(value)))
      }
      skipBlanks()
      guard let byte = current else {
        throw error("the inline table is not closed", .unexpectedEndOfInput)
      }
      index += 1
      if byte == UInt8(ascii: "}") { return finish(node).entries ?? [] }
      guard byte == UInt8(ascii: ",") else {
        throw error("expected ',' or '}' in the inline table")
      }
      skipBlanks()
    }
  }

  /// A node as a finished table.
  private func finish(_ node: Int) -> TOMLValue {
    var entries: [TOMLEntry] = []
    for entry in nodes[node].entries {
      let value: TOMLValue
      switch entry.value {
      case .value(let finished): value = finished
      case .table(let child): value = finish(child)
      case .tableArray(let items):
        value = TOMLValue(
          kind: .array(items.map(finish)), location: nodes[items.first ?? node].location)
      }
      entries.append(TOMLEntry(key: entry.key, keyLocation: entry.location, value: value))
    }
    return TOMLValue(kind: .table(entries), location: nodes[node].location)
  }
}
