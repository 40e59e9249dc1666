import PaletteCore

/// Deterministic benchmark palettes: the same count always gives the same palette.
enum Generator {
  /// Swatch counts the benchmarks use.
  static let sizes = [16, 1_000, 100_000, 1_000_000]

  /// A palette of `count` swatches in groups of 100 (every other group named), with names
  /// (some non-ASCII), kinds and — when `mixedModels` — sRGB, CMYK, Lab and gray colours.
  static func palette(count: Int, mixedModels: Bool) -> Palette {
    var state: UInt64 = 0x5EED_0000 &+ UInt64(count)
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    let stems = ["Red", "Ocean Blue", "Moss", "Café", "Slate Grey", "Sunset Orange", "墨", "Ink"]
    var palette = Palette(name: "Benchmark \(count)")
    palette.description = "Generated palette with \(count) swatches"
    var group = PaletteGroup()
    for index in 0..<count {
      if index % 100 == 0 {
        if !group.swatches.isEmpty { palette.groups.append(group) }
        group = PaletteGroup(name: (index / 100) % 2 == 1 ? "Group \(index / 100)" : nil)
      }
      let name = "\(stems[index % stems.count]) \(index)"
      let color: PaletteColor
      if mixedModels {
        switch index % 4 {
        case 0: color = .srgb8(byte(), byte(), byte())
        case 1:
          color = PaletteColor(
            .cmyk(
              cyan: Float(byte()) / 255, magenta: Float(byte()) / 255,
              yellow: Float(byte()) / 255, black: Float(byte()) / 255))
        case 2:
          color = PaletteColor(
            .lab(l: Float(byte()) / 2.55, a: Float(byte()) - 128, b: Float(byte()) - 128))
        default: color = PaletteColor(.gray(Float(byte()) / 255))
        }
      } else {
        color = .srgb8(byte(), byte(), byte())
      }
      let kind: SwatchKind = index % 10 == 0 ? .spot : (index % 10 == 1 ? .global : .process)
      group.swatches.append(Swatch(name: name, color: color, kind: kind))
    }
    if !group.swatches.isEmpty { palette.groups.append(group) }
    return palette
  }
}
