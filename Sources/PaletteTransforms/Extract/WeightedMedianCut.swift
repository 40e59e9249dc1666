/// Median cut over weighted points: the seeds of the k-means in ``ColorExtraction``.
///
/// All points start in one box; the box with the largest weighted squared error is split
/// where the cumulative weight along its axis of largest variance reaches half, until there
/// are `count` boxes or no box can be split. Ties are broken by point order, so the result
/// is deterministic.
struct WeightedMedianCut {
  private struct Box {
    var start: Int
    var end: Int
    var mean: SIMD3<Double>
    var error: Double
    var variance: SIMD3<Double>
  }

  private let points: [SIMD3<Double>]
  private let weights: [Double]
  private var order: [Int]

  /// Creates a cut over `points` with positive `weights`.
  init(points: [SIMD3<Double>], weights: [Double]) {
    self.points = points
    self.weights = weights
    order = Array(points.indices)
  }

  /// The weighted means of at most `count` boxes, in the order the boxes were made final.
  mutating func seeds(count: Int) -> [SIMD3<Double>] {
    var boxes = [box(0, points.count)]
    while boxes.count < count {
      // The box with the largest error that can still be split; the first of equal ones.
      var chosen: Int?
      for (index, candidate) in boxes.enumerated()
      where candidate.end - candidate.start > 1 && candidate.error > 0 {
        if chosen == nil || candidate.error > boxes[chosen!].error { chosen = index }
      }
      guard let chosen else { break }
      let (left, right) = split(boxes[chosen])
      boxes[chosen] = left
      boxes.append(right)
    }
    return boxes.map(\.mean)
  }

  /// Splits a box at the weighted median of its widest axis; both halves hold points.
  private mutating func split(_ box: Box) -> (Box, Box) {
    let variance = box.variance
    let axis =
      variance.x >= variance.y && variance.x >= variance.z ? 0 : variance.y >= variance.z ? 1 : 2
    let points = self.points
    order[box.start..<box.end].sort { a, b in
      let pa = points[a][axis]
      let pb = points[b][axis]
      return pa != pb ? pa < pb : a < b
    }
    var total = 0.0
    for position in box.start..<box.end { total += weights[order[position]] }
    var running = 0.0
    var middle = box.start + 1
    for position in box.start..<(box.end - 1) {
      running += weights[order[position]]
      middle = position + 1
      if running >= total / 2 { break }
    }
    return (self.box(box.start, middle), self.box(middle, box.end))
  }

  /// A box over `order[start..<end]` with its weighted mean, variance and squared error.
  private func box(_ start: Int, _ end: Int) -> Box {
    var sum = SIMD3<Double>(0, 0, 0)
    var total = 0.0
    for position in start..<end {
      let index = order[position]
      sum += points[index] * weights[index]
      total += weights[index]
    }
    let mean = sum / total
    var squares = SIMD3<Double>(0, 0, 0)
    for position in start..<end {
      let index = order[position]
      let delta = points[index] - mean
      squares += delta * delta * weights[index]
    }
    return Box(
      start: start, end: end, mean: mean, error: squares.x + squares.y + squares.z,
      variance: squares / total)
  }
}
