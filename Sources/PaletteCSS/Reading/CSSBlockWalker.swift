import PaletteCore

/// A custom-property declaration as found in the style sheet, before its value is read.
///
/// It holds only offsets, so building and dropping a hundred thousand of them costs no
/// reference counting; the name becomes a `String` only where one is needed.
struct CSSRawDeclaration: Sendable {
  /// The offset of the leading `--`.
  var start: Int
  /// The offset just past the name.
  var nameEnd: Int
  /// The bytes of the value, between the `:` and the `;` or `}`.
  var valueRange: Range<Int>
  /// The block context: 0 for `:root`-like blocks and the top level, otherwise the number
  /// of the selectors and conditions of the enclosing blocks (`@media (…) .dark`); equal
  /// texts get equal numbers.
  var context: Int32
  /// The group slot the declaration belongs to (an index into the slots), or -1 for none.
  var slot: Int32
  /// Whether the name holds a backslash escape.
  var nameHasEscape: Bool
  /// Whether the value's bytes hold a `(` anywhere (in a string or comment too), so that it
  /// may hold `var()`.
  var valueHasParen: Bool
  /// The appearance block the declaration is in, as a ``CSSAppearanceContext`` mask (1 dark,
  /// 2 high contrast); 0 outside one.
  var appearance: UInt8 = 0

  /// The bytes of the name, without the leading `--`.
  var nameRange: Range<Int> { (start + 2)..<nameEnd }

  /// The property name without the leading `--`, escapes decoded.
  func name(in bytes: [UInt8]) -> String {
    nameHasEscape
      ? CSSEscapes.unescape(bytes, nameRange) : String(decoding: bytes[nameRange], as: UTF8.self)
  }
}

/// A group a declaration can belong to: a palconv group marker or a non-root block.
struct CSSGroupSlot: Sendable {
  /// The group's name.
  var name: String
  /// Where the marker or block starts.
  var offset: Int
}

/// What the scanner found, in file order.
struct CSSStyleSheet: Sendable {
  /// A group marker comment, and where it stands among the declarations.
  struct Marker: Sendable {
    /// How many declarations come before it.
    var before: Int
    /// Its group slot.
    var slot: Int
  }

  var declarations: [CSSRawDeclaration] = []
  var slots: [CSSGroupSlot] = []
  /// The group markers in file order.
  var markers: [Marker] = []
  var paletteName: String?
  var paletteDescription: String?
  var warnings: [CSSWarning] = []
}

/// A warning (or note) whose location is still a byte offset.
struct CSSWarning: Sendable {
  var code: String
  var message: String
  var offset: Int
  var severity: Severity = .warning
}

/// Finds every custom-property declaration in a style sheet, in any block.
///
/// The scanner follows CSS Syntax 3's block structure: comments, strings, escapes and
/// `()`/`[]`/`{}` nesting are honoured while looking for the `;`, `{` and `}` that end an
/// item. Declarations are accepted at the top level too (SCSS partials have them there).
/// Blocks are tracked on an explicit stack, so deep nesting cannot overflow the call stack.
struct CSSBlockWalker {
  let bytes: [UInt8]
  let maxDeclarations: Int
  let maxBlockDepth: Int
  /// ``CSSBytes/classes``.
  private let classes = CSSBytes.classes
  private var position = 0
  private var sheet = CSSStyleSheet()
  private var seenItem = false
  private var scssWarned = false

  /// Context texts to their numbers (0 is the `:root`-like context, not listed).
  private var contextNumbers: [String: Int32] = [:]

  private struct Block {
    var context: String?
    var contextNumber: Int32
    var contextSlot: Int
    var markerSlot: Int
    var openOffset: Int
    /// The selectors and conditions of this and the enclosing blocks, as ``context`` would be
    /// if appearance blocks were ordinary ones.
    var fullContext: String? = nil
    /// The ``CSSAppearanceContext`` mask of the appearance blocks this one is in.
    var appearanceMask: UInt8 = 0
    /// Whether every enclosing block is `:root`-like or an appearance block.
    var appearanceOnly = true
  }
  private var blocks: [Block] = []

  init(bytes: [UInt8], start: Int, maxDeclarations: Int, maxBlockDepth: Int) {
    self.bytes = bytes
    self.position = start
    self.maxDeclarations = maxDeclarations
    self.maxBlockDepth = maxBlockDepth
    blocks.append(
      Block(context: nil, contextNumber: 0, contextSlot: -1, markerSlot: -1, openOffset: start))
  }

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(
      kind, message, format: "css", location: SourceLocation.text(offset: offset, in: bytes))
  }

  private mutating func warn(_ code: String, _ message: String, at offset: Int) {
    sheet.warnings.append(CSSWarning(code: code, message: message, offset: offset))
  }

  /// Scans the whole input.
  mutating func scan() throws(PaletteError) -> CSSStyleSheet {
    let count = bytes.count
    while true {
      while position < count && CSSBytes.isWhitespace(bytes[position]) { position += 1 }
      guard position < count else { break }
      let b = bytes[position]
      if b == CSSBytes.slash && position + 1 < count && bytes[position + 1] == CSSBytes.asterisk {
        let start = position
        let text = try skipComment()
        handleComment(text, at: start)
        continue
      }
      if b == CSSBytes.closeCurly {
        if blocks.count > 1 {
          blocks.removeLast()
        } else {
          warn("css.stray-brace", "'}' without a matching '{' is ignored", at: position)
        }
        position += 1
        continue
      }
      if b == CSSBytes.semicolon {
        position += 1
        continue
      }
      seenItem = true
      if try scanCustomProperty() { continue }
      try scanOtherItem()
    }
    for block in blocks.dropFirst().reversed() {
      warn(
        "css.unclosed-block", "block opened here is not closed before the end of the file",
        at: block.openOffset)
    }
    return sheet
  }

  // MARK: Comments

  /// Skips a comment at `position`; returns the range of its text.
  private mutating func skipComment() throws(PaletteError) -> Range<Int> {
    let start = position
    var index = position + 2
    let count = bytes.count
    while index + 1 < count {
      if bytes[index] == CSSBytes.asterisk && bytes[index + 1] == CSSBytes.slash {
        position = index + 2
        return (start + 2)..<index
      }
      index += 1
    }
    throw error(
      .unexpectedEndOfInput, "comment is not closed before the end of the file", at: start)
  }

  private mutating func handleComment(_ range: Range<Int>, at offset: Int) {
    guard let marker = CSSMarkerComment(bytes: bytes, range: range) else { return }
    let top = blocks.count - 1
    switch marker {
    case .paletteName(let name):
      if blocks.count == 1 && !seenItem { sheet.paletteName = name }
    case .paletteDescription(let text):
      if blocks.count == 1 && !seenItem { sheet.paletteDescription = text }
    case .group(let name):
      guard blocks[top].context == nil, blocks[top].contextNumber == 0 else { return }
      sheet.slots.append(CSSGroupSlot(name: name, offset: offset))
      blocks[top].markerSlot = sheet.slots.count - 1
      sheet.markers.append(
        CSSStyleSheet.Marker(before: sheet.declarations.count, slot: sheet.slots.count - 1))
    case .endGroup:
      guard blocks[top].context == nil, blocks[top].contextNumber == 0 else { return }
      blocks[top].markerSlot = -1
    }
  }

  // MARK: Items

  /// Reads a `--name: value` declaration at `position`, if one starts there.
  private mutating func scanCustomProperty() throws(PaletteError) -> Bool {
    let count = bytes.count
    let start = position
    guard start + 2 < count, bytes[start] == CSSBytes.hyphen, bytes[start + 1] == CSSBytes.hyphen
    else { return false }
    var index = start + 2
    var hasEscape = false
    while true {
      index = skipNameBytes(from: index)
      guard index + 1 < count, bytes[index] == CSSBytes.backslash,
        !CSSBytes.isNewline(bytes[index + 1])
      else { break }
      hasEscape = true
      index = CSSEscapes.endOfEscape(bytes, at: index, limit: bytes.count)
    }
    let nameEnd = index
    guard nameEnd > start + 2 else { return false }
    // Whitespace and comments may stand between the name and the colon.
    while index < count {
      if CSSBytes.isWhitespace(bytes[index]) {
        index += 1
      } else if bytes[index] == CSSBytes.slash && index + 1 < count
        && bytes[index + 1] == CSSBytes.asterisk
      {
        position = index
        _ = try skipComment()
        index = position
      } else {
        break
      }
    }
    guard index < count, bytes[index] == CSSBytes.colon else {
      position = start
      return false
    }
    position = index + 1
    let valueStart = position
    // Most values hold no byte that nests or quotes: they end at the first `;` or `}`.
    position = skipPlainBytes(from: position)
    let outcome: Outcome
    let plain: Bool
    if position < count
      && (bytes[position] == CSSBytes.semicolon || bytes[position] == CSSBytes.closeCurly)
    {
      outcome = Outcome(stop: bytes[position])
      plain = true
    } else {
      outcome = try scanUntilEnd(stopAtOpenCurly: false)
      plain = false
    }
    let valueEnd = position
    if outcome.stop == CSSBytes.semicolon { position += 1 }
    if let bad = outcome.badString {
      warn(
        "css.bad-string", "string is not closed on its line; the declaration is skipped",
        at: bad)
      return true
    }
    if let open = outcome.unclosed {
      warn(
        "css.unclosed-bracket",
        "bracket is not closed before the end of the file; the declaration is skipped", at: open)
      return true
    }
    guard sheet.declarations.count < maxDeclarations else {
      throw error(
        .limitExceeded, "more than \(maxDeclarations) custom-property declarations", at: start)
    }
    let top = blocks.count - 1
    let context = blocks[top].contextNumber
    let slot = context == 0 ? blocks[top].markerSlot : blocks[top].contextSlot
    sheet.declarations.append(
      CSSRawDeclaration(
        start: start, nameEnd: nameEnd, valueRange: valueStart..<valueEnd,
        context: context, slot: Int32(slot), nameHasEscape: hasEscape,
        valueHasParen: !plain && bytes[valueStart..<valueEnd].contains(CSSBytes.openParen),
        appearance: context < 0 ? blocks[top].appearanceMask : 0))
    return true
  }

  /// Skips a rule prelude or a declaration that is not a custom property.
  private mutating func scanOtherItem() throws(PaletteError) {
    let start = position
    let outcome = try scanUntilEnd(stopAtOpenCurly: true)
    switch outcome.stop {
    case CSSBytes.openCurly:
      let prelude = start..<position
      position += 1
      try openBlock(prelude: prelude, at: position - 1)
    case CSSBytes.semicolon:
      if let statement = ImportStatement.statement(
        bytes, from: start, to: position, keywords: ["@import"])
      {
        sheet.warnings.append(
          CSSWarning(
            code: "css." + ImportStatement.code, message: ImportStatement.message(statement),
            offset: start, severity: .note))
      }
      if bytes[start] == CSSBytes.dollar && !scssWarned {
        scssWarned = true
        warn(
          "css.scss-variable",
          "SCSS variables ('$name: value') are not read as CSS; read the file with --from scss",
          at: start)
      }
      position += 1
    default:
      if let open = outcome.unclosed {
        warn("css.unclosed-bracket", "bracket is not closed before the end of the file", at: open)
      }
    }
  }

  private mutating func openBlock(prelude: Range<Int>, at offset: Int) throws(PaletteError) {
    guard blocks.count <= maxBlockDepth else {
      throw error(.limitExceeded, "blocks nested deeper than \(maxBlockDepth) levels", at: offset)
    }
    let parent = blocks[blocks.count - 1]
    let text = CSSBlockWalker.normalizedPrelude(bytes, prelude)
    var fullContext = parent.fullContext
    var mask = parent.appearanceMask
    var appearanceOnly = parent.appearanceOnly
    if !CSSBlockWalker.isRootLike(text) {
      fullContext = parent.fullContext.map { $0 + " " + text } ?? text
      if appearanceOnly, let marker = CSSAppearanceContext.mask(of: text) {
        mask |= marker
      } else {
        appearanceOnly = false
      }
    }
    // Blocks that only select an appearance (`@media (prefers-color-scheme: dark)`, `.dark`)
    // hold variants, not a group: each mask is a context of its own, numbered below zero.
    let isAppearance = appearanceOnly && mask != 0
    let context = isAppearance ? nil : fullContext
    var contextSlot = -1
    var contextNumber: Int32 = isAppearance ? -Int32(mask) : 0
    if let context {
      sheet.slots.append(CSSGroupSlot(name: context, offset: prelude.lowerBound))
      contextSlot = sheet.slots.count - 1
      if let known = contextNumbers[context] {
        contextNumber = known
      } else {
        contextNumber = Int32(contextNumbers.count + 1)
        contextNumbers[context] = contextNumber
      }
    }
    blocks.append(
      Block(
        context: context, contextNumber: contextNumber, contextSlot: contextSlot, markerSlot: -1,
        openOffset: offset, fullContext: fullContext, appearanceMask: mask,
        appearanceOnly: appearanceOnly))
  }

  private struct Outcome {
    /// The byte that ended the item (`;`, `{` or `}`), or `nil` at the end of the input.
    var stop: UInt8?
    /// The offset of the innermost bracket left open at the end of the input.
    var unclosed: Int?
    /// The offset of a string that ended at a newline or at the end of the input.
    var badString: Int?
  }

  /// Advances to the `;` or `}` (and `{` when asked) that ends the current item at nesting
  /// level 0, honouring comments, strings, escapes and brackets.
  private mutating func scanUntilEnd(stopAtOpenCurly: Bool) throws(PaletteError) -> Outcome {
    let count = bytes.count
    var closers: [(byte: UInt8, offset: Int)] = []
    var outcome = Outcome()
    while position < count {
      // Skip the bytes that cannot end or nest anything in one tight loop.
      let next = skipPlainBytes(from: position)
      position = next
      guard next < count else { break }
      let b = bytes[next]
      switch b {
      case CSSBytes.slash:
        if position + 1 < count && bytes[position + 1] == CSSBytes.asterisk {
          _ = try skipComment()
          continue
        }
      case CSSBytes.quote, CSSBytes.apostrophe:
        let stringStart = position
        if !skipString(quote: b) && outcome.badString == nil {
          outcome.badString = stringStart
        }
        continue
      case CSSBytes.backslash:
        if position + 1 < count && !CSSBytes.isNewline(bytes[position + 1]) {
          position += 2
          continue
        }
      case CSSBytes.openParen:
        closers.append((CSSBytes.closeParen, position))
      case CSSBytes.openSquare:
        closers.append((CSSBytes.closeSquare, position))
      case CSSBytes.openCurly:
        if closers.isEmpty && stopAtOpenCurly {
          outcome.stop = b
          return outcome
        }
        closers.append((CSSBytes.closeCurly, position))
      case CSSBytes.closeParen, CSSBytes.closeSquare, CSSBytes.closeCurly:
        if let last = closers.last, last.byte == b {
          closers.removeLast()
        } else if closers.isEmpty && b == CSSBytes.closeCurly {
          outcome.stop = b
          return outcome
        }
      case CSSBytes.semicolon:
        if closers.isEmpty {
          outcome.stop = b
          return outcome
        }
      default:
        break
      }
      position += 1
    }
    outcome.unclosed = closers.last?.offset
    return outcome
  }

  /// Skips a string starting at `position`; returns `false` when it ends at a newline or at
  /// the end of the input instead of at its closing quote. A newline is left unconsumed.
  private mutating func skipString(quote: UInt8) -> Bool {
    let count = bytes.count
    position += 1
    while position < count {
      let b = bytes[position]
      if b == quote {
        position += 1
        return true
      }
      if CSSBytes.isNewline(b) { return false }
      if b == CSSBytes.backslash {
        position += 1
        if position < count && bytes[position] == CSSBytes.carriageReturn && position + 1 < count
          && bytes[position + 1] == CSSBytes.newline
        {
          position += 1
        }
      }
      position += 1
    }
    return false
  }

  /// The offset of the first byte at or after `index` that is not a name byte (or the end).
  @inline(__always)
  private func skipNameBytes(from index: Int) -> Int {
    skip(from: index, whileClass: CSSBytes.nameClass, is: true)
  }

  /// The offset of the first structural byte (see ``CSSBytes/isStructural(_:)``) at or after
  /// `index`, or the end.
  @inline(__always)
  private func skipPlainBytes(from index: Int) -> Int {
    skip(from: index, whileClass: CSSBytes.structuralClass, is: false)
  }

  /// The offset of the first byte at or after `index` whose class bit `bit` is not `set`,
  /// or the end; the bytes and the class table are read through pointers.
  @inline(__always)
  private func skip(from index: Int, whileClass bit: UInt8, is set: Bool) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      classes.withUnsafeBufferPointer { classes in
        var index = max(index, 0)
        let count = buffer.count
        guard classes.count == 256 else { return index }
        let wanted: UInt8 = set ? bit : 0
        while index < count && classes[Int(buffer[index])] & bit == wanted { index += 1 }
        return index
      }
    }
  }

  // MARK: Selectors

  /// A prelude with comments removed and whitespace runs collapsed to one space.
  static func normalizedPrelude(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    var out: [UInt8] = []
    var index = range.lowerBound
    var pendingSpace = false
    while index < range.upperBound {
      let b = bytes[index]
      if b == CSSBytes.slash && index + 1 < range.upperBound
        && bytes[index + 1] == CSSBytes.asterisk
      {
        index += 2
        while index + 1 < range.upperBound
          && !(bytes[index] == CSSBytes.asterisk && bytes[index + 1] == CSSBytes.slash)
        {
          index += 1
        }
        index += 2
        pendingSpace = true
        continue
      }
      if CSSBytes.isWhitespace(b) {
        pendingSpace = true
      } else {
        if pendingSpace && !out.isEmpty { out.append(CSSBytes.space) }
        pendingSpace = false
        out.append(b)
      }
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The selectors of the palette's main scope, lower-cased and without spaces.
  private static let rootSelectors: Set<String> = [
    ":root", "html", ":host", "*", ":where(html)", ":where(:root)", ":where(*)", ":is(html)",
    ":is(:root)", "html:root",
  ]

  /// Whether declarations in a block with this prelude belong to the palette's main scope:
  /// `:root`, `html`, `:host`, `*` and `:where()`/`:is()` of those, selector lists of them,
  /// and the at-rules `@theme` (Tailwind) and `@layer`, which do not scope variables.
  static func isRootLike(_ prelude: String) -> Bool {
    let lowered = String(decoding: prelude.utf8.map(CSSBytes.lowercased), as: UTF8.self)
    if lowered.hasPrefix("@") {
      return lowered == "@theme" || lowered.hasPrefix("@theme ") || lowered == "@layer"
        || lowered.hasPrefix("@layer ")
    }
    var selector: [UInt8] = []
    for b in lowered.utf8 + [CSSBytes.comma] {
      if b == CSSBytes.comma {
        let text = String(decoding: selector, as: UTF8.self)
        guard rootSelectors.contains(text) else { return false }
        selector.removeAll()
      } else if b != CSSBytes.space {
        selector.append(b)
      }
    }
    return true
  }
}
