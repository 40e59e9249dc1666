import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

@Suite struct ScaleTests {
  static let swatches = [
    Swatch(name: "Ocean Blue", color: .srgb8(59, 130, 246)),
    Swatch(name: "Lemon", color: .srgb8(250, 230, 60)),
    Swatch(name: nil, color: .srgb8(40, 10, 20), kind: .spot),
    Swatch(name: "Ink", color: PaletteColor(.lab(l: 30, a: 60, b: -80), alpha: 0.5)),
    Swatch(name: "Grey", color: .srgb8(128, 128, 128)),
  ]

  static func hueDistance(_ a: Double, _ b: Double) -> Double {
    let d = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(d, 360 - d)
  }

  @Test(arguments: [ScaleKind.tailwind, .even(5), .even(2), .even(16)])
  func shapeOfEveryScale(kind: ScaleKind) {
    let palette = Palette(name: "P", swatches: Self.swatches)
    let scaled = palette.scaled(kind)
    #expect(scaled.name == "P")
    #expect(scaled.groups.map(\.name) == ["ocean-blue", "lemon", "color-3", "ink", "grey"])
    for (group, source) in zip(scaled.groups, Self.swatches) {
      #expect(group.swatches.count == kind.stepNames.count)
      #expect(
        group.swatches.map(\.name) == kind.stepNames.map { "\(group.name ?? "?")-\($0)" })
      // The swatch itself, exactly, at one step; every other shade in sRGB.
      let exact = group.swatches.filter { $0.color == source.color }
      #expect(exact.count == 1)
      for shade in group.swatches where shade.color != source.color {
        #expect(shade.color.model == .srgb)
        #expect(shade.color.isInSRGBGamut)
        #expect(shade.color.alpha == source.color.alpha)
      }
      // Lightness falls from step to step; the hue is kept where there is chroma.
      let lch = group.swatches.map(\.color.oklchValues)
      #expect(zip(lch, lch.dropFirst()).allSatisfy { $0.x > $1.x }, "\(lch.map(\.x))")
      let hue = source.color.oklchValues.z
      for value in lch where value.y > 0.03 {
        #expect(Self.hueDistance(value.z, hue) < 1.5, "\(value) vs \(hue)")
      }
    }
  }

  @Test func tailwindPlacesTheSwatchAtItsNearestStep() {
    // Tailwind's blue-500, #3B82F6, has OKLCH L 0.623: nearer 600 (0.598) than 500 (0.683).
    let scaled = Palette(swatches: [Swatch(name: "Blue", color: .srgb8(59, 130, 246))]).scaled(
      .tailwind)
    let shades = scaled.groups[0].swatches
    #expect(shades.map(\.name?.description) == ScaleKind.tailwindSteps.map { "blue-\($0)" })
    #expect(shades[6].color == .srgb8(59, 130, 246))
    // The ends are Tailwind's mean lightness, and chroma is eased toward them.
    #expect(abs(shades[0].color.oklchValues.x - 0.977) < 0.002)
    #expect(abs(shades[10].color.oklchValues.x - 0.278) < 0.002)
    let chroma = shades.map(\.color.oklchValues.y)
    #expect(chroma[0] < chroma[3] && chroma[3] < chroma[6])
    #expect(chroma[10] < chroma[8] && chroma[8] < chroma[6])
  }

  @Test func slugs() {
    #expect(Palette.slug("Ocean Blue") == "ocean-blue")
    #expect(Palette.slug("  Brand / Primary #1 ") == "brand-primary-1")
    #expect(Palette.slug("Café crème") == "café-crème")
    #expect(Palette.slug("***") == "")
    let unnamed = Palette(swatches: [Swatch(name: "***", color: .srgb8(1, 2, 3))]).scaled(.even(3))
    #expect(unnamed.groups.map(\.name) == ["color-1"])
  }

  @Test func derivePastelGroups() {
    let palette = Palette(
      name: "Brand",
      groups: [
        PaletteGroup(swatches: [Swatch(name: "Paper", color: .srgb8(250, 250, 250))]),
        PaletteGroup(
          name: "Brand",
          swatches: [
            Swatch(name: "Sky", color: .srgb8(0, 120, 255), kind: .global),
            Swatch(name: nil, color: .srgb8(255, 0, 0)),
          ]),
        PaletteGroup(name: "Empty"),
      ])
    let derived = palette.deriving(.pastel)
    #expect(derived.groups.map(\.name) == [nil, "Pastel", "Brand", "Brand Pastel", "Empty"])
    #expect(derived.groups[3].swatches.map(\.name) == ["Sky Pastel", nil])
    #expect(derived.groups[3].swatches.map(\.kind) == [.global, .process])
    #expect(derived.groups[2] == palette.groups[1])
    // The pastels are those of the pastel transform: red becomes the light pink #FFC3BA.
    #expect(derived.groups[3].swatches[1].color.rgba8.hexString() == "#FFC3BA")
  }
}
