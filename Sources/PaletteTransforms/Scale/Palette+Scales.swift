public import PaletteCore

extension Palette {
  /// Every swatch turned into a scale of shades, in a group of its own (`--scale`).
  ///
  /// For a swatch with OKLCH lightness *L*, chroma *C* and hue *h*, and the scale's target
  /// lightnesses *T₀ > ... > Tₙ* (``ScaleKind/targetLightness``):
  ///
  /// 1. the swatch goes to its nearest step *k* (smallest |*L* − *Tₖ*|) and keeps its colour
  ///    there, exactly;
  /// 2. lighter steps are spread between the swatch and *T₀*, darker ones between the swatch
  ///    and *Tₙ*, keeping the targets' proportions: *Lᵢ = L + (Tᵢ − Tₖ)·(T₀ − L)/(T₀ − Tₖ)*
  ///    above, and the mirror below, so lightness falls monotonically from step to step;
  /// 3. chroma follows Tailwind's curve: *Cᵢ = C·r(Tᵢ)/r(Tₖ)*, with *r* the relative chroma of
  ///    Tailwind v4's palette at that lightness, so it is eased toward both ends;
  /// 4. the hue is kept, and chroma is reduced at constant lightness and hue until the shade
  ///    fits in sRGB, where it is stored.
  ///
  /// Each group is named after the swatch (lower case, runs of other characters as `-`:
  /// `Ocean Blue` gives `ocean-blue`; an unnamed swatch `color-N`, N counting from 1), and
  /// its shades are named `ocean-blue-50` ... `ocean-blue-950` (or `-1` ... `-N`). Kinds are
  /// process, alpha is the swatch's; the palette's metadata is kept.
  ///
  /// - Parameter kind: The steps.
  /// - Returns: One group of shades per swatch, in file order.
  /// - Complexity: O(*n*) in the number of swatches.
  public func scaled(_ kind: ScaleKind) -> Palette {
    let targets = kind.targetLightness
    let names = kind.stepNames
    var result = Palette(name: name, description: description, columns: columns, groups: [])
    for (index, swatch) in allSwatches.enumerated() {
      let slug =
        swatch.name.map(Self.slug).flatMap { $0.isEmpty ? nil : $0 } ?? "color-\(index + 1)"
      let shades = Self.shades(of: swatch.color, targets: targets)
      result.groups.append(
        PaletteGroup(
          name: slug,
          swatches: zip(names, shades).map { Swatch(name: "\(slug)-\($0)", color: $1) }))
    }
    return result
  }

  /// The shades of one colour at the targets, the colour itself at its nearest step.
  static func shades(of color: PaletteColor, targets: [Double]) -> [PaletteColor] {
    let lch = color.oklchValues
    guard lch.x.isFinite, lch.y.isFinite, lch.z.isFinite, !targets.isEmpty else {
      return targets.map { _ in color }
    }
    let (lightness, chroma, hue) = (min(max(lch.x, 0), 1), max(lch.y, 0), lch.z)
    var anchor = 0
    for (step, target) in targets.enumerated()
    where abs(target - lightness) < abs(targets[anchor] - lightness) {
      anchor = step
    }
    let lightest = targets[0]
    let darkest = targets[targets.count - 1]
    let anchorChroma = ScaleKind.relativeChroma(atLightness: targets[anchor])
    return targets.enumerated().map { step, target in
      if step == anchor { return color }
      let shadeLightness: Double
      if step < anchor {
        let span = lightest - targets[anchor]
        shadeLightness =
          span > 0
          ? lightness + (target - targets[anchor]) * (max(lightest, lightness) - lightness) / span
          : lightness
      } else {
        let span = targets[anchor] - darkest
        shadeLightness =
          span > 0
          ? lightness - (targets[anchor] - target) * (lightness - min(darkest, lightness)) / span
          : lightness
      }
      let wanted = chroma * ScaleKind.relativeChroma(atLightness: target) / anchorChroma
      let fitting = maximumChroma(lightness: shadeLightness, hue: hue, upTo: wanted)
      let rgb = ColorMath.gamutMapToSRGB(oklch: SIMD3(shadeLightness, fitting, hue))
      return PaletteColor(
        .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z)), alpha: color.alpha)
    }
  }

  /// A name as a lower-case slug: ASCII letters and digits kept (lower-cased), other letters
  /// kept as they are, every run of anything else one `-`, none at the ends.
  static func slug(_ name: String) -> String {
    NameSlug.slug(name)
  }
}
