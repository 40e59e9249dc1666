import PaletteCore

/// Deterministic benchmark palettes: the same count always gives the same palette.
enum Generator {
  /// Swatch counts the benchmarks use.
  static let sizes = [16, 1_000, 100_000, 1_000_000]

  /// A palette of `count` swatches in groups of 100 (every other group named), with names
  /// (some non-ASCII), kinds and — when `mixedModels` — sRGB, CMYK, Lab and gray colours.
  ///
  /// Every tenth swatch of an sRGB-only palette has alpha, so formats that carry alpha
  /// exercise it. `everyGroupNamed` names every group (for peers that read nothing else).
  static func palette(count: Int, mixedModels: Bool, everyGroupNamed: Bool = false) -> Palette {
    var random = SplitMix(seed: 0x5EED_0000 &+ UInt64(count))
    let stems = ["Red", "Ocean Blue", "Moss", "Café", "Slate Grey", "Sunset Orange", "墨", "Ink"]
    var palette = Palette(name: "Benchmark \(count)")
    palette.description = "Generated palette with \(count) swatches"
    palette.groups.reserveCapacity(count / 100 + 1)
    var group = PaletteGroup()
    for index in 0..<count {
      if index % 100 == 0 {
        if !group.swatches.isEmpty { palette.groups.append(group) }
        let named = everyGroupNamed || (index / 100) % 2 == 1
        group = PaletteGroup(name: named ? "Group \(index / 100)" : nil)
        group.swatches.reserveCapacity(100)
      }
      let name = "\(stems[index % stems.count]) \(index)"
      let color: PaletteColor
      if mixedModels {
        switch index % 4 {
        case 0: color = .srgb8(random.byte(), random.byte(), random.byte())
        case 1:
          color = PaletteColor(
            .cmyk(
              cyan: random.unit(), magenta: random.unit(), yellow: random.unit(),
              black: random.unit()))
        case 2:
          color = PaletteColor(
            .lab(
              l: Float(random.byte()) / 2.55, a: Float(random.byte()) - 128,
              b: Float(random.byte()) - 128))
        default: color = PaletteColor(.gray(random.unit()))
        }
      } else {
        let alpha: UInt8 = index % 10 == 5 ? random.byte() : 255
        color = .srgb8(random.byte(), random.byte(), random.byte(), alpha: alpha)
      }
      let kind: SwatchKind = index % 10 == 0 ? .spot : (index % 10 == 1 ? .global : .process)
      group.swatches.append(Swatch(name: name, color: color, kind: kind))
    }
    if !group.swatches.isEmpty { palette.groups.append(group) }
    return palette
  }
}

/// SplitMix64: a small seeded generator, so every run writes the same files.
struct SplitMix {
  private var state: UInt64

  /// Creates the generator.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random byte.
  mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

  /// A random float in 0...1 with 16 bits of precision (not 8-bit, so writers print decimals).
  mutating func unit() -> Float { Float(UInt16(truncatingIfNeeded: next())) / 65535 }
}
