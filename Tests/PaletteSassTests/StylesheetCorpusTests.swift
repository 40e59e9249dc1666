import PaletteCore
import TestSupport
import Testing

@testable import PaletteSass

/// The real SCSS file of the shared corpus, read in place.
@Suite(.enabled(if: Fixtures.hasCorpus, "needs the shared corpus"))
struct StylesheetCorpusTests {
  /// `css/gh-REthinkify-Official-Colors/palette.scss`: 8 colours declared three times each
  /// (hex, `hsla()`, `rgba()`: the last wins), 9 gradients, and custom properties outside any
  /// rule, which are no Sass variables.
  @Test func officialColors() throws {
    let entry = try #require(
      Corpus.entries.first { $0.path.hasSuffix("Official-Colors/palette.scss") })
    let read = try SCSSFormat().decode(entry.bytes)
    #expect(
      read.palette.allSwatches.map(\.name) == [
        "prussian-blue", "maximum-red", "sapphire-blue", "ocean-green", "fuzzy-wuzzy",
        "taupe-gray", "corn", "platinum",
      ])
    #expect(
      read.palette.allSwatches.map { $0.color.rgba8.hexString() } == [
        "#1E2D43", "#D23B2C", "#246598", "#5ABE9F", "#CB655C", "#968C90", "#F6ED70", "#ECEAEA",
      ])
    // Each swatch stands where its name is first declared.
    #expect(read.palette.allSwatches.first?.location == .text(line: 22, column: 1))
    #expect(read.warnings.map(\.code) == Array(repeating: "scss.not-a-color", count: 9))
    #expect(read.warnings.first?.location == .text(line: 52, column: 16))
    // What the file says the colours are: rgba(30, 45, 67, 1) and so on.
    #expect(read.palette.allSwatches.first?.color == .srgb8(30, 45, 67))
  }
}
