import PaletteCore

/// Finds the top-level variable declarations of a style sheet whose comments are blanked.
///
/// Sass and Less: statements end at `;` outside brackets, or are blocks `{ … }`; a statement
/// that starts with `$name:` (Sass) or `@name:` (Less) is a declaration, every other one
/// (rules, mixins, `@use`, `@media`…) is passed over with its block, so variables local to a
/// block are not read. Stylus: a line that starts, unindented, with `name =`, `name :=` or
/// `name ?=` is a declaration, which ends at the end of the line unless a bracket is open;
/// other lines, indented lines and braced blocks are passed over.
struct StylesheetScan {
  let source: StylesheetSource
  let dialect: StylesheetDialect
  /// The most declarations a file may have.
  var maxDeclarations = 1 << 20
  /// The deepest bracket nesting allowed.
  var maxDepth = 256

  private var bytes: [UInt8] { source.bytes }

  /// What a scan found.
  struct Result {
    /// The declarations, in file order.
    var declarations: [StylesheetDeclaration] = []
    /// The offset of each stray closing brace.
    var strayBraces: [Int] = []
    /// Each top-level statement that imports another file (``StylesheetDialect/importKeywords``),
    /// with its offset and its text as a note shows it.
    var imports: [(offset: Int, statement: String)] = []
  }

  /// The declarations, in file order, the stray closing braces and the imports.
  func scan() throws(PaletteError) -> Result {
    dialect == .stylus ? try scanLines() : try scanStatements()
  }

  /// Notes `index`, the start of a statement or line that ends at `end`, when it imports a
  /// file.
  private func noteImport(_ result: inout Result, at index: Int, end: Int) {
    guard bytes[index] == UInt8(ascii: "@"),
      let statement = ImportStatement.statement(
        bytes, from: index, to: end, keywords: dialect.importKeywords)
    else { return }
    result.imports.append((index, statement))
  }

  // MARK: Sass and Less

  private func scanStatements() throws(PaletteError) -> Result {
    var result = Result()
    var declarations: [StylesheetDeclaration] = []
    var stray: [Int] = []
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if StylesheetBytes.isWhitespace(byte) || byte == StylesheetBytes.semicolon {
        index += 1
        continue
      }
      if StylesheetBytes.isCloser(byte) {
        stray.append(index)
        index += 1
        continue
      }
      if byte == dialect.sigil, let (name, colon) = declarationHead(at: index) {
        var first = colon + 1
        while first < count && StylesheetBytes.isWhitespace(bytes[first]) { first += 1 }
        // A Less detached ruleset (a map) ends with its block, `;` or not.
        if dialect == .less && first < count && bytes[first] == StylesheetBytes.openCurly {
          let end = try endOfBlock(from: first)
          try append(&declarations, name: name, at: index, value: first..<end)
          index = end
          continue
        }
        let (end, stop) = try endOfValue(from: colon + 1, stopAtNewline: false)
        try append(&declarations, name: name, at: index, value: (colon + 1)..<end)
        index = stop
        continue
      }
      let end = try endOfStatement(from: index)
      noteImport(&result, at: index, end: end)
      index = end
    }
    result.declarations = declarations
    result.strayBraces = stray
    return result
  }

  /// The name and the offset of the `:` of a `$name:` or `@name:` declaration at `index`.
  private func declarationHead(at index: Int) -> (String, Int)? {
    var end = index + 1
    guard end < bytes.count, StylesheetBytes.isNameStart(bytes[end]) else { return nil }
    while end < bytes.count && StylesheetBytes.isName(bytes[end]) { end += 1 }
    var colon = end
    while colon < bytes.count && StylesheetBytes.isWhitespace(bytes[colon]) { colon += 1 }
    guard colon < bytes.count, bytes[colon] == StylesheetBytes.colon else { return nil }
    return (source.text((index + 1)..<end), colon)
  }

  /// Passes over a statement that is not a declaration: up to its `;`, or past its block.
  private func endOfStatement(from start: Int) throws(PaletteError) -> Int {
    var index = start
    var depth = 0
    var opened: [Int] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == StylesheetBytes.doubleQuote || byte == StylesheetBytes.singleQuote {
        index = StylesheetSource.endOfString(bytes, from: index)
        continue
      }
      let interpolation =
        byte == StylesheetBytes.hash && index + 1 < bytes.count
        && bytes[index + 1] == StylesheetBytes.openCurly
      if byte == StylesheetBytes.openCurly && depth == 0 && !interpolation {
        return try endOfBlock(from: index)
      }
      if interpolation || StylesheetBytes.isOpener(byte) {
        try open(&opened, at: interpolation ? index + 1 : index)
        depth += 1
        index += interpolation ? 2 : 1
        continue
      }
      if StylesheetBytes.isCloser(byte) {
        if depth == 0 { return index }  // a stray closer; the caller reports it
        depth -= 1
        opened.removeLast()
      } else if byte == StylesheetBytes.semicolon && depth == 0 {
        return index + 1
      }
      index += 1
    }
    if let last = opened.last { throw unclosed(at: last) }
    return index
  }

  /// The offset just past the block whose `{` is at `start`.
  private func endOfBlock(from start: Int) throws(PaletteError) -> Int {
    var index = start + 1
    var opened = [start]
    while index < bytes.count {
      let byte = bytes[index]
      if byte == StylesheetBytes.doubleQuote || byte == StylesheetBytes.singleQuote {
        index = StylesheetSource.endOfString(bytes, from: index)
        continue
      }
      if StylesheetBytes.isOpener(byte) {
        try open(&opened, at: index)
      } else if StylesheetBytes.isCloser(byte) {
        opened.removeLast()
        if opened.isEmpty { return index + 1 }
      }
      index += 1
    }
    throw unclosed(at: opened.last ?? start)
  }

  /// The end of a value that starts at `start` (before trailing whitespace), and where
  /// scanning goes on: after the `;` or line break that ends it, or at a `}` that closes
  /// nothing in it.
  private func endOfValue(
    from start: Int, stopAtNewline: Bool
  ) throws(PaletteError) -> (
    end: Int, next: Int
  ) {
    var index = start
    var opened: [Int] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == StylesheetBytes.doubleQuote || byte == StylesheetBytes.singleQuote {
        index = StylesheetSource.endOfString(bytes, from: index)
        continue
      }
      if StylesheetBytes.isOpener(byte) {
        try open(&opened, at: index)
      } else if StylesheetBytes.isCloser(byte) {
        if opened.isEmpty {
          if byte == StylesheetBytes.closeCurly { return (index, index) }
        } else {
          opened.removeLast()
        }
      } else if opened.isEmpty
        && (byte == StylesheetBytes.semicolon || (stopAtNewline && StylesheetBytes.isNewline(byte)))
      {
        return (index, index + 1)
      }
      index += 1
    }
    if let last = opened.last { throw unclosed(at: last) }
    return (index, index)
  }

  private func open(_ opened: inout [Int], at index: Int) throws(PaletteError) {
    guard opened.count < maxDepth else {
      throw PaletteError(
        .limitExceeded, "brackets are nested more than \(maxDepth) deep",
        format: dialect.identifier, location: source.location(index))
    }
    opened.append(index)
  }

  private func unclosed(at index: Int) -> PaletteError {
    PaletteError(
      .syntax,
      "'\(Character(Unicode.Scalar(bytes[index])))' is not closed before the end of the file",
      format: dialect.identifier, location: source.location(index))
  }

  /// Trims the value, strips its flags and appends the declaration.
  private func append(
    _ declarations: inout [StylesheetDeclaration], name: String, at offset: Int,
    value: Range<Int>, isDefault: Bool = false
  ) throws(PaletteError) {
    guard declarations.count < maxDeclarations else {
      throw PaletteError(
        .limitExceeded, "more than \(maxDeclarations) variable declarations",
        format: dialect.identifier, location: source.location(offset))
    }
    var lower = value.lowerBound
    var upper = value.upperBound
    while lower < upper && StylesheetBytes.isWhitespace(bytes[lower]) { lower += 1 }
    var isDefault = isDefault
    // Sass's flags, `!default` and `!global`, and a stray `!important`, end the value.
    while true {
      while upper > lower && StylesheetBytes.isWhitespace(bytes[upper - 1]) { upper -= 1 }
      var word = upper
      while word > lower && StylesheetBytes.isName(bytes[word - 1]) { word -= 1 }
      guard word > lower, word < upper, bytes[word - 1] == StylesheetBytes.bang else { break }
      let flag = source.text(word..<upper).lowercased()
      guard flag == "default" || flag == "global" || flag == "important" else { break }
      if flag == "default" && dialect == .scss { isDefault = true }
      upper = word - 1
    }
    declarations.append(
      StylesheetDeclaration(name: name, offset: offset, value: lower..<upper, isDefault: isDefault))
  }

  // MARK: Stylus

  private func scanLines() throws(PaletteError) -> Result {
    var result = Result()
    var declarations: [StylesheetDeclaration] = []
    var stray: [Int] = []
    var index = 0
    let count = bytes.count
    while index < count {
      // At the start of a line.
      if let (name, valueStart, isDefault) = stylusHead(at: index) {
        let (end, next) = try endOfValue(from: valueStart, stopAtNewline: true)
        try append(
          &declarations, name: name, at: index, value: valueStart..<end, isDefault: isDefault)
        index = next
        if next < count && bytes[next] == StylesheetBytes.closeCurly && next == end {
          stray.append(next)
          index = next + 1
        }
        continue
      }
      // Any other line: passed over, with any braced block it opens.
      let lineStart = index
      var opened: [Int] = []
      while index < count {
        let byte = bytes[index]
        if byte == StylesheetBytes.doubleQuote || byte == StylesheetBytes.singleQuote {
          index = StylesheetSource.endOfString(bytes, from: index)
          continue
        }
        if StylesheetBytes.isOpener(byte) {
          try open(&opened, at: index)
        } else if StylesheetBytes.isCloser(byte) {
          if opened.isEmpty { stray.append(index) } else { opened.removeLast() }
        } else if StylesheetBytes.isNewline(byte) && opened.isEmpty {
          index += 1
          break
        }
        index += 1
      }
      if let last = opened.last { throw unclosed(at: last) }
      noteImport(&result, at: lineStart, end: index)
    }
    result.declarations = declarations
    result.strayBraces = stray
    return result
  }

  /// The name, the value's start and whether it is `?=`, for a Stylus declaration that
  /// starts at `index`, the start of a line.
  private func stylusHead(at index: Int) -> (String, Int, Bool)? {
    var end = index
    if end < bytes.count && bytes[end] == UInt8(ascii: "$") { end += 1 }
    guard end < bytes.count, StylesheetBytes.isNameStart(bytes[end]) else { return nil }
    while end < bytes.count && StylesheetBytes.isName(bytes[end]) { end += 1 }
    var op = end
    while op < bytes.count && StylesheetBytes.isBlank(bytes[op]) { op += 1 }
    guard op < bytes.count else { return nil }
    var isDefault = false
    var valueStart: Int
    switch bytes[op] {
    case StylesheetBytes.equals:
      valueStart = op + 1
    case StylesheetBytes.colon, StylesheetBytes.question:
      guard op + 1 < bytes.count, bytes[op + 1] == StylesheetBytes.equals else { return nil }
      isDefault = bytes[op] == StylesheetBytes.question
      valueStart = op + 2
    default:
      return nil
    }
    // `name == value` is a comparison, not an assignment.
    if valueStart < bytes.count && bytes[valueStart] == StylesheetBytes.equals { return nil }
    while valueStart < bytes.count && StylesheetBytes.isBlank(bytes[valueStart]) {
      valueStart += 1
    }
    return (source.text(index..<end), valueStart, isDefault)
  }
}
