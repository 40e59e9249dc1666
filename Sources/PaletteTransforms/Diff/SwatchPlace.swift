public import PaletteCore

/// A swatch and where it sits in its palette: for the two sides of a ``PaletteChange``.
public struct SwatchPlace: Hashable, Sendable {
  /// The swatch.
  public var swatch: Swatch
  /// The name of its group, or `nil` for swatches outside any named group.
  public var groupName: String?
  /// The index of its group in the palette, from 0.
  public var groupIndex: Int
  /// Its index inside the group, from 0.
  public var position: Int
  /// Its index among all the palette's swatches in file order, from 0.
  public var index: Int

  /// Creates a place.
  ///
  /// - Parameters:
  ///   - swatch: The swatch.
  ///   - groupName: Its group's name, `nil` when the group has none.
  ///   - groupIndex: The group's index in the palette.
  ///   - position: The swatch's index in the group.
  ///   - index: The swatch's index in the whole palette.
  public init(swatch: Swatch, groupName: String?, groupIndex: Int, position: Int, index: Int) {
    self.swatch = swatch
    self.groupName = groupName
    self.groupIndex = groupIndex
    self.position = position
    self.index = index
  }
}

extension Palette {
  /// Every swatch with its place, in file order.
  ///
  /// - Complexity: O(*n*) in the number of swatches.
  public var swatchPlaces: [SwatchPlace] {
    var places: [SwatchPlace] = []
    places.reserveCapacity(swatchCount)
    for (groupIndex, group) in groups.enumerated() {
      for (position, swatch) in group.swatches.enumerated() {
        places.append(
          SwatchPlace(
            swatch: swatch, groupName: group.name, groupIndex: groupIndex, position: position,
            index: places.count))
      }
    }
    return places
  }
}
