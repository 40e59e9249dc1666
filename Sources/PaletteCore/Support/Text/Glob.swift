/// A shell-style pattern, as `--exclude` and `--allow` take them.
///
/// `*` matches any run of characters except `/`, `**` any run including `/` (and `**/` also
/// matches no folder at all, so `**/drafts` matches `drafts` too), `?` one character except
/// `/`, `[abc]`, `[a-z]` and `[!a-z]` (or `[^a-z]`) one character of a class, and `\` makes
/// the next character literal. Matching is on Unicode scalars and covers the whole text.
package struct Glob: Sendable, Equatable {
  /// Why a pattern cannot be used; callers show ``message`` as a usage error.
  package struct SyntaxError: Error, Sendable, Equatable {
    /// One sentence for people.
    package var message: String
  }

  /// One element of a pattern.
  package enum Token: Sendable, Equatable {
    /// One literal scalar.
    case literal(Unicode.Scalar)
    /// `?`.
    case anyOne
    /// `*`.
    case anyRun
    /// `**`.
    case anyPath
    /// `**/`: any number of whole folders, none included.
    case anyFolders
    /// `[...]`: ranges (a single scalar is a range of one), negated or not.
    case oneOf([ClosedRange<UInt32>], negated: Bool)
  }

  /// The pattern as written.
  package let text: String
  /// The parsed pattern.
  package let tokens: [Token]

  /// Parses a pattern.
  ///
  /// - Throws: ``SyntaxError`` for an empty pattern, an unclosed `[`, or a trailing `\`.
  package init(_ text: String) throws(SyntaxError) {
    guard !text.isEmpty else { throw SyntaxError(message: "an empty pattern matches nothing") }
    self.text = text
    var tokens: [Token] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\\":
        guard index < scalars.count else {
          throw SyntaxError(
            message: "the pattern '\(text)' ends with '\\'; write '\\\\' for a backslash")
        }
        tokens.append(.literal(scalars[index]))
        index += 1
      case "?":
        tokens.append(.anyOne)
      case "*":
        if index < scalars.count, scalars[index] == "*" {
          index += 1
          if index < scalars.count, scalars[index] == "/" {
            index += 1
            tokens.append(.anyFolders)
          } else {
            tokens.append(.anyPath)
          }
        } else {
          tokens.append(.anyRun)
        }
      case "[":
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
          negated = true
          index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var closed = false
        var first = true
        while index < scalars.count {
          var low = scalars[index]
          index += 1
          if low == "]" && !first {
            closed = true
            break
          }
          first = false
          if low == "\\", index < scalars.count {
            low = scalars[index]
            index += 1
          }
          var high = low
          if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
            high = scalars[index + 1]
            index += 2
          }
          guard low.value <= high.value else {
            throw SyntaxError(
              message: "the range '\(low)-\(high)' in the pattern '\(text)' is backwards")
          }
          ranges.append(low.value...high.value)
        }
        guard closed else {
          throw SyntaxError(message: "the pattern '\(text)' has a '[' without its ']'")
        }
        tokens.append(.oneOf(ranges, negated: negated))
      default:
        tokens.append(.literal(scalar))
      }
    }
    self.tokens = tokens
  }

  /// Whether the whole of `candidate` matches.
  package func matches(_ candidate: String) -> Bool {
    let scalars = Array(candidate.unicodeScalars)
    // failed[t][s]: tokens from t cannot match scalars from s (memo, so `**/**/*` stays
    // linear in practice).
    var failed = Set<Int>()
    func match(_ t: Int, _ s: Int) -> Bool {
      let key = t * (scalars.count + 1) + s
      if failed.contains(key) { return false }
      let result = attempt(t, s)
      if !result { failed.insert(key) }
      return result
    }
    func attempt(_ t: Int, _ s: Int) -> Bool {
      guard t < tokens.count else { return s == scalars.count }
      switch tokens[t] {
      case .literal(let scalar):
        return s < scalars.count && scalars[s] == scalar && match(t + 1, s + 1)
      case .anyOne:
        return s < scalars.count && scalars[s] != "/" && match(t + 1, s + 1)
      case .oneOf(let ranges, let negated):
        guard s < scalars.count, scalars[s] != "/" else { return false }
        let inside = ranges.contains { $0.contains(scalars[s].value) }
        return inside != negated && match(t + 1, s + 1)
      case .anyRun:
        var end = s
        while true {
          if match(t + 1, end) { return true }
          guard end < scalars.count, scalars[end] != "/" else { return false }
          end += 1
        }
      case .anyPath:
        for end in s...scalars.count where match(t + 1, end) { return true }
        return false
      case .anyFolders:
        // No folder, or any run that ends just after a `/`.
        if match(t + 1, s) { return true }
        for end in s..<scalars.count where scalars[end] == "/" && match(t + 1, end + 1) {
          return true
        }
        return false
      }
    }
    return match(0, 0)
  }
}
