public import PaletteCore

extension Palette {
  /// The palette with only the swatches `selector` matches (`--select`).
  ///
  /// Order, names, kinds and metadata are kept; a group left with no swatch is removed.
  ///
  /// - Parameter selector: The swatches to keep.
  /// - Returns: The selection, which may be empty.
  /// - Complexity: O(*n*) in the number of swatches, times the cost of the patterns.
  public func selecting(_ selector: SwatchFilter) -> Palette {
    filtered { selector.matches($0, groupName: $1) }
  }

  /// The palette without the swatches `selector` matches (`--drop`).
  ///
  /// Order, names, kinds and metadata are kept; a group left with no swatch is removed.
  ///
  /// - Parameter selector: The swatches to drop.
  /// - Returns: The rest, which may be empty.
  /// - Complexity: O(*n*) in the number of swatches, times the cost of the patterns.
  public func dropping(_ selector: SwatchFilter) -> Palette {
    filtered { !selector.matches($0, groupName: $1) }
  }

  /// The swatches for which `keep` holds, groups emptied by it removed.
  private func filtered(_ keep: (Swatch, String?) -> Bool) -> Palette {
    var result = self
    result.groups = groups.compactMap { group in
      var kept = group
      kept.swatches = group.swatches.filter { keep($0, group.name) }
      return kept.swatches.isEmpty && !group.swatches.isEmpty ? nil : kept
    }
    return result
  }
}
