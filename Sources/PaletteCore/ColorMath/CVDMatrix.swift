/// A 3 × 3 matrix over linear RGB, rows producing R′, G′ and B′.
package struct CVDMatrix: Hashable, Sendable {
  /// The rows.
  package var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

  package init(_ r: SIMD3<Double>, _ g: SIMD3<Double>, _ b: SIMD3<Double>) {
    rows = (r, g, b)
  }

  package static func == (lhs: CVDMatrix, rhs: CVDMatrix) -> Bool {
    lhs.rows.0 == rhs.rows.0 && lhs.rows.1 == rhs.rows.1 && lhs.rows.2 == rhs.rows.2
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(rows.0)
    hasher.combine(rows.1)
    hasher.combine(rows.2)
  }

  /// The matrix applied to a vector.
  package static func * (m: CVDMatrix, v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
  }

  /// The linear interpolation `a + (b − a) · t`, entry by entry.
  package static func mix(_ a: CVDMatrix, _ b: CVDMatrix, _ t: Double) -> CVDMatrix {
    CVDMatrix(
      a.rows.0 + (b.rows.0 - a.rows.0) * t, a.rows.1 + (b.rows.1 - a.rows.1) * t,
      a.rows.2 + (b.rows.2 - a.rows.2) * t)
  }
}
