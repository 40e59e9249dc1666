/// The closest two of a set of points in three dimensions, in expected linear time.
///
/// The points are visited in a fixed pseudo-random order (the same for the same count, so the
/// answer is deterministic). A grid whose cells are as wide as the smallest distance found so
/// far holds the points visited; each new point is compared with the points of the 27 cells
/// around it, and when it comes closer than the current smallest distance the grid is rebuilt
/// with the smaller cell. In a random order the *i*-th point lowers the distance with a
/// probability of at most 2/*i*, so the rebuilds cost O(*n*) in expectation (Rabin's
/// argument), and each point is compared with a bounded number of others (a cell as wide as
/// the smallest distance holds at most a few points).
struct ClosestPair: Sendable, Equatable {
  /// The Euclidean distance between the two points.
  var distance: Double
  /// The indices of the two points, the smaller first.
  var first: Int
  var second: Int

  /// The closest pair of `points`, or `nil` when there are fewer than two.
  ///
  /// Two equal points give distance 0 at once. When the distance found falls below
  /// 1e-12 the search stops: the answer is then within 1e-12 of the true smallest distance.
  static func find(_ points: [SIMD3<Double>]) -> ClosestPair? {
    let count = points.count
    guard count >= 2 else { return nil }
    let order = shuffledIndices(count)
    var best = pair(order[0], order[1], points)
    var grid = Grid(cell: best.distance)
    if best.distance > tiny {
      grid.insert(order[0], points)
      grid.insert(order[1], points)
    }
    var visited = 2
    while visited < count, best.distance > tiny {
      let index = order[visited]
      if let closer = grid.closest(to: index, points, below: best.distance) {
        best = closer
        visited += 1
        guard best.distance > tiny else { break }
        grid = Grid(cell: best.distance)
        for earlier in order[0..<visited] { grid.insert(earlier, points) }
      } else {
        grid.insert(index, points)
        visited += 1
      }
    }
    return best
  }

  /// Distances below this end the search.
  private static let tiny = 1e-12

  private static func pair(_ a: Int, _ b: Int, _ points: [SIMD3<Double>]) -> ClosestPair {
    let delta = points[a] - points[b]
    return ClosestPair(
      distance: (delta * delta).sum().squareRoot(), first: min(a, b), second: max(a, b))
  }

  /// 0..<count in a fixed order that looks random (a Fisher–Yates shuffle driven by a
  /// 64-bit linear congruential generator seeded with the count).
  static func shuffledIndices(_ count: Int) -> [Int] {
    var indices = Array(0..<count)
    var state = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15 &+ 1
    var position = count - 1
    while position > 0 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let pick = Int((state >> 33) % UInt64(position + 1))
      indices.swapAt(position, pick)
      position -= 1
    }
    return indices
  }

  /// Points by grid cell.
  private struct Grid {
    let cell: Double
    var cells: [SIMD3<Int>: [Int]] = [:]

    init(cell: Double) { self.cell = cell }

    func key(_ point: SIMD3<Double>) -> SIMD3<Int> {
      let scaled = point / cell
      return SIMD3(
        Int(clamping: scaled.x), Int(clamping: scaled.y), Int(clamping: scaled.z))
    }

    mutating func insert(_ index: Int, _ points: [SIMD3<Double>]) {
      cells[key(points[index]), default: []].append(index)
    }

    /// The closest visited point to `index` when it is nearer than `limit`.
    func closest(to index: Int, _ points: [SIMD3<Double>], below limit: Double) -> ClosestPair? {
      let center = key(points[index])
      var best: ClosestPair?
      for dx in -1...1 {
        for dy in -1...1 {
          for dz in -1...1 {
            let neighbour = SIMD3(
              center.x &+ dx, center.y &+ dy, center.z &+ dz)
            guard let members = cells[neighbour] else { continue }
            for other in members {
              let candidate = ClosestPair.pair(index, other, points)
              if candidate.distance < (best?.distance ?? limit) { best = candidate }
            }
          }
        }
      }
      return best
    }
  }
}

extension Int {
  /// The integer part of `value`, saturated at the bounds of `Int` (NaN gives 0).
  fileprivate init(clamping value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9.0e18 {
      self = Int.max / 2
    } else if value <= -9.0e18 {
      self = Int.min / 2
    } else {
      self = Int(value.rounded(.down))
    }
  }
}
