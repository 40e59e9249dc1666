public import PaletteCore

extension Palette {
  /// The palette with a derived group after each group (`--derive pastel`).
  ///
  /// After every group that has swatches comes a group named after it with the set's
  /// ``DerivedSet/suffix`` (`Brand` gives `Brand Pastel`; a group without a name gives
  /// `Pastel`), holding its swatches derived in order, each named after the original
  /// (`Sky` gives `Sky Pastel`; an unnamed swatch stays unnamed), with its kind and alpha. So
  /// one file holds a brand's main colours and their pastels, as SwiftUI apps often define
  /// them. The original groups are unchanged.
  ///
  /// - Parameter set: What to derive.
  /// - Returns: The palette with the derived groups.
  /// - Complexity: O(*n*) in the number of swatches.
  public func deriving(_ set: DerivedSet) -> Palette {
    var result = self
    result.groups = []
    for group in groups {
      result.groups.append(group)
      guard !group.swatches.isEmpty else { continue }
      var derived: Palette
      switch set {
      case .pastel: derived = Palette(groups: [group]).pastelized()
      }
      var pastel = derived.groups[0]
      pastel.name = group.name.map { "\($0) \(set.suffix)" } ?? set.suffix
      pastel.location = nil
      for index in pastel.swatches.indices {
        pastel.swatches[index].name = pastel.swatches[index].name.map { "\($0) \(set.suffix)" }
        pastel.swatches[index].location = nil
      }
      result.groups.append(pastel)
    }
    return result
  }
}
