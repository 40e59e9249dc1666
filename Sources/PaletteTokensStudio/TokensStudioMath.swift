import PaletteCore

/// Evaluates the arithmetic Tokens Studio allows in a value once its references are
/// substituted (`0.5 + 6 * 0.04`, `({threshold} + 6 * {increment})`): decimal numbers, `+`,
/// `-`, `*`, `/`, unary signs and parentheses, with the usual precedence.
///
/// The expression is read on two stacks of its own (operator precedence), not by recursion,
/// so deep parentheses cost heap, not call stack; the text is at most
/// ``TokensStudioExpansion/maximumLength`` bytes anyway.
enum TokensStudioMath {
  private enum Operator: Equatable {
    case add, subtract, multiply, divide, negate, plus, open

    var precedence: Int {
      switch self {
      case .open: 0
      case .add, .subtract: 1
      case .multiply, .divide: 2
      case .negate, .plus: 3
      }
    }

    var isUnary: Bool { self == .negate || self == .plus }
  }

  /// The value of an expression, or `nil` when the text is not one, uses something else
  /// (units, functions, names) or gives no finite number.
  ///
  /// - Parameter text: The expression.
  /// - Returns: Its value.
  static func evaluate(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var values: [Double] = []
    var operators: [Operator] = []
    // Whether the next item is an operand (a number, an opening parenthesis, a sign).
    var expectOperand = true
    var index = 0

    func apply(_ op: Operator) -> Bool {
      if op.isUnary {
        guard let value = values.popLast() else { return false }
        values.append(op == .negate ? -value : value)
        return true
      }
      guard values.count >= 2 else { return false }
      let right = values.removeLast()
      let left = values.removeLast()
      switch op {
      case .add: values.append(left + right)
      case .subtract: values.append(left - right)
      case .multiply: values.append(left * right)
      case .divide: values.append(left / right)
      default: return false
      }
      return true
    }

    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
        guard expectOperand else { return nil }
        let start = index
        while index < bytes.count,
          ASCII.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".")
        {
          index += 1
        }
        // An exponent: `e`, an optional sign, digits.
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
          var next = index + 1
          if next < bytes.count,
            bytes[next] == UInt8(ascii: "+") || bytes[next] == UInt8(ascii: "-")
          {
            next += 1
          }
          if next < bytes.count, ASCII.isDigit(bytes[next]) {
            index = next
            while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
          }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
          return nil
        }
        values.append(value)
        expectOperand = false
      case UInt8(ascii: "("):
        guard expectOperand else { return nil }
        operators.append(.open)
        index += 1
      case UInt8(ascii: ")"):
        guard !expectOperand else { return nil }
        while let top = operators.last, top != .open {
          guard apply(operators.removeLast()) else { return nil }
        }
        guard operators.popLast() == .open else { return nil }
        index += 1
      case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"):
        let op: Operator
        if expectOperand {
          switch byte {
          case UInt8(ascii: "-"): op = .negate
          case UInt8(ascii: "+"): op = .plus
          default: return nil
          }
          // Unary signs bind to what follows: nothing on the stack is applied yet.
          operators.append(op)
        } else {
          switch byte {
          case UInt8(ascii: "+"): op = .add
          case UInt8(ascii: "-"): op = .subtract
          case UInt8(ascii: "*"): op = .multiply
          default: op = .divide
          }
          // Left-associative: apply everything on the stack that binds as tightly or more.
          while let top = operators.last, top != .open, top.precedence >= op.precedence {
            guard apply(operators.removeLast()) else { return nil }
          }
          operators.append(op)
          expectOperand = true
        }
        index += 1
      default:
        return nil
      }
    }
    guard !expectOperand else { return nil }
    while let op = operators.popLast() {
      guard op != .open, apply(op) else { return nil }
    }
    guard values.count == 1, let result = values.first, result.isFinite else { return nil }
    return result
  }
}
