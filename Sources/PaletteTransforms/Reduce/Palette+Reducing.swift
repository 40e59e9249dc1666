public import PaletteCore

extension Palette {
  /// The palette cut down to at most `count` swatches that represent it best perceptually.
  ///
  /// The method is median cut in OKLab: all swatches start in one box; the box with the
  /// largest squared error (the sum of squared OKLab distances of its swatches to their mean)
  /// is split at the median of its axis of largest variance, until there are `count` boxes.
  /// Each box then keeps the one swatch nearest to its mean. So dense regions of the palette
  /// get more representatives than sparse ones, every region is covered, and the swatches
  /// kept are swatches of the palette, unchanged, in file order, in their groups (groups left
  /// empty are removed). When no box has any spread left (identical colours), the most
  /// populous box is split by position, so the result always has `min(count, swatchCount)`
  /// swatches.
  ///
  /// Deterministic: ties are broken by file order, never by hashing. Alpha is ignored; a
  /// colour whose OKLab values are not finite is placed at the origin.
  ///
  /// - Parameter count: The number of swatches to keep; 0 or less keeps none.
  /// - Returns: The reduced palette; the palette itself when it has `count` swatches or fewer.
  /// - Complexity: O(*n* log *n* log *k*) for *n* swatches and *k* = `count`.
  public func reduced(to count: Int) -> Palette {
    let places = swatchPlaces
    guard count < places.count else { return self }
    guard count > 0 else {
      return Palette(name: name, description: description, columns: columns, groups: [])
    }
    let points = places.map { place -> SIMD3<Double> in
      let lab = place.swatch.color.oklabValues
      return SIMD3(
        lab.x.isFinite ? lab.x : 0, lab.y.isFinite ? lab.y : 0, lab.z.isFinite ? lab.z : 0)
    }
    var cut = MedianCut(points: points)
    let kept = Set(cut.representatives(count: count))
    var result = self
    var index = 0
    result.groups = groups.compactMap { group in
      var trimmed = group
      trimmed.swatches = []
      for swatch in group.swatches {
        if kept.contains(index) { trimmed.swatches.append(swatch) }
        index += 1
      }
      return trimmed.swatches.isEmpty && !group.swatches.isEmpty ? nil : trimmed
    }
    return result
  }
}
