import Testing

@testable import PaletteCore

/// ``Palette/replaceColors(_:)`` replaces colours and appearance variants in place and leaves
/// empty slots alone; ``Palette/resolved(through:)`` is built on it.
@Suite struct ReplacingColorsTests {
  /// A conversion that reads gray through a "profile": every gray is Lab 50, 0, 0.
  struct GrayAsMidGray: ColorConversion {
    func profiledLab(of color: PaletteColor) -> SIMD3<Double>? {
      color.model == .gray ? SIMD3(50, 0, 0) : nil
    }
    func converted(_ color: PaletteColor, to model: ColorModel) -> PaletteColor {
      color.converted(to: model)
    }
  }

  static func palette() -> Palette {
    var dark = Swatch(name: "ink", color: PaletteColor(.gray(0.2)))
    dark.appearances[.dark] = PaletteColor(.gray(0.9), alpha: 0.5)
    let red = Swatch(name: "red", color: .srgb8(255, 0, 0))
    return Palette(swatches: [dark, .emptySlot, red])
  }

  @Test func colorsAndVariantsAreReplacedAndEmptySlotsLeftAlone() {
    var palette = Self.palette()
    var seen: [PaletteColor] = []
    let count = palette.replaceColors { color in
      seen.append(color)
      return color.model == .gray ? .srgb8(1, 2, 3) : nil
    }
    #expect(count == 2)
    // The empty slot is not offered; the red swatch is offered and kept.
    #expect(seen.count == 3)
    let swatches = palette.allSwatches
    #expect(swatches[0].color == .srgb8(1, 2, 3))
    #expect(swatches[0].appearances[.dark] == .srgb8(1, 2, 3))
    #expect(swatches[1].isEmptySlot)
    #expect(swatches[2].color == .srgb8(255, 0, 0))
  }

  @Test func resolvingThroughAConversionGivesLabWithTheAlphaKept() {
    let resolved = Self.palette().resolved(through: GrayAsMidGray())
    let swatches = resolved.allSwatches
    #expect(swatches[0].color == PaletteColor(.lab(l: 50, a: 0, b: 0)))
    #expect(swatches[0].appearances[.dark] == PaletteColor(.lab(l: 50, a: 0, b: 0), alpha: 0.5))
    #expect(swatches[1].isEmptySlot)
    #expect(swatches[2].color == .srgb8(255, 0, 0))
    #expect(Self.palette().resolved(through: nil) == Self.palette())
  }
}
