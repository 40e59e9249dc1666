import PaletteCore
import TestSupport
import Testing

@testable import PaletteGPL

@Suite(.enabled(if: Fixtures.hasCorpus)) struct GPLCorpusTests {
  static let entries = Corpus.entries(in: "gpl")

  @Test func corpusHasGPLFiles() {
    #expect(Self.entries.count > 300)
  }

  @Test(arguments: entries)
  func decodesWithManifestCount(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    #expect(GPLFormat().sniff(bytes.prefix(4096)) == .strong)
    let decoded = try GPLFormat().decode(bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.location != nil })
  }

  @Test(arguments: entries)
  func roundTripKeepsNamesAndColours(_ entry: CorpusEntry) throws {
    let original = try GPLFormat().decode(entry.bytes).palette
    let hasAlpha = original.allSwatches.contains { $0.color.hasAlpha }
    let format = GPLFormat(includeAlpha: hasAlpha)
    let decoded = try format.decode(format.encode(original))
    #expect(decoded.warnings.isEmpty)
    let again = decoded.palette
    #expect(again.name == original.name)
    #expect(again.description == original.description)
    if original.name != nil { #expect(again.columns == original.columns) }
    #expect(again.allSwatches.map(\.color) == original.allSwatches.map(\.color))
    #expect(again.allSwatches.map(\.name) == original.allSwatches.map { $0.name ?? "Untitled" })
  }
}
