/// Median cut over points in three dimensions, choosing one representative per box.
struct MedianCut {
  /// A box: a run of ``order`` and its statistics.
  private struct Box {
    var start: Int
    var end: Int
    /// The order the box was made in, to break ties.
    var serial: Int
    var mean: SIMD3<Double>
    var error: Double
    var variance: SIMD3<Double>
    var count: Int { end - start }
  }

  private let points: [SIMD3<Double>]
  /// Point indices; each box is a contiguous run.
  private var order: [Int]

  /// Creates a cut over `points`.
  init(points: [SIMD3<Double>]) {
    self.points = points
    order = Array(points.indices)
  }

  /// The indices of `count` representatives (1 ≤ `count` ≤ the number of points), ascending.
  mutating func representatives(count: Int) -> [Int] {
    var serial = 0
    var heap = BoxHeap()
    heap.push(box(0, points.count, serial: &serial))
    var done: [Box] = []
    while heap.count + done.count < count, let box = heap.pop() {
      guard box.count > 1 else {
        done.append(box)
        continue
      }
      let middle = split(box)
      heap.push(self.box(box.start, middle, serial: &serial))
      heap.push(self.box(middle, box.end, serial: &serial))
    }
    let boxes = done + heap.elements
    return boxes.map(representative).sorted()
  }

  /// Sorts the box's run along its axis of largest variance (ties by index) and returns the
  /// split position: the median, so both halves hold points.
  private mutating func split(_ box: Box) -> Int {
    let variance = box.variance
    let axis =
      variance.x >= variance.y && variance.x >= variance.z ? 0 : variance.y >= variance.z ? 1 : 2
    let points = self.points
    if box.error > 0 {
      order[box.start..<box.end].sort { a, b in
        let pa = points[a][axis]
        let pb = points[b][axis]
        return pa != pb ? pa < pb : a < b
      }
    } else {
      // No spread: split by position, in file order.
      order[box.start..<box.end].sort()
    }
    return box.start + box.count / 2
  }

  /// A box over `order[start..<end]` with its mean, variance and squared error.
  private func box(_ start: Int, _ end: Int, serial: inout Int) -> Box {
    var sum = SIMD3<Double>(0, 0, 0)
    for position in start..<end { sum += points[order[position]] }
    let mean = sum / Double(end - start)
    var squares = SIMD3<Double>(0, 0, 0)
    for position in start..<end {
      let delta = points[order[position]] - mean
      squares += delta * delta
    }
    defer { serial += 1 }
    return Box(
      start: start, end: end, serial: serial, mean: mean,
      error: squares.x + squares.y + squares.z, variance: squares / Double(end - start))
  }

  /// The point of the box nearest to its mean; the earliest of equally near ones.
  private func representative(_ box: Box) -> Int {
    var best = order[box.start]
    var bestDistance = Double.infinity
    for position in box.start..<box.end {
      let index = order[position]
      let delta = points[index] - box.mean
      let distance = (delta * delta).sum()
      if distance < bestDistance || (distance == bestDistance && index < best) {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// A max-heap of boxes by squared error, then by population, then the earlier made.
  private struct BoxHeap {
    var elements: [Box] = []
    var count: Int { elements.count }

    private static func precedes(_ a: Box, _ b: Box) -> Bool {
      if a.error != b.error { return a.error > b.error }
      if a.count != b.count { return a.count > b.count }
      return a.serial < b.serial
    }

    mutating func push(_ box: Box) {
      elements.append(box)
      var child = elements.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard Self.precedes(elements[child], elements[parent]) else { break }
        elements.swapAt(child, parent)
        child = parent
      }
    }

    mutating func pop() -> Box? {
      guard !elements.isEmpty else { return nil }
      elements.swapAt(0, elements.count - 1)
      let top = elements.removeLast()
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var first = parent
        if left < elements.count, Self.precedes(elements[left], elements[first]) { first = left }
        if right < elements.count, Self.precedes(elements[right], elements[first]) {
          first = right
        }
        guard first != parent else { break }
        elements.swapAt(parent, first)
        parent = first
      }
      return top
    }
  }
}
