import PaletteCore

/// Substitutes `var()` references inside the file, with fallbacks, cycle detection and limits.
///
/// A reference looks for the property in the same block context first, then in the
/// `:root`-like context (the file's "global" scope). Each property is resolved once and
/// remembered, through PaletteCore's ``ReferenceResolver``, so a chain of any length takes
/// linear time and no recursion. A cycle is an error; a reference to an undefined property
/// without a fallback makes the referring value unresolvable (the caller warns). Limits bound
/// what a value can grow to: ``maxTokens`` tokens a value, ``maxStoredTokens`` in all the
/// values remembered, and fallbacks nested ``maxDepth`` deep inside one value.
final class CSSVariableResolver: ReferenceGraph {
  /// Why a value could not be resolved.
  enum Problem: Error {
    case undefined(name: String, offset: Int)
    case malformed(offset: Int)
    case tooDeep(offset: Int)
    case tooLong(offset: Int)
    case valueTooLong(offset: Int)
    /// The values remembered so far hold ``maxStoredTokens`` tokens in all.
    case tooManyInAll(offset: Int)
    /// The declaration is on a cycle (the resolver throws).
    case cycle
  }

  /// What a value became: its tokens with every `var()` substituted, or why it has none.
  typealias Substituted = Result<[CSSToken], Problem>

  let bytes: [UInt8]
  let declarations: [CSSRawDeclaration]
  /// Which declaration of each property wins.
  let table: CSSPropertyTable
  /// Per declaration; empty until the first ``resolve(_:)``, which most files never call.
  private var resolver = ReferenceResolver<Substituted>(count: 0)
  /// The tokens of values being resolved, kept between the steps of one resolution.
  private var tokenized: [Int: [CSSToken]] = [:]
  /// The first cycle found, thrown once the resolution that found it ends.
  private var cycleFound: PaletteError?
  /// Tokens in all the values remembered, against ``maxStoredTokens``.
  private var storedTokens = 0
  /// Declarations some other value refers to.
  private(set) var referenced: Set<Int> = []
  /// How deep fallbacks may nest inside one value (`var(--a, var(--b, …))`).
  let maxDepth: Int
  let maxTokens: Int
  /// The most tokens all remembered values may hold together, so values that each double the
  /// one before stay bounded in all, not only each.
  static let maxStoredTokens = 1 << 21

  init(
    bytes: [UInt8], declarations: [CSSRawDeclaration], table: CSSPropertyTable, maxDepth: Int,
    maxTokens: Int
  ) {
    self.bytes = bytes
    self.declarations = declarations
    self.table = table
    self.maxDepth = maxDepth
    self.maxTokens = maxTokens
  }

  /// Reads the value of winning declaration `index` as a colour.
  ///
  /// A value without `var()` is tokenized into `scratch` (reused from call to call) and read
  /// there, keeping nothing; only values with `var()`, and the values they refer to, go
  /// through ``resolve(_:)`` and stay remembered.
  func outcome(
    _ index: Int, parser: CSSColorParser, scratch: inout [CSSToken]
  ) throws(PaletteError) -> Result<CSSColorParser.Outcome, Problem> {
    let declaration = declarations[index]
    // Leading whitespace would only become a token to trim; skip its bytes. (Trailing
    // whitespace may end an escape, so it is left to the tokenizer.)
    var start = declaration.valueRange.lowerBound
    let end = declaration.valueRange.upperBound
    while start < end && CSSBytes.isWhitespace(bytes[start]) { start += 1 }
    while !scratch.isEmpty { scratch.removeLast() }  // Cheaper than removeAll for a few.
    if let hash = CSSVariableResolver.loneHash(bytes, start..<end) {
      scratch.append(hash)
      return .success(parser.parse(scratch))
    }
    guard CSSTokenizer.append(in: bytes, range: start..<end, limit: maxTokens, to: &scratch)
    else { return .failure(.valueTooLong(offset: declaration.start)) }
    if !hasVar(scratch) {
      stripImportant(&scratch)
      CSSVariableResolver.trim(&scratch)
      return .success(parser.parse(scratch))
    }
    switch try resolve(index) {
    case .success(let tokens): return .success(parser.parse(tokens))
    case .failure(let problem): return .failure(problem)
    }
  }

  /// The token of a value that is one `#name` and nothing else but trailing whitespace
  /// (the commonest colour value), found without the tokenizer; `nil` for anything else,
  /// including escapes and comments, which the tokenizer handles.
  static func loneHash(_ bytes: [UInt8], _ range: Range<Int>) -> CSSToken? {
    var index = range.lowerBound
    let end = range.upperBound
    guard index + 1 < end, bytes[index] == CSSBytes.hashSign else { return nil }
    index += 1
    while index < end && CSSBytes.isName(bytes[index]) { index += 1 }
    let tokenEnd = index
    guard tokenEnd > range.lowerBound + 1 else { return nil }
    while index < end && CSSBytes.isWhitespace(bytes[index]) { index += 1 }
    guard index == end else { return nil }
    return CSSToken(kind: .hash, start: range.lowerBound, end: tokenEnd)
  }

  private func isVar(_ token: CSSToken) -> Bool {
    token.kind == .function && token.end - token.start == 4
      && CSSEscapes.equalsIgnoringCase(bytes, token.start..<(token.end - 1), "var")
  }

  private func hasVar(_ tokens: [CSSToken]) -> Bool {
    tokens.contains { isVar($0) }
  }

  /// The value of declaration `index` with every `var()` substituted, whitespace-trimmed.
  func resolve(_ index: Int) throws(PaletteError) -> Substituted {
    if resolver.count == 0 { resolver = ReferenceResolver(count: declarations.count) }
    var graph = self
    let result = resolver.resolve(index, in: &graph)
    if let cycleFound { throw cycleFound }
    return result
  }

  /// A declaration's value once the declarations its `var()`s name are resolved
  /// (``ReferenceGraph``).
  func evaluate(_ node: Int, resolved: (Int) -> Substituted?) -> ReferenceStep<Substituted> {
    let declaration = declarations[node]
    var tokens: [CSSToken]
    if let known = tokenized[node] {
      tokens = known
    } else {
      tokens = []
      guard
        CSSTokenizer.append(
          in: bytes, range: declaration.valueRange, limit: maxTokens, to: &tokens)
      else { return .value(.failure(.valueTooLong(offset: declaration.start))) }
      stripImportant(&tokens)
    }
    var needs: [Int] = []
    let result = substitute(tokens, context: declaration.context, depth: 0, resolved, &needs)
    if !needs.isEmpty {
      tokenized[node] = tokens
      return .needs(needs)
    }
    tokenized[node] = nil
    switch result {
    case .success(let value):
      let trimmedValue = CSSVariableResolver.trimmed(value)
      storedTokens += trimmedValue.count
      guard storedTokens <= Self.maxStoredTokens else {
        return .value(.failure(.tooManyInAll(offset: declaration.start)))
      }
      return .value(.success(trimmedValue))
    case .failure(let problem):
      return .value(.failure(problem))
    }
  }

  /// A cycle is an error naming it, at its first declaration (``ReferenceGraph``).
  func cycle(_ cycle: [Int]) -> Substituted {
    if cycleFound == nil {
      let names = cycle.prefix(8).map { "--" + declarations[$0].name(in: bytes) }
      cycleFound = PaletteError(
        .invalidValue,
        "var() cycle: " + MessageFormatting.cycle(names, count: cycle.count, arrow: " -> "),
        format: "css",
        location: SourceLocation.text(offset: declarations[cycle[0]].start, in: bytes))
    }
    return .failure(.cycle)
  }

  /// Removes a trailing `!important` (ASCII case-insensitive, whitespace allowed after `!`).
  private func stripImportant(_ tokens: inout [CSSToken]) {
    var end = tokens.count
    while end > 0 && tokens[end - 1].kind == .whitespace { end -= 1 }
    guard end > 0, tokens[end - 1].kind == .ident,
      CSSEscapes.equalsIgnoringCase(bytes, tokens[end - 1].start..<tokens[end - 1].end, "important")
    else { return }
    var bang = end - 2
    while bang >= 0 && tokens[bang].kind == .whitespace { bang -= 1 }
    guard bang >= 0, tokens[bang].isDelim(CSSBytes.exclamation) else { return }
    tokens.removeSubrange(bang...)
  }

  /// Removes leading and trailing whitespace tokens in place.
  static func trim(_ tokens: inout [CSSToken]) {
    while tokens.last?.kind == .whitespace { tokens.removeLast() }
    var lower = 0
    while lower < tokens.count && tokens[lower].kind == .whitespace { lower += 1 }
    if lower > 0 { tokens.removeFirst(lower) }
  }

  static func trimmed(_ tokens: [CSSToken]) -> [CSSToken] {
    var lower = 0
    var upper = tokens.count
    while lower < upper && tokens[lower].kind == .whitespace { lower += 1 }
    while upper > lower && tokens[upper - 1].kind == .whitespace { upper -= 1 }
    if lower == 0 && upper == tokens.count { return tokens }  // Nothing to trim: no copy.
    return Array(tokens[lower..<upper])
  }

  /// `tokens` with every `var()` substituted. A `var()` whose property is not resolved yet
  /// goes into `needs` (its fallback waits for it), and the result is then incomplete.
  private func substitute(
    _ tokens: [CSSToken], context: Int32, depth: Int, _ resolved: (Int) -> Substituted?,
    _ needs: inout [Int]
  ) -> Substituted {
    guard hasVar(tokens) else { return .success(tokens) }
    var out: [CSSToken] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      guard isVar(token) else {
        out.append(token)
        index += 1
        continue
      }
      guard depth < maxDepth else { return .failure(.tooDeep(offset: token.start)) }
      guard let close = CSSColorParser.matchingClose(tokens, index) else {
        return .failure(.malformed(offset: token.start))
      }
      // var( <ws>* --name <ws>* [, fallback]? )
      var cursor = index + 1
      while cursor < close && tokens[cursor].kind == .whitespace { cursor += 1 }
      guard cursor < close, tokens[cursor].kind == .ident,
        tokens[cursor].end - tokens[cursor].start > 2,
        bytes[tokens[cursor].start] == CSSBytes.hyphen,
        bytes[tokens[cursor].start + 1] == CSSBytes.hyphen
      else { return .failure(.malformed(offset: token.start)) }
      let nameToken = tokens[cursor]
      let nameRange = (nameToken.start + 2)..<nameToken.end
      cursor += 1
      while cursor < close && tokens[cursor].kind == .whitespace { cursor += 1 }
      var fallback: [CSSToken]?
      if cursor < close {
        guard tokens[cursor].kind == .comma else {
          return .failure(.malformed(offset: token.start))
        }
        fallback = Array(tokens[(cursor + 1)..<close])
      }
      index = close + 1
      let target =
        table.winner(context: context, nameIn: bytes, nameRange)
        ?? table.winner(context: 0, nameIn: bytes, nameRange)
      var replacement: [CSSToken]?
      var problem: Problem?
      if let target {
        referenced.insert(target)
        switch resolved(target) {
        case .success(let value)?: replacement = value
        case .failure(let failure)?: problem = failure
        case nil:
          needs.append(target)
          continue
        }
      }
      if replacement == nil, let fallback {
        switch substitute(fallback, context: context, depth: depth + 1, resolved, &needs) {
        case .success(let value): replacement = CSSVariableResolver.trimmed(value)
        case .failure(let failure): return .failure(failure)
        }
      }
      guard let replacement else {
        return .failure(
          problem
            ?? .undefined(name: CSSEscapes.unescape(bytes, nameRange), offset: nameToken.start))
      }
      out.append(contentsOf: replacement)
      if out.count > maxTokens { return .failure(.tooLong(offset: token.start)) }
    }
    return .success(out)
  }
}
