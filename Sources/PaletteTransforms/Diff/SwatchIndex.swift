import PaletteCore

/// A palette's swatches by their index in file order, read in place: the swatch, its group
/// and its position, without an array of copies.
struct SwatchIndex: Sendable {
  /// The palette.
  let palette: Palette
  /// The index of each group's first swatch.
  private let groupStarts: [Int]
  /// The number of swatches.
  let count: Int

  /// Indexes the swatches of `palette`.
  init(_ palette: Palette) {
    self.palette = palette
    var starts: [Int] = []
    starts.reserveCapacity(palette.groups.count)
    var total = 0
    for group in palette.groups {
      starts.append(total)
      total += group.swatches.count
    }
    groupStarts = starts
    count = total
  }

  /// The group holding the swatch at `index` (the last of equal starts: empty groups hold
  /// none) and the swatch's position in it.
  func location(of index: Int) -> (group: Int, position: Int) {
    var low = 0
    var high = groupStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if groupStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - groupStarts[low])
  }

  /// The swatch at `index`.
  subscript(index: Int) -> Swatch {
    let (group, position) = location(of: index)
    return palette.groups[group].swatches[position]
  }

  /// The name of the group of the swatch at `index`.
  func groupName(of index: Int) -> String? {
    palette.groups[location(of: index).group].name
  }

  /// The swatch at `index` with its place.
  func place(_ index: Int) -> SwatchPlace {
    let (group, position) = location(of: index)
    return SwatchPlace(
      swatch: palette.groups[group].swatches[position], groupName: palette.groups[group].name,
      groupIndex: group, position: position, index: index)
  }

  /// Calls `body` with each swatch and its index, in file order.
  func forEach(_ body: (Int, Swatch) -> Void) {
    var index = 0
    for group in palette.groups {
      for swatch in group.swatches {
        body(index, swatch)
        index += 1
      }
    }
  }
}
