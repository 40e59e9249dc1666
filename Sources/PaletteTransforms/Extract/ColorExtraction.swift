public import PaletteCore

/// Finds the main colours of an image: a deterministic perceptual quantiser in OKLab.
///
/// 1. The pixels are counted in a histogram of 32 × 32 × 32 buckets (the top 5 bits of each
///    channel) with exact channel sums; fully transparent pixels are left out.
/// 2. When the image has at most `count` distinct colours, those colours are the answer,
///    exactly.
/// 3. Otherwise each bucket becomes a point at the OKLab position of its mean colour, weighted
///    by its pixels; a weighted median cut makes `count` boxes, whose means seed a weighted
///    k-means (Lloyd's algorithm, at most ``maxIterations`` rounds, stopping early when no
///    point changes cluster). A cluster left empty takes the point farthest from its centre.
/// 4. Each cluster's colour is its OKLab centre converted to sRGB (clipped), with the mean
///    alpha of its pixels.
///
/// The colours are ordered by the number of pixels they stand for, most first; ties by
/// OKLab lightness, then by the order the clusters were made. Everything is computed in a
/// fixed order with no hashing, so the same pixels always give the same colours.
///
///     let colors = ColorExtraction.colors(in: pixels, count: 8)
public enum ColorExtraction {
  /// The most k-means rounds.
  public static let maxIterations = 16

  /// The main colours of `pixels`.
  ///
  /// - Parameters:
  ///   - pixels: The image's pixels, in any order.
  ///   - count: How many colours to find, at least 1; fewer are returned when the image has
  ///     fewer distinct colours (none for an image with no pixel that is not fully
  ///     transparent).
  /// - Returns: The colours, most pixels first.
  /// - Complexity: O(*n* + *b*·*k*·*i*) for *n* pixels, *b* ≤ 32,768 buckets in use, *k* =
  ///   `count` and *i* ≤ 16 rounds.
  public static func colors(in pixels: [RGBA8], count: Int) -> [ExtractedColor] {
    var tally = ColorTally(count: count)
    tally.add(pixels)
    return colors(in: tally)
  }

  /// The main colours of the pixels counted in `tally`: ``ColorTally/count`` of them, or fewer
  /// when the image has fewer distinct colours.
  ///
  /// - Parameter tally: The image's pixels, counted.
  /// - Returns: The colours, most pixels first.
  /// - Complexity: O(*b*·*k*·*i*) for *b* ≤ 32,768 buckets in use, *k* colours and *i* ≤ 16
  ///   rounds.
  public static func colors(in tally: ColorTally) -> [ExtractedColor] {
    let count = tally.count
    let buckets = tally.histogram.buckets
    guard !buckets.isEmpty else { return [] }
    if buckets.count <= count {
      if buckets.allSatisfy(\.uniform) {
        return ordered(buckets.map { ExtractedColor(color: $0.first, pixelCount: $0.count) })
      }
      if let exact = tally.exactColors { return ordered(exact) }
    }
    let points = buckets.map { bucket -> SIMD3<Double> in
      let mean = bucket.mean
      return oklab(SIMD3(mean.x, mean.y, mean.z))
    }
    let weights = buckets.map { Double($0.count) }
    var clusters: [Cluster]
    if points.count <= count {
      clusters = points.indices.map { Cluster(center: points[$0], members: [$0]) }
    } else {
      var cut = WeightedMedianCut(points: points, weights: weights)
      clusters = kMeans(points, weights, seeds: cut.seeds(count: count))
    }
    return ordered(
      clusters.compactMap { cluster -> ExtractedColor? in
        guard !cluster.members.isEmpty else { return nil }
        var pixelCount = 0
        var alpha = 0.0
        for member in cluster.members {
          pixelCount += buckets[member].count
          alpha += buckets[member].sums.w
        }
        let rgb = ColorMath.linearToSRGB(ColorMath.oklabToLinearSRGB(cluster.center))
        return ExtractedColor(
          color: RGBA8(
            red: PaletteColor.byteValue(unit: rgb.x), green: PaletteColor.byteValue(unit: rgb.y),
            blue: PaletteColor.byteValue(unit: rgb.z),
            alpha: UInt8(min((alpha / Double(pixelCount)).rounded(), 255))),
          pixelCount: pixelCount)
      })
  }

  /// A cluster: its OKLab centre and the points assigned to it.
  private struct Cluster {
    var center: SIMD3<Double>
    var members: [Int]
  }

  /// The OKLab position of a colour with channels 0...255.
  private static func oklab(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    ColorMath.linearSRGBToOKLab(ColorMath.srgbToLinear(rgb / 255))
  }

  /// Weighted Lloyd iterations from `seeds`.
  private static func kMeans(
    _ points: [SIMD3<Double>], _ weights: [Double], seeds: [SIMD3<Double>]
  ) -> [Cluster] {
    var centers = seeds
    var assignment = [Int](repeating: -1, count: points.count)
    var distances = [Double](repeating: 0, count: points.count)
    for _ in 0..<maxIterations {
      var changed = false
      for (index, point) in points.enumerated() {
        var best = 0
        var bestDistance = Double.infinity
        for (cluster, center) in centers.enumerated() {
          let delta = point - center
          let distance = (delta * delta).sum()
          if distance < bestDistance {
            best = cluster
            bestDistance = distance
          }
        }
        distances[index] = bestDistance
        if assignment[index] != best {
          assignment[index] = best
          changed = true
        }
      }
      var sums = [SIMD3<Double>](repeating: .zero, count: centers.count)
      var totals = [Double](repeating: 0, count: centers.count)
      for (index, cluster) in assignment.enumerated() {
        sums[cluster] += points[index] * weights[index]
        totals[cluster] += weights[index]
      }
      for cluster in centers.indices {
        if totals[cluster] > 0 {
          centers[cluster] = sums[cluster] / totals[cluster]
        } else if let farthest = distances.indices.max(by: { distances[$0] < distances[$1] }),
          distances[farthest] > 0
        {
          // An empty cluster restarts at the point worst served; that point is then its own.
          centers[cluster] = points[farthest]
          distances[farthest] = 0
          changed = true
        }
      }
      if !changed { break }
    }
    var clusters = centers.map { Cluster(center: $0, members: []) }
    for (index, point) in points.enumerated() {
      var best = 0
      var bestDistance = Double.infinity
      for (cluster, center) in centers.enumerated() {
        let delta = point - center
        let distance = (delta * delta).sum()
        if distance < bestDistance {
          best = cluster
          bestDistance = distance
        }
      }
      clusters[best].members.append(index)
    }
    // The final centres are the weighted means of the final members.
    for cluster in clusters.indices where !clusters[cluster].members.isEmpty {
      var sum = SIMD3<Double>(0, 0, 0)
      var total = 0.0
      for member in clusters[cluster].members {
        sum += points[member] * weights[member]
        total += weights[member]
      }
      clusters[cluster].center = sum / total
    }
    return clusters
  }

  /// Most pixels first; ties by OKLab lightness, then by the order given.
  private static func ordered(_ colors: [ExtractedColor]) -> [ExtractedColor] {
    let lightness = colors.map { color -> Double in
      oklab(SIMD3(Double(color.color.red), Double(color.color.green), Double(color.color.blue))).x
    }
    return colors.indices.sorted { a, b in
      if colors[a].pixelCount != colors[b].pixelCount {
        return colors[a].pixelCount > colors[b].pixelCount
      }
      if lightness[a] != lightness[b] { return lightness[a] < lightness[b] }
      return a < b
    }.map { colors[$0] }
  }
}
