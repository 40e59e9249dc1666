import PaletteCore

extension TokensStudioDecoder {
  /// The colour with the token's modifier applied, or with a warning that says why it was not.
  ///
  /// - Parameters:
  ///   - color: The token's colour before its modifier.
  ///   - index: The token.
  ///   - link: The token's link (its modifier, found through a reference when it is one).
  ///   - mix: The whole-reference mix colour and what its token resolved to.
  /// - Returns: The token's resolution.
  mutating func modified(
    _ color: PaletteColor, _ index: Int, link: Link, mix: (Reference, Resolution?)?
  ) -> Resolution {
    let token = tokens[index]
    if let problem = link.modifyProblem {
      return notApplied(color, index, problem, at: token.modify?.position)
    }
    // A modifier object with nothing in it (`"modify": {}`) is no modifier.
    guard let modify = link.modify, modify.members?.isEmpty != true else { return .color(color) }
    switch spec(modify, of: index, mix: mix) {
    case .failure(let problem):
      return notApplied(color, index, problem.reason, at: modify.position)
    case .success(let spec):
      switch TokensStudioModifier.apply(spec, to: color) {
      case .failure(let problem):
        return notApplied(color, index, problem.reason, at: modify.position)
      case .success(let outcome):
        if let approximation = outcome.approximation {
          diagnose(
            .warning, "tokens-studio.modifier-approximated",
            "token \(Self.quoted(token.path)): its \(spec.type) modifier: \(approximation)",
            at: modify.position)
        }
        return .color(outcome.color)
      }
    }
  }

  private mutating func notApplied(
    _ color: PaletteColor, _ index: Int, _ reason: String, at position: JSONPosition?
  ) -> Resolution {
    let token = tokens[index]
    diagnose(
      .warning, "tokens-studio.modifier-not-applied",
      "token \(Self.quoted(token.path)): its colour modifier was not applied (\(reason)); the "
        + "colour before the modifier is used", at: position ?? token.value.position)
    return .color(color)
  }

  /// The modifier with its references resolved: its amount evaluated, its mix colour read.
  private mutating func spec(
    _ modify: JSONNode, of index: Int, mix: (Reference, Resolution?)?
  ) -> Result<TokensStudioModifier.Spec, TokensStudioModifier.NotApplied> {
    typealias NotApplied = TokensStudioModifier.NotApplied
    guard modify.members != nil else {
      return .failure(
        NotApplied(reason: "the modifier is \(modify.typeDescription), not an object"))
    }
    guard let type = modify.member("type")?.string else {
      return .failure(NotApplied(reason: "the modifier has no type"))
    }
    guard let space = modify.member("space")?.string, !space.isEmpty else {
      return .failure(NotApplied(reason: "the modifier has no space"))
    }
    guard let valueNode = modify.member("value") else {
      return .failure(NotApplied(reason: "the modifier has no value"))
    }
    let amount: Double
    switch number(valueNode, from: tokens[index].set) {
    case .success(let value): amount = value
    case .failure(let problem): return .failure(problem)
    }
    var spec = TokensStudioModifier.Spec(
      type: type, space: space, amount: amount, format: modify.member("format")?.string)
    if type == "mix" {
      switch mixColor(modify, of: index, mix: mix) {
      case .success(let color): spec.mixColor = color
      case .failure(let problem): return .failure(problem)
      }
    }
    return .success(spec)
  }

  /// A modifier's amount: a JSON number, or a string holding a number or an expression whose
  /// references are substituted first (`({threshold} + 6 * {increment})`).
  private mutating func number(
    _ node: JSONNode, from set: Int?
  ) -> Result<Double, TokensStudioModifier.NotApplied> {
    if let text = node.numberText(in: bytes), let value = Double(text), value.isFinite {
      return .success(value)
    }
    guard let text = node.string else {
      return .failure(
        .init(reason: "its value is \(node.typeDescription), not a number or an expression"))
    }
    let expanded: String
    switch substitute(text, from: set) {
    case .success(let result): expanded = result
    case .failure(let problem): return .failure(problem)
    }
    guard let value = TokensStudioMath.evaluate(expanded) else {
      let shown =
        expanded == text ? Self.quoted(text) : "\(Self.quoted(text)) (\(Self.quoted(expanded)))"
      return .failure(.init(reason: "its value \(shown) is not a number palconv can work out"))
    }
    return .success(value)
  }

  /// The colour a `mix` modifier mixes with: the colour its whole reference's token resolved
  /// to, or its text (references inside substituted) read as a colour.
  private mutating func mixColor(
    _ modify: JSONNode, of index: Int, mix: (Reference, Resolution?)?
  ) -> Result<PaletteColor, TokensStudioModifier.NotApplied> {
    if let (reference, resolution) = mix {
      guard reference.target != nil else {
        return .failure(
          .init(reason: "its mix colour \(Self.quoted(reference.spelled)) refers to no token"))
      }
      guard case .color(let color)? = resolution else {
        return .failure(
          .init(
            reason: "its mix colour \(Self.quoted(reference.spelled)) refers to a token that is "
              + "not a colour palconv read"))
      }
      return .success(color)
    }
    guard let node = modify.member("color") else {
      return .failure(.init(reason: "the mix modifier has no colour to mix with"))
    }
    guard let text = node.string else {
      return .failure(.init(reason: "its mix colour is \(node.typeDescription), not a string"))
    }
    let expanded: String
    switch substitute(text, from: tokens[index].set) {
    case .success(let result): expanded = result
    case .failure(let problem): return .failure(problem)
    }
    switch TokensStudioColorParser.parse(expanded) {
    case .success(let color): return .success(color)
    case .failure(let failure):
      return .failure(
        .init(reason: "its mix colour \(Self.quoted(expanded)) is \(failure.reason)"))
    }
  }

  /// A text with each reference inside it replaced by its token's text, each token's text
  /// built once through the expansions.
  private mutating func substitute(
    _ text: String, from set: Int?
  ) -> Result<String, TokensStudioModifier.NotApplied> {
    let scan = TokensStudioReference.scan(text)
    if scan.paths.isEmpty { return .success(text) }
    var out = String.UnicodeScalarView()
    for (index, (path, spelled)) in zip(scan.paths, scan.spelled).enumerated() {
      out.append(contentsOf: scan.pieces[index])
      guard let target = lookup(path, from: set) else {
        return .failure(.init(reason: "\(Self.quoted(spelled)) refers to no token"))
      }
      switch expandedText(of: target) {
      case .success(let inner): out.append(contentsOf: inner.unicodeScalars)
      case .failure(let failure):
        return .failure(
          .init(reason: "\(Self.quoted(spelled)) could not be read: \(failure.message)"))
      }
      guard out.count <= TokensStudioExpansion.maximumLength else {
        return .failure(
          .init(
            reason: "its text is longer than \(TokensStudioExpansion.maximumLength) bytes once "
              + "references are substituted"))
      }
    }
    out.append(contentsOf: scan.pieces[scan.pieces.count - 1])
    return .success(String(out))
  }
}
