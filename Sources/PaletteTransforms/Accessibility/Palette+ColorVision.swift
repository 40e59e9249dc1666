public import PaletteCore

extension Palette {
  /// The palette as someone with a colour-vision deficiency sees it: every swatch's colour
  /// replaced by its simulation in sRGB (``CVDSimulation/simulated(_:)``), appearance variants
  /// too; names, kinds, groups, order and alpha are kept.
  ///
  ///     let seen = palette.simulatingColorVision(CVDSimulation(.deuteranopia, severity: 0.6))
  ///
  /// - Parameter simulation: The deficiency and its severity.
  /// - Returns: The simulated palette.
  /// - Complexity: O(*n*).
  public func simulatingColorVision(_ simulation: CVDSimulation) -> Palette {
    var result = self
    for g in result.groups.indices {
      for s in result.groups[g].swatches.indices {
        result.groups[g].swatches[s].mapColors { simulation.simulated($0) }
      }
    }
    return result
  }
}
