extension Swatch {
  /// The swatch's colour in `appearance`: its variant for it, else the variant it falls back to
  /// (``Appearance/fallbacks``), else the base colour. `nil` asks for the base colour.
  ///
  /// - Parameter appearance: The appearance, or `nil` for light.
  /// - Returns: The colour to show.
  public func color(for appearance: Appearance?) -> PaletteColor {
    guard let appearance else { return color }
    for candidate in appearance.fallbacks {
      if let variant = appearances[candidate] { return variant }
    }
    return color
  }

  /// The variants in declaration order (dark, high contrast, high contrast dark), so writers
  /// never depend on dictionary order.
  public var sortedAppearances: [(appearance: Appearance, color: PaletteColor)] {
    guard !appearances.isEmpty else { return [] }
    return Appearance.allCases.compactMap { appearance in
      appearances[appearance].map { (appearance, $0) }
    }
  }

  /// The swatch as seen in `appearance`: its colour replaced by ``color(for:)`` and its
  /// variants removed.
  ///
  /// - Parameter appearance: The appearance to select, or `nil` for light.
  /// - Returns: A swatch without variants.
  public func resolved(for appearance: Appearance?) -> Swatch {
    var result = self
    result.color = color(for: appearance)
    result.appearances = [:]
    return result
  }

  /// Applies `transform` to the base colour and to every variant.
  ///
  /// - Parameter transform: Called once per colour, base colour first.
  public mutating func mapColors(_ transform: (PaletteColor) throws -> PaletteColor) rethrows {
    color = try transform(color)
    guard !appearances.isEmpty else { return }
    for (appearance, variant) in sortedAppearances {
      appearances[appearance] = try transform(variant)
    }
  }
}

extension Palette {
  /// The number of appearance variants of all swatches.
  ///
  /// - Complexity: O(*n*) in the number of swatches.
  public var appearanceCount: Int {
    groups.reduce(0) { total, group in
      group.swatches.reduce(total) { $0 + $1.appearances.count }
    }
  }

  /// The palette as seen in `appearance`: every swatch ``Swatch/resolved(for:)`` it.
  ///
  /// - Parameter appearance: The appearance, or `nil` for light.
  /// - Returns: A palette without variants.
  /// - Complexity: O(*n*) in the number of swatches.
  public func resolved(for appearance: Appearance?) -> Palette {
    var result = self
    result.mapSwatches { $0 = $0.resolved(for: appearance) }
    return result
  }
}
