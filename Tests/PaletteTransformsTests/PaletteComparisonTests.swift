import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

/// `PaletteComparison`, which pairs swatches with a few integers a swatch and makes changes one
/// at a time, against the documented rules restated plainly (every pairing by a linear search,
/// every change collected): the same pairs and the same changes in the same order, on random
/// palettes full of repeated names, repeated colours, colours equal only in 8 bits, empty
/// groups and moves.
@Suite struct PaletteComparisonTests {
  /// A random palette: names from a small pool (or none), colours from a small pool (some
  /// equal only once rounded to 8 bits), groups from a small pool of names.
  static func palette(_ random: inout SplitMix64, swatches count: Int) -> Palette {
    let names: [String?] = [nil, "Ink", "Paper", "Sky", "Sea", "Sand", "Moss"]
    let groupNames: [String?] = [nil, "Brand", "Greys"]
    let colours: [PaletteColor] = [
      .srgb8(255, 0, 0), .srgb8(0, 0, 255), .srgb8(128, 128, 128), .srgb(0.5, 0.5, 0.5),
      .srgb8(128, 128, 128, alpha: 128), .srgb8(0, 0, 0),
      PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 0, black: 1)),
    ]
    var groups: [PaletteGroup] = []
    var left = count
    while left > 0 || groups.isEmpty {
      let size = min(left, Int(random.next() % 6))
      let swatches = (0..<size).map { _ in
        Swatch(
          name: names[Int(random.next() % UInt64(names.count))],
          color: colours[Int(random.next() % UInt64(colours.count))],
          kind: random.next() % 9 == 0 ? .spot : .process)
      }
      groups.append(
        PaletteGroup(
          name: groupNames[Int(random.next() % UInt64(groupNames.count))], swatches: swatches))
      left -= size
    }
    return Palette(groups: groups)
  }

  /// The pairs by the documented rules: by name, the n-th with the n-th; then by the same
  /// colour, each old swatch with the first new one left; then by the same 8-bit colour when
  /// less than 1 ΔE00 apart. Returns, for each new swatch, its old partner and whether the pair
  /// was made by colour.
  static func referencePairs(_ old: [Swatch], _ new: [Swatch]) -> [(Int, Bool)?] {
    var partner = [(Int, Bool)?](repeating: nil, count: new.count)
    var taken = [Bool](repeating: false, count: old.count)
    for (index, swatch) in old.enumerated() {
      guard let name = swatch.name else { continue }
      let rank = old[..<index].filter { $0.name == name }.count
      let candidates = new.indices.filter { new[$0].name == name }
      if rank < candidates.count {
        partner[candidates[rank]] = (index, false)
        taken[index] = true
      }
    }
    for (index, swatch) in old.enumerated() where !taken[index] {
      if let match = new.indices.first(where: {
        partner[$0] == nil && new[$0].color == swatch.color
      }) {
        partner[match] = (index, true)
        taken[index] = true
      }
    }
    for (index, swatch) in old.enumerated() where !taken[index] {
      if let match = new.indices.first(where: {
        partner[$0] == nil && new[$0].color.rgba8 == swatch.color.rgba8
      }), swatch.color.deltaE2000(to: new[match].color) < 1 {
        partner[match] = (index, true)
        taken[index] = true
      }
    }
    return partner
  }

  /// The length of the longest strictly increasing subsequence, by dynamic programming.
  static func longestRun(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }

  @Test func theSameChangesAsTheRulesOnRandomPalettes() {
    var random = SplitMix64(seed: 37)
    for round in 0..<60 {
      let old = Self.palette(&random, swatches: Int(random.next() % 40))
      let new = Self.palette(&random, swatches: Int(random.next() % 40))
      let oldSwatches = old.allSwatches
      let newSwatches = new.allSwatches
      let oldPlaces = old.swatchPlaces
      let newPlaces = new.swatchPlaces
      let pairs = Self.referencePairs(oldSwatches, newSwatches)
      // Every change but the moves, by the rules, in the documented order.
      var expected: [PaletteChange.Kind: [String]] = [:]
      func add(_ kind: PaletteChange.Kind, _ old: Int?, _ new: Int?) {
        expected[kind, default: []].append("\(kind.rawValue) \(old ?? -1) \(new ?? -1)")
      }
      for index in oldSwatches.indices where !pairs.contains(where: { $0?.0 == index }) {
        add(.removed, index, nil)
      }
      var staying: [String?: [Int]] = [:]
      for (index, pair) in pairs.enumerated() {
        guard let (oldIndex, byColour) = pair else {
          add(.added, nil, index)
          continue
        }
        let (before, after) = (oldSwatches[oldIndex], newSwatches[index])
        if byColour, before.name != after.name { add(.renamed, oldIndex, index) }
        if !byColour, before.color != after.color,
          !(before.color.deltaE2000(to: after.color) <= 0)
        {
          add(.recoloured, oldIndex, index)
        }
        if before.kind != after.kind || before.color.model != after.color.model
          || before.color.rgba8.alpha != after.color.rgba8.alpha
        {
          add(.changed, oldIndex, index)
        }
        if oldPlaces[oldIndex].groupName == newPlaces[index].groupName {
          staying[newPlaces[index].groupName, default: []].append(oldIndex)
        }
      }
      let comparison = PaletteComparison(old: old, new: new)
      var actual: [PaletteChange.Kind: [String]] = [:]
      var order: [PaletteChange.Kind] = []
      var moved = 0
      comparison.forEachChange { change in
        if order.last != change.kind { order.append(change.kind) }
        guard change.kind != .moved else {
          moved += 1
          return
        }
        actual[change.kind, default: []].append(
          "\(change.kind.rawValue) \(change.old?.index ?? -1) \(change.new?.index ?? -1)")
        #expect(change.old.map { oldPlaces[$0.index] } == change.old)
        #expect(change.new.map { newPlaces[$0.index] } == change.new)
      }
      #expect(actual == expected, "round \(round)")
      #expect(order == PaletteChange.Kind.allCases.filter { comparison.count(of: $0) > 0 })
      // Moves: the pairs that change group, and those outside the longest run that keeps its
      // order within a group name.
      let changedGroup = pairs.compactMap { $0 }.count - staying.values.map(\.count).reduce(0, +)
      let outOfOrder = staying.values.map { $0.count - Self.longestRun($0) }.reduce(0, +)
      #expect(moved == changedGroup + outOfOrder, "round \(round)")
      #expect(comparison.count(of: .moved) == moved)
      for kind in PaletteChange.Kind.allCases where kind != .moved {
        #expect(comparison.count(of: kind) == expected[kind, default: []].count)
      }
      #expect(comparison.changeCount == old.changes(to: new).count)
      #expect(comparison.isEmpty == (comparison.changeCount == 0))
    }
  }

  @Test func aPaletteComparedWithItselfHasNoChanges() {
    var random = SplitMix64(seed: 5)
    let palette = Self.palette(&random, swatches: 100)
    let comparison = PaletteComparison(old: palette, new: palette)
    #expect(comparison.isEmpty)
    #expect(PaletteChange.Kind.allCases.allSatisfy { comparison.count(of: $0) == 0 })
  }
}
