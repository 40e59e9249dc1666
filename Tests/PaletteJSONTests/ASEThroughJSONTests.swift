import PaletteASE
import PaletteCore
import TestSupport
import Testing

@testable import PaletteJSON

/// Every real ASE file survives ASE → JSON → ASE: the palette read back from JSON is the one
/// read from ASE, bit for bit, so writing it as ASE gives the same bytes either way.
@Suite(.enabled(if: Fixtures.hasCorpus))
struct ASEThroughJSONTests {
  let ase = ASEFormat()
  let json = JSONPaletteFormat()

  @Test(arguments: Corpus.entries(in: "ase"))
  func aseThroughJSONIsLossless(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    guard let original = try? ase.decode(bytes).palette else {
      // Files the ASE reader rejects are its own tests' concern.
      return
    }
    let document = try json.encode(original)
    let decoded = try json.decode(document)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette == original)
    #expect(
      decoded.palette.allSwatches.map(\.color) == original.allSwatches.map(\.color))
    #expect(try ase.encode(decoded.palette) == ase.encode(original))
  }

  @Test func nearlyEveryCorpusFileTakesPart() {
    // Guards against the test above passing because the ASE reader rejected everything.
    let entries = Corpus.entries(in: "ase")
    let decoded = entries.filter { (try? ase.decode($0.bytes)) != nil }
    #expect(!entries.isEmpty)
    #expect(decoded.count * 10 >= entries.count * 9)
  }
}
