/// A matrix with an optional offset, applied as `y = M·x + offset` (rows are outputs).
struct ICCMatrix: Sendable, Equatable {
  /// The number of outputs.
  let rows: Int
  /// The number of inputs.
  let columns: Int
  /// The entries, row by row.
  let values: [Double]
  /// Added to each output, or all zeros.
  let offset: [Double]

  /// Creates a matrix; `values` holds `rows × columns` entries.
  init(rows: Int, columns: Int, values: [Double], offset: [Double]? = nil) {
    self.rows = rows
    self.columns = columns
    self.values = values
    self.offset = offset ?? [Double](repeating: 0, count: rows)
  }

  /// `M·x + offset`.
  func callAsFunction(_ input: [Double]) -> [Double] {
    var output = offset
    for row in 0..<rows {
      var sum = output[row]
      for column in 0..<columns { sum += values[row * columns + column] * input[column] }
      output[row] = sum
    }
    return output
  }

  /// `M·x + offset` on the first ``columns`` lanes, the result in the first ``rows`` lanes.
  func applied(to input: SIMD16<Double>) -> SIMD16<Double> {
    var output = SIMD16<Double>()
    for row in 0..<rows {
      var sum = offset[row]
      for column in 0..<columns { sum += values[row * columns + column] * input[column] }
      output[row] = sum
    }
    return output
  }

  /// Whether this is the 3×3 identity with no offset.
  var isIdentity: Bool {
    rows == 3 && columns == 3 && offset.allSatisfy { $0 == 0 }
      && values == [1, 0, 0, 0, 1, 0, 0, 0, 1]
  }

  /// The inverse of a 3×3 matrix without offset, `nil` when it is (nearly) singular.
  var inverse: ICCMatrix? {
    guard rows == 3, columns == 3 else { return nil }
    let m = values
    let c00 = m[4] * m[8] - m[5] * m[7]
    let c01 = m[5] * m[6] - m[3] * m[8]
    let c02 = m[3] * m[7] - m[4] * m[6]
    let determinant = m[0] * c00 + m[1] * c01 + m[2] * c02
    guard abs(determinant) > 1e-12, determinant.isFinite else { return nil }
    let inverse = [
      c00, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
      c01, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
      c02, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
    ].map { $0 / determinant }
    return ICCMatrix(rows: 3, columns: 3, values: inverse)
  }
}
