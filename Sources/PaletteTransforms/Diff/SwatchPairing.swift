import PaletteCore

/// The pairing of the swatches of two palettes, built by name and then by colour.
struct SwatchPairing {
  /// The swatches of the old and the new palette, in file order.
  let old: [SwatchPlace]
  let new: [SwatchPlace]
  /// For each old swatch, the index of its new partner.
  private(set) var newIndex: [Int?]
  /// For each new swatch, the index of its old partner.
  private(set) var oldIndex: [Int?]
  /// For each new swatch, whether its pair was made by colour (not by name).
  private(set) var pairedByColor: [Bool]

  /// Creates an empty pairing.
  init(old: [SwatchPlace], new: [SwatchPlace]) {
    self.old = old
    self.new = new
    newIndex = Array(repeating: nil, count: old.count)
    oldIndex = Array(repeating: nil, count: new.count)
    pairedByColor = Array(repeating: false, count: new.count)
  }

  /// Pairs the *n*-th old swatch of each name with the *n*-th new one of that name.
  mutating func pairByName() {
    var waiting: [String: [Int]] = [:]
    for (index, place) in new.enumerated() {
      if let name = place.swatch.name { waiting[name, default: []].append(index) }
    }
    var taken: [String: Int] = [:]
    for (index, place) in old.enumerated() {
      guard let name = place.swatch.name, let candidates = waiting[name] else { continue }
      let next = taken[name, default: 0]
      guard next < candidates.count else { continue }
      taken[name] = next + 1
      pair(index, candidates[next], byColor: false)
    }
  }

  /// Pairs the swatches left by colour, in file order: first the same values, then the same
  /// 8-bit sRGB value when the colours are less than 1 ΔE00 apart.
  mutating func pairByColor() {
    var exact: [PaletteColor: [Int]] = [:]
    for (index, place) in new.enumerated() where oldIndex[index] == nil {
      exact[place.swatch.color, default: []].append(index)
    }
    var taken: [PaletteColor: Int] = [:]
    for (index, place) in old.enumerated() where newIndex[index] == nil {
      let color = place.swatch.color
      guard let candidates = exact[color] else { continue }
      let next = taken[color, default: 0]
      guard next < candidates.count else { continue }
      taken[color] = next + 1
      pair(index, candidates[next], byColor: true)
    }

    var rounded: [RGBA8: [Int]] = [:]
    for (index, place) in new.enumerated() where oldIndex[index] == nil {
      rounded[place.swatch.color.rgba8, default: []].append(index)
    }
    var roundedTaken: [RGBA8: Int] = [:]
    for (index, place) in old.enumerated() where newIndex[index] == nil {
      let key = place.swatch.color.rgba8
      guard let candidates = rounded[key] else { continue }
      let next = roundedTaken[key, default: 0]
      guard next < candidates.count else { continue }
      let partner = candidates[next]
      guard place.swatch.color.deltaE2000(to: new[partner].swatch.color) < 1 else { continue }
      roundedTaken[key] = next + 1
      pair(index, partner, byColor: true)
    }
  }

  private mutating func pair(_ oldSwatch: Int, _ newSwatch: Int, byColor: Bool) {
    newIndex[oldSwatch] = newSwatch
    oldIndex[newSwatch] = oldSwatch
    pairedByColor[newSwatch] = byColor
  }
}
