extension Swatch {
  /// The swatch that stands for an empty slot of a fixed grid (Procreate's 30 slots keep
  /// `null` where no colour is): unnamed, process, HSB 0, 0, 0 with alpha 0.
  public static var emptySlot: Swatch {
    Swatch(color: PaletteColor(.hsb(hue: 0, saturation: 0, brightness: 0), alpha: 0))
  }

  /// Whether this swatch is ``emptySlot``: a place in a grid, not a colour. Formats whose
  /// capabilities keep empty slots (``/PaletteCore/FormatCapabilities/emptySlots``) write it in
  /// place; every other format leaves it out, with a note that counts them.
  public var isEmptySlot: Bool { self == Swatch.emptySlot }
}

extension Palette {
  /// Removes every empty slot (``Swatch/isEmptySlot``), for a format that has none.
  ///
  /// - Returns: How many were removed, and the location of the first.
  public mutating func removeEmptySlots() -> (count: Int, first: SourceLocation?) {
    var count = 0
    var first: SourceLocation?
    for index in groups.indices where groups[index].swatches.contains(where: \.isEmptySlot) {
      let groupLocation = groups[index].location
      groups[index].swatches.removeAll { swatch in
        guard swatch.isEmptySlot else { return false }
        count += 1
        if first == nil { first = swatch.location ?? groupLocation }
        return true
      }
    }
    return (count, first)
  }
}
