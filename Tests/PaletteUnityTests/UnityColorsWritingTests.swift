import PaletteCore
import PaletteUnity
import TestSupport
import Testing

@Suite struct UnityColorsWritingTests {
  @Test func encodesGoldenFile() throws {
    Golden.check(
      try UnityColorsFormat().encode(GoldenPalette.palette), against: "unity-colors/golden.colors")
  }

  @Test func writesUnitysAsset() throws {
    let palette = Palette(
      name: "Sea",
      groups: [
        PaletteGroup(swatches: [
          Swatch(name: "Glass: \"2\"", color: .srgb(0.2, 0.6, 0.55, alpha: 0.5)),
          Swatch(color: .srgb8(255, 0, 0)),
          Swatch(name: "Yes", color: .srgb(0, 0, 1)),
        ])
      ])
    let text = String(decoding: try UnityColorsFormat().encode(palette), as: UTF8.self)
    #expect(
      text.hasSuffix(
        """
          m_Script: {fileID: 12323, guid: 0000000000000000e000000000000000, type: 0}
          m_Name: Sea
          m_EditorClassIdentifier: 
          m_Presets:
          - m_Name: "Glass: \\"2\\""
            m_Color: {r: 0.2, g: 0.6, b: 0.55, a: 0.5}
          - m_Name: 
            m_Color: {r: 1, g: 0, b: 0, a: 1}
          - m_Name: "Yes"
            m_Color: {r: 0, g: 0, b: 1, a: 1}

        """))
    #expect(text.hasPrefix("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!114 &1\n"))
  }

  @Test func theRealLibraryRoundTripsExactly() throws {
    let decoded = try UnityColorsFormat().decode(
      Fixtures.bytes("unity-colors/real/AAP-Splendor128.colors"))
    let again = try UnityColorsFormat().decode(try UnityColorsFormat().encode(decoded.palette))
    #expect(again.palette.name == decoded.palette.name)
    #expect(again.palette.allSwatches == decoded.palette.allSwatches)
  }

  @Test func roundTripsEverySRGBFloatAndName() throws {
    for seed in 0..<20 as Range<UInt64> {
      var palette = RandomPalette.make(seed: seed, models: [.srgb]).flattened()
      palette.description = nil
      palette.columns = nil
      palette.mapSwatches { swatch in
        swatch.kind = .process
        if swatch.name == "" { swatch.name = nil }
      }
      if palette.name == "" { palette.name = nil }
      let bytes = try UnityColorsFormat().encode(palette)
      let decoded = try UnityColorsFormat().decode(bytes)
      #expect(decoded.warnings.filter { $0.code != "unity-colors.out-of-range" }.isEmpty)
      #expect(decoded.palette.name == palette.name)
      #expect(decoded.palette.allSwatches == palette.allSwatches)
      #expect(try UnityColorsFormat().encode(decoded.palette) == bytes)
    }
  }

  @Test func controlCharactersAndLineBreaksInNamesRoundTrip() throws {
    let names = [
      "a\u{0}b", "tab\there", "line\u{2028}break", "\u{85}", " lead", "trail ", "#x", "- y",
    ]
    let palette = Palette(swatches: names.map { Swatch(name: $0, color: .srgb(0, 0, 0)) })
    let decoded = try UnityColorsFormat().decode(try UnityColorsFormat().encode(palette))
    #expect(decoded.palette.allSwatches.map(\.name) == names)
  }

  @Test func otherModelsAreWrittenAsSRGBAndTheLossesSaySo() throws {
    let palette = Palette(swatches: [Swatch(name: "Gray", color: PaletteColor(.gray(0.5)))])
    let read = try UnityColorsFormat().decode(try UnityColorsFormat().encode(palette)).palette
    #expect(read.allSwatches[0].color == .srgb(0.5, 0.5, 0.5))
    let losses = UnityColorsFormat().losses(writing: GoldenPalette.palette).map(\.code)
    #expect(losses.contains("loss.groups"))
    #expect(!losses.contains("loss.palette-name") && !losses.contains("loss.alpha"))
  }

  @Test func nonFiniteValuesAreUnrepresentable() {
    #expect {
      try UnityColorsFormat().encode(Palette(swatches: [Swatch(color: .srgb(.nan, 0, 0))]))
    } throws: { error in
      (error as? PaletteError)?.kind == .unrepresentable
    }
  }
}
