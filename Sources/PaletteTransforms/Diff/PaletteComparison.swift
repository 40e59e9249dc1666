public import PaletteCore

/// Two palettes compared swatch by swatch, as ``PaletteCore/Palette/changes(to:options:)``
/// compares them, with the changes made one at a time as they are visited rather than held:
/// beside the two palettes, a comparison keeps a few integers a swatch, however many changes
/// there are.
///
///     let comparison = PaletteComparison(old: old, new: new)
///     print(comparison.count(of: .added), "added")
///     comparison.forEachChange { change in print(change.kind, change.new?.swatch.name ?? "") }
public struct PaletteComparison: Sendable {
  /// The older palette.
  public var old: Palette { pairing.old.palette }
  /// The newer palette.
  public var new: Palette { pairing.new.palette }
  /// The colour tolerance.
  public let options: DiffOptions

  /// The pairs.
  let pairing: SwatchPairing
  /// For each new swatch, the kinds of change its pair shows, one bit per
  /// ``PaletteChange/Kind`` in declaration order.
  private let kinds: [UInt8]
  /// How many changes there are of each kind, in ``PaletteChange/Kind`` order.
  private let counts: [Int]

  /// Pairs the swatches of `old` and `new` and finds what changed.
  ///
  /// - Parameters:
  ///   - old: The older palette.
  ///   - new: The newer palette.
  ///   - options: The colour tolerance.
  /// - Complexity: O(*n* log *n*) time in the number of swatches; O(*n*) memory.
  public init(old: Palette, new: Palette, options: DiffOptions = DiffOptions()) {
    self.options = options
    var pairing = SwatchPairing(old: SwatchIndex(old), new: SwatchIndex(new))
    pairing.pairByName()
    pairing.pairByColor()
    self.pairing = pairing
    var counts = [Int](repeating: 0, count: PaletteChange.Kind.allCases.count)
    for index in 0..<pairing.old.count where !pairing.isPaired(old: index) {
      counts[Self.bit(.removed)] += 1
    }
    let moved = Self.movedPairs(pairing)
    var kinds = [UInt8](repeating: 0, count: pairing.new.count)
    pairing.new.forEach { newIndex, swatch in
      var found: [PaletteChange.Kind] = []
      if let oldIndex = pairing.partner(ofNew: newIndex) {
        let oldSwatch = pairing.old[oldIndex]
        if pairing.pairedByColor[newIndex] {
          if oldSwatch.name != swatch.name { found.append(.renamed) }
        } else if Self.recolouring(oldSwatch, swatch, options) != nil {
          found.append(.recoloured)
        }
        if moved[newIndex] { found.append(.moved) }
        if !Self.changedProperties(oldSwatch, swatch, tolerance: options.tolerance).isEmpty {
          found.append(.changed)
        }
      } else {
        found.append(.added)
      }
      for kind in found {
        kinds[newIndex] |= 1 << Self.bit(kind)
        counts[Self.bit(kind)] += 1
      }
    }
    self.kinds = kinds
    self.counts = counts
  }

  /// The bit of a kind in ``kinds``, its place in ``PaletteChange/Kind/allCases``.
  private static func bit(_ kind: PaletteChange.Kind) -> Int {
    PaletteChange.Kind.allCases.firstIndex(of: kind) ?? 0
  }

  /// How many changes there are of `kind`.
  public func count(of kind: PaletteChange.Kind) -> Int {
    counts[Self.bit(kind)]
  }

  /// How many changes there are in all.
  public var changeCount: Int { counts.reduce(0, +) }

  /// Whether the palettes are equal (as far as a comparison goes).
  public var isEmpty: Bool { changeCount == 0 }

  /// Calls `body` with each change, in the order ``PaletteCore/Palette/changes(to:options:)``
  /// lists them: by kind in the order of ``PaletteChange/Kind``'s cases, and within a kind by
  /// the swatch's place in the new palette (in the old one, for removed swatches).
  ///
  /// - Parameter body: Called once per change; what it throws ends the visit.
  /// - Complexity: O(*n* log *g*) for *n* swatches in *g* groups.
  public func forEachChange<E: Error>(_ body: (PaletteChange) throws(E) -> Void) throws(E) {
    for kind in PaletteChange.Kind.allCases where count(of: kind) > 0 {
      if kind == .removed {
        for index in 0..<pairing.old.count where !pairing.isPaired(old: index) {
          try body(PaletteChange(.removed, old: pairing.old.place(index), new: nil))
        }
        continue
      }
      let mask = UInt8(1) << UInt8(Self.bit(kind))
      for newIndex in 0..<pairing.new.count where kinds[newIndex] & mask != 0 {
        try body(change(kind, at: newIndex))
      }
    }
  }

  /// The change of `kind` of the new swatch at `newIndex`.
  private func change(_ kind: PaletteChange.Kind, at newIndex: Int) -> PaletteChange {
    let place = pairing.new.place(newIndex)
    guard let oldIndex = pairing.partner(ofNew: newIndex) else {
      return PaletteChange(.added, old: nil, new: place)
    }
    let old = pairing.old.place(oldIndex)
    switch kind {
    case .recoloured:
      return PaletteChange(
        .recoloured, old: old, new: place,
        deltaE: Self.recolouring(old.swatch, place.swatch, options))
    case .changed:
      return PaletteChange(
        .changed, old: old, new: place,
        properties: Self.changedProperties(
          old.swatch, place.swatch, tolerance: options.tolerance))
    default:
      return PaletteChange(kind, old: old, new: place)
    }
  }

  /// The ΔE00 of a pair made by name whose colour moved by more than the tolerance, else
  /// `nil`.
  private static func recolouring(_ old: Swatch, _ new: Swatch, _ options: DiffOptions) -> Double? {
    guard old.color != new.color else { return nil }
    let difference = old.color.deltaE2000(to: new.color)
    return difference <= options.tolerance ? nil : difference
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
  private static func movedPairs(_ pairs: SwatchPairing) -> [Bool] {
    var moved = [Bool](repeating: false, count: pairs.new.count)
    // The pairs that stay in a group of the same name, by that name, in new order.
    var staying: [String?: [Int]] = [:]
    var names: [String?] = []
    for newIndex in 0..<pairs.new.count {
      guard let oldIndex = pairs.partner(ofNew: newIndex) else { continue }
      let name = pairs.new.groupName(of: newIndex)
      if pairs.old.groupName(of: oldIndex) != name {
        moved[newIndex] = true
      } else {
        if staying[name] == nil { names.append(name) }
        staying[name, default: []].append(newIndex)
      }
    }
    for name in names {
      let members = staying.removeValue(forKey: name) ?? []
      let kept = LongestIncreasingRun.mask(of: members.map { pairs.partner(ofNew: $0) ?? 0 })
      for (offset, newIndex) in members.enumerated() where !kept[offset] {
        moved[newIndex] = true
      }
    }
    return moved
  }
}
