import PaletteCSS
import PaletteCore
import TestSupport
import Testing

/// The real style sheets of the shared corpus, read in place.
@Suite(.enabled(if: Fixtures.hasCorpus)) struct CSSCorpusTests {
  /// Where palconv's count differs from the manifest, and why (see docs/formats/css.md).
  static let expectedDifferences: [String: Int] = [
    // The manifest counts every declaration: 8 names declared twice as custom properties
    // (hex, then hsla: the later wins) and 33 SCSS `$variables`, 9 of them gradients.
    "css/gh-REthinkify-Official-Colors/palette.scss": 8,
    // The manifest also counts 24 shadow values that contain rgb() but are not colours.
    "css/gh-tailwindlabs-tailwindcss/theme.css": 288,
  ]

  static var entries: [CorpusEntry] { Corpus.entries(in: "css") }

  @Test(arguments: entries)
  func colourCount(_ entry: CorpusEntry) throws {
    let result = try CSSVariablesFormat().decode(entry.bytes)
    let expected = Self.expectedDifferences[entry.path] ?? entry.colors
    #expect(result.palette.swatchCount == expected)
    #expect(result.palette.allSwatches.allSatisfy { $0.location != nil && $0.name != nil })
    #expect(result.warnings.allSatisfy { $0.location != nil })
    #expect(!result.warnings.contains { $0.code == "css.unresolved-var" })
  }

  /// Decoding, writing natively and decoding again keeps every colour bit-exact.
  @Test(arguments: entries)
  func rewrite(_ entry: CorpusEntry) throws {
    let format = CSSVariablesFormat(valueSyntax: .native)
    let first = try format.decode(entry.bytes).palette
    let second = try format.decode(try format.encode(first))
    #expect(second.warnings.isEmpty)
    #expect(second.palette.allSwatches.map(\.color) == first.allSwatches.map(\.color))
    #expect(second.palette.allSwatches.map(\.name) == first.allSwatches.map(\.name))
  }

  /// Spot checks against values printed in the files.
  @Test func spotChecks() throws {
    let nord = try CSSVariablesFormat().decode(
      Corpus.entries.first { $0.path.hasSuffix("nord.css") }!.bytes
    ).palette
    #expect(nord.allSwatches.first?.name == "nord0")
    #expect(nord.allSwatches.first?.color == .srgb8(0x2E, 0x34, 0x40))
    let tailwind = try CSSVariablesFormat().decode(
      Corpus.entries.first { $0.path.hasSuffix("theme.css") }!.bytes
    ).palette
    let red500 = tailwind.allSwatches.first { $0.name == "color-red-500" }
    #expect(red500?.color == PaletteColor(.oklch(l: 0.637, c: 0.237, h: 25.331)))
    let catppuccin = try CSSVariablesFormat().decode(
      Corpus.entries.first { $0.path.hasSuffix("Catppuccin.css") }!.bytes
    ).palette
    // --rosewater: hsl(var(--rosewater_hsl)) with --rosewater_hsl: 10, 56%, 91%.
    let rosewater = try #require(catppuccin.allSwatches.first)
    #expect(rosewater.name == "rosewater")
    #expect(close(CSS.values(rosewater.color), [0.9604, 0.8764, 0.8596], 1e-6))
  }
}
