import PaletteCore
import PaletteSketch
import TestSupport
import Testing

@Suite(.enabled(if: Fixtures.hasCorpus)) struct SketchCorpusTests {
  static let entries = Corpus.entries(in: "json").filter { $0.path.hasSuffix(".sketchpalette") }

  @Test func corpusHasSketchFiles() {
    #expect(Self.entries.count == 5)
  }

  @Test(arguments: entries)
  func decodesWithManifestCount(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    #expect(SketchFormat().sniff(bytes.prefix(4096)) == .strong)
    let decoded = try SketchFormat().decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.swatchCount == entry.colors)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.location != nil })
    let again = try SketchFormat().decode(try SketchFormat().encode(decoded.palette))
    #expect(again.palette.allSwatches == decoded.palette.allSwatches)
  }

  @Test func materialDesignReadsItsFirstShades() throws {
    let entry = try #require(
      Self.entries.first { $0.path.hasSuffix("material-design.sketchpalette") })
    let swatches = try SketchFormat().decode(entry.bytes).palette.allSwatches
    // Material Design red 500, 50 and 100: #F44336, #FFEBEE, #FFCDD2.
    #expect(swatches[0].color.rgba8 == RGBA8(red: 0xF4, green: 0x43, blue: 0x36))
    #expect(swatches[1].color.rgba8 == RGBA8(red: 0xFF, green: 0xEB, blue: 0xEE))
    #expect(swatches[2].color.rgba8 == RGBA8(red: 0xFF, green: 0xCD, blue: 0xD2))
  }
}
