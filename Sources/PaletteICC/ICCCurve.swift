#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A one-dimensional transfer curve: a `curv` (identity, a gamma, or a table) or a `para`
/// (ICC parametric function types 0–4), evaluated in `Double` on values nominally in 0...1.
///
/// Tables interpolate linearly between entries and clamp their input to 0...1; gammas and
/// parametric functions are evaluated as the formulas stand (LittleCMS does the same for
/// values outside the domain), so an out-of-range value is not silently clipped.
enum ICCCurve: Sendable, Equatable {
  /// `y = x`: a `curv` with no entries.
  case identity
  /// `y = x^gamma`: a `curv` with one entry, or `para` type 0.
  case gamma(Double)
  /// A table of at least two entries, normalised to 0...1, spread evenly over 0...1.
  case table([Double])
  /// `para` types 1–4 with their parameters `g, a, b, c, d, e, f` (unused ones zero).
  case parametric(type: Int, parameters: [Double])

  /// The largest table this reader accepts (the format allows 2³² − 1 entries).
  static let maximumTableCount = 65_536

  /// Whether the curve is a straight line on 0...1: the identity, a gamma of 1 or a table of
  /// two entries.
  var isStraight: Bool {
    switch self {
    case .identity: true
    case .gamma(let g): abs(g - 1) < 1e-9
    case .table(let table): table.count == 2
    case .parametric: false
    }
  }

  /// The curve at `x`.
  func callAsFunction(_ x: Double) -> Double {
    switch self {
    case .identity: return x
    case .gamma(let g): return ICCCurve.power(x, g)
    case .table(let table): return ICCCurve.interpolate(table, x)
    case .parametric(let type, let p): return ICCCurve.parametric(type, p, x)
    }
  }

  /// `x^g` for x ≥ 0; below zero the identity when g is 1, otherwise 0 (LittleCMS's rule).
  private static func power(_ x: Double, _ g: Double) -> Double {
    guard x >= 0 else { return abs(g - 1) < 1e-5 ? x : 0 }
    return pow(x, g)
  }

  /// Linear interpolation in a table spread over 0...1, the input clamped (NaN reads as 0).
  ///
  /// Input and output are rounded to 16 bits, as LittleCMS evaluates tables (their entries
  /// are 16-bit numbers): this keeps agreement in the darkest shadows, where the PCS values
  /// of a table are a few 16-bit steps apart.
  private static func interpolate(_ table: [Double], _ x: Double) -> Double {
    let clamped = x.isNaN ? 0 : min(max(x, 0), 1)
    let position = (clamped * 65535).rounded() / 65535 * Double(table.count - 1)
    let index = min(Int(position), table.count - 2)
    let fraction = position - Double(index)
    let value = table[index] + (table[index + 1] - table[index]) * fraction
    return (value * 65535).rounded() / 65535
  }

  /// ICC parametric types 1–4 (ICC.1:2010 table 65).
  private static func parametric(_ type: Int, _ p: [Double], _ x: Double) -> Double {
    let (g, a, b, c, d, e, f) = (p[0], p[1], p[2], p[3], p[4], p[5], p[6])
    func raise(_ base: Double) -> Double { base > 0 ? pow(base, g) : 0 }
    switch type {
    case 1:
      guard abs(a) > 1e-9, x >= -b / a else { return 0 }
      return raise(a * x + b)
    case 2:
      guard abs(a) > 1e-9, x >= -b / a else { return c }
      return raise(a * x + b) + c
    case 3:
      return x >= d ? raise(a * x + b) : c * x
    default:
      return x >= d ? raise(a * x + b) + e : c * x + f
    }
  }

  /// The inverse curve at `y`: analytic for gammas and parametric functions, a search of the
  /// table otherwise (rising or falling; flat runs give their first point).
  func inverse(_ y: Double) -> Double {
    switch self {
    case .identity: return y
    case .gamma(let g):
      guard abs(g) > 1e-9 else { return 0 }
      return ICCCurve.power(y, 1 / g)
    case .table(let table): return ICCCurve.invert(table, y)
    case .parametric(let type, let p): return ICCCurve.inverseParametric(type, p, y)
    }
  }

  /// The inverse of the parametric types, as LittleCMS writes them.
  private static func inverseParametric(_ type: Int, _ p: [Double], _ y: Double) -> Double {
    let (g, a, b, c, d, e, f) = (p[0], p[1], p[2], p[3], p[4], p[5], p[6])
    guard abs(g) > 1e-9, abs(a) > 1e-9 else { return 0 }
    func root(_ value: Double) -> Double { value > 0 ? pow(value, 1 / g) : 0 }
    switch type {
    case 1:
      return y < 0 ? 0 : (root(y) - b) / a
    case 2:
      return y >= c ? (root(y - c) - b) / a : -b / a
    case 3:
      let knee = a * d + b > 0 ? pow(a * d + b, g) : 0
      if y >= knee { return (root(y) - b) / a }
      return abs(c) > 1e-9 ? y / c : 0
    default:
      let knee = (a * d + b > 0 ? pow(a * d + b, g) : 0) + e
      if y >= knee { return (root(y - e) - b) / a }
      return abs(c) > 1e-9 ? (y - f) / c : 0
    }
  }

  /// The x in 0...1 where a table reaches `y`, clamped to the table's ends.
  private static func invert(_ table: [Double], _ y: Double) -> Double {
    let last = table.count - 1
    let rising = table[last] >= table[0]
    let target = y.isNaN ? 0 : y
    // Outside the table's range: the end it is beyond.
    let low = min(table[0], table[last])
    let high = max(table[0], table[last])
    if target <= low { return rising ? 0 : 1 }
    if target >= high { return rising ? 1 : 0 }
    for index in 0..<last {
      let (y0, y1) = (table[index], table[index + 1])
      let inside = rising ? (y0 <= target && target <= y1) : (y1 <= target && target <= y0)
      if inside {
        let fraction = y1 == y0 ? 0 : (target - y0) / (y1 - y0)
        return (Double(index) + fraction) / Double(last)
      }
    }
    return rising ? 1 : 0
  }
}
