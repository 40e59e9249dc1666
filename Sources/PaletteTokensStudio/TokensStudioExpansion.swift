import PaletteCore

/// The value texts of Tokens Studio tokens with every reference inside them (`{alias}` or
/// `$alias`) replaced by the text of the token it names (`rgba({brand.500}, 0.5)`,
/// `rgba($brand.500, 0.5)`), as a ``ReferenceGraph``: each token's
/// text is worked out once, however many tokens use it, and chains of any length need no
/// recursion. A text stops at ``maximumLength`` bytes, so a text that doubles at each level
/// stays small.
struct TokensStudioExpansion: ReferenceGraph {
  /// The longest text built by substituting aliases.
  static let maximumLength = 256

  /// What the expansion needs of a token.
  struct Token {
    /// The token set it belongs to, `nil` for a file of one set.
    var set: Int?
    /// Its path, for messages.
    var path: String
    /// Its value as text: a string's, or a number's as the file spells it; `nil` for any
    /// other value.
    var text: String?
    /// What the value is, for the message when it is no text (`an object`).
    var valueDescription: String
    /// Where the value stands, for warnings.
    var position: JSONPosition
    /// Whether it has a colour modifier, which an expression does not apply.
    var hasModifier: Bool
  }

  /// Where alias paths lead.
  struct Tables {
    /// Set-relative paths to tokens, one table per set (or one for a file of one set).
    var perSet: [[String: Int]] = []
    /// Every set's tokens merged, later sets overriding earlier ones.
    var merged: [String: Int] = [:]

    /// The token an alias path names, seen from a token of `set`: its own set first, then
    /// every set merged.
    func lookup(_ path: String, from set: Int?) -> Int? {
      guard let set else { return perSet.first?[path] }
      return perSet[set][path] ?? merged[path]
    }
  }

  /// Why a text could not be built.
  struct Failure: Error {
    var message: String
    /// The failure is an alias's (no target, a cycle), not the text's.
    var alias = false
  }

  /// A token's text, or why there is none.
  typealias Outcome = Result<String, Failure>

  /// A warning found while building a text.
  struct Warning {
    var message: String
    var position: JSONPosition
  }

  let tokens: [Token]
  let tables: Tables
  private var warnings: [Warning] = []

  init(tokens: [Token], tables: Tables) {
    self.tokens = tokens
    self.tables = tables
  }

  /// The warnings found since the last call.
  mutating func takeWarnings() -> [Warning] {
    defer { warnings = [] }
    return warnings
  }

  /// A token's text once the tokens its aliases name have theirs (``ReferenceGraph``).
  mutating func evaluate(_ node: Int, resolved: (Int) -> Outcome?) -> ReferenceStep<Outcome> {
    let token = tokens[node]
    guard let text = token.text else {
      return .value(
        .failure(Failure(message: "its value is \(token.valueDescription), not a colour string")))
    }
    guard text.utf8.count <= Self.maximumLength else {
      return .value(
        .failure(Failure(message: "its value is longer than \(Self.maximumLength) bytes")))
    }
    let scan = TokensStudioReference.scan(text)
    let (pieces, paths) = (scan.pieces, scan.paths)
    var targets: [Int] = []
    targets.reserveCapacity(paths.count)
    var open: [Int] = []
    for (path, spelled) in zip(paths, scan.spelled) {
      guard let target = tables.lookup(path, from: token.set) else {
        return .value(
          .failure(
            Failure(message: "alias \(Self.quoted(spelled)) refers to no token", alias: true)))
      }
      targets.append(target)
      if resolved(target) == nil { open.append(target) }
    }
    if !open.isEmpty { return .needs(open) }
    var out = String.UnicodeScalarView()
    for (index, (spelled, target)) in zip(scan.spelled, targets).enumerated() {
      out.append(contentsOf: pieces[index])
      switch resolved(target) {
      case .success(let inner)?:
        out.append(contentsOf: inner.unicodeScalars)
      case .failure(let failure)? where failure.message.hasPrefix("alias cycle"):
        return .value(.failure(failure))
      case .failure?, nil:
        return .value(
          .failure(
            Failure(
              message: "alias \(Self.quoted(spelled)) refers to a token that could not be read",
              alias: true)))
      }
      if tokens[target].hasModifier {
        warnings.append(
          Warning(
            message:
              "token \(Self.quoted(token.path)): the colour modifier of \(Self.quoted(spelled)) is not applied "
              + "inside an expression", position: token.position))
      }
      guard out.count <= Self.maximumLength else {
        return .value(
          .failure(
            Failure(
              message: "its value is longer than \(Self.maximumLength) bytes once aliases are "
                + "substituted")))
      }
    }
    out.append(contentsOf: pieces[pieces.count - 1])
    let result = String(out)
    guard result.utf8.count <= Self.maximumLength else {
      return .value(
        .failure(Failure(message: "its value is longer than \(Self.maximumLength) bytes")))
    }
    return .value(.success(result))
  }

  /// A name or reference quoted for a message, cut when it is long.
  static func quoted(_ text: String) -> String {
    MessageFormatting.quoted(text, mark: "'")
  }

  /// Every token of a cycle of aliases inside values fails, naming the cycle
  /// (``ReferenceGraph``).
  mutating func cycle(_ cycle: [Int]) -> Outcome {
    let names = cycle.prefix(8).map { tokens[$0].path }
    let chain = MessageFormatting.cycle(names, count: cycle.count, arrow: " -> ")
    return .failure(Failure(message: "alias cycle \(chain)", alias: true))
  }
}
