public import PaletteCore

/// Seeded random palettes for round-trip property tests.
public enum RandomPalette {
  /// A palette with a few groups (named and unnamed), every model, kinds, names with
  /// non-ASCII text and alpha, drawn from `seed`.
  ///
  /// - Parameters:
  ///   - seed: The seed; the same seed gives the same palette.
  ///   - models: The models to draw colours from.
  ///   - alpha: Whether colours may be partly transparent.
  ///   - appearances: The appearances swatches may carry variants for; none by default (so
  ///     the palettes of a seed stay those drawn before variants existed).
  /// - Returns: The palette.
  public static func make(
    seed: UInt64, models: [ColorModel] = ColorModel.allCases, alpha: Bool = true,
    appearances: [Appearance] = []
  ) -> Palette {
    var rng = SplitMix64(seed: seed)
    let names = ["Red", "Ocean Blue", "Café crème", "墨", "🎨 Art", "a\"quote", "back\\slash", ""]
    func unit() -> Float { Float(Double(rng.next() % 1_000_001) / 1_000_000) }
    func color() -> PaletteColor {
      let model = models[Int(rng.next() % UInt64(models.count))]
      let components: ColorComponents
      switch model {
      case .srgb: components = .srgb(red: unit(), green: unit(), blue: unit())
      case .displayP3: components = .displayP3(red: unit(), green: unit(), blue: unit())
      case .cmyk: components = .cmyk(cyan: unit(), magenta: unit(), yellow: unit(), black: unit())
      case .lab: components = .lab(l: unit() * 100, a: unit() * 200 - 100, b: unit() * 200 - 100)
      case .gray: components = .gray(unit())
      case .oklch: components = .oklch(l: unit(), c: unit() * 0.37, h: unit() * 359)
      case .hsb: components = .hsb(hue: unit() * 359, saturation: unit(), brightness: unit())
      }
      return PaletteColor(components, alpha: alpha && rng.next() % 3 == 0 ? unit() : 1)
    }
    var palette = Palette(name: "Random \(seed)")
    for g in 0..<Int(1 + rng.next() % 4) {
      var group = PaletteGroup(name: g % 2 == 0 ? nil : "Group \(g)")
      for _ in 0..<Int(1 + rng.next() % 6) {
        let name = rng.next() % 5 == 0 ? nil : names[Int(rng.next() % UInt64(names.count))]
        let kind = SwatchKind.allCases[Int(rng.next() % 3)]
        var swatch = Swatch(name: name, color: color(), kind: kind)
        for appearance in appearances where rng.next() % 2 == 0 {
          swatch.appearances[appearance] = color()
        }
        group.swatches.append(swatch)
      }
      palette.groups.append(group)
    }
    return palette
  }
}
