extension Palette {
  /// The palette with every swatch in one unnamed group, in file order, with its name,
  /// description and column hint kept: what a format without groups holds.
  ///
  /// An empty palette stays without groups.
  ///
  ///     Palette(groups: [PaletteGroup(name: "A", swatches: [red]), PaletteGroup(swatches: [blue])])
  ///       .flattened()   // one unnamed group: red, blue
  ///
  /// - Returns: The flattened palette.
  public func flattened() -> Palette {
    let swatches = allSwatches
    return Palette(
      name: name, description: description, columns: columns,
      groups: swatches.isEmpty ? [] : [PaletteGroup(swatches: swatches)])
  }
}
