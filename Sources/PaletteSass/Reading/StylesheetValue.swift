import PaletteCSS
import PaletteCore

/// What a variable's value is, before references are resolved.
indirect enum StylesheetValue: Sendable {
  /// A colour literal.
  case color(PaletteColor)
  /// Another variable, by name; `fallback` is the colour the same word names in CSS (a Stylus
  /// word is a variable when one is defined, a keyword otherwise).
  case reference(String, offset: Int, fallback: PaletteColor?)
  /// Sass's `rgba($color, alpha)`: a colour with its alpha replaced.
  case withAlpha(StylesheetValue, alpha: Double)
  /// A map (a Sass map, a Less detached ruleset, a Stylus hash), or a list of colours (Sass
  /// and Less, keyed `1`, `2`, … as their functions count): a group of colours.
  case map([StylesheetMapEntry])
  /// One entry of a map or list, by its keys: Sass `map-get($map, "key")`, `map.get(…)` and
  /// `nth($list, 2)`, Less `extract(@list, 2)` and `@map[key]`, Stylus `hash['key']`.
  case entry(String, keys: [String], offset: Int)
  /// Not read, and why.
  case skipped(StylesheetSkip)
}

/// One `key: value` of a map.
struct StylesheetMapEntry: Sendable {
  /// The key, without quotes.
  var key: String
  /// Where the key starts.
  var offset: Int
  /// The value.
  var value: StylesheetValue
}

/// Why a value is not read.
struct StylesheetSkip: Sendable, Equatable {
  /// Kinds of skip, each a diagnostic code after the format's identifier.
  enum Kind: String, Sendable {
    /// Not a colour: a length, a string, a list, a gradient.
    case notColor = "not-a-color"
    /// An expression palconv does not evaluate: functions, arithmetic, interpolation.
    case unevaluated
    /// A malformed colour.
    case invalidColor = "invalid-color"
    /// A colour a palette cannot hold (`currentcolor`, `color-mix()`).
    case unsupportedColor = "unsupported-color"
  }

  /// The kind.
  var kind: Kind
  /// What is wrong, for a malformed or unsupported colour; empty otherwise.
  var detail: String
  /// Where.
  var offset: Int
}

/// Reads values into ``StylesheetValue``s.
struct StylesheetValueParser {
  let source: StylesheetSource
  let dialect: StylesheetDialect
  /// The deepest map nesting allowed.
  var maxDepth = 64

  private var bytes: [UInt8] { source.bytes }

  /// CSS functions whose values are not colours; any other function a value starts with is
  /// taken for a preprocessor function (`darken()`, `color.adjust()`, `fade()`), which palconv
  /// does not evaluate.
  static let nonColorFunctions: Set<String> = [
    "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient",
    "repeating-radial-gradient", "repeating-conic-gradient", "url", "image", "image-set",
    "cross-fade", "element", "calc", "min", "max", "clamp", "var", "env", "attr",
    "cubic-bezier", "steps", "local", "format", "counter", "counters", "symbols",
    "translate", "translatex", "translatey", "scale", "rotate", "matrix", "skew", "blur",
    "drop-shadow", "repeat", "minmax", "fit-content",
  ]

  /// Reads the value in `range` (already trimmed).
  ///
  /// - Throws: ``PaletteError`` when maps nest deeper than ``maxDepth``.
  func parse(_ range: Range<Int>, depth: Int = 0) throws(PaletteError) -> StylesheetValue {
    guard depth <= maxDepth else {
      throw PaletteError(
        .limitExceeded, "maps are nested more than \(maxDepth) deep", format: dialect.identifier,
        location: source.location(range.lowerBound))
    }
    guard !range.isEmpty else {
      return .skipped(StylesheetSkip(kind: .notColor, detail: "", offset: range.lowerBound))
    }
    let first = bytes[range.lowerBound]
    if first == dialect.mapOpener, closing(range.lowerBound, within: range) == range.upperBound - 1,
      let entries = try mapEntries((range.lowerBound + 1)..<(range.upperBound - 1), depth: depth)
    {
      return .map(entries)
    }
    if let name = reference(range) {
      let fallback = dialect == .stylus ? CSSColorValue.namedColor(name) : nil
      return .reference(name, offset: range.lowerBound, fallback: fallback)
    }
    if dialect != .less, let value = try alphaFunction(range, depth: depth) { return value }
    if let value = entry(range) { return value }
    if dialect != .stylus, let entries = try listEntries(range, depth: depth) {
      return .map(entries)
    }
    switch CSSColorValue.parse(bytes, range) {
    case .color(let color): return .color(color)
    case .invalid(let message, let offset):
      return .skipped(StylesheetSkip(kind: .invalidColor, detail: message, offset: offset))
    case .unsupported(let message, let offset):
      return .skipped(StylesheetSkip(kind: .unsupportedColor, detail: message, offset: offset))
    case .notColor:
      return .skipped(
        StylesheetSkip(
          kind: isExpression(range) ? .unevaluated : .notColor, detail: "",
          offset: range.lowerBound))
    }
  }

  /// The name when `range` is one variable reference: `$name`, `@name`, or a Stylus word.
  private func reference(_ range: Range<Int>) -> String? {
    var start = range.lowerBound
    if let sigil = dialect.sigil {
      guard bytes[start] == sigil else { return nil }
      start += 1
    } else if bytes[start] == UInt8(ascii: "$") {
      start += 1
    }
    guard start < range.upperBound, StylesheetBytes.isNameStart(bytes[start]) else { return nil }
    guard bytes[start..<range.upperBound].allSatisfy(StylesheetBytes.isName) else { return nil }
    // A Stylus word that is a number-like keyword stays a keyword.
    let name = source.text(dialect == .stylus ? range : start..<range.upperBound)
    return name
  }

  /// Whether the value is an expression rather than a plain CSS value: it refers to a
  /// variable, interpolates, or calls a function CSS does not have.
  private func isExpression(_ range: Range<Int>) -> Bool {
    if let sigil = dialect.sigil, bytes[range].contains(sigil) { return true }
    var index = range.lowerBound
    while index < range.upperBound
      && (StylesheetBytes.isName(bytes[index]) || bytes[index] == UInt8(ascii: "."))
    {
      index += 1
    }
    guard index > range.lowerBound, index < range.upperBound,
      bytes[index] == StylesheetBytes.openParen
    else { return false }
    let name = source.text(range.lowerBound..<index).lowercased()
    return !Self.nonColorFunctions.contains(name)
  }

  /// The offset of the bracket closing the one at `open`, within `range`.
  private func closing(_ open: Int, within range: Range<Int>) -> Int? {
    var depth = 0
    var index = open
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == StylesheetBytes.doubleQuote || byte == StylesheetBytes.singleQuote {
        index = StylesheetSource.endOfString(bytes, from: index)
        continue
      }
      if StylesheetBytes.isOpener(byte) {
        depth += 1
      } else if StylesheetBytes.isCloser(byte) {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// The parts of `range` between separators outside brackets and strings, each trimmed.
  private func split(_ range: Range<Int>, atNewlines: Bool) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var depth = 0
    var start = range.lowerBound
    var index = range.lowerBound
    func close(_ end: Int) {
      let part = trimmed(start..<end)
      if !part.isEmpty { parts.append(part) }
    }
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == StylesheetBytes.doubleQuote || byte == StylesheetBytes.singleQuote {
        index = min(StylesheetSource.endOfString(bytes, from: index), range.upperBound)
        continue
      }
      if StylesheetBytes.isOpener(byte) {
        depth += 1
      } else if StylesheetBytes.isCloser(byte) {
        depth -= 1
      } else if depth == 0
        && (byte == StylesheetBytes.comma || byte == StylesheetBytes.semicolon
          || (atNewlines && StylesheetBytes.isNewline(byte)))
      {
        close(index)
        start = index + 1
      }
      index += 1
    }
    close(range.upperBound)
    return parts
  }

  /// `range` without whitespace at its ends.
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && StylesheetBytes.isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower && StylesheetBytes.isWhitespace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// The entries of a map whose brackets enclose `inner`, or `nil` when a Sass parenthesis
  /// holds no `key: value` (a list or an expression, not a map).
  private func mapEntries(
    _ inner: Range<Int>, depth: Int
  ) throws(PaletteError)
    -> [StylesheetMapEntry]?
  {
    var entries: [StylesheetMapEntry] = []
    for part in split(inner, atNewlines: dialect == .stylus) {
      guard let colon = topLevelColon(part) else {
        // A list in parentheses is no map; a rule inside a Less ruleset holds no colour.
        if dialect == .scss && entries.isEmpty { return nil }
        continue
      }
      let keyRange = trimmed(part.lowerBound..<colon)
      guard !keyRange.isEmpty else { continue }
      let key = unquoted(source.text(keyRange))
      let value = try parse(trimmed((colon + 1)..<part.upperBound), depth: depth + 1)
      entries.append(StylesheetMapEntry(key: key, offset: keyRange.lowerBound, value: value))
    }
    return entries
  }

  /// The first `:` of `range` outside brackets and strings.
  private func topLevelColon(_ range: Range<Int>) -> Int? {
    var depth = 0
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == StylesheetBytes.doubleQuote || byte == StylesheetBytes.singleQuote {
        index = StylesheetSource.endOfString(bytes, from: index)
        continue
      }
      if StylesheetBytes.isOpener(byte) {
        depth += 1
      } else if StylesheetBytes.isCloser(byte) {
        depth -= 1
      } else if byte == StylesheetBytes.colon && depth == 0 {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Sass and Less: a list of two or more colours or colour variables separated by commas
  /// (in parentheses or not), as a map keyed by position from 1; `nil` for anything else.
  private func listEntries(
    _ range: Range<Int>, depth: Int
  ) throws(PaletteError)
    -> [StylesheetMapEntry]?
  {
    var inner = range
    if bytes[range.lowerBound] == StylesheetBytes.openParen,
      closing(range.lowerBound, within: range) == range.upperBound - 1
    {
      inner = trimmed((range.lowerBound + 1)..<(range.upperBound - 1))
    }
    guard bytes[inner].contains(StylesheetBytes.comma) else { return nil }
    let parts = split(inner, atNewlines: false)
    guard parts.count >= 2 else { return nil }
    var entries: [StylesheetMapEntry] = []
    entries.reserveCapacity(parts.count)
    for (index, part) in parts.enumerated() {
      let value = try parse(part, depth: depth + 1)
      switch value {
      case .color, .reference, .withAlpha, .entry: break
      default: return nil
      }
      entries.append(
        StylesheetMapEntry(key: String(index + 1), offset: part.lowerBound, value: value))
    }
    return entries
  }

  /// An entry of a map or list named by a function (`map-get`, `map.get`, `nth`, `list.nth`
  /// in Sass; `extract` in Less) or by subscripts (`@map[key]` in Less, `hash['key']` in
  /// Stylus); `nil` for anything else.
  private func entry(_ range: Range<Int>) -> StylesheetValue? {
    guard
      bytes[range.upperBound - 1] == StylesheetBytes.closeParen
        || bytes[range.upperBound - 1] == StylesheetBytes.closeSquare
    else { return nil }
    if let open = bytes[range].firstIndex(of: StylesheetBytes.openParen) {
      let function = source.text(range.lowerBound..<open).lowercased()
      let functions: Set<String> =
        switch dialect {
        case .scss: ["map-get", "map.get", "nth", "list.nth"]
        case .less: ["extract"]
        case .stylus: []
        }
      guard functions.contains(function),
        closing(open, within: range) == range.upperBound - 1
      else { return nil }
      let arguments = split((open + 1)..<(range.upperBound - 1), atNewlines: false)
      guard arguments.count >= 2, let map = reference(arguments[0]) else { return nil }
      let isIndex = function != "map-get" && function != "map.get"
      if isIndex && arguments.count != 2 { return nil }
      let keys = arguments.dropFirst().map { unquoted(source.text($0)) }
      if isIndex
        && !keys.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
      {
        return nil
      }
      return .entry(map, keys: keys, offset: range.lowerBound)
    }
    guard dialect != .scss,
      let bracket = bytes[range].firstIndex(of: StylesheetBytes.openSquare),
      bracket > range.lowerBound,
      let map = reference(range.lowerBound..<bracket)
    else { return nil }
    var keys: [String] = []
    var index = bracket
    while index < range.upperBound {
      guard bytes[index] == StylesheetBytes.openSquare,
        let close = bytes[index..<range.upperBound].firstIndex(of: StylesheetBytes.closeSquare)
      else { return nil }
      let key = unquoted(source.text(trimmed((index + 1)..<close)))
      guard !key.isEmpty else { return nil }
      keys.append(key)
      index = close + 1
    }
    return .entry(map, keys: keys, offset: range.lowerBound)
  }

  /// `text` without the quotes around it, when it has a matching pair.
  private func unquoted(_ text: String) -> String {
    guard let quote = text.utf8.first,
      quote == StylesheetBytes.doubleQuote || quote == StylesheetBytes.singleQuote,
      text.utf8.count >= 2, text.utf8.last == quote
    else { return text }
    return String(decoding: text.utf8.dropFirst().dropLast(), as: UTF8.self)
  }

  /// Sass's `rgba(COLOR, ALPHA)` and `rgb(COLOR, ALPHA)`, where COLOR is a colour or a
  /// variable and ALPHA a number from 0 to 1 or a percentage; `nil` for anything else.
  private func alphaFunction(
    _ range: Range<Int>, depth: Int
  ) throws(PaletteError)
    -> StylesheetValue?
  {
    let text = bytes[range]
    let name: Int
    if text.starts(with: Array("rgba(".utf8)) {
      name = 4
    } else if text.starts(with: Array("rgb(".utf8)) {
      name = 3
    } else {
      return nil
    }
    let open = range.lowerBound + name
    guard closing(open, within: range) == range.upperBound - 1 else { return nil }
    let arguments = split((open + 1)..<(range.upperBound - 1), atNewlines: false)
    guard arguments.count == 2 else { return nil }
    let base = try parse(arguments[0], depth: depth + 1)
    switch base {
    case .color, .reference, .withAlpha: break
    default: return nil
    }
    guard let alpha = Self.alphaNumber(source.text(arguments[1])) else {
      return .skipped(
        StylesheetSkip(kind: .unevaluated, detail: "", offset: arguments[1].lowerBound))
    }
    return .withAlpha(base, alpha: alpha)
  }

  /// `0.5`, `.5`, `1` or `50%` as an alpha from 0 to 1 (clamped), or `nil`.
  static func alphaNumber(_ text: String) -> Double? {
    var digits = Substring(text)
    let percent = digits.hasSuffix("%")
    if percent { digits = digits.dropLast() }
    guard !digits.isEmpty,
      digits.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }),
      let number = Double(digits), number.isFinite
    else { return nil }
    return min(max(percent ? number / 100 : number, 0), 1)
  }
}
