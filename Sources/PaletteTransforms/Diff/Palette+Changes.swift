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
  /// - Complexity: O(*n* log *n*) in the number of swatches.
  public func changes(to new: Palette, options: DiffOptions = DiffOptions()) -> [PaletteChange] {
    let before = swatchPlaces
    let after = new.swatchPlaces
    var pairs = SwatchPairing(old: before, new: after)
    pairs.pairByName()
    pairs.pairByColor()

    var byKind: [PaletteChange.Kind: [(order: Int, change: PaletteChange)]] = [:]
    func add(_ change: PaletteChange, order: Int) {
      byKind[change.kind, default: []].append((order, change))
    }
    for (index, place) in before.enumerated() where pairs.newIndex[index] == nil {
      add(PaletteChange(.removed, old: place, new: nil), order: place.index)
    }
    let moved = Self.movedPairs(pairs, old: before, new: after)
    for (newIndex, place) in after.enumerated() {
      guard let oldIndex = pairs.oldIndex[newIndex] else {
        add(PaletteChange(.added, old: nil, new: place), order: place.index)
        continue
      }
      let old = before[oldIndex]
      if pairs.pairedByColor[newIndex], old.swatch.name != place.swatch.name {
        add(PaletteChange(.renamed, old: old, new: place), order: newIndex)
      }
      if !pairs.pairedByColor[newIndex] {
        let difference = old.swatch.color.deltaE2000(to: place.swatch.color)
        if old.swatch.color != place.swatch.color, !(difference <= options.tolerance) {
          add(
            PaletteChange(.recoloured, old: old, new: place, deltaE: difference), order: newIndex)
        }
      }
      let properties = Self.changedProperties(
        old.swatch, place.swatch, tolerance: options.tolerance)
      if !properties.isEmpty {
        add(PaletteChange(.changed, old: old, new: place, properties: properties), order: newIndex)
      }
      if moved[newIndex] {
        add(PaletteChange(.moved, old: old, new: place), order: newIndex)
      }
    }
    return PaletteChange.Kind.allCases.flatMap { kind in
      (byKind[kind] ?? []).sorted { $0.order < $1.order }.map(\.change)
    }
  }

  /// The properties besides name and colour that differ between two paired swatches.
  private static func changedProperties(
    _ old: Swatch, _ new: Swatch, tolerance: Double
  ) -> [PaletteChange.Property] {
    var properties: [PaletteChange.Property] = []
    if old.kind != new.kind { properties.append(.kind) }
    if old.color.model != new.color.model { properties.append(.model) }
    if PaletteColor.byteValue(unit: Double(old.color.alpha))
      != PaletteColor.byteValue(unit: Double(new.color.alpha))
    {
      properties.append(.alpha)
    }
    if old.appearances != new.appearances {
      let differs = Appearance.allCases.contains { appearance in
        switch (old.appearances[appearance], new.appearances[appearance]) {
        case (nil, nil): false
        case (let before?, let after?):
          before != after && !(before.deltaE2000(to: after) <= tolerance)
        default: true
        }
      }
      if differs { properties.append(.appearances) }
    }
    return properties
  }

  /// For each swatch of the new palette, whether its pair moved: into a group of another
  /// name, or out of the longest run of pairs within a group name that keeps its order.
  private static func movedPairs(
    _ pairs: SwatchPairing, old: [SwatchPlace], new: [SwatchPlace]
  ) -> [Bool] {
    var moved = [Bool](repeating: false, count: new.count)
    // The pairs that stay in a group of the same name, by that name, in new order.
    var staying: [String?: [Int]] = [:]
    var names: [String?] = []
    for (newIndex, place) in new.enumerated() {
      guard let oldIndex = pairs.oldIndex[newIndex] else { continue }
      if old[oldIndex].groupName != place.groupName {
        moved[newIndex] = true
      } else {
        if staying[place.groupName] == nil { names.append(place.groupName) }
        staying[place.groupName, default: []].append(newIndex)
      }
    }
    for name in names {
      let members = staying[name] ?? []
      let kept = LongestIncreasingRun.indices(of: members.map { pairs.oldIndex[$0] ?? 0 })
      for (offset, newIndex) in members.enumerated() where !kept.contains(offset) {
        moved[newIndex] = true
      }
    }
    return moved
  }
}
