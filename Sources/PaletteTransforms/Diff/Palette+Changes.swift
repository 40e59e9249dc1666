public import PaletteCore

extension Palette {
  /// What changed from this palette to `new`, swatch by swatch.
  ///
  /// Swatches are paired first by name (the *n*-th swatch called `Blue` in this palette with
  /// the *n*-th one in `new`), then the rest by colour: the same values, or the same 8-bit
  /// sRGB value less than 1 ΔE00 apart (so a file that rounds colours differently still pairs
  /// them). What is left is removed (here) or added (in `new`). Each pair then gives:
  ///
  /// - ``PaletteChange/Kind/renamed`` when it was paired by colour and the names differ;
  /// - ``PaletteChange/Kind/recoloured`` when it was paired by name and the CIEDE2000
  ///   difference is above ``DiffOptions/tolerance``;
  /// - ``PaletteChange/Kind/changed`` when the kind, the colour model or the 8-bit alpha
  ///   differs;
  /// - ``PaletteChange/Kind/moved`` when the swatch is in a group of another name, or out of
  ///   order within its group: the pairs kept in place are the longest run that keeps its
  ///   order, so inserting one swatch at the top moves nothing.
  ///
  /// Changes are listed by kind in the order of ``PaletteChange/Kind``'s cases, and within a
  /// kind by the swatch's place in `new` (in this palette, for removed swatches). Names are
  /// compared as Swift strings (canonically equivalent spellings are equal). Palette names,
  /// descriptions and the order of groups are not compared.
  ///
  ///     let changes = old.changes(to: new, options: DiffOptions(tolerance: 0.5))
  ///     let isEqual = changes.isEmpty
  ///
  /// - Parameters:
  ///   - new: The newer palette.
  ///   - options: The colour tolerance.
  /// - Returns: The changes; empty when the palettes are equal.
  /// - Complexity: O(*n* log *n*) in the number of swatches. ``PaletteComparison`` visits the
  ///   same changes without holding them all.
  public func changes(to new: Palette, options: DiffOptions = DiffOptions()) -> [PaletteChange] {
    var changes: [PaletteChange] = []
    PaletteComparison(old: self, new: new, options: options).forEachChange { changes.append($0) }
    return changes
  }
}
