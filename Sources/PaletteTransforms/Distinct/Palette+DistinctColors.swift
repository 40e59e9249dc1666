public import PaletteCore

extension Palette {
  /// The palette with new colours added until it holds `count` swatches, each new colour as
  /// far as possible from every other for every reader: the distance between two colours is
  /// their smallest ΔEOK over normal vision and the three simulated dichromacies
  /// (``VisionType``).
  ///
  /// The candidates are the sRGB grid of ``DistinctOptions/gridSteps`` values per channel
  /// whose OKLab lightness lies in ``DistinctOptions/lightness``. Each round adds the
  /// candidate whose distance to the nearest colour already in the palette (the swatches
  /// given and those added so far) is largest; ties go to the candidate first in grid order
  /// (red slowest, blue fastest), so the result is deterministic. The swatches given are kept
  /// unchanged and in place; new ones are unnamed sRGB swatches appended to the last
  /// unnamed group (a new unnamed group when there is none). Nothing is added when the
  /// palette already holds `count` swatches or when no candidate is left.
  ///
  ///     let chart = Palette(swatches: []).addingDistinctColors(toReach: 8)
  ///
  /// - Parameters:
  ///   - count: The number of swatches wanted, at most ``DistinctOptions/maxCount``.
  ///   - options: The candidates' grid and lightness.
  /// - Returns: The palette with the new swatches.
  /// - Complexity: O((*n* + *k*) · *c*) for *n* swatches given, *k* added and *c* candidates.
  public func addingDistinctColors(
    toReach count: Int, options: DistinctOptions = .init()
  )
    -> Palette
  {
    let wanted = min(count, DistinctOptions.maxCount)
    let existing = allSwatches.filter { !$0.isEmptySlot }
    guard existing.count < wanted else { return self }
    var candidates = DistinctCandidates(options: options)
    for swatch in existing { candidates.exclude(near: SeenColor(swatch.color)) }
    var added: [Swatch] = []
    while existing.count + added.count < wanted, let pick = candidates.farthest() {
      added.append(Swatch(color: candidates.color(pick)))
      candidates.exclude(near: candidates.seen[pick])
    }
    var result = self
    if let last = result.groups.lastIndex(where: { $0.name == nil }) {
      result.groups[last].swatches += added
    } else if !added.isEmpty {
      result.groups.append(PaletteGroup(swatches: added))
    }
    return result
  }
}

/// The candidate colours of a distinct set, each with its distance to the nearest chosen
/// colour.
struct DistinctCandidates {
  /// The candidates' 8-bit sRGB values.
  private(set) var values: [SIMD3<UInt8>] = []
  /// How each candidate is seen.
  private(set) var seen: [SeenColor] = []
  /// The distance from each candidate to the nearest chosen colour (infinity before any).
  private var nearest: [Double] = []

  init(options: DistinctOptions) {
    let steps = options.gridSteps
    for r in 0..<steps {
      for g in 0..<steps {
        for b in 0..<steps {
          let bytes = SIMD3(r, g, b).map { UInt8((255 * $0 + (steps - 1) / 2) / (steps - 1)) }
          let linear = ColorMath.srgbToLinear(
            SIMD3(Double(bytes.x), Double(bytes.y), Double(bytes.z)) / 255)
          let lightness = ColorMath.linearSRGBToOKLab(linear).x
          guard options.lightness.contains(lightness) else { continue }
          values.append(bytes)
          seen.append(SeenColor(linear: linear))
        }
      }
    }
    nearest = Array(repeating: .infinity, count: values.count)
  }

  /// The candidate farthest from every chosen colour (the first of equals), or `nil` when
  /// none is left apart from them.
  func farthest() -> Int? {
    var best: Int?
    var bestDistance = 0.0
    for index in nearest.indices where nearest[index] > bestDistance {
      best = index
      bestDistance = nearest[index]
    }
    return best
  }

  /// Records a chosen colour: each candidate's nearest distance is updated.
  mutating func exclude(near color: SeenColor) {
    for index in seen.indices {
      let distance = seen[index].distance(to: color)
      if distance < nearest[index] { nearest[index] = distance }
    }
  }

  /// The candidate's colour.
  func color(_ index: Int) -> PaletteColor {
    let bytes = values[index]
    return .srgb8(bytes.x, bytes.y, bytes.z)
  }
}

extension SIMD3 where Scalar == Int {
  /// Each component transformed.
  fileprivate func map<T>(_ transform: (Int) -> T) -> SIMD3<T> where T: SIMDScalar {
    SIMD3<T>(transform(x), transform(y), transform(z))
  }
}
