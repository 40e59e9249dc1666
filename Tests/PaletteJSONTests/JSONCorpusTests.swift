import PaletteCore
import TestSupport
import Testing

@testable import PaletteJSON

/// Other JSON palette dialects, and every other file of the shared corpus, are not ours:
/// sniffing says so and decoding fails cleanly with a position.
@Suite(.enabled(if: Fixtures.hasCorpus))
struct JSONCorpusTests {
  let format = JSONPaletteFormat()

  @Test(arguments: Corpus.entries(in: "json"))
  func otherJSONDialectsAreRejectedClearly(_ entry: CorpusEntry) {
    let bytes = entry.bytes
    #expect(!bytes.isEmpty)
    #expect(format.sniff(bytes.prefix(4096)) == .none)
    do {
      _ = try format.decode(bytes)
      Issue.record("decoded a file that is not a palconv palette")
    } catch {
      #expect(error.kind == .invalidSignature || error.kind == .syntax, "\(error)")
      guard case .text? = error.location else {
        Issue.record("no line and column: \(error)")
        return
      }
    }
  }

  @Test func theTrailingCommaDialectFileFailsWhereTheCommaIs() throws {
    let entry = try #require(
      Corpus.entries(in: "json").first { $0.path.hasSuffix("bubblegum16.json") })
    do {
      _ = try format.decode(entry.bytes)
      Issue.record("decoded")
    } catch {
      // Python's json module reports "Expecting value: line 20 column 5" for this file.
      #expect(error.kind == .syntax)
      #expect(error.location == .text(line: 20, column: 5))
    }
  }

  @Test func noOtherCorpusFileIsTakenForOurs() {
    var decoded: [String] = []
    for entry in Corpus.entries where !entry.path.hasPrefix("json/") {
      let bytes = entry.bytes
      #expect(format.sniff(bytes.prefix(4096)) == .none, "\(entry.path)")
      if (try? format.decode(bytes)) != nil { decoded.append(entry.path) }
    }
    #expect(decoded.isEmpty)
  }
}
