extension Palette {
  /// Replaces, in place, every colour of the palette's swatches (appearance variants
  /// included; empty slots are left alone) for which `replacement` gives a new one.
  ///
  /// Each swatch is read where it lies and only the colours replaced are written, so a
  /// palette of a million swatches is walked without copying a swatch (and retaining its
  /// name and variants) for each.
  ///
  /// - Parameter replacement: The new colour, or `nil` to keep the colour as it is.
  /// - Returns: How many colours were replaced.
  @discardableResult
  package mutating func replaceColors(_ replacement: (PaletteColor) -> PaletteColor?) -> Int {
    var replaced = 0
    for group in groups.indices {
      for index in groups[group].swatches.indices {
        if groups[group].swatches[index].isEmptySlot { continue }
        if let color = replacement(groups[group].swatches[index].color) {
          groups[group].swatches[index].color = color
          replaced += 1
        }
        let appearances = groups[group].swatches[index].appearances
        if appearances.isEmpty { continue }
        for (appearance, color) in appearances {
          guard let new = replacement(color) else { continue }
          groups[group].swatches[index].appearances[appearance] = new
          replaced += 1
        }
      }
    }
    return replaced
  }
}
