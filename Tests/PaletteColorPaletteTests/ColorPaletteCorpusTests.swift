import PaletteColorPalette
import PaletteCore
import TestSupport
import Testing

@Suite(.enabled(if: Fixtures.hasCorpus)) struct ColorPaletteCorpusTests {
  static let entries = Corpus.entries(in: "json").filter { $0.path.hasSuffix(".color-palette") }

  @Test func corpusHasSimpleColorPaletteFiles() {
    #expect(Self.entries.count == 3)
  }

  @Test(arguments: entries)
  func decodesWithManifestCountAndRoundTrips(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    #expect(ColorPaletteFormat().sniff(bytes.prefix(4096)) == .strong)
    let decoded = try ColorPaletteFormat().decode(bytes)
    // The manifest's reader counted aap-64's names, which are hex values, as colours too
    // (128); AAP-64 has 64 colours, one per entry.
    let expected = entry.path.hasSuffix("/aap-64.color-palette") ? 64 : entry.colors
    #expect(decoded.palette.swatchCount == expected)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.location != nil })
    let written = try ColorPaletteFormat().encode(decoded.palette)
    let again = try ColorPaletteFormat().decode(written)
    #expect(again.warnings.isEmpty)
    #expect(again.palette == decoded.palette)
    #expect(try ColorPaletteFormat().encode(again.palette) == written)
  }
}
