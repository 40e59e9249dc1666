/// A colour lookup table: a grid over 1–8 inputs, each output a value normalised to 0...1,
/// and the interpolation LittleCMS uses in floating point.
///
/// One input is interpolated linearly, two bilinearly, three tetrahedrally (or trilinearly
/// when `trilinear` is set, as LittleCMS does for the PCS side of output tables), and four or
/// more linearly along the first input between two grids of one input fewer, down to three.
struct ICCGrid: Sendable, Equatable {
  /// The number of grid points along each input, first input first (most significant).
  let points: [Int]
  /// The number of outputs at each grid point.
  let outputs: Int
  /// The values, the last input varying fastest, `outputs` per point.
  let values: [Double]
  /// Whether three-input lookups are trilinear rather than tetrahedral.
  var trilinear = false
  /// The distance in `values` between neighbours along each input.
  let strides: [Int]

  /// The most inputs a grid may have.
  static let maximumInputs = 8
  /// The most values (points × outputs) a grid may hold.
  static let maximumValues = 1 << 24

  /// Creates a grid; the caller has checked the counts.
  init(points: [Int], outputs: Int, values: [Double]) {
    self.points = points
    self.outputs = outputs
    self.values = values
    var strides = [Int](repeating: outputs, count: points.count)
    var stride = outputs
    for index in points.indices.reversed() {
      strides[index] = stride
      stride *= points[index]
    }
    self.strides = strides
  }

  /// The number of values a grid of these dimensions holds, `nil` on overflow or past
  /// ``maximumValues``.
  static func valueCount(points: [Int], outputs: Int) -> Int? {
    var total = outputs
    for count in points {
      let (product, overflow) = total.multipliedReportingOverflow(by: count)
      guard !overflow, product <= maximumValues else { return nil }
      total = product
    }
    return total
  }

  /// Clamps to 0...1, NaN and tiny values to 0 (LittleCMS's `fclamp`).
  @inline(__always)
  static func clamp(_ value: Double) -> Double {
    value < 1e-9 || value.isNaN ? 0 : (value > 1 ? 1 : value)
  }

  /// The grid cell and position along input `dimension` for `value`: the offset of the lower
  /// point, the offset to the upper one (0 at the top edge) and the fraction between them.
  @inline(__always)
  private func cell(_ value: Double, _ dimension: Int) -> (Int, Int, Double) {
    let clamped = ICCGrid.clamp(value)
    let position = clamped * Double(points[dimension] - 1)
    let lower = min(Int(position), points[dimension] - 1)
    let step = clamped >= 1 ? 0 : strides[dimension]
    return (lower * strides[dimension], step, position - Double(lower))
  }

  /// The outputs at `input` (one value per grid input).
  func callAsFunction(_ input: [Double]) -> [Double] {
    let channels = applied(to: SIMD16(channels: input))
    return (0..<outputs).map { channels[$0] }
  }

  /// The outputs (in the first ``outputs`` lanes) at the input in the first lanes, one per
  /// grid input.
  func applied(to input: SIMD16<Double>) -> SIMD16<Double> {
    evaluate(input, dimension: 0, base: 0)
  }

  /// Interpolates the sub-grid at `base` over the inputs from `dimension` on.
  private func evaluate(_ input: SIMD16<Double>, dimension: Int, base: Int) -> SIMD16<Double> {
    var output = SIMD16<Double>()
    switch points.count - dimension {
    case 1:
      let (x0, dx, rx) = cell(input[dimension], dimension)
      for o in 0..<outputs {
        let a = values[base + x0 + o]
        output[o] = a + (values[base + x0 + dx + o] - a) * rx
      }
    case 2:
      let (x0, dx, rx) = cell(input[dimension], dimension)
      let (y0, dy, ry) = cell(input[dimension + 1], dimension + 1)
      for o in 0..<outputs {
        let p = base + x0 + y0 + o
        let d00 = values[p]
        let d01 = values[p + dy]
        let d10 = values[p + dx]
        let d11 = values[p + dx + dy]
        let low = d00 + (d01 - d00) * ry
        let high = d10 + (d11 - d10) * ry
        output[o] = low + (high - low) * rx
      }
    case 3:
      if trilinear {
        trilinear(input, dimension: dimension, base: base, into: &output)
      } else {
        tetrahedral(input, dimension: dimension, base: base, into: &output)
      }
    default:
      let (k0, dk, rk) = cell(input[dimension], dimension)
      let low = evaluate(input, dimension: dimension + 1, base: base + k0)
      let high = evaluate(input, dimension: dimension + 1, base: base + k0 + dk)
      for o in 0..<outputs { output[o] = low[o] + (high[o] - low[o]) * rk }
    }
    return output
  }

  /// Tetrahedral interpolation over three inputs (Kasson, Nin, Plouffe and Hafner, 1995):
  /// the cube is cut into six tetrahedra by the order of the three fractions.
  private func tetrahedral(
    _ input: SIMD16<Double>, dimension: Int, base: Int, into output: inout SIMD16<Double>
  ) {
    let (x0, dx, rx) = cell(input[dimension], dimension)
    let (y0, dy, ry) = cell(input[dimension + 1], dimension + 1)
    let (z0, dz, rz) = cell(input[dimension + 2], dimension + 2)
    let origin = base + x0 + y0 + z0
    for o in 0..<outputs {
      let p = origin + o
      let c0 = values[p]
      let c1: Double
      let c2: Double
      let c3: Double
      if rx >= ry && ry >= rz {
        c1 = values[p + dx] - c0
        c2 = values[p + dx + dy] - values[p + dx]
        c3 = values[p + dx + dy + dz] - values[p + dx + dy]
      } else if rx >= rz && rz >= ry {
        c1 = values[p + dx] - c0
        c2 = values[p + dx + dy + dz] - values[p + dx + dz]
        c3 = values[p + dx + dz] - values[p + dx]
      } else if rz >= rx && rx >= ry {
        c1 = values[p + dx + dz] - values[p + dz]
        c2 = values[p + dx + dy + dz] - values[p + dx + dz]
        c3 = values[p + dz] - c0
      } else if ry >= rx && rx >= rz {
        c1 = values[p + dx + dy] - values[p + dy]
        c2 = values[p + dy] - c0
        c3 = values[p + dx + dy + dz] - values[p + dx + dy]
      } else if ry >= rz && rz >= rx {
        c1 = values[p + dx + dy + dz] - values[p + dy + dz]
        c2 = values[p + dy] - c0
        c3 = values[p + dy + dz] - values[p + dy]
      } else {
        c1 = values[p + dx + dy + dz] - values[p + dy + dz]
        c2 = values[p + dy + dz] - values[p + dz]
        c3 = values[p + dz] - c0
      }
      output[o] = c0 + c1 * rx + c2 * ry + c3 * rz
    }
  }

  /// Trilinear interpolation over three inputs.
  private func trilinear(
    _ input: SIMD16<Double>, dimension: Int, base: Int, into output: inout SIMD16<Double>
  ) {
    let (x0, dx, rx) = cell(input[dimension], dimension)
    let (y0, dy, ry) = cell(input[dimension + 1], dimension + 1)
    let (z0, dz, rz) = cell(input[dimension + 2], dimension + 2)
    let origin = base + x0 + y0 + z0
    for o in 0..<outputs {
      let p = origin + o
      func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
      let c00 = lerp(values[p], values[p + dz], rz)
      let c01 = lerp(values[p + dy], values[p + dy + dz], rz)
      let c10 = lerp(values[p + dx], values[p + dx + dz], rz)
      let c11 = lerp(values[p + dx + dy], values[p + dx + dy + dz], rz)
      output[o] = lerp(lerp(c00, c01, ry), lerp(c10, c11, ry), rx)
    }
  }
}
