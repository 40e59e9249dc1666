import PaletteCore

extension Palette {
  /// The swatch positions grouped by scope: every named group is its own scope, and all
  /// unnamed groups (the ungrouped swatches of the file) share one scope, listed first.
  ///
  /// Scopes are what "per group" means for deduplication and for the duplicate lint rules.
  /// Within a scope, positions are in file order.
  var scopes: [[SwatchPosition]] {
    var topLevel: [SwatchPosition] = []
    var named: [[SwatchPosition]] = []
    for (g, group) in groups.enumerated() {
      let positions = group.swatches.indices.map { SwatchPosition(group: g, index: $0) }
      if group.name == nil {
        topLevel.append(contentsOf: positions)
      } else {
        named.append(positions)
      }
    }
    return [topLevel] + named
  }

  /// The swatch at `position`.
  subscript(position: SwatchPosition) -> Swatch {
    groups[position.group].swatches[position.index]
  }
}

/// Where a swatch sits in a palette: its group and its index in that group.
struct SwatchPosition: Hashable, Sendable, Comparable {
  /// The index of the group in ``PaletteCore/Palette/groups``.
  var group: Int
  /// The index of the swatch in its group.
  var index: Int

  /// File order.
  static func < (lhs: SwatchPosition, rhs: SwatchPosition) -> Bool {
    (lhs.group, lhs.index) < (rhs.group, rhs.index)
  }
}
