public import PaletteCore

extension Palette {
  /// The palette with the swatches of each group sorted by `keys`.
  ///
  /// Groups keep their names and their order, and each group (named or not) is sorted on its
  /// own, unless `flatten` puts every swatch into one unnamed group first. Names, kinds,
  /// colours and locations of the swatches are untouched.
  ///
  /// The sort is stable: swatches whose keys are all equal keep their file order, also when
  /// `reversed` is set (which reverses each key's direction, not the ties). Without keys the
  /// palette is returned in file order.
  ///
  ///     let sorted = palette.sorted(by: [.hueBands])
  ///     let byName = palette.sorted(by: [.name, .lightness], flatten: true)
  ///
  /// - Parameters:
  ///   - keys: The keys, most significant first.
  ///   - reversed: Whether to sort descending on every key.
  ///   - flatten: Whether to merge all groups into one before sorting.
  /// - Returns: The sorted palette.
  /// - Complexity: O(*n* log *n*) in the number of swatches.
  public func sorted(by keys: [SortKey], reversed: Bool = false, flatten: Bool = false) -> Palette {
    var result = flatten ? flattened() : self
    for g in result.groups.indices {
      result.groups[g].swatches = Self.sortedSwatches(
        result.groups[g].swatches, keys: keys, reversed: reversed)
    }
    return result
  }

  private static func sortedSwatches(
    _ swatches: [Swatch], keys: [SortKey], reversed: Bool
  )
    -> [Swatch]
  {
    guard swatches.count > 1, !keys.isEmpty else { return swatches }
    let entries = swatches.enumerated().map { SortEntry(swatch: $1, index: $0) }
    let ordered = entries.sorted { lhs, rhs in
      for key in keys {
        let order = lhs.compare(rhs, by: key)
        if order != 0 { return reversed ? order > 0 : order < 0 }
      }
      return lhs.index < rhs.index
    }
    return ordered.map(\.swatch)
  }
}

/// A swatch with the values the sort keys need, computed once.
private struct SortEntry {
  var swatch: Swatch
  var index: Int
  var lightness: Double
  var chroma: Double
  var hue: Double
  var luminance: Double
  var isGrey: Bool
  var band: Int

  init(swatch: Swatch, index: Int) {
    self.swatch = swatch
    self.index = index
    let lch = swatch.color.oklchValues
    lightness = lch.x
    chroma = lch.y
    hue = lch.z
    luminance = ColorMath.relativeLuminance(swatch.color.srgbInGamut)
    isGrey = !(chroma >= SortKey.achromaticChromaThreshold)
    band = isGrey ? HueBand.allCases.count : HueBand(hue: hue).rawValue
  }

  /// -1, 0 or 1 as `self` sorts before, with, or after `other` on `key` (ascending).
  func compare(_ other: SortEntry, by key: SortKey) -> Int {
    switch key {
    case .hue:
      if isGrey != other.isGrey { return isGrey ? 1 : -1 }
      return isGrey
        ? Self.compare(lightness, other.lightness) : Self.compare(hue, other.hue)
    case .hueBands:
      if band != other.band { return band < other.band ? -1 : 1 }
      return Self.compare(lightness, other.lightness)
    case .lightness:
      return Self.compare(lightness, other.lightness)
    case .chroma:
      return Self.compare(chroma, other.chroma)
    case .luminance:
      return Self.compare(luminance, other.luminance)
    case .name:
      switch (swatch.name, other.swatch.name) {
      case (nil, nil): return 0
      case (nil, _): return 1
      case (_, nil): return -1
      case (let lhs?, let rhs?): return lhs < rhs ? -1 : (rhs < lhs ? 1 : 0)
      }
    case .original:
      return index < other.index ? -1 : (index > other.index ? 1 : 0)
    }
  }

  /// Compares two numbers, with NaN after every number so the order stays total.
  private static func compare(_ lhs: Double, _ rhs: Double) -> Int {
    switch (lhs.isNaN, rhs.isNaN) {
    case (true, true): return 0
    case (true, false): return 1
    case (false, true): return -1
    case (false, false): return lhs < rhs ? -1 : (lhs > rhs ? 1 : 0)
    }
  }
}
