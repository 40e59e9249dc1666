import PaletteCore
import TestSupport
import Testing

@testable import PaletteAndroid

/// Real `colors.xml` files, from the fixtures and the shared corpus.
@Suite struct AndroidCorpusTests {
  @Test func realFixturesReadWithTheColoursAndroidShows() throws {
    let alpha = try AndroidColorsFormat().decode(
      Fixtures.bytes("android/real/android_basicrgbcolors_with_alpha.xml"))
    // #EAFF0000 is alpha 0xEA, then red: Android puts alpha first.
    #expect(
      alpha.palette.allSwatches.map { $0.color.rgba8 } == [
        RGBA8(red: 255, green: 0, blue: 0, alpha: 0xEA),
        RGBA8(red: 0, green: 255, blue: 0, alpha: 0x55),
        RGBA8(red: 0, green: 0, blue: 255, alpha: 0x21),
      ])
    let comments = try AndroidColorsFormat().decode(
      Fixtures.bytes("android/real/android_colors_comments_xml.xml"))
    let byName = Dictionary(
      comments.palette.allSwatches.map { ($0.name ?? "", $0.color.rgba8) },
      uniquingKeysWith: { a, _ in a })
    #expect(byName["android_green"] == RGBA8(red: 0xA4, green: 0xC6, blue: 0x39))
    #expect(byName["holo_blue_bright"] == RGBA8(red: 0x00, green: 0xDD, blue: 0xFF))
    #expect(byName["win8_magenta"] == RGBA8(red: 0xFF, green: 0x00, blue: 0x97))
    #expect(comments.warnings.isEmpty)
  }

  static let entries = Corpus.entries(in: "xml").filter { $0.features.hasPrefix("Android") }

  @Test(.enabled(if: Fixtures.hasCorpus)) func corpusHasAndroidFiles() {
    #expect(Self.entries.count == 7)
  }

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: entries)
  func decodesWithManifestCount(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    #expect(AndroidColorsFormat().sniff(bytes.prefix(4096)) == .strong)
    let decoded = try AndroidColorsFormat().decode(bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.location != nil })
    let again = try AndroidColorsFormat().decode(AndroidColorsFormat().encode(decoded.palette))
    #expect(again.palette.allSwatches.map(\.color) == decoded.palette.allSwatches.map(\.color))
  }
}
