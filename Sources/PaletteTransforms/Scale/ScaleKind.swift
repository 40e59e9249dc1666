/// The steps of a colour scale made from each swatch.
public enum ScaleKind: Hashable, Sendable {
  /// Tailwind's eleven steps, named 50, 100, 200, ..., 900, 950.
  case tailwind
  /// An even ramp of this many steps (2 or more), named 1 (lightest) ... N (darkest).
  case even(Int)

  /// The step names, lightest first.
  public var stepNames: [String] {
    switch self {
    case .tailwind: ScaleKind.tailwindSteps.map(String.init)
    case .even(let count): (1...max(count, 2)).map(String.init)
    }
  }

  /// The OKLCH lightness of each step before the swatch is placed, lightest first.
  ///
  /// Tailwind's are the means over the 17 chromatic families of Tailwind CSS v4's default
  /// palette (`theme.css`: red ... rose, the greys left out); an even ramp spaces its steps
  /// evenly between Tailwind's 50 and 950.
  public var targetLightness: [Double] {
    switch self {
    case .tailwind:
      return ScaleKind.tailwindLightness
    case .even(let count):
      let count = max(count, 2)
      let first = ScaleKind.tailwindLightness[0]
      let last = ScaleKind.tailwindLightness[ScaleKind.tailwindLightness.count - 1]
      return (0..<count).map { first + (last - first) * Double($0) / Double(count - 1) }
    }
  }

  /// Tailwind's step names.
  static let tailwindSteps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]

  /// Mean OKLCH lightness of Tailwind v4's chromatic families at each step.
  static let tailwindLightness = [
    0.977, 0.950, 0.905, 0.840, 0.754, 0.683, 0.598, 0.515, 0.446, 0.395, 0.278,
  ]

  /// Mean chroma of Tailwind v4's chromatic families at each step, relative to each family's
  /// largest: chroma rises from the light end, peaks around 500 and eases toward the dark end.
  static let tailwindRelativeChroma = [
    0.082, 0.198, 0.380, 0.628, 0.860, 0.950, 0.931, 0.814, 0.670, 0.538, 0.380,
  ]

  /// The relative chroma at a lightness, interpolated linearly in Tailwind's table (held
  /// constant beyond its ends).
  static func relativeChroma(atLightness lightness: Double) -> Double {
    let table = zip(tailwindLightness, tailwindRelativeChroma).map { ($0, $1) }
    guard let first = table.first, let last = table.last else { return 1 }
    if lightness >= first.0 { return first.1 }
    if lightness <= last.0 { return last.1 }
    for (upper, lower) in zip(table, table.dropFirst()) where lightness <= upper.0 {
      if lightness >= lower.0 {
        let t = (upper.0 - lightness) / (upper.0 - lower.0)
        return upper.1 + (lower.1 - upper.1) * t
      }
    }
    return last.1
  }
}
