public import PaletteCore

extension Palette {
  /// The palette with each group's swatches reordered so that neighbours stay apart for every
  /// reader: a chart or a legend that uses the colours in order never puts two colours side by
  /// side that a reader with a colour-vision deficiency would confuse, where that can be
  /// avoided.
  ///
  /// The distance between two colours is their smallest ΔEOK over normal vision and the three
  /// simulated dichromacies (``VisionType``). Each group is split into at most eight clusters
  /// around seeds chosen farthest-first (the first swatch is the first seed), every swatch
  /// joining its nearest seed. The first swatch stays first; each next swatch comes from
  /// another cluster than the one before, from the cluster with the most swatches left, the
  /// one whose next swatch is farthest from the last placed among equals. Inside a cluster
  /// the file order is kept. A group of up to eight swatches is thus ordered farthest-next.
  /// Names, kinds and variants move with their swatches; groups keep their place.
  ///
  /// - Returns: The reordered palette.
  /// - Complexity: O(*n*) per group of *n* swatches (at most eight clusters).
  public func orderedForColorVision() -> Palette {
    var result = self
    for index in result.groups.indices {
      result.groups[index].swatches = Self.orderedForColorVision(result.groups[index].swatches)
    }
    return result
  }

  /// The most clusters a group is split into.
  static let colorVisionClusters = 8

  private static func orderedForColorVision(_ swatches: [Swatch]) -> [Swatch] {
    let count = swatches.count
    guard count > 2 else { return swatches }
    let seen = swatches.map { SeenColor($0.color) }

    // Seeds, farthest first.
    var seeds = [0]
    var toSeed = seen.map { $0.distance(to: seen[0]) }
    while seeds.count < min(count, colorVisionClusters) {
      var pick = -1
      var farthest = -1.0
      for index in toSeed.indices where toSeed[index] > farthest && !seeds.contains(index) {
        pick = index
        farthest = toSeed[index]
      }
      seeds.append(pick)
      for index in seen.indices {
        toSeed[index] = min(toSeed[index], seen[index].distance(to: seen[pick]))
      }
    }

    // Clusters in file order, each swatch with its nearest seed.
    var clusters = Array(repeating: [Int](), count: seeds.count)
    for index in seen.indices {
      var nearest = 0
      var nearestDistance = Double.infinity
      for (cluster, seed) in seeds.enumerated() {
        let distance = index == seed ? -1 : seen[index].distance(to: seen[seed])
        if distance < nearestDistance {
          nearest = cluster
          nearestDistance = distance
        }
      }
      clusters[nearest].append(index)
    }

    // Swatch 0 is seed 0, the first member of cluster 0.
    var next = Array(repeating: 0, count: clusters.count)
    var order = [0]
    order.reserveCapacity(count)
    next[0] = 1
    var previous = 0
    while order.count < count {
      var pick = -1
      var pickLeft = 0
      var pickDistance = -1.0
      let last = seen[order[order.count - 1]]
      for cluster in clusters.indices where cluster != previous {
        let left = clusters[cluster].count - next[cluster]
        guard left > 0 else { continue }
        let distance = seen[clusters[cluster][next[cluster]]].distance(to: last)
        if left > pickLeft || (left == pickLeft && distance > pickDistance) {
          pick = cluster
          pickLeft = left
          pickDistance = distance
        }
      }
      if pick < 0 { pick = previous }  // only the previous cluster has swatches left
      order.append(clusters[pick][next[pick]])
      next[pick] += 1
      previous = pick
    }
    return order.map { swatches[$0] }
  }
}
