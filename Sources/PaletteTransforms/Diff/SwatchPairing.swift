import PaletteCore

/// The pairing of the swatches of two palettes, built by name and then by colour, held as a
/// few integers a swatch.
struct SwatchPairing: Sendable {
  /// The swatches of the old and the new palette, in file order.
  let old: SwatchIndex
  let new: SwatchIndex
  /// For each old swatch, the index of its new partner, or -1.
  private(set) var newIndex: [Int32]
  /// For each new swatch, the index of its old partner, or -1.
  private(set) var oldIndex: [Int32]
  /// For each new swatch, whether its pair was made by colour (not by name).
  private(set) var pairedByColor: [Bool]

  /// Creates an empty pairing.
  init(old: SwatchIndex, new: SwatchIndex) {
    self.old = old
    self.new = new
    newIndex = Array(repeating: -1, count: old.count)
    oldIndex = Array(repeating: -1, count: new.count)
    pairedByColor = Array(repeating: false, count: new.count)
  }

  /// The old partner of the new swatch at `index`, if it has one.
  func partner(ofNew index: Int) -> Int? {
    oldIndex[index] < 0 ? nil : Int(oldIndex[index])
  }

  /// Whether the old swatch at `index` has a partner.
  func isPaired(old index: Int) -> Bool { newIndex[index] >= 0 }

  /// Pairs the *n*-th old swatch of each name with the *n*-th new one of that name.
  mutating func pairByName() {
    pair(byColor: false) { swatch in swatch.name }
  }

  /// Pairs the swatches left by colour, in file order: first the same values, then the same
  /// 8-bit sRGB value when the colours are less than 1 ΔE00 apart.
  mutating func pairByColor() {
    pair(byColor: true) { swatch in swatch.color }
    let new = self.new
    pair(byColor: true) { swatch in
      swatch.color.rgba8
    } accepting: { oldSwatch, newIndex in
      oldSwatch.color.deltaE2000(to: new[newIndex].color) < 1
    }
  }

  /// Pairs the unpaired swatches with equal keys (`nil` for none), the *n*-th old one of a key
  /// with the *n*-th new one, in file order; a candidate `accepting` refuses stays for the
  /// next old swatch of that key.
  ///
  /// The new swatches of each key are chained in file order through one array, and the key
  /// table holds each key's first unpaired one, so memory is one entry per distinct key and
  /// one integer per swatch.
  private mutating func pair<Key: Hashable>(
    byColor: Bool, key: (Swatch) -> Key?,
    accepting: (Swatch, Int) -> Bool = { _, _ in true }
  ) {
    var first: [Key: Int32] = [:]
    var next = [Int32](repeating: -1, count: new.count)
    // From the last swatch back, so each key's chain ends up in file order.
    for index in stride(from: new.count - 1, through: 0, by: -1) where oldIndex[index] < 0 {
      guard let key = key(new[index]) else { continue }
      next[index] = first[key] ?? -1
      first[key] = Int32(index)
    }
    old.forEach { index, swatch in
      guard newIndex[index] < 0, let key = key(swatch), let candidate = first[key],
        candidate >= 0
      else { return }
      guard accepting(swatch, Int(candidate)) else { return }
      first[key] = next[Int(candidate)]
      newIndex[index] = candidate
      oldIndex[Int(candidate)] = Int32(index)
      pairedByColor[Int(candidate)] = byColor
    }
  }
}
