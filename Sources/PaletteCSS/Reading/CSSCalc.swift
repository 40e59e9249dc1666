/// Evaluates `calc()` over plain numbers, percentages and angles, as colour channels need.
///
/// Supports `+`, `-`, `*`, `/`, parentheses, nested `calc()` and the constants `pi` and `e`.
/// `+` and `-` take operands of the same type; `*` needs a plain number on one side and `/`
/// a plain number on the right. Lengths, `min()`/`max()` and mixed types are not evaluated.
struct CSSCalc {
  /// A typed value.
  enum Value: Equatable {
    case number(Double)
    case percentage(Double)
    /// An angle in degrees.
    case angle(Double)

    var magnitude: Double {
      switch self {
      case .number(let v), .percentage(let v), .angle(let v): v
      }
    }

    func with(_ magnitude: Double) -> Value {
      switch self {
      case .number: .number(magnitude)
      case .percentage: .percentage(magnitude)
      case .angle: .angle(magnitude)
      }
    }

    func sameType(as other: Value) -> Bool {
      switch (self, other) {
      case (.number, .number), (.percentage, .percentage), (.angle, .angle): true
      default: false
      }
    }
  }

  let tokens: [CSSToken]
  let bytes: [UInt8]
  var index: Int
  let end: Int
  static let maxDepth = 32

  /// Evaluates the contents of a `calc(` whose arguments are `tokens[range]`.
  static func evaluate(
    _ tokens: [CSSToken], _ range: Range<Int>, bytes: [UInt8], depth: Int
  )
    -> Value?
  {
    var calc = CSSCalc(tokens: tokens, bytes: bytes, index: range.lowerBound, end: range.upperBound)
    guard let value = calc.sum(depth: depth) else { return nil }
    calc.skipWhitespace()
    guard calc.index == calc.end, value.magnitude.isFinite else { return nil }
    return value
  }

  private mutating func skipWhitespace() {
    while index < end && tokens[index].kind == .whitespace { index += 1 }
  }

  private mutating func sum(depth: Int) -> Value? {
    guard var left = product(depth: depth) else { return nil }
    while true {
      let save = index
      skipWhitespace()
      guard index < end,
        tokens[index].isDelim(CSSBytes.plus) || tokens[index].isDelim(CSSBytes.hyphen)
      else {
        index = save
        return left
      }
      let subtract = tokens[index].isDelim(CSSBytes.hyphen)
      index += 1
      guard let right = product(depth: depth), left.sameType(as: right) else { return nil }
      left = left.with(
        subtract ? left.magnitude - right.magnitude : left.magnitude + right.magnitude)
    }
  }

  private mutating func product(depth: Int) -> Value? {
    guard var left = term(depth: depth) else { return nil }
    while true {
      let save = index
      skipWhitespace()
      guard index < end,
        tokens[index].isDelim(CSSBytes.asterisk) || tokens[index].isDelim(CSSBytes.slash)
      else {
        index = save
        return left
      }
      let divide = tokens[index].isDelim(CSSBytes.slash)
      index += 1
      guard let right = term(depth: depth) else { return nil }
      if divide {
        guard case .number(let divisor) = right, divisor != 0 else { return nil }
        left = left.with(left.magnitude / divisor)
      } else if case .number(let factor) = left {
        left = right.with(factor * right.magnitude)
      } else if case .number(let factor) = right {
        left = left.with(left.magnitude * factor)
      } else {
        return nil
      }
    }
  }

  private mutating func term(depth: Int) -> Value? {
    skipWhitespace()
    guard index < end else { return nil }
    let token = tokens[index]
    index += 1
    switch token.kind {
    case .number:
      return .number(token.number)
    case .percentage:
      return .percentage(token.number)
    case .dimension:
      guard let degrees = CSSCalc.degrees(token, bytes: bytes) else { return nil }
      return .angle(degrees)
    case .ident:
      let word = CSSEscapes.keyword(bytes, token.start..<token.end)
      if word == "pi" { return .number(Double.pi) }
      if word == "e" { return .number(2.718281828459045) }
      return nil
    case .openParen, .function:
      if token.kind == .function
        && !CSSEscapes.equalsIgnoringCase(bytes, token.start..<(token.end - 1), "calc")
      {
        return nil
      }
      guard depth < CSSCalc.maxDepth, let value = sum(depth: depth + 1) else { return nil }
      skipWhitespace()
      guard index < end, tokens[index].kind == .closeParen else { return nil }
      index += 1
      return value
    default:
      return nil
    }
  }

  /// The angle of a dimension token in degrees, for the units `deg`, `grad`, `rad` and `turn`.
  static func degrees(_ token: CSSToken, bytes: [UInt8]) -> Double? {
    let unit = token.unitStart..<token.end
    if CSSEscapes.equalsIgnoringCase(bytes, unit, "deg") { return token.number }
    if CSSEscapes.equalsIgnoringCase(bytes, unit, "grad") { return token.number * 0.9 }
    if CSSEscapes.equalsIgnoringCase(bytes, unit, "rad") { return token.number * 180 / Double.pi }
    if CSSEscapes.equalsIgnoringCase(bytes, unit, "turn") { return token.number * 360 }
    return nil
  }
}
