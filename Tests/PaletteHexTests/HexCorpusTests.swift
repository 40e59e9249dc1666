import PaletteCore
import TestSupport
import Testing

@testable import PaletteHex

/// Which of this module's formats a file's content points to.
enum HexFamily {
  case hexList
  case paintNet

  /// The format whose sniff is strongest; `nil` when neither matches.
  static func classify(_ bytes: [UInt8]) -> HexFamily? {
    let prefix = bytes.prefix(4096)
    let paintNet = PaintNetFormat().sniff(prefix)
    let hex = HexListFormat().sniff(prefix)
    if paintNet > hex { return .paintNet }
    return hex > .none ? .hexList : nil
  }
}

@Suite(.enabled(if: Fixtures.hasCorpus)) struct HexCorpusTests {
  static let entries = Corpus.entries(in: "hex") + Corpus.entries(in: "txt")

  @Test func corpusHasHexAndTextFiles() {
    #expect(Self.entries.count >= 25)
  }

  @Test(arguments: entries)
  func classifiesDecodesAndRoundTrips(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    let family = HexFamily.classify(bytes)
    #expect(family == (entry.path.hasPrefix("txt/") ? .paintNet : .hexList))
    let original: Palette
    let again: Palette
    switch family {
    case .paintNet?:
      original = try PaintNetFormat().decode(bytes).palette
      let decoded = try PaintNetFormat().decode(PaintNetFormat().encode(original))
      again = decoded.palette
      #expect(decoded.warnings.allSatisfy { $0.code == "paintnet.too-many" })
    case .hexList?:
      original = try HexListFormat().decode(bytes).palette
      let format = HexListFormat(includeNames: true)
      let decoded = try format.decode(format.encode(original))
      again = decoded.palette
      #expect(decoded.warnings.isEmpty)
    case nil:
      return
    }
    #expect(original.swatchCount == entry.colors)
    #expect(again.allSwatches.map(\.color) == original.allSwatches.map(\.color))
    #expect(again.allSwatches.map(\.name) == original.allSwatches.map(\.name))
    #expect(original.allSwatches.allSatisfy { $0.location != nil })
  }
}
