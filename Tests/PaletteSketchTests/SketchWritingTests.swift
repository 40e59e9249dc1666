import PaletteCore
import PaletteSketch
import TestSupport
import Testing

@Suite struct SketchWritingTests {
  @Test func encodesGoldenFile() throws {
    Golden.check(
      try SketchFormat().encode(GoldenPalette.palette), against: "sketch/golden.sketchpalette")
  }

  @Test func writesTheDocumentedShape() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Sea \"Glass\"", color: .srgb(0.2, 0.6, 0.55, alpha: 0.5)),
      Swatch(color: .srgb8(255, 0, 0)),
    ])
    let text = String(decoding: try SketchFormat().encode(palette), as: UTF8.self)
    #expect(
      text == """
        {
          "compatibleVersion": "2.0",
          "pluginVersion": "2.0",
          "colors": [
            {
              "name": "Sea \\"Glass\\"",
              "red": 0.2,
              "green": 0.6,
              "blue": 0.55,
              "alpha": 0.5
            },
            {
              "name": null,
              "red": 1,
              "green": 0,
              "blue": 0,
              "alpha": 1
            }
          ]
        }

        """)
    #expect(
      String(decoding: try SketchFormat().encode(Palette()), as: UTF8.self)
        == "{\n  \"compatibleVersion\": \"2.0\",\n  \"pluginVersion\": \"2.0\",\n  \"colors\": []\n}\n"
    )
  }

  @Test func roundTripsEverySRGBFloatAndName() throws {
    for seed in 0..<20 as Range<UInt64> {
      var palette = RandomPalette.make(seed: seed, models: [.srgb]).flattened()
      palette.name = nil
      palette.description = nil
      palette.columns = nil
      palette.mapSwatches { $0.kind = .process }
      let bytes = try SketchFormat().encode(palette)
      let decoded = try SketchFormat().decode(bytes)
      #expect(decoded.warnings.isEmpty)
      #expect(decoded.palette.allSwatches == palette.allSwatches)
      #expect(try SketchFormat().encode(decoded.palette) == bytes)
    }
  }

  @Test func otherModelsAreWrittenAsSRGB() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Gray", color: PaletteColor(.gray(0.5))),
      Swatch(name: "P3", color: PaletteColor(.displayP3(red: 1, green: 0, blue: 0))),
    ])
    let read = try SketchFormat().decode(try SketchFormat().encode(palette)).palette
    #expect(read.allSwatches[0].color == .srgb(0.5, 0.5, 0.5))
    // Display P3 red lies outside sRGB: gamut-mapped (CSS Color 4), as the loss report says.
    let red = read.allSwatches[1].color.srgbValues
    #expect(red.x == 1 && (0...0.2).contains(red.y) && (0...0.2).contains(red.z))
    let losses = SketchFormat().losses(writing: GoldenPalette.palette).map(\.code)
    #expect(losses.contains("loss.groups") && losses.contains("loss.palette-name"))
  }

  @Test func nonFiniteValuesAreUnrepresentable() {
    #expect {
      try SketchFormat().encode(Palette(swatches: [Swatch(color: .srgb(.nan, 0, 0))]))
    } throws: { error in
      (error as? PaletteError)?.kind == .unrepresentable
    }
  }
}
