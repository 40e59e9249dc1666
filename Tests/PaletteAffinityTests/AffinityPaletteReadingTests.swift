import PaletteCore
import TestSupport
import Testing

@testable import PaletteAffinity

/// Affinity palettes written by Affinity: the theme files under `Fixtures/afpalette/real`, and
/// the two in the shared corpus when it is there.
@Suite struct AffinityPaletteReadingTests {
  static let realFiles = [
    "nord.afpalette", "nord-v10.afpalette", "Catppuccin.afpalette",
    "catppuccin-frappe.afpalette", "catppuccin-latte.afpalette", "Flexoki.afpalette",
    "Flexoki Dark.afpalette", "Flexoki Light.afpalette", "open-color_1.6.3.afpalette",
    "colors-css.afpalette",
  ]

  @Test(arguments: realFiles)
  func realFilesSniffAndDecodeWithoutWarnings(_ name: String) throws {
    let bytes = Fixtures.bytes("afpalette/real/\(name)")
    #expect(AffinityPaletteFormat().sniff(bytes.prefix(4096)) == .strong)
    let decoded = try AffinityPaletteFormat().decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.swatchCount > 0)
  }

  /// Nord's colours as its project publishes them (nordtheme/nord, `src/nord.css`).
  @Test func nordHasNordsPublishedColours() throws {
    let decoded = try AffinityPaletteFormat().decode(
      Fixtures.bytes("afpalette/real/nord.afpalette"))
    let swatches = decoded.palette.allSwatches
    #expect(decoded.palette.name == "Nord")
    #expect(swatches.count == 16)
    #expect(swatches.map { $0.name ?? "" } == (0..<16).map { "nord\($0)" })
    let published = [
      "#2E3440", "#3B4252", "#434C5E", "#4C566A", "#D8DEE9", "#E5E9F0", "#ECEFF4", "#8FBCBB",
      "#88C0D0", "#81A1C1", "#5E81AC", "#BF616A", "#D08770", "#EBCB8B", "#A3BE8C", "#B48EAD",
    ]
    #expect(swatches.map { $0.color.rgba8.hexString() } == published)
    #expect(swatches.allSatisfy { $0.color.model == .srgb && !$0.color.hasAlpha })
    // The first fill starts at the first object reference, byte 114.
    #expect(swatches[0].location == .byte(offset: 114))
  }

  /// Version 10 with a back reference: nord0's black repeated as the second swatch.
  @Test func aBackReferenceRepeatsTheEarlierColour() throws {
    let decoded = try AffinityPaletteFormat().decode(
      Fixtures.bytes("afpalette/real/nord-v10.afpalette"))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 17)
    #expect(swatches[0].name == "R:0 G:0 B:0 2")
    #expect(swatches[1].name == "R:0 G:0 B:0")
    #expect(swatches[0].color == swatches[1].color)
    #expect(swatches[2].color.rgba8.hexString() == "#434C5E")
  }

  /// Flexoki's two HSL swatches ("Red 950" and "Red 900"), read as HSB.
  @Test func hslIsReadAsHSB() throws {
    let decoded = try AffinityPaletteFormat().decode(
      Fixtures.bytes("afpalette/real/Flexoki.afpalette"))
    let hsb = decoded.palette.allSwatches.filter { $0.color.model == .hsb }
    #expect(hsb.count == 2)
    // Affinity's HSL (0.0083333, 0.3571428, 0.1098039): hue 3°, and as 8-bit sRGB #261312,
    // as Python's colorsys.hls_to_rgb gives it.
    #expect(hsb.first?.name == "Red 950")
    #expect(hsb.first?.color.rgba8.hexString() == "#261312")
    if case .hsb(let hue, _, _)? = hsb.first?.color.components {
      #expect(abs(hue - 3) < 1e-4)
    }
  }

  static let corpus = Corpus.entries(in: "other/afpalette")

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: corpus)
  func corpusFilesDecode(_ entry: CorpusEntry) throws {
    #expect(AffinityPaletteFormat().sniff(entry.bytes.prefix(4096)) == .strong)
    let decoded = try AffinityPaletteFormat().decode(entry.bytes)
    #expect(decoded.warnings.isEmpty)
    if entry.path.hasSuffix("Bulma.io.afpalette") {
      let swatches = decoded.palette.allSwatches
      #expect(swatches.count == 19)
      #expect(swatches[0].name == "bulma-white")
      // Two back references: swatch 13 repeats swatch 4, swatch 18 repeats swatch 3.
      #expect(swatches[12].color == swatches[3].color)
      #expect(swatches[17].color == swatches[2].color)
    } else {
      #expect(
        decoded.palette.allSwatches.map { $0.color.rgba8.hexString() }
          == ["#FF0000", "#00FF00", "#0000FF"])
    }
  }
}
