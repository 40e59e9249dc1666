import PaletteCore
import PaletteSip
import TestSupport
import Testing

@Suite struct SipWritingTests {
  @Test func encodesGoldenFile() throws {
    Golden.check(try SipFormat().encode(GoldenPalette.palette), against: "sip/golden.sippalette")
  }

  @Test func writesTheShapeOfSipsExport() throws {
    let palette = Palette(
      name: "Sea",
      groups: [
        PaletteGroup(swatches: [
          Swatch(name: "Glass \"2\"", color: .srgb(0.2, 0.6, 0.55, alpha: 0.5)),
          Swatch(color: .srgb8(255, 0, 0)),
        ])
      ])
    let text = String(decoding: try SipFormat().encode(palette), as: UTF8.self)
    #expect(
      text == """
        {
          "name": "Sea",
          "colors": [
            {
              "name": "Glass \\"2\\"",
              "red": 0.2,
              "green": 0.6,
              "blue": 0.55,
              "alpha": 0.5
            },
            {
              "red": 1,
              "green": 0,
              "blue": 0,
              "alpha": 1
            }
          ]
        }

        """)
    #expect(
      String(decoding: try SipFormat().encode(Palette()), as: UTF8.self)
        == "{\n  \"colors\": []\n}\n")
  }

  @Test func theRealExportRoundTripsExactly() throws {
    let decoded = try SipFormat().decode(Fixtures.bytes("sip/real/test.sippalette"))
    let again = try SipFormat().decode(try SipFormat().encode(decoded.palette))
    #expect(again.palette.name == decoded.palette.name)
    #expect(again.palette.allSwatches == decoded.palette.allSwatches)
  }

  @Test func roundTripsEverySRGBFloatNameAndPaletteName() throws {
    for seed in 0..<20 as Range<UInt64> {
      var palette = RandomPalette.make(seed: seed, models: [.srgb]).flattened()
      palette.description = nil
      palette.columns = nil
      palette.mapSwatches { $0.kind = .process }
      let bytes = try SipFormat().encode(palette)
      let decoded = try SipFormat().decode(bytes)
      #expect(decoded.warnings.isEmpty)
      #expect(decoded.palette.name == palette.name)
      #expect(decoded.palette.allSwatches == palette.allSwatches)
      #expect(try SipFormat().encode(decoded.palette) == bytes)
    }
  }

  @Test func otherModelsAreWrittenAsSRGBAndTheLossesSaySo() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Gray", color: PaletteColor(.gray(0.5))),
      Swatch(name: "Lab", color: PaletteColor(.lab(l: 50, a: 0, b: 0))),
    ])
    let read = try SipFormat().decode(try SipFormat().encode(palette)).palette
    #expect(read.allSwatches[0].color == .srgb(0.5, 0.5, 0.5))
    // Lab 50/0/0 is sRGB #777777 (D50 grey, 0.4663 encoded).
    #expect(read.allSwatches[1].color.rgba8 == RGBA8(red: 0x77, green: 0x77, blue: 0x77))
    let losses = SipFormat().losses(writing: GoldenPalette.palette).map(\.code)
    #expect(losses.contains("loss.groups"))
    #expect(!losses.contains("loss.palette-name") && !losses.contains("loss.alpha"))
  }

  @Test func nonFiniteValuesAreUnrepresentable() {
    #expect {
      try SipFormat().encode(Palette(swatches: [Swatch(color: .srgb(0, 0, 0, alpha: .infinity))]))
    } throws: { error in
      (error as? PaletteError)?.kind == .unrepresentable
    }
  }
}
